import { Transform } from 'node:stream'
import { LRUCache } from 'lru-cache'

// Issue 13, first paint on mobile: a page's code is fetched once the page has painted, not beside the stylesheet and
// the largest image (docs/decisions/029-code-after-first-paint.md). React Router's <Scripts> names the modules in
// <link rel="modulepreload"> tags (hoisted into <head>) and one inline module script that imports them and starts
// hydration. This rewrites that output as the server sends it: the preload tags go, and the module script becomes a
// small one that waits for the first contentful paint, then adds the same preloads and runs the same code.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const ROUTE_MODULES = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g
/** Without a first paint in this time (a hidden tab, a browser without paint timing entries) the code loads anyway. */
export const FIRST_PAINT_WAIT_MS = 3000

/** A JavaScript literal (string, array) safe inside an HTML script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function loader(nonce: string, preloads: string[], code: string): string {
  return (
    `<script nonce="${nonce}" type="module" async="">` +
    'await new Promise((go)=>{const P=globalThis.PerformanceObserver;' +
    'if(!P?.supportedEntryTypes?.includes("paint"))return go();' +
    'new P((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
    `.observe({type:"paint",buffered:true});setTimeout(go,${FIRST_PAINT_WAIT_MS})});` +
    `const n=${literal(nonce)},` +
    loaderRest(preloads, code) +
    '</script>'
  )
}

/**
 * What follows the nonce in the loader: the same for every page of the same routes, so kept (a few pages' worth, per
 * process; nothing in it changes while the process runs).
 */
const loaderRests = new LRUCache<string, string>({ max: 200 })
function loaderRest(preloads: string[], code: string): string {
  const key = `${preloads.join('\n')}\n\n${code}`
  let rest = loaderRests.get(key)
  if (rest === undefined) {
    const add = (tag: string, set: string) =>
      `{const e=document.createElement("${tag}");${set};e.nonce=n;document.head.append(e)}`
    rest =
      'y=()=>globalThis.scheduler?.yield?.()??new Promise((r)=>setTimeout(r));' +
      // each preload in a task of its own: adding a dozen at once held the page ~20 ms (decision 030)
      `for(const h of ${literal(preloads)}){${add('link', 'e.rel="modulepreload";e.href=h')}await y()}` +
      add('script', `e.type="module";e.text=${literal(code)}`)
    loaderRests.set(key, rest)
  }
  return rest
}

/**
 * The page with its code deferred to the first paint, or the same string when it has no route module script. Works on
 * latin1 text (one character a byte), so UTF-8 passes through byte for byte. `from`: where the script is searched from
 * (it is near the end of a page: searching 100 KB for it cost ~1 % of a render).
 */
export function deferScriptsToFirstPaint(html: string, from = 0): string {
  ROUTE_MODULES.lastIndex = from
  const modules = ROUTE_MODULES.exec(html)
  if (!modules) return html
  const [tag, nonce, code] = modules
  // React hoists the preload tags into <head>: only that part is searched (the whole page cost ~2 % of a render)
  const preloadsEnd = endOfPreloads(html.indexOf('</head>'), modules.index)
  const { head, preloads } = withoutPreloads(html.slice(0, preloadsEnd))
  return (
    head +
    html.slice(preloadsEnd, modules.index) +
    loader(nonce!, preloads, code!) +
    html.slice(modules.index + tag.length)
  )
}

/** Where the preload tags end: the end of <head>, or the module script if it comes first. */
const endOfPreloads = (headEnd: number, scriptStart: number) =>
  headEnd === -1 || headEnd > scriptStart ? scriptStart : headEnd

/** The head without its preload tags, and the addresses they named. */
function withoutPreloads(head: string): { head: string; preloads: string[] } {
  const preloads = [...new Set([...head.matchAll(PRELOAD)].map((match) => match[1]!))]
  return { head: head.replace(PRELOAD, ''), preloads }
}

/**
 * A whole page, as React wrote it, with its code deferred to the first paint: only the head and the route module
 * script are read as text (latin1, one character a byte, so UTF-8 passes through byte for byte); the rest of the page
 * is copied as bytes.
 */
export function deferScriptsInPage(parts: Buffer[]): Buffer<ArrayBuffer> {
  const page = Buffer.concat(parts)
  const start = page.indexOf(MODULE_SCRIPT)
  const scriptStart = start === -1 ? -1 : page.lastIndexOf('<script', start)
  const scriptEnd = start === -1 ? -1 : page.indexOf(SCRIPT_END, start)
  if (scriptStart === -1 || scriptEnd === -1) return page
  const script = page.toString('latin1', scriptStart, scriptEnd + SCRIPT_END.length)
  ROUTE_MODULES.lastIndex = 0
  const modules = ROUTE_MODULES.exec(script)
  if (!modules || modules.index !== 0) return page
  const [, nonce, code] = modules
  const preloadsEnd = endOfPreloads(page.indexOf('</head>'), scriptStart)
  const { head, preloads } = withoutPreloads(page.toString('latin1', 0, preloadsEnd))
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    page.subarray(preloadsEnd, scriptStart),
    Buffer.from(loader(nonce!, preloads, code!), 'latin1'),
    page.subarray(scriptEnd + SCRIPT_END.length),
  ])
}

/** Where the route module script starts, and what ends it. */
const MODULE_SCRIPT = ' type="module" async="">'
const SCRIPT_END = '</script>'

/**
 * The rendered stream with deferScriptsToFirstPaint applied: holds the bytes back until the route module script has
 * gone by (it is in the shell, before anything React streams later), then passes the rest through as it comes.
 * React writes in 2 KB pieces; what one of its turns writes goes on as one chunk, and the held text is searched only
 * where it grew (a search of the whole page for each piece cost ~5% of a render).
 */
export function firstPaintScripts(onEnd: () => void): Transform {
  let held: string | null = ''
  let searchFrom = 0
  let pending: Buffer[] = []
  const release = (stream: Transform) => {
    if (pending.length === 0) return
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    if (held === null) return stream.push(chunk)
    held += chunk.toString('latin1')
    const start = held.indexOf(MODULE_SCRIPT, searchFrom)
    if (start === -1 || held.indexOf(SCRIPT_END, start) === -1) {
      // the route module script has not come (or not whole) yet
      searchFrom = start === -1 ? Math.max(0, held.length - MODULE_SCRIPT.length) : start
      return
    }
    const text = deferScriptsToFirstPaint(held, Math.max(0, held.lastIndexOf('<script', start)))
    held = null
    stream.push(Buffer.from(text, 'latin1'))
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending.length === 0) queueMicrotask(() => release(this))
      pending.push(chunk)
      callback()
    },
    flush(callback) {
      release(this)
      onEnd()
      callback(null, held ? Buffer.from(held, 'latin1') : null)
    },
  })
}
