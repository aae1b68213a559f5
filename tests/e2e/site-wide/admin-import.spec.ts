// Issue 8 (import): an admin imports listings from a CSV whose price column has an unusual name, fixing the mapping
// by hand, and the imported listings appear on /properties; editors cannot open the Import screen.
// It adds public listings, so it runs in the site-wide project, after the tests that count search results.
import fs from 'node:fs'
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

test('an admin maps, previews, imports with progress and downloads the rejected rows', async ({ page }) => {
  const stamp = Date.now()
  const csv = [
    'MLS #,Title,Asking (USD),Beds,Status,Type,Area,Description',
    `IMP-${stamp}-1,Imported hilltop villa ${stamp},485000,3,active,house,West Bay,"Views over the reef."`,
    `IMP-${stamp}-2,Imported garden condo ${stamp},"$199,000",2,For sale,condo,West End,A quiet condo.`,
    `IMP-${stamp}-3,Imported castle ${stamp},900000,9,active,castle,West Bay,Not a type we list.`,
  ].join('\n')

  await signInAsStaff(page, 'admin', '/admin/import')
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Export properties (CSV)' })).toBeVisible()
  await page.getByLabel('Properties', { exact: true }).check()
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Upload' }).click()

  // Known names were matched; the price column was not.
  await expect(page.getByLabel('Listing ID')).toHaveValue('MLS #')
  await expect(page.getByLabel('Bedrooms')).toHaveValue('Beds')
  await expect(page.getByLabel('Price (USD)')).toHaveValue('')
  await expect(page.getByRole('cell', { name: /^Rejected: Enter the price/ })).toHaveCount(2)

  await page.getByLabel('Price (USD)').selectOption('Asking (USD)')
  await expect(page.getByRole('cell', { name: 'New', exact: true })).toHaveCount(2)
  const bad = page.getByRole('row').filter({ hasText: `IMP-${stamp}-3` })
  await expect(bad.getByRole('cell', { name: /^Rejected: Type "castle" is not one of/ })).toBeVisible()

  await page.getByRole('button', { name: 'Dry run' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Dry run, nothing was written' })).toContainText(
    '2 would be created, 0 would be updated, 0 unchanged, 1 rejected',
  )

  await page.getByRole('button', { name: 'Import' }).click()
  const progress = page.getByRole('progressbar', { name: 'Import progress' })
  await expect(progress).toBeVisible()
  await expect(progress).toHaveAttribute('aria-valuemax', '3')
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
    'Done: 2 created, 0 updated, 0 unchanged, 1 rejected.',
    { timeout: 15_000 },
  )
  await expect(progress).toHaveAttribute('aria-valuenow', '3')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download rejected rows' }).click()
  const download = await downloading
  const report = fs.readFileSync(await download.path(), 'utf8')
  expect(report.split(/\r?\n/)[0]).toBe('row,errors,MLS #,Title,Asking (USD),Beds,Status,Type,Area,Description')
  expect(report).toContain(`4,"Type ""castle"" is not one of: house, condo, land, commercial.",IMP-${stamp}-3`)

  await expect(page.getByRole('row').filter({ hasText: 'listings.csv' }).first()).toContainText('Finished')

  // The active listings are on the public site.
  await page.goto(`/properties?search=${encodeURIComponent(`Imported hilltop villa ${stamp}`)}`)
  await expect(page.getByRole('link', { name: new RegExp(`Imported hilltop villa ${stamp}`) }).first()).toBeVisible()
  await page.goto(`/properties?search=IMP-${stamp}-2`)
  await expect(page.getByRole('link', { name: new RegExp(`Imported garden condo ${stamp}`) }).first()).toBeVisible()
  await page.goto(`/properties?search=IMP-${stamp}-3`)
  await expect(page.getByRole('link', { name: new RegExp(`Imported castle ${stamp}`) })).toHaveCount(0)
})

test('an editor cannot open the Import screen or the exports', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin')
  await page.goto('/admin/import')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toHaveCount(0)
  const response = await page.request.get('/admin/export/properties', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/admin')
})
