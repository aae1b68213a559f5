// A page fixture that fails the test on any console error or uncaught exception in the browser (STYLE §9), and whose
// goto returns once the page is live.
// A test that causes an error message on purpose (a refused form post answers 400) declares it with one pattern:
// test.use({ expectedConsoleError: REFUSED_FORM_POST }). (A single RegExp: Playwright reads an array given to
// test.use as [value, options].)
import { test as base, expect, type Page } from '@playwright/test'

export const test = base.extend<{ expectedConsoleError: RegExp | null }>({
  expectedConsoleError: [null, { option: true }],
  page: async ({ page, expectedConsoleError }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A page that answers 404 on purpose logs its own status; any other failed load is a problem.
      const isDocumentStatus =
        message.location().url === page.url() && message.text().startsWith('Failed to load resource')
      const isExpected = expectedConsoleError?.test(message.text()) ?? false
      if (!isDocumentStatus && !isExpected) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    // A page's code loads after its first paint (docs/decisions/029-code-after-first-paint.md): a test acts once the
    // page is live, as a person would after it has settled. A page whose code a test blocks is used as it is.
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await untilLive(page, 5_000).catch(() => {})
      }
      return response
    }
    await use(page)
    expect(problems, 'browser console errors').toEqual([])
  },
})

/** Waits until the page's code has run and it answers clicks (the root layout marks <html data-live>). */
export function untilLive(page: Page, timeout?: number) {
  return page.locator('html[data-live]').waitFor({ state: 'attached', timeout })
}

/** The browser logs a refused form post (400) as a failed resource load. */
export const REFUSED_FORM_POST = /Failed to load resource: the server responded with a status of 400/

export { expect }

/**
 * Every console error and uncaught exception of a page, for a test (with the plain Playwright test) that blocks a
 * script on purpose and then checks that only the expected failures were logged.
 */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
