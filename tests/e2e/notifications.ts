// Helpers for live staff notifications (issue 17): inquiries sent straight to a listing's form, the time until an
// admin tab shows each, and a reader of the event stream as a reconnecting tab would see it.
import { type APIRequestContext, type Page, expect } from '@playwright/test'

/** Posts an inquiry as a buyer from its own network address (inquiries are limited per network). */
export async function postInquiry(
  request: APIRequestContext,
  origin: string,
  listingPath: string,
  name: string,
  address: string,
  email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
) {
  const response = await request.post(`${origin}${listingPath}`, {
    form: {
      name,
      phone: '',
      email,
      message: 'Is it still for sale?',
    },
    headers: { origin, 'x-forwarded-for': address },
    maxRedirects: 0,
  })
  expect(response.status(), (await response.text()).slice(0, 300)).toBeLessThan(400)
}

/** The milliseconds from sending each of `count` inquiries until the admin `page` shows its toast. */
export async function inquiryLatencies(
  page: Page,
  request: APIRequestContext,
  { origins, listingPath, count, prefix }: { origins: string[]; listingPath: string; count: number; prefix: string },
) {
  const latencies: number[] = []
  for (let index = 0; index < count; index++) {
    const name = `${prefix} ${index}`
    const started = Date.now()
    await postInquiry(
      request,
      origins[index % origins.length]!,
      listingPath,
      name,
      `198.51.${index >> 8}.${index & 255}`,
    )
    await expect(
      page.getByRole('log', { name: 'New notifications' }).getByText(`New inquiry from ${name}`, { exact: true }),
    ).toBeVisible({
      timeout: 10_000,
    })
    latencies.push(Date.now() - started)
  }
  return latencies
}

export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!

export interface StreamedEvent {
  id: number
  title: string
}

/** Opens the event stream with the page's session, optionally resuming after `lastEventId`. */
export async function openStream(page: Page, origin: string, lastEventId?: number) {
  const cookie = (await page.context().cookies(origin)).map((each) => `${each.name}=${each.value}`).join('; ')
  const controller = new AbortController()
  const response = await fetch(`${origin}/admin/notifications`, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  })
  const events: StreamedEvent[] = []
  /** Set when the server ended the stream. */
  const state = { ended: false }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const reading = (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return void (state.ended = true)
        buffer += value
        const blocks = buffer.split('\n\n')
        buffer = blocks.pop()!
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) events.push(JSON.parse(data.slice(6)) as StreamedEvent)
        }
      }
    } catch {
      // aborted
    }
  })()
  return {
    response,
    events,
    get ended() {
      return state.ended
    },
    async close() {
      controller.abort()
      await reading
    },
  }
}
