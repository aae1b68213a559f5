// Issue 16, Spanish content as an editor writes it: the Spanish version of an FAQ entry (Admin → FAQ) and of a guide
// page (Admin → Page Translations), refused while half-written, then stored and shown again in the admin forms.
// What the public /es pages make of them is tested with those pages.
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { signInAsStaff } from './staff'

test.use({ expectedConsoleError: REFUSED_FORM_POST })

test('an editor writes the Spanish version of an FAQ entry and of a guide page, and both are stored', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInAsStaff(page, 'editor', '/admin/faq')
  const sidebar = page.getByRole('navigation', { name: 'Admin' })

  // A new FAQ entry, kept off /faq: the Spanish question alone is refused, with the answer it lacks.
  await page.getByRole('link', { name: 'Add an FAQ entry' }).click()
  const question = `Can I pay in lempiras? ${Date.now().toString(36)}`
  await page.getByLabel('Question', { exact: true }).fill(question)
  await page.getByLabel('Answer', { exact: true }).fill('Most sellers ask for US dollars.')
  await page.getByLabel('Category').fill('Costs')
  await page.getByLabel('Published (shown on /faq)').uncheck()
  await page.getByLabel('Pregunta (en español)').fill('¿Puedo pagar en lempiras?')
  await page.getByRole('button', { name: 'Add entry' }).click()
  await expect(page.getByText('Write the Spanish answer too, or clear both.')).toBeVisible()
  await expect(page.getByLabel('Respuesta (en español)')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Respuesta (en español)').fill('La mayoría de los vendedores pide dólares.')
  await page.getByRole('button', { name: 'Add entry' }).click()
  await expect(page.getByRole('status')).toHaveText('Entry added.')
  await page.reload()
  await expect(page.getByLabel('Pregunta (en español)')).toHaveValue('¿Puedo pagar en lempiras?')
  await expect(page.getByLabel('Respuesta (en español)')).toHaveValue('La mayoría de los vendedores pide dólares.')
  await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page.getByRole('row', { name: question })).toContainText(/Hidden\s*Translated/)

  // A guide page: the English beside the form; saved, it is stored and listed as translated.
  await sidebar.getByRole('link', { name: 'Page Translations' }).click()
  const row = page.getByRole('row', { name: /Investor information/ })
  await expect(row).toContainText('Not translated')
  await row.getByRole('link', { name: 'Investor information' }).click()
  const english = page.getByRole('region', { name: 'English, for reference' })
  await expect(english).toContainText('Investor information')
  const body = '## Rentabilidad\n\nLos alquileres de temporada dependen de la ubicación.'
  await page.getByLabel('Texto (en español)').fill(body)
  await page.getByRole('button', { name: 'Save Spanish version' }).click()
  await expect(page.getByText('Give the Spanish page its title.')).toBeVisible()
  await page.getByLabel('Título (en español)').fill('Información para inversionistas')
  await page.getByLabel('Descripción (en español)').fill('Rentas, costos y reventa en Roatán.')
  await page.getByRole('button', { name: 'Save Spanish version' }).click()
  await expect(page.getByRole('status')).toContainText('Spanish version saved.')
  await page.reload()
  await expect(page.getByLabel('Título (en español)')).toHaveValue('Información para inversionistas')
  await expect(page.getByLabel('Descripción (en español)')).toHaveValue('Rentas, costos y reventa en Roatán.')
  await expect(page.getByLabel('Texto (en español)')).toHaveValue(body)
  await page.getByRole('link', { name: 'All pages' }).click()
  await expect(row).toContainText('Translated (saved')

  // An empty text removes the translation again (and leaves the page as other tests expect it).
  await row.getByRole('link', { name: 'Investor information' }).click()
  await page.getByLabel('Texto (en español)').fill('')
  await page.getByRole('button', { name: 'Save Spanish version' }).click()
  await expect(page.getByRole('status')).toContainText('No Spanish text, so no translation')
  await expect(page.getByLabel('Título (en español)')).toHaveValue('')
})
