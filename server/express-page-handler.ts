// Pages and resource routes through React Router, for Express: a Fetch Request made from Express's request, and the
// Response written back. Ours rather than @react-router/express (decision 038): the handler is the one app.ts makes
// from the same copy of React Router as the RouterContextProvider of every request. Under `npm run dev` Vite loads
// our server code with React Router's development build, while the adapter, loaded by Node, took the production
// build and refused the context as not its own.
import type { IncomingMessage } from 'node:http'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import type { RouterContextProvider } from 'react-router'

type FetchHandler = (request: Request, context: RouterContextProvider) => Promise<Response>

export function expressPageHandler(
  handleRequest: FetchHandler,
  getLoadContext: (req: IncomingMessage) => RouterContextProvider,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await send(res, await handleRequest(fetchRequest(req, res), getLoadContext(req)))
    } catch (error) {
      next(error)
    }
  }
}

/** The request as React Router reads it: this site's origin as the client named it, aborted if the client leaves. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwarded = req.app?.enabled('trust proxy') ? req.get('X-Forwarded-Host')?.split(':')[1] : undefined
  const port = [forwarded, req.get('host')?.split(':')[1]].map((part) => Number.parseInt(part ?? '', 10))
  const knownPort = port.find((value) => Number.isSafeInteger(value))
  // the host name without anything that would make it another URL part
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${knownPort ? `:${knownPort}` : ''}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else if (value) headers.set(name, value)
  }
  let controller: AbortController | null = new AbortController()
  const signal = controller.signal
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(new URL(`${req.protocol}://${host}${req.originalUrl}`).href, init)
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  const closed = () => res.destroyed || res.writableEnded
  if (closed()) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  // an event stream's headers go at once: its first event may be a while
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!closed()) throw error
  }
}
