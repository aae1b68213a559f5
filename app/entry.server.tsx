import type { ReactElement } from 'react'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { NonceProvider } from './components/nonce'
import { catalogsReady } from './i18n/messages'
import { deferScriptsInPage, firstPaintScripts } from './first-paint-scripts.server'
import { requestInfoContext, servicesContext, type WholePage } from './context.server'
import { documentCacheControl, hasSessionCookie } from './lib/cache-policy'
import { pageContentSecurityPolicy } from './lib/security-headers.server'
import { Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every catalog's Spanish messages, loaded once when the first page renders (issue 16).
  await catalogsReady()
  // A nonce per render for the inline scripts; a cached page keeps its render's (docs/decisions/017).
  const nonce = loadContext.get(requestInfoContext).nonce
  if (nonce) {
    responseHeaders.set(
      'Content-Security-Policy',
      pageContentSecurityPolicy(loadContext.get(servicesContext).config, nonce),
    )
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    })
  }

  const page = (
    <NonceProvider value={nonce ?? ''}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  )
  // Issue 13: every part of the page in place, in order: React would otherwise move large parts to the end of the
  // document and reveal them with a script (the page cache keeps whole pages, so nothing streams earlier).
  const options = { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY }
  const wholePage = loadContext.get(requestInfoContext).wholePage
  if (wholePage) return renderWholePage(request, responseStatusCode, responseHeaders, page, options, wholePage)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(page, {
      ...options,
      [readyOption]() {
        shellRendered = true
        // the page's code loads after its first paint (docs/decisions/029-code-after-first-paint.md)
        const body = firstPaintScripts(() => {
          // Clear the timeout to prevent retaining the closure and memory leak
          clearTimeout(timeoutId)
          timeoutId = undefined
        })
        const stream = createReadableStreamFromReadable(body)

        setDocumentHeaders(request, responseStatusCode, responseHeaders)

        pipe(body)

        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // Log streaming rendering errors from inside the shell.  Don't log
        // errors encountered during initial shell rendering since they'll
        // reject and get logged in handleDocumentRequest.
        if (shellRendered) {
          console.error(error)
        }
      },
    })
  })
}

function setDocumentHeaders(request: Request, status: number, headers: Headers) {
  headers.set('Content-Type', 'text/html')
  if (!headers.has('Cache-Control')) {
    const cacheControl = documentCacheControl({
      pathname: new URL(request.url).pathname,
      hasSession: hasSessionCookie(request.headers.get('Cookie')),
      status,
    })
    headers.set('Cache-Control', cacheControl)
  }
}

/**
 * A page the page cache wants whole (issue 13): rendered with everything in it, gathered as React writes it and
 * rewritten once, without the streams a visitor's page passes through; its bytes are left in `wholePage`. The same
 * bytes as the streamed page.
 */
function renderWholePage(
  request: Request,
  status: number,
  headers: Headers,
  page: ReactElement,
  options: RenderToPipeableStreamOptions,
  wholePage: WholePage,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    let shellRendered = false
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(page, {
      ...options,
      onAllReady() {
        const page = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            parts.push(chunk)
            callback()
          },
        })
        page.on('finish', () => {
          clearTimeout(timeoutId)
          setDocumentHeaders(request, status, headers)
          wholePage.body = deferScriptsInPage(parts)
          resolve(new Response(null, { headers, status }))
        })
        pipe(page)
      },
      onShellReady() {
        shellRendered = true
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        // an error in the shell is logged by React Router when the promise is rejected
        if (shellRendered) console.error(error)
      },
    })
  })
}
