import type { ReactElement } from 'react'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { NonceProvider } from './components/nonce'
import { catalogsReady } from './i18n/messages'
import { deferScriptsInPage, firstPaintScripts } from './first-paint-scripts.server'
import { requestInfoContext, servicesContext, type WholePage } from './context.server'
import { PRIVATE_PAGE_CACHE, documentCacheControl, hasSessionCookie, isPrivateRoute } from './lib/cache-policy'
import { pageContentSecurityPolicy } from './http/security-headers.server'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
// React's renderer as built for runtimes with Node's streams that write text: pieces come as strings, encoded once a
// flush by PageText (app/page-text.server.ts, issue 41).
import { renderToPipeableStream } from 'react-dom/server.bun'
import { PageText } from './page-text.server'

export const streamTimeout = 5_000

/**
 * A client navigation's loader data (`.data`) is never kept by a cache in front: a page private by its route or by
 * a session would otherwise travel without a Cache-Control (issue 39). The document is what a CDN may keep.
 */
export function handleDataRequest(response: Response) {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE)
  return response
}

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

  const documentHeaders = (status: number) =>
    setDocumentHeaders(request, status, responseHeaders, {
      privateRoute: isPrivateRoute(
        routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
      ),
      geoCountryHeader: loadContext.get(servicesContext).config.geoCountryHeader,
    })

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    documentHeaders(responseStatusCode)
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
  if (wholePage) return renderWholePage(responseStatusCode, responseHeaders, page, options, wholePage, documentHeaders)

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

        documentHeaders(responseStatusCode)

        const destination = new PageText(
          (bytes) => body.write(bytes),
          () => body.end(),
          (error) => body.destroy(error instanceof Error ? error : undefined),
        )
        // a visitor who leaves stops the render (React listens for these on its destination)
        body.once('error', (error) => destination.emit('error', error))
        body.once('close', () => destination.emit('close'))
        pipe(destination.asDestination())

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

/**
 * Private when a matched route says so (in any language) or the visitor is signed in. A public page differs by the
 * visitor's region (the consent banner), read from the country header: a cache in front keys on it (decision 016).
 */
function setDocumentHeaders(
  request: Request,
  status: number,
  headers: Headers,
  { privateRoute, geoCountryHeader }: { privateRoute: boolean; geoCountryHeader: string },
) {
  headers.set('Content-Type', 'text/html')
  const hasSession = hasSessionCookie(request.headers.get('Cookie'))
  const cacheControl = documentCacheControl({ privateRoute, hasSession, status })
  // a route's own header may make a page stricter, never a private page public
  if (cacheControl === PRIVATE_PAGE_CACHE || !headers.has('Cache-Control')) headers.set('Cache-Control', cacheControl)
  if (headers.get('Cache-Control')?.startsWith('public')) headers.append('Vary', geoCountryHeader)
}

/**
 * A page the page cache wants whole (issue 13): rendered with everything in it, gathered as React writes it and
 * rewritten once, without the streams a visitor's page passes through; its bytes are left in `wholePage`. The same
 * bytes as the streamed page.
 */
function renderWholePage(
  status: number,
  headers: Headers,
  page: ReactElement,
  options: RenderToPipeableStreamOptions,
  wholePage: WholePage,
  documentHeaders: (status: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    let shellRendered = false
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(page, {
      ...options,
      onAllReady() {
        const page = new PageText(
          (bytes) => parts.push(bytes),
          () => {
            clearTimeout(timeoutId)
            documentHeaders(status)
            wholePage.body = deferScriptsInPage(parts)
            resolve(new Response(null, { headers, status }))
          },
          reject,
        )
        pipe(page.asDestination())
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
