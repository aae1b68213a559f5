// The floors of app/ (README, "How the code is laid out"; issue 42): a module imports its own floor and the ones
// below, never one above. Tests sit beside the code but outside the floors (they may reach any of it).
import path from 'node:path'

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

/**
 * Imports that run upward today, each a move still to make (issue 42): `file → imported module`, both from app/.
 * The list only shrinks; a new wrong-way import fails lint.
 */
export const KNOWN_UPWARD = new Set([
])

const APP = path.resolve(import.meta.dirname, '..', 'app')

/** The floor of a path inside app/ (-1 outside the floors), and the path from app/. */
function place(absolute) {
  const relative = path.relative(APP, absolute)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { floor: -1, relative }
  const top = relative.split(path.sep)[0].replace(/\.server(\.tsx?)?$|\.tsx?$/, '')
  return { floor: FLOORS.findIndex((names) => names.includes(top)), relative: relative.split(path.sep).join('/') }
}

/** The module an import names, as a path without extension, or null for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith('~/')) return path.join(APP, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier)
  return null
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
          const key = `${from.relative} → ${to.relative.replace(/\.tsx?$/, '')}`
          if (KNOWN_UPWARD.has(key)) return
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
  },
}
