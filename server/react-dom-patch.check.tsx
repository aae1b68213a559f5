// Run by server/react-dom-patch.test.ts with NODE_ENV=production (React's production builds need each other):
// renders one page with the patched Node stream renderer and with the edge build, prints what the test compares.
import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import { Suspense, createElement, use } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { renderToPipeableStream } from 'react-dom/server.node'

function Later({ text }: { text: Promise<string> }) {
  return createElement('p', { lang: 'es' }, use(text))
}

/** Many elements and attributes, text in several scripts (two to four bytes a character), a part that streams later. */
function page() {
  const later = new Promise<string>((resolve) => setTimeout(() => resolve('¡Llegó más tarde! ✓'), 20))
  const rows = Array.from({ length: 400 }, (_, index) =>
    createElement(
      'li',
      { key: index, className: `row row-${index}`, 'data-price': index * 1000 },
      `Casa ${index} — Roatán, Honduras · 🏝️ ${'é'.repeat(index % 7)} 中文`,
      createElement('a', { href: `/property/casa-${index}?currency=€` }, 'Ver “más”'),
    ),
  )
  return createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement('ul', null, rows),
      createElement('pre', null, 'ñ'.repeat(20000)),
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'Cargando…') },
        createElement(Later, { text: later }),
      ),
    ),
  )
}

async function viaNode() {
  const destination = new PassThrough()
  const parts: Buffer[] = []
  destination.on('data', (part: Buffer) => parts.push(part))
  const ended = new Promise((resolve) => destination.on('end', resolve))
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page(), {
      onShellReady: () => {
        pipe(destination)
        resolve()
      },
      onShellError: reject,
    })
  })
  await ended
  return { bytes: Buffer.concat(parts), writes: parts.length }
}

async function viaEdge() {
  return Buffer.from(await new Response(await renderToReadableStream(page())).arrayBuffer())
}

/** Whether any async hook is on in this process (Node's internals; the test runs this file with --expose-internals). */
function asyncHooksOn(): boolean | null {
  try {
    const internal = createRequire(import.meta.url)('internal/async_hooks') as { initHooksExist?: () => boolean }
    return internal.initHooksExist?.() ?? null
  } catch {
    return null
  }
}

void (async () => {
  const patched = await viaNode()
  // read before the edge build renders (it may use an AsyncLocalStorage of its own)
  const hooksAfterRender = asyncHooksOn()
  const reference = await viaEdge()
  const text = patched.bytes.toString('utf8')
  process.stdout.write(
    JSON.stringify({
      length: patched.bytes.length,
      writes: patched.writes,
      same: patched.bytes.equals(reference),
      hooksAfterRender,
      streamedLater: text.includes('¡Llegó más tarde! ✓') && text.includes('Cargando…'),
    }),
  )
})()
