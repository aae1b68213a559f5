import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { deferScriptsInPage, deferScriptsToFirstPaint, firstPaintScripts } from './first-paint-scripts.server'

// The shape React Router 7's <Scripts> renders (preloads hoisted into <head>, one inline module script in <body>).
const CODE =
  ';\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");'
const PAGE =
  '<!DOCTYPE html><html><head><title>Cabaña</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="n0+/="/>' +
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n0+/="/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="n0+/="/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><p>Cabaña — $250,000</p>' +
  '<script nonce="n0+/=">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0+/=" type="module" async="">${CODE}</script>` +
  '<script nonce="n0+/=">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>'

/** The loader's code, run with a fake document: what it adds to <head>, once the first paint has been seen. */
async function runLoader(html: string) {
  const source = /<script nonce="n0\+\/=" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!
  const added: Record<string, string>[] = []
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect(): void }) => void) | null =
    null
  class PerformanceObserver {
    static supportedEntryTypes = ['paint']
    constructor(callback: typeof paint) {
      paint = callback
    }
    observe() {}
  }
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { append: (element: Record<string, string>) => added.push(element) },
  }
  let yields = 0
  const scheduler = {
    yield: () => {
      yields++
      return Promise.resolve()
    },
  }
  const globals = { PerformanceObserver, document, setTimeout: () => 0, scheduler }
  const run = new Function(...Object.keys(globals), `return (async()=>{${source.replaceAll('globalThis.', '')}})()`)
  const done = run(...Object.values(globals)) as Promise<void>
  await Promise.resolve()
  const beforePaint = added.length
  paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} })
  await done
  return { beforePaint, added, yields }
}

describe('deferScriptsToFirstPaint', () => {
  it('takes the preloads out of the head and runs the same code after the first paint', async () => {
    const html = deferScriptsToFirstPaint(PAGE)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).toContain('<p>Cabaña — $250,000</p>')
    expect(html).toContain('enqueue("[]")')
    const { beforePaint, added, yields } = await runLoader(html)
    expect(beforePaint).toBe(0)
    expect(yields, 'the browser may do other work after each preload').toBe(2)
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js', nonce: 'n0+/=' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js', nonce: 'n0+/=' },
      { tag: 'script', type: 'module', text: CODE, nonce: 'n0+/=' },
    ])
  })

  it('keeps a closing script tag in the code from ending the loader', () => {
    const html = deferScriptsToFirstPaint(PAGE.replace(CODE, 'const s = "<\\/script>"; const t = "<!--";'))
    const loader = /type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(loader).not.toMatch(/<\/script|<!--/i)
  })

  it('leaves a page without a route module script as it is', () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body></body></html>'
    expect(deferScriptsToFirstPaint(page)).toBe(page)
  })
})

describe('firstPaintScripts', () => {
  it('rewrites a stream split anywhere, byte for byte elsewhere, and passes later chunks through', async () => {
    const bytes = Buffer.from(PAGE + '<div>ñandú</div>')
    // split inside a preload tag, inside the module script and inside the two-byte "ñ"
    const cuts = [80, PAGE.indexOf('type="module"') + 20, bytes.indexOf(Buffer.from('ñandú')) + 1, bytes.length]
    const chunks = cuts.map((end, index) => bytes.subarray(index ? cuts[index - 1] : 0, end))
    let ended = false
    const output: Buffer[] = []
    for await (const chunk of Readable.from(chunks).pipe(firstPaintScripts(() => (ended = true)))) output.push(chunk)
    expect(Buffer.concat(output).toString('utf8')).toBe(deferScriptsToFirstPaint(PAGE) + '<div>ñandú</div>')
    expect(ended).toBe(true)
  })

  it('sends a page without a route module script unchanged', async () => {
    const output: Buffer[] = []
    for await (const chunk of Readable.from([Buffer.from('<p>Sí</p>')]).pipe(firstPaintScripts(() => {})))
      output.push(chunk)
    expect(Buffer.concat(output).toString('utf8')).toBe('<p>Sí</p>')
  })
})

describe('deferScriptsInPage', () => {
  it('gives the same bytes as the rewrite of the page as text, from parts split anywhere', () => {
    const bytes = Buffer.from('<div>ñandú 🏝️</div>' + PAGE + '<div>ñandú</div>')
    const cuts = [3, 90, bytes.indexOf('type="module"') + 5, bytes.length]
    const parts = cuts.map((end, index) => bytes.subarray(index ? cuts[index - 1] : 0, end))
    expect(deferScriptsInPage(parts).toString('utf8')).toBe(
      deferScriptsToFirstPaint('<div>ñandú 🏝️</div>' + PAGE) + '<div>ñandú</div>',
    )
  })

  it('leaves a page without a route module script as it is', () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>Sí</body></html>'
    expect(deferScriptsInPage([Buffer.from(page)]).toString('utf8')).toBe(page)
  })
})
