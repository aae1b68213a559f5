// The timer loop shared by the periodic background jobs (server/background-jobs.ts): the timers do not keep the
// process alive, and stop() clears them and waits for a run still in progress.

export interface PeriodicJobOptions {
  /** The pause between runs. */
  everyMs: number
  /** When set, a first run this long after start, before the regular ones. */
  firstMs?: number
  /** One run; it handles (logs) its own failures. */
  run: () => Promise<unknown>
}

export function startPeriodicJob({ everyMs, firstMs, run }: PeriodicJobOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = run()
  }
  const first = firstMs === undefined ? undefined : setTimeout(tick, firstMs)
  const every = setInterval(tick, everyMs)
  first?.unref()
  every.unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(every)
      await running
    },
  }
}
