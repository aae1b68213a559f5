// Two builds side by side: which renders a page afresh for less (decision 033). On this shared machine one run of the
// same build moves by ±20 % between minutes, so single runs cannot tell a 10 % change; here both builds run at once,
// each in its own server, and take turns in short slices of uncached load. The ratio of each pair of neighbouring
// slices cancels what the machine did meanwhile: the median ratio of two copies of one build comes out within about
// 5 % of 1 (8–10 pairs), so a change is believed only beyond that.
//
//   npm run bench:compare -- <build A> <build B> [path] [pairs]
//
// A build is a BUILD_DIR (`BUILD_DIR=.tmp/build-x node --import tsx scripts/ensure-build.ts` makes one). Each slice
// is 2 s of wrk (2 threads, 50 connections, gzip) asking for `path` (default /properties) with a new query string
// each time; 8 pairs by default. Besides requests a second, the server's main thread CPU per request is read from
// /proc (Linux): the figure a change to the render path moves.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadToolsReady, writeUncachedScript, wrk } from './load'

const [buildA, buildB, pathname = '/properties', pairsArgument = '8'] = process.argv.slice(2)
if (!buildA || !buildB) {
  console.error('usage: npm run bench:compare -- <build A> <build B> [path] [pairs]')
  process.exit(2)
}
for (const build of [buildA, buildB]) {
  if (!fs.existsSync(path.join(build, 'server/index.js'))) {
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
  origin: string
  server: ChildProcess
  dataDir: string
  slices: { rps: number; mainMs: number }[]
}

async function start(label: string, build: string, port: number): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: build,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const started = Date.now()
  while (
    !(await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 240_000 || server.exitCode !== null) throw new Error(`${label}: server did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { label, origin, server, dataDir, slices: [] }
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const port = 4800 + Math.floor(Math.random() * 90)
const sides = [await start('A', buildA, port), await start('B', buildB, port + 1)]
const script = writeUncachedScript(pathname)
try {
  // warm both: code compiled, caches of content filled
  for (const side of sides) wrk(side.origin + pathname, script, '2')
  const pairs = Number(pairsArgument)
  for (let pair = 0; pair < pairs; pair++) {
    for (const side of pair % 2 ? [...sides].reverse() : sides) {
      const pid = side.server.pid!
      const before = mainThreadMs(pid)
      const slice = wrk(side.origin + pathname, script, '2')
      const after = mainThreadMs(pid)
      const requests = slice.rps * 2
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
      `${side.label} ${side === sides[0] ? buildA : buildB}: ${rps.toFixed(0)} rps, ${mainMs.toFixed(2)} ms main thread a request (medians)`,
    )
  }
  const [a, b] = sides as [Side, Side]
  const ratio = (figure: 'rps' | 'mainMs') => median(a.slices.map((slice, i) => b.slices[i]![figure] / slice[figure]))
  console.log(
    `B/A: requests a second ×${ratio('rps').toFixed(3)}, main thread a request ×${ratio('mainMs').toFixed(3)} (median of ${pairs} pairs)`,
  )
} finally {
  fs.rmSync(script, { force: true })
  for (const side of sides) {
    side.server.kill('SIGINT')
    await new Promise((resolve) => (side.server.exitCode === null ? side.server.once('exit', resolve) : resolve(null)))
    fs.rmSync(side.dataDir, { recursive: true, force: true })
  }
}
