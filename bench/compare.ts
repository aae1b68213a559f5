// Two builds side by side: which renders a page afresh for less (decision 033). On this shared machine one run of the
// same build moves by ±20 % between minutes, so single runs cannot tell a 10 % change; here both builds run at once,
// each in its own server, and take turns in short slices of uncached load. The ratio of each pair of neighbouring
// slices cancels what the machine did meanwhile: the median ratio of two copies of one build comes out within about
// 5 % of 1 (8–10 pairs), so a change is believed only beyond that.
//
//   npm run bench:compare -- <build A> <build B> [path] [pairs]
//
// A build is a BUILD_DIR (`BUILD_DIR=.tmp/build-x node --import tsx scripts/ensure-build.ts` makes one), optionally
// followed by settings for its server: `.tmp/build-x,RENDER_THREADS=0` compares one build with itself. The setting
// ROOT=<checkout> runs that side's server from another checkout, with its own node_modules (the build is then inside
// it): `build,ROOT=/tmp/unpatched` measured the dependencies with and without a patch (decisions 031, 032); NODE=<path>
// runs it on another Node (`build,ROOT=/tmp/old,NODE=/usr/bin/node`: one build on two runtimes). Each slice
// is 2 s of wrk (2 threads, 50 connections, gzip) asking for `path` (default /properties) with a new query string
// each time; 8 pairs by default. Besides requests a second, the server's main thread CPU per request is read from
// /proc (Linux): the figure a change to the render path moves. Then one request at a time, A and B in turn, 300
// pairs: the median time to a whole response, which has no queue in it and moves by about 1 % between two copies of
// one build (a finer test of a small change than the slices; it does not show what the load does to GC or threads).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { type AppProcess, startAppProcess } from '../tests/support/app-process'
import { median } from './lighthouse'
import { UNCACHED_WARMUP_SECONDS, loadToolsReady, writeUncachedScript, wrk } from './load'

/** BENCH_SLICE_SECONDS=8: longer slices, for what only sustained load shows (garbage collection) */
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2)
const ONE_AT_A_TIME_PAIRS = 300

const [sideA, sideB, pathname = '/properties', pairsArgument = '8'] = process.argv.slice(2)
if (!sideA || !sideB) {
  console.error('usage: npm run bench:compare -- <build A>[,NAME=value…] <build B>[,NAME=value…] [path] [pairs]')
  process.exit(2)
}
/** A side's build and the environment its server gets besides it. */
const parseSide = (argument: string) => {
  const [build, ...settings] = argument.split(',')
  // NAME=value, the value whole (it may hold '=' itself: NODE_OPTIONS=--v8-pool-size=2)
  const {
    ROOT: root,
    NODE: node,
    ...env
  } = Object.fromEntries(settings.map((setting) => setting.split(/=(.*)/s, 2) as [string, string]))
  return { build: build!, root, node, env }
}
const [parsedA, parsedB] = [parseSide(sideA), parseSide(sideB)]
for (const { build, root } of [parsedA, parsedB]) {
  if (!fs.existsSync(path.resolve(root ?? '.', build, 'server/index.js'))) {
    console.error(`${build} holds no server build (server/index.js)`)
    process.exit(2)
  }
}
if (!loadToolsReady()) {
  console.error('wrk is needed (Debian: apt-get install wrk)')
  process.exit(2)
}

interface Side {
  label: string
  build: string
  app: AppProcess
  slices: { rps: number; mainMs: number }[]
}

/** CPU time of the process's main thread so far, in ms (null where /proc is not there). */
function mainThreadMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

const sides: Side[] = []
for (const [label, side] of [
  ['A', parsedA],
  ['B', parsedB],
] as const) {
  // the demo content, as `npm start` loads it on an empty database
  const app = await startAppProcess({ BUILD_DIR: side.build, SEED_DEMO: '1', ...side.env }, side.root, side.node)
  sides.push({
    label,
    build: [
      side.root ?? '.',
      side.build,
      side.node ?? '',
      ...Object.entries(side.env).map((pair) => pair.join('=')),
    ].join(' '),
    app,
    slices: [],
  })
}
const script = writeUncachedScript(pathname)
try {
  // warm both as the bench does: the render's code optimized, caches of content filled (decision 033, "Warm-up")
  for (const side of sides) wrk(side.app.origin + pathname, script, UNCACHED_WARMUP_SECONDS)
  const pairs = Number(pairsArgument)
  for (let pair = 0; pair < pairs; pair++) {
    for (const side of pair % 2 ? [...sides].reverse() : sides) {
      const pid = side.app.process.pid!
      const before = mainThreadMs(pid)
      const slice = wrk(side.app.origin + pathname, script, String(SLICE_SECONDS))
      const after = mainThreadMs(pid)
      const requests = slice.rps * SLICE_SECONDS
      side.slices.push({
        rps: slice.rps,
        mainMs: before === null || after === null || requests === 0 ? Number.NaN : (after - before) / requests,
      })
    }
  }
  for (const side of sides) {
    const rps = median(side.slices.map((slice) => slice.rps))
    const mainMs = median(side.slices.map((slice) => slice.mainMs))
    console.log(
      `${side.label} ${side.build}: ${rps.toFixed(0)} rps, ${mainMs.toFixed(2)} ms main thread a request (medians)`,
    )
  }
  const [a, b] = sides as [Side, Side]
  const ratio = (figure: 'rps' | 'mainMs') => median(a.slices.map((slice, i) => b.slices[i]![figure] / slice[figure]))
  console.log(
    `B/A: requests a second ×${ratio('rps').toFixed(3)}, main thread a request ×${ratio('mainMs').toFixed(3)} (median of ${pairs} pairs)`,
  )
  await oneAtATime(a, b)
} finally {
  fs.rmSync(script, { force: true })
  for (const side of sides) await side.app.stop()
}

/** Response times of one request at a time, the two sides in turn (the order swapped every pair). */
async function oneAtATime(a: Side, b: Side) {
  const separator = pathname.includes('?') ? '&' : '?'
  let n = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 }) // one connection to each server
  const time = (side: Side) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now()
      const url = `${side.app.origin}${pathname}${separator}one=${process.pid}-${n++}`
      http
        .get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          response.resume()
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url} answered ${response.statusCode}`)),
          )
        })
        .on('error', reject)
    })
  try {
    for (let i = 0; i < 30; i++) {
      await time(a)
      await time(b)
    }
    const ofA: number[] = []
    const ofB: number[] = []
    for (let pair = 0; pair < ONE_AT_A_TIME_PAIRS; pair++) {
      if (pair % 2) ofB.push(await time(b))
      ofA.push(await time(a))
      if (!(pair % 2)) ofB.push(await time(b))
    }
    console.log(
      `one at a time: A ${median(ofA).toFixed(2)} ms, B ${median(ofB).toFixed(2)} ms a response (medians); ` +
        `B/A ×${median(ofA.map((ms, i) => ofB[i]! / ms)).toFixed(3)} (median of ${ONE_AT_A_TIME_PAIRS} pairs)`,
    )
  } finally {
    agent.destroy()
  }
}
