// Issue 17: the memory 500 open admin tabs cost the server, each holding its live-notification stream. The staff named
// in ADMIN_EMAILS sign in with real magic links (caught by an SMTP sink), then each opens as many streams as one staff
// member may (issue 39) with their session, and the server process's resident memory is read before and after.
import fs from 'node:fs'
import { STAFF_STREAMS_PER_USER } from '../app/lib/staff-work-rules'
import type { SmtpSink } from '../tests/setup/smtp-sink'

type Report = (name: string, value: number, unit: string) => void

export const STREAM_CONNECTIONS = 500
export const STREAM_MEMORY_TARGET_MB = 200
/** The staff whose tabs those are, all in ADMIN_EMAILS. */
export const BENCH_STAFF = Array.from(
  { length: Math.ceil(STREAM_CONNECTIONS / STAFF_STREAMS_PER_USER) },
  (_, index) => `bench-staff-${index}@example.com`,
)

/** The server's process: the one with the most memory among those started with this data directory. */
function serverPid(dataDir: string): number {
  let best = { pid: 0, rss: 0 }
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const environ = fs.readFileSync(`/proc/${entry}/environ`, 'utf8')
      if (!environ.split('\0').includes(`DATA_DIR=${dataDir}`)) continue
      const rss = residentMb(Number(entry))
      if (rss > best.rss) best = { pid: Number(entry), rss }
    } catch {
      // gone, or not ours
    }
  }
  if (!best.pid) throw new Error('server process not found')
  return best.pid
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/** The resident memory once it has stopped moving (start-up work is still being handed back at first). */
async function settledResidentMb(pid: number): Promise<number> {
  const readings: number[] = []
  for (let tick = 0; tick < 60; tick++) {
    readings.push(residentMb(pid))
    const last = readings.slice(-6)
    if (last.length === 6 && Math.max(...last) - Math.min(...last) < 3) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return readings.at(-1)!
}

/** Signs someone in through /login and the e-mailed link; returns the session cookie header. */
export async function signIn(
  origin: string,
  appUrl: string,
  sink: SmtpSink,
  email: string,
  redirectTo = '/admin',
): Promise<string> {
  const ask = () =>
    fetch(`${origin}/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, redirectTo }),
      redirect: 'manual',
    })
  // Lighthouse runs synchronously before this: a pooled connection the server closed meanwhile fails once (EPIPE,
  // before the request reached the server)
  const response = await ask().catch(() => ask())
  if (response.status >= 400) {
    throw new Error(`sign-in link request answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  }
  const mail = await sink.waitFor((message) => message.to?.some((to) => to.address === email) ?? false, 30_000)
  let next = mail.text!.match(/https?:\/\/\S+/)![0].replace(appUrl, origin)
  const cookies = new Map<string, string>()
  for (let hop = 0; hop < 5 && next; hop++) {
    const answer = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      cookies.set(name!.trim(), value.join('='))
    }
    const location = answer.headers.get('location')
    next = location ? new URL(location, origin).href : ''
  }
  if (!cookies.size) throw new Error('no session cookie after the sign-in link')
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
}

export async function benchStaffStreams(
  { origin, appUrl, dataDir, sink }: { origin: string; appUrl: string; dataDir: string; sink: SmtpSink },
  report: Report,
) {
  const cookies: string[] = []
  for (let index = 0; index < BENCH_STAFF.length; index += 10) {
    const batch = BENCH_STAFF.slice(index, index + 10)
    cookies.push(...(await Promise.all(batch.map((email) => signIn(origin, appUrl, sink, email)))))
  }
  const pid = serverPid(dataDir)
  const open = async (cookie: string) => {
    const controller = new AbortController()
    const response = await fetch(`${origin}/admin/notifications`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    })
    if (!response.headers.get('content-type')?.includes('text/event-stream')) {
      throw new Error(`the event stream answered ${response.status}`)
    }
    const reader = response.body!.getReader()
    await reader.read() // the stream's first line: it is open
    return { controller, reader }
  }
  await (await open(cookies[0]!)).controller.abort() // the route's code is loaded before the baseline
  const before = await settledResidentMb(pid)
  const streams = []
  for (let index = 0; index < STREAM_CONNECTIONS; index += 50) {
    const batch = Array.from({ length: 50 }, (_, offset) => cookies[(index + offset) % cookies.length]!)
    streams.push(...(await Promise.all(batch.map(open))))
  }
  const extra = (await settledResidentMb(pid)) - before
  report('staff_streams_open', streams.length, 'connections')
  report('staff_streams_extra_memory', Math.round(extra), 'MB')
  for (const stream of streams) stream.controller.abort()
  return extra
}
