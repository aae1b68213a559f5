// SPEC §9 "Query retry count: 3": a data request of the browser that fails on the way is asked again, up to 3 times,
// with back-off. Only GETs (asking again changes nothing) of this site's data: React Router's `.data` requests
// (navigations, revalidations, fetcher loads) and the JSON endpoints under /api. Only failures that say nothing of
// the answer: the network (fetch rejects with a TypeError) or a proxy that found no server (502, 503, 504).

export const QUERY_RETRY_COUNT = 3

/** Before the nth retry: 1 s, 2 s, 4 s (React Query's back-off, which the original product used), at most 30 s. */
export function queryRetryDelayMs(retry: number): number {
  return Math.min(1000 * 2 ** (retry - 1), 30_000)
}

const NO_SERVER_STATUSES = new Set([502, 503, 504])

export function isRetriedRequest(url: URL, method: string, origin: string): boolean {
  if (method.toUpperCase() !== 'GET' || url.origin !== origin) return false
  return url.pathname.endsWith('.data') || url.pathname.startsWith('/api/')
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts (a navigation that moved on). */
function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true })
  })
}

/** `fetchImpl` with the retry for the requests it covers; every other request goes through untouched. */
export function withQueryRetry(fetchImpl: typeof fetch, origin: string, wait = pause): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null
    const url = new URL(request ? request.url : String(input), origin)
    if (!isRetriedRequest(url, init?.method ?? request?.method ?? 'GET', origin)) return fetchImpl(input, init)
    const signal = init?.signal ?? request?.signal
    for (let retry = 1; ; retry++) {
      const last = retry > QUERY_RETRY_COUNT
      try {
        const response = await fetchImpl(input, init)
        if (last || !NO_SERVER_STATUSES.has(response.status)) return response
        await response.body?.cancel()
      } catch (error) {
        if (last || signal?.aborted || !(error instanceof TypeError)) throw error
      }
      await wait(queryRetryDelayMs(retry), signal)
    }
  }
}
