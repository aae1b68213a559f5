// HTTP with retries for the listing feed: network errors, 429 (honouring Retry-After) and 5xx are tried again with
// exponential backoff, a few times and never longer than the cap. Delays are injectable so tests run fast.
export interface RetryOptions {
  attempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  signal?: AbortSignal
  /** Makes each attempt (the provider's request budget counts them); the global fetch unless given. */
  fetch?: typeof fetch
}

export const RETRY_DEFAULTS = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 } as const

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    function aborted() {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}

/** Seconds or an HTTP date → milliseconds to wait; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

const retryable = (status: number) => status === 429 || status >= 500

/**
 * What an outside server may compress its answers with: not brotli. Node 24.21's brotli decoder has a known
 * out-of-bounds write (decision 038) and fetch decodes whatever encoding the answer names; a server that honours the
 * header never sends brotli. Every request the feed makes (Web API, photos, the MLS logo) says so.
 */
export const OUTSIDE_ACCEPT_ENCODING = 'gzip, deflate'

/** The request's headers with OUTSIDE_ACCEPT_ENCODING. */
export function withOutsideEncoding(headers: HeadersInit | undefined): Headers {
  const merged = new Headers(headers)
  merged.set('accept-encoding', OUTSIDE_ACCEPT_ENCODING)
  return merged
}

/** fetch, tried again on network errors, 429 and 5xx; the last answer (or error) when the attempts run out. */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions = {}): Promise<Response> {
  const { attempts, baseDelayMs, maxDelayMs } = { ...RETRY_DEFAULTS, ...options }
  const sleep = options.sleep ?? abortableSleep
  for (let attempt = 1; ; attempt++) {
    const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1))
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(url, {
        ...init,
        headers: withOutsideEncoding(init.headers),
        signal: options.signal,
      })
    } catch (error) {
      if (options.signal?.aborted || attempt >= attempts) throw error
      await sleep(backoff, options.signal)
      continue
    }
    if (!retryable(response.status) || attempt >= attempts) return response
    const wait = response.status === 429 ? (retryAfterMs(response.headers.get('retry-after')) ?? backoff) : backoff
    await response.body?.cancel()
    await sleep(Math.min(maxDelayMs, wait), options.signal)
  }
}
