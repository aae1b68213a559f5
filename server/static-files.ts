// The browser files of the build (fingerprinted /assets and the favicons), held in memory with the brotli and gzip
// copies the build wrote beside them (scripts/precompress.ts), and answered from the raw request listener: no
// logging, compression or routing per request (docs/decisions/016-page-cache.md).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { chooseEncoding, matchesETag, type Encoding } from './page-cache'

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
  type: string
  cacheControl: string
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>()

  /** Reads every file under `clientDir` (tiny: the built browser code, a few MB). */
  constructor(clientDir: string) {
    for (const relative of listFiles(clientDir)) {
      if (/\.(br|gz)$/.test(relative)) continue
      const file = path.join(clientDir, relative)
      const identity = fs.readFileSync(file)
      const sibling = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined)
      const urlPath = `/${relative.split(path.sep).join('/')}`
      this.files.set(urlPath, {
        tag: createHash('sha1').update(identity).digest('base64url'),
        bodies: { identity, br: sibling('.br'), gzip: sibling('.gz') },
        type: CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT,
      })
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
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      res.end('Not found')
      return true
    }
    const wanted = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
    const encoding: Encoding = file.bodies[wanted] ? wanted : wanted === 'br' && file.bodies.gzip ? 'gzip' : 'identity'
    const suffix = encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''
    const headers = {
      'content-type': file.type,
      'cache-control': file.cacheControl,
      etag: `"${file.tag}${suffix}"`,
      vary: 'Accept-Encoding',
    }
    if (matchesETag(req.headers['if-none-match'], file.tag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    const body = file.bodies[encoding]!
    res.writeHead(200, {
      ...headers,
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
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
