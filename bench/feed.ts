// Issue 40: the listing feed at scale. Our RESO reference server (tests/support/reso-reference, in a child process so
// this process's memory is the site's alone) offers FEED_LISTINGS listings with FEED_PHOTOS photos each; the site
// loads them in one run into a fresh embedded database on disk, as a worker would. Reported: the time, the photos
// copied, and this process's memory (RSS and JS heap at the start, peak and end of the run; start and end after a full
// garbage collection) for FEED_SMALL_LISTINGS and FEED_LISTINGS listings, so a peak that grows with the feed (pages not
// streamed) shows. Then a run with nothing changed at the MLS: its time and the requests it makes beyond the key list.
// `npm run bench -- feed` runs only these figures; `npx tsx bench/feed.ts [listings]` one load and its idle run.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import { parseConfig } from '~/config.server'
import { openPglite } from '~/db/client.server'
import { createLogger } from '~/logger.server'
import { createStorage } from '~/storage/storage.server'
import { connectSite, runFeedOnce } from '../tests/support/reso-reference/site'

export const FEED_LISTINGS = 10_000
export const FEED_SMALL_LISTINGS = 2_000
export const FEED_PHOTOS = 3
export const FEED_UNCHANGED_TARGET_S = 2
export const FEED_UNCHANGED_REQUESTS_TARGET = 3
/** "Stays flat": the peak heap of the large load may exceed the small one's by this much at most. */
export const FEED_HEAP_GROWTH_TARGET_MB = 64

type Report = (name: string, value: number, unit: string) => void
export interface FeedTarget {
  name: string
  value: number
  limit: number
  unit: string
}
interface ServerInfo {
  origin: string
  endpointUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
}
type Stats = Record<string, number>

const MB = 1024 * 1024
const SERVE = fileURLToPath(new URL('../tests/support/reso-reference/serve.ts', import.meta.url))

async function startReferenceProcess(listings: number): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVE, '--listings', String(listings), '--photos', String(FEED_PHOTOS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  process.once('exit', () => child.kill())
  // It prints one line of JSON once it listens.
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', (first) => {
      lines.close()
      child.stdout!.resume()
      resolve(first)
    })
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)))
  })
  return { child, info: JSON.parse(line) as ServerInfo }
}

// A full garbage collection before the start and end figures, so they show what is kept, not what is not yet freed.
v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

/** This process's memory over a stretch of work, sampled every 50 ms (start and end after a full collection). */
function watchMemory() {
  collectGarbage()
  const start = process.memoryUsage()
  const peak = { rss: start.rss, heapUsed: start.heapUsed }
  const sample = () => {
    const now = process.memoryUsage()
    peak.rss = Math.max(peak.rss, now.rss)
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed)
  }
  const timer = setInterval(sample, 50)
  return () => {
    clearInterval(timer)
    sample()
    collectGarbage()
    return { start, peak, end: process.memoryUsage() }
  }
}

/** One initial load into a fresh database; keeps the site and the server for more runs until `close`. */
async function initialLoad(listings: number, report: Report) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'))
  const { child, info } = await startReferenceProcess(listings)
  const database = await openPglite(path.join(dir, 'db'))
  await database.migrate()
  const services = {
    db: database.db,
    storage: createStorage({ storageDir: path.join(dir, 'storage') }),
    config: parseConfig({ DATA_DIR: dir, APP_URL: 'https://roatanrealty.example' }),
    logger: createLogger('silent'),
  }
  const stats = async () => ((await (await fetch(`${info.origin}/_admin/stats`)).json()) as { stats: Stats }).stats
  await connectSite(services, info)
  const stop = watchMemory()
  const started = performance.now()
  const { run } = await runFeedOnce(services)
  const seconds = (performance.now() - started) / 1000
  const memory = stop()
  if (run.status !== 'succeeded') throw new Error(`the feed run ended ${run.status}: ${run.error}`)
  const name = `feed_${listings}`
  report(`${name}_initial_load`, seconds, 's')
  report(`${name}_listings_created`, run.created, 'listings')
  report(`${name}_photos_copied`, (await stats()).photo!, 'photos')
  for (const moment of ['start', 'peak', 'end'] as const) {
    report(`${name}_rss_${moment}`, memory[moment].rss / MB, 'MB')
    report(`${name}_heap_${moment}`, memory[moment].heapUsed / MB, 'MB')
  }
  return {
    seconds,
    peakHeapMb: memory.peak.heapUsed / MB,
    /** A run with nothing changed at the MLS: its seconds and requests (the key list's apart). */
    async unchangedRun() {
      await fetch(`${info.origin}/_admin/reset`, { method: 'POST' })
      const began = performance.now()
      const { run: idle } = await runFeedOnce(services)
      const idleSeconds = (performance.now() - began) / 1000
      if (idle.status !== 'succeeded' || idle.updated + idle.created + idle.removed > 0)
        throw new Error(`the run with nothing changed ended ${idle.status} with changes: ${JSON.stringify(idle)}`)
      const { keys = 0, photo = 0, ...others } = await stats()
      const beyond = Object.values(others).reduce((sum, count) => sum + count, 0)
      const asked = Object.entries(others).filter(([, count]) => count > 0)
      console.log(`feed run with nothing changed asked: ${asked.map(([kind, count]) => `${kind} ${count}`).join(', ')}`)
      report(`${name}_unchanged_run`, idleSeconds, 's')
      report(`${name}_unchanged_key_list_requests`, keys, 'requests')
      report(`${name}_unchanged_requests_beyond_key_list`, beyond, 'requests')
      report(`${name}_unchanged_photo_downloads`, photo, 'photos')
      return { seconds: idleSeconds, requests: beyond }
    },
    async close() {
      await database.close()
      child.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function benchFeed(report: Report): Promise<FeedTarget[]> {
  const small = await initialLoad(FEED_SMALL_LISTINGS, report)
  await small.close()
  const large = await initialLoad(FEED_LISTINGS, report)
  try {
    const growth = large.peakHeapMb - small.peakHeapMb
    report(`feed_peak_heap_growth_${FEED_SMALL_LISTINGS}_to_${FEED_LISTINGS}`, growth, 'MB')
    const idle = await large.unchangedRun()
    return [
      { name: `feed_${FEED_LISTINGS}_unchanged_run`, value: idle.seconds, limit: FEED_UNCHANGED_TARGET_S, unit: 's' },
      {
        name: `feed_${FEED_LISTINGS}_unchanged_requests_beyond_key_list`,
        value: idle.requests,
        limit: FEED_UNCHANGED_REQUESTS_TARGET,
        unit: 'requests',
      },
      {
        name: `feed_peak_heap_growth_${FEED_SMALL_LISTINGS}_to_${FEED_LISTINGS}`,
        value: growth,
        limit: FEED_HEAP_GROWTH_TARGET_MB,
        unit: 'MB',
      },
    ]
  } finally {
    await large.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report: Report = (name, value, unit) => console.log(`${name} ${value.toFixed(1)} ${unit}`)
  const load = await initialLoad(Number(process.argv[2]) || FEED_SMALL_LISTINGS, report)
  try {
    await load.unchangedRun()
  } finally {
    await load.close()
  }
}
