// Run by app/page-text.server.test.ts with NODE_ENV=production (React's production builds need each other): renders
// one page as the site does (react-dom/server.bun into PageText) and with React's Node build and its own byte writer,
// and prints what the test compares.
import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import { Suspense, createElement, use } from 'react'
import { renderToPipeableStream as renderTextPieces } from 'react-dom/server.bun'
import { renderToPipeableStream } from 'react-dom/server.node'
import { PageText } from './page-text.server'

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

async function viaPageText() {
  const parts: Buffer[] = []
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderTextPieces(page(), {
      onShellReady: () => pipe(new PageText((bytes) => parts.push(bytes), resolve, reject).asDestination()),
      onShellError: reject,
    })
  })
  return { bytes: Buffer.concat(parts), writes: parts.length }
}

/** React's Node build, with its own writer (a byte view of 4 KB filled piece by piece). */
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
  return Buffer.concat(parts)
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
  const gathered = await viaPageText()
  // read before React's Node build renders (it runs its work in an AsyncLocalStorage)
  const hooksAfterRender = asyncHooksOn()
  const reference = await viaNode()
  const text = gathered.bytes.toString('utf8')
  process.stdout.write(
    JSON.stringify({
      length: gathered.bytes.length,
      writes: gathered.writes,
      same: gathered.bytes.equals(reference),
      hooksAfterRender,
      streamedLater: text.includes('¡Llegó más tarde! ✓') && text.includes('Cargando…'),
    }),
  )
})()
