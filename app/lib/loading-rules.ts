// Loading, stalled-loading and load-failure rules (SPEC §2 cross-cutting screens, §4, §8, §9).
// Pure: no DOM, so the unit tests run in node.

/** A navigation shorter than this shows no spinner at all. */
export const SPINNER_DELAY_MS = 400
/** SPEC §9: the stalled-loading overlay appears after 20 s. */
export const STALLED_LOADING_MS = 20_000
/** SPEC §9: a route module (lazy route) gets 60 s to load… */
export const LAZY_ROUTE_TIMEOUT_MS = 60_000
/** …any other lazily imported module 15 s. */
export const DEFAULT_LAZY_IMPORT_TIMEOUT_MS = 15_000
/** SPEC §9: the load-failure boundary retries at most 3 times, 1 s apart. */
export const MAX_LOAD_RETRIES = 3
export const LOAD_RETRY_DELAY_MS = 1_000
/** The query parameter "Fix loading" adds so every cache along the way misses. */
export const FLUSH_PARAMETER = 'flush'

/** A failed or timed-out import of a code chunk, with the original error as cause. */
export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError'
}

// What browsers and bundlers say when a chunk cannot be fetched or evaluated as a module:
// Chromium, Safari, Firefox, Vite's CSS preload helper, webpack.
const MODULE_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /loading (css )?chunk \S+ failed/i,
]

/** SPEC §8: chunk, import and network failures while loading code show the load failure card. */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ModuleLoadError' || error.name === 'ChunkLoadError') return true
  if (MODULE_LOAD_MESSAGES.some((pattern) => pattern.test(error.message))) return true
  return error.cause !== error && isModuleLoadError(error.cause)
}

export type RetryStep = { type: 'retry'; attempts: number } | { type: 'reload' }

/** SPEC §4: the retry count goes 0 → 3; a retry after the maximum reloads the page. */
export function nextRetryStep(attempts: number, maxRetries = MAX_LOAD_RETRIES): RetryStep {
  return attempts < maxRetries ? { type: 'retry', attempts: attempts + 1 } : { type: 'reload' }
}

export function retryLabel(attempts: number, maxRetries = MAX_LOAD_RETRIES): string {
  return `Retry (${Math.min(attempts, maxRetries)}/${maxRetries})`
}

export type LoadingPhase = 'hidden' | 'spinner' | 'stalled'

/** What a pending navigation shows after `elapsedMs`. */
export function loadingPhase(elapsedMs: number): LoadingPhase {
  if (elapsedMs >= STALLED_LOADING_MS) return 'stalled'
  return elapsedMs >= SPINNER_DELAY_MS ? 'spinner' : 'hidden'
}

/** The same-origin path `path` with `flush=<now>` set, other parameters and the hash kept. */
export function buildFlushUrl(path: string, now: number): string {
  const url = new URL(path, 'http://placeholder.invalid')
  url.searchParams.set(FLUSH_PARAMETER, String(now))
  return `${url.pathname}${url.search}${url.hash}`
}

/** Rejects with a ModuleLoadError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModuleLoadError(`${what} did not load within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
