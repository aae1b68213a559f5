// Issue 40 items 9 and 10 as an admin meets them on Admin → RETS: a sync that would take off market more than the
// set share of the feed's live listings holds its removals in a panel that says why; "Apply removals" takes them off
// and the panel says so; the feed-health panel shows the lag, the last hour and the statuses against the MLS's own.
// It adds public listings (and leaves them off market), so it runs in the site-wide project, one spec at a time.
import { startResoServer } from '../../support/reso-server'
import { saveFeedSettings } from '../feed-settings'
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

test('an admin sees removals held, applies them, and reads the feed health', async ({ page }) => {
  test.setTimeout(120_000)
  const prefix = `S${Date.now().toString(36).toUpperCase()}`
  // Each /Property answer waits a little, so a run is still under way when the screen first shows it.
  const feed = await startResoServer({ prefix, listings: 5, delayMs: 300 })
  const syncNow = async () => {
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByRole('button', { name: 'Syncing…' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 30_000 })
  }
  try {
    await signInAsStaff(page, 'admin', '/admin/rets')
    await saveFeedSettings(page, feed)
    await syncNow()
    // Listings of an earlier feed on this install, if any, were held or applied; this test's feed decides now.
    for (const key of ['KEY-102', 'KEY-104']) feed.remove(`${prefix}${key}`)
    await syncNow()

    const hold = page.getByRole('region', { name: 'Removals held' })
    await expect(hold).toBeVisible()
    await expect(
      hold.getByText(
        /^Removals held: this run would take \d+ of \d+ listings off the market \(\d+ %, the limit is 10 %\)\.$/,
      ),
    ).toBeVisible()
    await expect(hold.getByText(`${prefix}MLS-5002 — 3-bedroom condo in West Bay`)).toBeVisible()

    page.once('dialog', (dialog) => void dialog.accept())
    await hold.getByRole('button', { name: 'Apply removals' }).click()
    const applied = page.getByRole('region', { name: 'Removals applied' })
    await expect(applied.getByRole('status')).toHaveText(/^Removals applied: \d+ listings went off market\.$/)
    await expect(applied.getByText(/^Applied .+ by .+: the held listings the MLS had not listed again/)).toBeVisible()

    const health = page.getByRole('region', { name: 'Feed health' })
    await expect(health.getByText(/since the last change seen/)).toBeVisible()
    await expect(health.getByText(/^\d+ \(no hourly limit set\)$/)).toBeVisible()
    const statuses = health.getByRole('table', { name: /Feed listings by status/ })
    await expect(statuses.getByRole('row', { name: /^For sale/ }).getByRole('cell')).toHaveText([/^\d+$/, '3'])

    // Leaves no live listing of its own behind: the MLS withdraws the rest (a status, not a removal).
    for (const key of ['KEY-101', 'KEY-103', 'KEY-105']) feed.update(`${prefix}${key}`, { StandardStatus: 'Withdrawn' })
    await syncNow()
    await expect(page.getByRole('region', { name: /^Removals (held|applied)$/ })).toHaveCount(0)
    await expect(statuses.getByRole('row', { name: /^For sale/ }).getByRole('cell')).toHaveText([/^\d+$/, '0'])
  } finally {
    await feed.close()
  }
})
