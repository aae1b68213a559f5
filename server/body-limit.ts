// Request bodies are bounded before anything reads them (issue 39: an anonymous 300 MB POST was read whole): 1 MB
// everywhere, the upload screens their own file limit plus room for the form. A declared Content-Length over the
// limit is refused at once; a chunked body is counted as it arrives and refused the moment it passes the limit.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { MAX_UPLOAD_BYTES } from '~/import/limits'
import { MAX_COVER_BYTES } from '~/lib/blog-form'
import { MAX_IMAGE_BYTES } from '~/lib/property-form-schema'
import { MAX_REDIRECT_CSV_BYTES } from '~/lib/redirect-rules'
import { MAX_DOCUMENT_BYTES } from '~/lib/purchase-rules'

/** Every form, JSON call and sign-in of the site is a few kilobytes; page texts (200 000 characters) the largest. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * The screens that take files, each with the largest file its action accepts. Those actions check the file
 * themselves (with a message in their page); this ceiling stops what they would read first.
 */
const UPLOAD_ROUTES: readonly { path: RegExp; fileBytes: number }[] = [
  { path: /^\/admin\/properties\/edit\/[^/]+$/, fileBytes: MAX_IMAGE_BYTES }, // listing photos
  { path: /^\/admin\/blog\/(?:new|edit\/[^/]+)$/, fileBytes: MAX_COVER_BYTES }, // blog covers
  { path: /^\/admin\/team$/, fileBytes: MAX_IMAGE_BYTES }, // agent photos
  { path: /^\/admin\/import$/, fileBytes: MAX_UPLOAD_BYTES }, // listing, agent and redirect imports
  { path: /^\/admin\/redirects$/, fileBytes: MAX_REDIRECT_CSV_BYTES }, // redirect CSV import
  { path: /^\/admin\/purchases\/[^/]+$/, fileBytes: MAX_DOCUMENT_BYTES }, // a purchase's documents (staff)
  { path: /^\/(?:es\/)?my-account\/purchases\/[^/]+$/, fileBytes: MAX_DOCUMENT_BYTES }, // the buyer's
]

/** The most a request to `url` may send. Another spelling of an upload address only gets the general limit. */
export function bodyLimitFor(url: string): number {
  // React Router's data requests add .data to the page's address.
  const path = url.split('?')[0]!.replace(/\.data$/, '')
  const upload = UPLOAD_ROUTES.find((route) => route.path.test(path))
  return upload ? upload.fileBytes + BODY_LIMIT_BYTES : BODY_LIMIT_BYTES
}

/**
 * Returns a check for the raw request listener: true when it has answered 413. A request it lets through is still
 * watched: its chunked body is counted as the parser hands it over.
 */
export function createBodyLimit(sentWith: Record<string, string>) {
  const refuse = (req: IncomingMessage, res: ServerResponse, limit: number) => {
    // Nothing can be said once an answer has begun: the connection goes.
    if (res.headersSent) return void req.socket.destroy()
    const text = `This request is too large: the limit here is ${Math.round(limit / 1024 / 1024)} MB.`
    res.writeHead(413, {
      ...sentWith,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
      connection: 'close',
    })
    closeWithoutReading(req.socket)
    res.end(text)
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const declared = req.headers['content-length']
    // Most requests (every page and file) have no body: nothing to look up on the hot path.
    if (declared === undefined && req.headers['transfer-encoding'] === undefined) return false
    const limit = bodyLimitFor(req.url ?? '/')
    if (declared !== undefined && Number(declared) > limit) {
      refuse(req, res, limit)
      return true
    }
    // The parser enforces a declared length itself; only a chunked body can run on.
    if (req.headers['transfer-encoding'] !== undefined) {
      countChunks(req, limit, () => {
        refuse(req, res, limit)
        // Whoever was reading gets an error once the connection is gone, never a cut body taken for a whole one.
        const fail = () => req.destroy(new Error('The request body is over the limit.'))
        if (req.socket.destroyed) fail()
        else req.socket.once('close', fail)
      })
    }
    return false
  }
}

/** Long enough for a client to read the answer (Go's server waits 500 ms), short enough to hold nothing up. */
const LINGER_MS = 2000

/**
 * Node closes a `Connection: close` socket with destroySoon once the answer is out. Closing while the client still
 * sends resets the connection, and a reset can reach the client before it has read the answer. So here the answer
 * and a FIN go out, nothing more is read (the client's sending stalls), and the connection closes a moment later.
 */
function closeWithoutReading(socket: Socket) {
  socket.destroySoon = () => {
    socket.end()
    socket.pause()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}

/**
 * Wraps the request's push, through which Node's HTTP parser hands over each piece of the body: past the limit
 * nothing more reaches the readers (a refused body is never half-read as if it were whole), and answering false
 * tells the parser to stop reading the socket.
 */
function countChunks(req: IncomingMessage, limit: number, onOverflow: () => void) {
  const push = req.push.bind(req)
  let received = 0
  let refused = false
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false
    if (chunk != null) {
      received += (chunk as Buffer).length
      if (received > limit) {
        refused = true
        onOverflow()
        return false
      }
    }
    return push(chunk, encoding)
  }
}
