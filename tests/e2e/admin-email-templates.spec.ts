// Admin → Email templates as an editor uses it (issue 6). The inquiry confirmation is only ever stored with its
// built-in subject here (the inquiries e2e runs alongside and expects it), and is reset in a finally.
import type { Page } from '@playwright/test'
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { signInAsStaff } from './staff'

async function resetInquiryTemplate(page: Page) {
  const response = await page.request.post('/admin/email-templates/edit/inquiry', {
    form: { intent: 'reset' },
    maxRedirects: 0,
  })
  expect([200, 204, 302, 303]).toContain(response.status())
}

test.describe('the inquiry confirmation template', () => {
  // The preview frame is sandboxed without scripts on purpose; Chromium reports each script it keeps out of it
  // (the test driver's own helpers included), which is the sandbox doing its job.
  test.use({
    expectedConsoleError: new RegExp(`${REFUSED_FORM_POST.source}|^Blocked script execution in 'about:srcdoc'`),
  })

  test('an editor previews a new subject, is refused an unknown placeholder, and resets to built-in', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor', '/admin/email-templates')
    try {
      await resetInquiryTemplate(page)
      await page.goto('/admin/email-templates')
      const row = page.getByRole('row', { name: /Inquiry confirmation/ })
      await expect(row.getByText('Built-in')).toBeVisible()

      // Customise: the edited version starts as a copy of the built-in text.
      await page.getByRole('link', { name: 'Customise a template' }).click()
      await page.getByLabel('E-mail').selectOption({ label: 'Inquiry confirmation' })
      await page.getByRole('button', { name: 'Create and edit' }).click()
      await expect(page).toHaveURL(/\/admin\/email-templates\/edit\/inquiry$/)
      await expect(page.getByText('Edited version')).toBeVisible()

      // The live preview follows the subject as it is typed.
      const preview = page.getByRole('region', { name: 'Preview with sample data' })
      await page.getByLabel('Subject').fill('Thanks for asking about {{ propertyTitle }}')
      await expect(preview.getByTestId('email-preview-subject')).toHaveText(
        'Thanks for asking about Ocean View Villa in West Bay',
      )

      // An unknown placeholder is refused at save time with a visible error.
      await page.getByLabel('Message (plain text)').fill('Hello {{ nosuch }}')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/Unknown placeholder: nosuch/)).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/email-templates\/edit\/inquiry$/)

      // Reset to built-in.
      await page.getByRole('button', { name: 'Reset to built-in' }).click()
      await expect(page).toHaveURL(/\/admin\/email-templates\?reset=1$/)
      await expect(page.getByRole('status')).toHaveText('Back to the built-in template.')
      await expect(page.getByRole('row', { name: /Inquiry confirmation/ }).getByText('Built-in')).toBeVisible()
    } finally {
      await resetInquiryTemplate(page)
    }
  })
})
