// The browser files of the build (fingerprinted /assets and the favicons), held in memory with the brotli and gzip
// copies the build wrote beside them (scripts/precompress.ts), and answered from the raw request listener: no
// logging, compression or routing per request (docs/decisions/016-page-cache.md). Every answer's headers, the
// site's security headers included, are made once: Node writes a fresh response's header object without merging.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import path from 'node:path'
import { chooseEncoding, encodingETag, matchesETag, type Encoding } from './page-cache'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

// Fingerprinted build output never changes under the same name; other files may change with a deploy.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

interface StaticFile {
  tag: string
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer }
  /** per encoding stored: the headers of a 200 and of a 304 */
  headers: Partial<Record<Encoding, { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }>>
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>()
  private readonly notFound: OutgoingHttpHeaders

  /**
   * Reads every file under `clientDir` (tiny: the built browser code, a few MB). `sentWith`: headers every answer
   * carries (the site's security headers).
   */
  constructor(clientDir: string, sentWith: OutgoingHttpHeaders = {}) {
    this.notFound = { ...sentWith, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
    for (const relative of listFiles(clientDir)) {
      if (/\.(br|gz)$/.test(relative)) continue
      const file = path.join(clientDir, relative)
      const identity = fs.readFileSync(file)
      const sibling = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined)
      const urlPath = `/${relative.split(path.sep).join('/')}`
      const tag = createHash('sha1').update(identity).digest('base64url')
      const bodies = { identity, br: sibling('.br'), gzip: sibling('.gz') }
      const headers: StaticFile['headers'] = {}
      for (const encoding of ['identity', 'br', 'gzip'] as const) {
        const body = bodies[encoding]
        if (!body) continue
        const notModified = {
          ...sentWith,
          'content-type': CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT,
          etag: encodingETag(tag, encoding),
          vary: 'Accept-Encoding',
        }
        const ok = {
          ...notModified,
          'content-length': body.length,
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        }
        headers[encoding] = { ok, notModified }
      }
      this.files.set(urlPath, { tag, bodies, headers })
    }
  }

  /** Answers a GET or HEAD of a build file; a missing /assets file answers 404 at once. False for anything else. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    const file = this.files.get(pathname)
    if (!file) {
      if (!pathname.startsWith('/assets/')) return false
      // A chunk that is not there: the browser shows the load failure card, never an HTML page.
      res.writeHead(404, this.notFound)
      res.end('Not found')
      return true
    }
    const wanted = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
    const encoding: Encoding = file.bodies[wanted] ? wanted : wanted === 'br' && file.bodies.gzip ? 'gzip' : 'identity'
    const { ok, notModified } = file.headers[encoding]!
    if (matchesETag(req.headers['if-none-match'], file.tag)) {
      res.writeHead(304, notModified)
      res.end()
      return true
    }
    const body = file.bodies[encoding]!
    res.writeHead(200, ok)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name)
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative]
  })
}
