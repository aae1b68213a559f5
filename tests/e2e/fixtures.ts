// A page fixture that fails the test on any console error or uncaught exception in the browser (STYLE §9).
import { test as base, expect } from '@playwright/test'

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // A page that answers 404 on purpose logs its own status; any other failed load is a problem.
      const isDocumentStatus =
        message.location().url === page.url() && message.text().startsWith('Failed to load resource')
      if (message.type() === 'error' && !isDocumentStatus) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(page)
    expect(problems, 'browser console errors').toEqual([])
  },
})

export { expect }
