// Admin → RETS Integration as staff fill it in: the test feed's addresses and credentials, no schedule, saved.
import { type Page, expect } from '@playwright/test'
import { RESO_CLIENT_ID, RESO_CLIENT_SECRET } from '../support/reso-server'

export async function saveFeedSettings(page: Page, feed: { endpointUrl: string; tokenUrl: string }) {
  await page.getByLabel('Web API address').fill(feed.endpointUrl)
  await page.getByLabel('Token address').fill(feed.tokenUrl)
  await page.getByLabel('Client ID').fill(RESO_CLIENT_ID)
  await page.getByLabel('Client secret').fill(RESO_CLIENT_SECRET)
  await page.getByLabel('Originating system').fill('RoatanMLS')
  // Off: no scheduled run may start between saving and "Sync now".
  await page.getByLabel('Schedule').selectOption('off')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible()
}
