// `npm run bench`: performance figures, one per line ("name value unit").
// Starts the production server on fresh demo data, then measures server response times over loopback and the
// JavaScript a first visit downloads.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const port = 3900 + Math.floor(Math.random() * 90)
const origin = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))

function report(name: string, value: number, unit: string) {
  console.log(`${name} ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`)
}

async function startServer(): Promise<ChildProcess> {
  const started = Date.now()
  const server = spawn('npm', ['start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    if (Date.now() - started > 240_000) throw new Error('server did not start')
    const healthy = await fetch(`${origin}/healthz`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  report('first_start_with_demo_content', (Date.now() - started) / 1000, 's')
  return server
}

async function timeRequests(name: string, pathname: string, count = 60) {
  const durations: number[] = []
  for (let index = 0; index < count + 5; index++) {
    const started = performance.now()
    const response = await fetch(origin + pathname)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`)
    if (index >= 5) durations.push(performance.now() - started) // the first few warm caches up
  }
  durations.sort((a, b) => a - b)
  report(`${name}_p50`, durations[Math.floor(count * 0.5)]!, 'ms')
  report(`${name}_p95`, durations[Math.floor(count * 0.95)]!, 'ms')
}

async function firstLoadJavaScript(name: string, pathname: string) {
  const html = await (await fetch(origin + pathname)).text()
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!)
  let total = 0
  for (const script of scripts)
    total += gzipSync(Buffer.from(await (await fetch(origin + script)).arrayBuffer())).length
  report(`${name}_first_load_js_gzip`, Math.round(total / 1024), 'KB')
}

const server = await startServer()
try {
  const html = await (await fetch(`${origin}/properties`)).text()
  const detail = html.match(/href="(\/property\/[^"]+)"/)?.[1] ?? '/'
  await timeRequests('home', '/')
  await timeRequests('properties', '/properties')
  await timeRequests('properties_page_2', '/properties?page=2')
  await timeRequests('property_detail', detail)
  await firstLoadJavaScript('home', '/')
  await firstLoadJavaScript('properties', '/properties')
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
