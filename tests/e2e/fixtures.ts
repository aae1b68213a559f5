// A page fixture that fails the test on any console error or uncaught exception in the browser (STYLE §9).
// A test that causes an error message on purpose (a refused form post answers 400) declares it with one pattern:
// test.use({ expectedConsoleError: REFUSED_FORM_POST }). (A single RegExp: Playwright reads an array given to
// test.use as [value, options].)
import { test as base, expect } from '@playwright/test'

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
    await use(page)
    expect(problems, 'browser console errors').toEqual([])
  },
})

/** The browser logs a refused form post (400) as a failed resource load. */
export const REFUSED_FORM_POST = /Failed to load resource: the server responded with a status of 400/

export { expect }
