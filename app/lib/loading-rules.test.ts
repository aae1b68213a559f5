import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  LOAD_RETRY_DELAY_MS,
  MAX_LOAD_RETRIES,
  ModuleLoadError,
  STALLED_LOADING_MS,
  buildFlushUrl,
  isModuleLoadError,
  loadingPhase,
  nextRetryStep,
  retryLabel,
  withTimeout,
} from './loading-rules'

describe('SPEC §9 constants', () => {
  test('the overlay waits 20 s and the boundary retries 3 times, 1 s apart', () => {
    expect(STALLED_LOADING_MS).toBe(20_000)
    expect(MAX_LOAD_RETRIES).toBe(3)
    expect(LOAD_RETRY_DELAY_MS).toBe(1_000)
  })
})

describe('isModuleLoadError', () => {
  test.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/assets/properties-D6.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/app.css')],
    ['webpack', Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })],
    ['webpack CSS', new Error('Loading CSS chunk 7 failed.')],
    ['our timeout', new ModuleLoadError('route module did not load within 60000 ms')],
    ['a wrapped cause', new Error('Route failed', { cause: new TypeError('Importing a module script failed.') })],
  ])('recognises a %s chunk failure', (_, error) => {
    expect(isModuleLoadError(error)).toBe(true)
  })

  test.each([
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['a failed data request', new TypeError('Failed to fetch')],
    ['a thrown response-like object', { status: 404, statusText: 'Not Found' }],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('leaves %s to the default error screen', (_, error) => {
    expect(isModuleLoadError(error)).toBe(false)
  })
})

describe('retry state machine (SPEC §4)', () => {
  test('counts 0 → 1 → 2 → 3, then the next retry reloads the page', () => {
    const steps = []
    let attempts = 0
    for (let click = 0; click < 4; click++) {
      const step = nextRetryStep(attempts)
      steps.push(step)
      if (step.type === 'retry') attempts = step.attempts
    }
    expect(steps).toEqual([
      { type: 'retry', attempts: 1 },
      { type: 'retry', attempts: 2 },
      { type: 'retry', attempts: 3 },
      { type: 'reload' },
    ])
  })

  test('the button reads the attempts so far out of the maximum', () => {
    expect([0, 1, 2, 3].map((attempts) => retryLabel(attempts))).toEqual([
      'Retry (0/3)',
      'Retry (1/3)',
      'Retry (2/3)',
      'Retry (3/3)',
    ])
    expect(retryLabel(7)).toBe('Retry (3/3)')
  })
})

describe('loadingPhase', () => {
  test('fast navigations show nothing, slow ones a spinner, stalled ones the overlay', () => {
    expect(loadingPhase(0)).toBe('hidden')
    expect(loadingPhase(399)).toBe('hidden')
    expect(loadingPhase(400)).toBe('spinner')
    expect(loadingPhase(19_999)).toBe('spinner')
    expect(loadingPhase(20_000)).toBe('stalled')
  })
})

describe('buildFlushUrl', () => {
  test('adds a flush timestamp to a bare path', () => {
    expect(buildFlushUrl('/properties', 1732270000000)).toBe('/properties?flush=1732270000000')
  })

  test('keeps the other parameters and the hash, and replaces an older flush', () => {
    expect(buildFlushUrl('/properties?page=2&flush=1&agent=ana#list', 1732270000000)).toBe(
      '/properties?page=2&flush=1732270000000&agent=ana#list',
    )
  })

  test('never leaves the site', () => {
    expect(buildFlushUrl('//evil.example/x?a=1', 5)).toBe('/x?a=1&flush=5')
  })
})

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('passes a settled value through', async () => {
    await expect(withTimeout(Promise.resolve('module'), 1_000, 'route module')).resolves.toBe('module')
  })

  test('turns a hanging import into a module load error after the limit', async () => {
    vi.useFakeTimers()
    const result = withTimeout(new Promise(() => {}), 60_000, 'route module')
    const assertion = expect(result).rejects.toThrow('route module did not load within 60000 ms')
    await vi.advanceTimersByTimeAsync(60_000)
    await assertion
    await result.catch((error: unknown) => expect(isModuleLoadError(error)).toBe(true))
  })
})
