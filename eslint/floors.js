// The floors of app/ (README, "How the code is laid out"; issue 42; docs/decisions/040-floors.md): a module imports
// its own floor and the ones below, never one above; lib/ holds no server module; and no module of app/ reaches
// itself again through its imports, type-only ones included. Tests sit beside the code but outside the floors and
// the import graph (they may reach any of it).
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Top to bottom. A name is a folder of app/, or a module at its root (context.server.ts, config.server.ts). */
export const FLOORS = [
  ['routes', 'http'],
  ['components'],
  ['import', 'email', 'feed'],
  ['models'],
  ['auth'],
  ['context'],
  ['identity', 'mail'],
  ['db'],
  ['content', 'storage'],
  ['lib'],
  ['i18n', 'config'],
]

const APP = path.resolve(import.meta.dirname, '..', 'app')

/** The floor of a path inside app/ (-1 outside the floors), and the path from app/. */
function place(absolute) {
  const relative = path.relative(APP, absolute)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { floor: -1, relative }
  const top = relative.split(path.sep)[0].replace(/\.server(\.tsx?)?$|\.tsx?$/, '')
  return { floor: FLOORS.findIndex((names) => names.includes(top)), relative: relative.split(path.sep).join('/') }
}

/** The module an import names, as a path without extension, or null for a package. `root` is what `~/` names. */
function target(fromFile, specifier, root = APP) {
  if (specifier.startsWith('~/')) return path.join(root, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier)
  return null
}

const TEST = /\.test\.tsx?$/
const SOURCE = /\.tsx?$/

/**
 * Every import of a module's text that names a module of the graph: static, type-only, re-exports, `import()` and
 * `import('…')` types alike (TypeScript's own scan of a file's imports), with where its specifier stands.
 */
function importsIn(file, text, graph) {
  const found = []
  for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
    const base = target(file, fileName.replace(/\?.*$/, ''), graph.root)
    if (!base) continue
    const module = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => graph.files.has(candidate))
    if (module) found.push({ module, specifier: fileName, pos, end })
  }
  return found
}

/** The modules under `root` (tests and declarations aside), each with its text and imports, and who imports whom. */
function readGraph(root) {
  const files = new Set(
    fs
      .readdirSync(root, { recursive: true })
      .map((name) => path.join(root, String(name)))
      .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts')),
  )
  const graph = { root, files, sources: new Map(), importers: new Map() }
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const imports = importsIn(file, text, graph)
    graph.sources.set(file, { text, imports })
    for (const { module } of imports) {
      if (!graph.importers.has(module)) graph.importers.set(module, new Set())
      graph.importers.get(module).add(file)
    }
  }
  return graph
}

// Read once for a lint run (a few tenths of a second for app/), and again when older than this: a long-lived process
// (an editor's) sees within a minute what was saved since.
const GRAPH_MAX_AGE_MS = 60_000
const graphs = new Map()
function graphOf(root) {
  const kept = graphs.get(root)
  if (kept && Date.now() - kept.at < GRAPH_MAX_AGE_MS) return kept.graph
  const graph = readGraph(root)
  graphs.set(root, { graph, at: Date.now() })
  return graph
}

/** The modules from which `file` can be reached, with for each the next step towards it. */
function reaching(graph, file) {
  const next = new Map([[file, null]])
  const queue = [file]
  for (let index = 0; index < queue.length; index++) {
    for (const importer of graph.importers.get(queue[index]) ?? []) {
      if (next.has(importer)) continue
      next.set(importer, queue[index])
      queue.push(importer)
    }
  }
  return next
}

export const floorsPlugin = {
  rules: {
    'no-upward-import': {
      meta: {
        type: 'problem',
        docs: { description: 'A module of app/ imports only from its own floor or the floors below it.' },
        schema: [],
      },
      create(context) {
        const from = place(context.filename)
        if (from.floor === -1 || /\.test\.tsx?$/.test(context.filename)) return {}
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string') return
          const absolute = target(context.filename, source.value)
          if (!absolute) return
          const to = place(absolute)
          if (to.floor === -1 || to.floor >= from.floor) return
          const floor = (index) => FLOORS[index].join('/')
          context.report({
            node,
            message: `${from.relative} (floor ${floor(from.floor)}) imports ${source.value} from ${floor(to.floor)}, a floor above it. Move the shared part down, or the importer up (README, "How the code is laid out").`,
          })
        }
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        }
      },
    },
    'no-import-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'No module of app/ reaches itself again through its imports, type-only ones included.' },
        schema: [
          {
            type: 'object',
            properties: { root: { type: 'string', description: 'The folder `~/` names (app/ unless given).' } },
            additionalProperties: false,
          },
        ],
      },
      create(context) {
        const root = path.resolve(context.options[0]?.root ?? APP)
        const file = context.filename
        if (!SOURCE.test(file) || TEST.test(file) || path.relative(root, file).startsWith('..')) return {}
        return {
          Program() {
            const graph = graphOf(root)
            // this module's own imports as the editor holds it, the rest of the graph as saved
            const { text } = context.sourceCode
            const saved = graph.sources.get(file)
            const imports = saved?.text === text ? saved.imports : importsIn(file, text, graph)
            if (imports.length === 0) return
            const back = reaching(graph, file)
            const name = (module) => path.relative(root, module).split(path.sep).join('/')
            for (const { module, specifier, pos, end } of imports) {
              if (!back.has(module)) continue
              const cycle = [file]
              for (let step = module; step !== null; step = back.get(step)) cycle.push(step)
              context.report({
                loc: { start: context.sourceCode.getLocFromIndex(pos), end: context.sourceCode.getLocFromIndex(end) },
                message: `${name(file)} imports ${specifier}, which imports it back: ${cycle.map(name).join(' → ')}. Move what both need into a module of its own, or to the one lower down (README, "How the code is laid out").`,
              })
            }
          },
        }
      },
    },
    'lib-without-server': {
      meta: {
        type: 'problem',
        docs: { description: 'lib/ holds rules both the browser and the server may load: no *.server module.' },
        schema: [],
      },
      create(context) {
        const { relative } = place(context.filename)
        if (!/^lib\/.*\.server\.tsx?$/.test(relative) || TEST.test(relative)) return {}
        return {
          Program: (node) =>
            context.report({
              node,
              message: `${relative} is server code in lib/, which both sides load. Place it on the lowest floor its importers reach (README, "How the code is laid out").`,
            }),
        }
      },
    },
  },
}
