// Issue 5, blog and reviews, as an editor works: write and publish in Markdown, see that HTML in a post never
// runs, schedule a post, moderate a review; and a broker is kept out (SPEC §6).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function writePost(page: Page, title: string, body: string) {
  await page.getByRole('link', { name: 'Write a new post' }).click()
  await expect(page.getByRole('heading', { name: 'New blog post' })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Text (Markdown)').fill(body)
}

test('an editor publishes a Markdown post, previewed live, and the public post renders it', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/blog')
  const title = unique('Moving to Roatan with pets')
  await writePost(page, title, '## What to bring\n\n- Vaccination record\n- Health certificate\n\nMore **soon**.')
  // The slug follows the title (SPEC §1), and the preview draws what visitors will see.
  const slug = await page.getByLabel('Address (slug)').inputValue()
  expect(slug).toMatch(/^moving-to-roatan-with-pets-[a-z0-9]+$/)
  const preview = page.getByRole('region', { name: 'Preview: what visitors will see' })
  await expect(preview.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveText(['Vaccination record', 'Health certificate'])

  await page.getByLabel('Published: live on the site now').check()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Post created. It is live on the site.')

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
  await expect(page.getByRole('article').getByRole('listitem')).toHaveText(['Vaccination record', 'Health certificate'])
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
})

test('HTML in a post shows as text and never runs, in the preview or on the site', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/blog')
  const title = unique('Script test')
  const script = '<script>window.__pwned=1</script>'
  const image = '<img src=x onerror="window.__pwned=2">'
  await writePost(page, title, `Before.\n\n${script}\n\nAn image: ${image}\n\nAfter.`)
  const preview = page.getByRole('region', { name: 'Preview: what visitors will see' })
  await expect(preview.getByText(script)).toBeVisible()
  await page.getByLabel('Published: live on the site now').check()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Post created.')
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

  const slug = await page.getByLabel('Address (slug)').inputValue()
  await page.goto(`/blog/${slug}`)
  const article = page.getByRole('article')
  await expect(article.getByText(script)).toBeVisible()
  await expect(article.getByText(`An image: ${image}`)).toBeVisible()
  await expect(article.locator('img[src="x"], script:not([type])')).toHaveCount(0)
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('a scheduled post is not public before its time', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/blog')
  const title = unique('Lobster season opens')
  await writePost(page, title, 'The season opens on July 1.')
  await page.getByLabel('Scheduled: goes live at the date and time below').check()
  // Tomorrow, in the datetime-local format; the form reads it as Roatan time.
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 16)
  await page.getByLabel('Go live on (Roatan time)').fill(tomorrow)
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByRole('status')).toContainText('It goes live')
  const slug = await page.getByLabel('Address (slug)').inputValue()

  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
  await page.goto('/blog')
  await expect(page.getByText(title)).toHaveCount(0)
  await page.goto('/admin/blog?state=scheduled')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
})

test('approving a pending review puts it on /reviews; hiding it takes it off', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/blog')
  const name = unique('Robin Client')
  await page.goto('/admin/reviews')
  await page.getByText('Add a review or testimonial a client sent you').click()
  await page.getByLabel("Client's name").fill(name)
  await page.getByLabel('What they wrote').fill('They found us the right lot on the east end.')
  await page.getByRole('button', { name: 'Add to the queue' }).click()
  await expect(page.getByRole('status')).toContainText(`Added the words of ${name}`)

  const card = page.getByRole('listitem', { name: `Review from ${name}` })
  await expect(card).toBeVisible() // the queue opens on Waiting
  await page.goto('/reviews')
  await expect(page.getByText(name)).toHaveCount(0)

  await page.goto('/admin/reviews')
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('status')).toContainText(`Approved: the words of ${name} are now on the site.`)
  await page.goto('/reviews')
  await expect(page.getByText(name)).toBeVisible()

  await page.goto('/admin/reviews?status=approved')
  await card.getByRole('button', { name: 'Hide' }).click()
  await expect(page.getByRole('status')).toContainText(`Hidden: the words of ${name}`)
  await page.goto('/reviews')
  await expect(page.getByText(name)).toHaveCount(0)
})

test('a broker cannot reach the blog screens and the server refuses their posts', async ({ page }) => {
  await signInAsStaff(page, 'broker', '/admin')
  await page.goto('/admin/blog')
  await expect(page).toHaveURL(/\/admin$/)
  expect((await page.request.post('/admin/blog', { form: { search: 'x' } })).status()).toBe(403)
  expect((await page.request.post('/admin/blog/new', { form: { title: 'Hacked', status: 'draft' } })).status()).toBe(
    403,
  )
})
