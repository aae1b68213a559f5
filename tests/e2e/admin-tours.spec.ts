// Admin → Tours (issue 44 item 1): a broker keeps an agent's weekly tour hours, days off and video-call link, told
// what is wrong in words; an editor has no Tours screen.
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { signInAsStaff } from './staff'

// the wrong hours are refused with a 400
test.use({ expectedConsoleError: REFUSED_FORM_POST })

test('a broker sets an agent’s tour hours, days off and video link', async ({ page }) => {
  await signInAsStaff(page, 'broker', '/admin/tours')
  await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Agents' }).getByRole('link', { name: 'Kevin Ebanks' }).click()
  const form = page.getByRole('form', { name: 'Kevin Ebanks’s tour hours' })
  await expect(page.getByRole('region', { name: 'Upcoming tours with Kevin Ebanks' })).toBeVisible()

  await form.getByLabel('Monday').fill('9-12, 14:00–17:00')
  await form.getByLabel('Tuesday').fill('after lunch')
  await form.getByLabel('Days off').fill('2026-12-24 to 2026-12-26')
  await form.getByLabel('Video-call link (empty: in-person tours only)').fill('https://meet.example/kevin')
  await form.getByRole('button', { name: 'Save tour hours' }).click()
  await expect(form.getByRole('alert')).toHaveText('Nothing was saved: check the fields marked.')
  await expect(form.getByLabel('Tuesday')).toHaveAccessibleDescription(/^Write the hours as “9:00–12:00, 14:00–17:00”/)

  await form.getByLabel('Tuesday').fill('')
  await form.getByRole('button', { name: 'Save tour hours' }).click()
  await expect(form.getByRole('status')).toHaveText('Tour hours saved.')
  await page.reload()
  await expect(form.getByLabel('Monday')).toHaveValue('9:00–12:00, 14:00–17:00')
  await expect(form.getByLabel('Days off')).toHaveValue('2026-12-24\n2026-12-25\n2026-12-26')
  await expect(form.getByLabel('Video-call link (empty: in-person tours only)')).toHaveValue(
    'https://meet.example/kevin',
  )
})

test('an editor has no Tours screen and the server refuses their posts', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin')
  await expect(page.getByRole('link', { name: 'Tours', exact: true })).toHaveCount(0)
  expect((await page.request.post('/admin/tours', { form: { agentId: '1', day1: '9-12' } })).status()).toBe(403)
})
