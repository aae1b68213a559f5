// A server process of the production build (the one the e2e web server built) on a port of its own, for tests
// that need processes they control: PostgreSQL restarts, several processes on one database.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './postgres-server'

export interface AppProcess {
  origin: string
  process: ChildProcess
  /** what the process wrote to stderr (warnings and errors) */
  errors(): string
  stop(): Promise<void>
}

/**
 * `cwd`: the checkout whose server code runs (another one's, with its own node_modules, for bench:compare); `node`:
 * the runtime that runs it (this process's by default).
 */
export async function startAppProcess(
  env: Record<string, string>,
  cwd?: string,
  node: string = process.execPath,
): Promise<AppProcess> {
  // A port found free may be taken by another test's process before ours binds it: ours then exits (EADDRINUSE)
  // and starts again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, cwd, node)
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTaken)) throw error
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(
  env: Record<string, string>,
  cwd: string | undefined,
  node: string,
): Promise<AppProcess> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-process-'))
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(node, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const started = Date.now()
  for (;;) {
    if (exited()) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (stderr.includes('EADDRINUSE')) throw new PortTaken(stderr)
      throw new Error(`the app process exited: ${stderr}`)
    }
    if (Date.now() - started > 180_000) throw new Error(`the app process did not start: ${stderr}`)
    const healthy = await fetch(`${origin}/healthz`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy && !exited()) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    origin,
    process: child,
    errors: () => stderr,
    async stop() {
      // still running (a process killed by a signal has no exit code, but a signal code)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
