// Sends items in order, at most `perSecond` in any one-second window; the rest wait their turn (SPEC §9: the realtime
// channel is limited to 10 events per second per connection). Nothing is dropped.

export interface PacedSender<T> {
  push(item: T): void
  /** Items waiting for their turn. */
  readonly waiting: number
  stop(): void
}

export function pacedSender<T>(
  send: (item: T) => void,
  perSecond: number,
  now: () => number = Date.now,
): PacedSender<T> {
  const sentAt: number[] = []
  const queue: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const flush = () => {
    timer = undefined
    while (queue.length && !stopped) {
      const time = now()
      while (sentAt.length && time - sentAt[0]! >= 1000) sentAt.shift()
      if (sentAt.length >= perSecond) {
        timer = setTimeout(flush, 1000 - (time - sentAt[0]!))
        return
      }
      sentAt.push(time)
      send(queue.shift()!)
    }
  }
  return {
    push(item) {
      if (stopped) return
      queue.push(item)
      if (!timer) flush()
    },
    get waiting() {
      return queue.length
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      queue.length = 0
    },
  }
}
