// A POST whose body is streamed in 64 kB pieces (one piece written again and again, so even a huge body allocates
// nothing), with a Content-Length or chunked, for tests of the request body limit (server/body-limit.ts).
import { type IncomingHttpHeaders, request } from 'node:http'

export interface StreamedAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  ms: number
  /** body bytes the client handed to its socket before the answer came */
  sent: number
}

/**
 * Sends `total` bytes and resolves on the answer: the client stops sending then, as browsers do. A connection cut
 * with no answer rejects.
 */
export function streamedPost(
  url: URL,
  total: number,
  { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<StreamedAnswer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    let answered = false
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) }) },
    })
    req.on('response', (res) => {
      answered = true
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (part: string) => (text += part))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text, ms: Date.now() - started, sent }),
      )
      res.on('error', reject)
    })
    // Writing on after the server has closed the connection fails: that is what a refusal looks like to the client.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const write = () => {
      while (!answered && sent < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      if (!answered) req.end()
    }
    write()
  })
}
