// Request bodies are bounded (issue 39): an anonymous post of more than 1 MB is refused at once, a chunked one as
// soon as it passes the limit, while staff still upload photos of several megabytes.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { streamedPost } from '../support/streamed-post'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

const MB = 1024 * 1024

test('an anonymous post over 1 MB is refused at once, with or without a length', async ({ baseURL, request }) => {
  // The auth library's endpoints too: the limit stands in front of everything.
  for (const path of ['/login.data', '/api/marketing-consent', '/api/events', '/api/auth/sign-in/magic-link']) {
    const declared = await streamedPost(new URL(path, baseURL), 2 * MB, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(declared, path).toMatchObject({ status: 413, text: expect.stringMatching(/too large/) as unknown })
    expect(declared.headers['cache-control'], path).toBe('no-store')
    expect(declared.ms, path).toBeLessThan(10_000) // a loaded machine; reading 300 MB took 16 s
  }
  for (const path of ['/login.data', '/api/marketing-consent', '/api/events']) {
    // No length given: counted as it arrives, refused after the first megabyte, long before the 200 MB are sent.
    const chunked = await streamedPost(new URL(path, baseURL), 200 * MB, {
      chunked: true,
      headers: { 'content-type': 'application/json' },
    })
    expect(chunked, path).toMatchObject({ status: 413 })
    expect(chunked.headers['cache-control'], path).toBe('no-store')
    expect(chunked.sent, path).toBeLessThan(50 * MB)
  }
  // The server is none the worse.
  expect((await request.get('/healthz')).status()).toBe(200)
})

test('staff still upload a listing photo of several megabytes', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAsStaff(page, 'editor', '/admin/properties')
  const created = await page.request.post('/admin/properties/add', {
    form: { intent: 'save', title: `Upload check ${Date.now()}`, propertyType: 'house', status: 'draft' },
    maxRedirects: 0,
  })
  const edit = new URL(created.headers()['location']!, page.url()).pathname
  expect(edit).toMatch(/^\/admin\/properties\/edit\/\d+$/)
  // Noise does not compress: a JPEG of about 4 MB.
  const { width, height } = { width: 1800, height: 1200 }
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
  expect(buffer.length).toBeGreaterThan(2 * MB)
  const upload = await page.request.post(edit, {
    multipart: { intent: 'upload', file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer } },
  })
  expect(upload.status()).toBe(200)
  expect(JSON.parse(decodeURIComponent(upload.headers()['x-upload-result']!))).toMatchObject({ ok: true })
})
