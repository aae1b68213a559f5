import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import type { ChunkingContext } from 'rolldown'
import { type Plugin, defineConfig } from 'vite'
import { eagerCompileHint } from './vite-plugins/eager-compile-hint.ts'
import { freshImportRewrite } from './vite-plugins/fresh-import.ts'
import { linguiNumbersWithoutIntl } from './vite-plugins/lingui-numbers.ts'

// Server-only packages must never be pre-bundled for the browser.
const serverOnly = ['@electric-sql/pglite', 'pg', 'better-auth', 'nodemailer', 'sharp', '@aws-sdk/client-s3']

const ADMIN_CODE = /\/app\/(routes|components)\/admin\//
const PUBLIC_ENTRY = /\/app\/(root\.tsx|entry\.client\.tsx|routes\/public\/)/

/**
 * Issue 13: admin code never reaches public pages. Fails the browser build when a public route (or the root) imports,
 * at load or on demand, anything under app/routes/admin or app/components/admin, and names the chain of imports.
 */
function publicPagesWithoutAdminCode(): Plugin {
  return {
    name: 'public-pages-without-admin-code',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const via = new Map<string, string | null>()
      const queue = [...this.getModuleIds()].filter((id) => PUBLIC_ENTRY.test(id))
      for (const id of queue) via.set(id, null)
      for (const id of queue) {
        if (ADMIN_CODE.test(id)) {
          const chain = [id]
          for (let step = via.get(id); step; step = via.get(step)) chain.unshift(step)
          this.error(`admin code on a public page: ${chain.map((file) => path.relative('.', file)).join(' → ')}`)
        }
        const info = this.getModuleInfo(id)
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
          if (via.has(next) || next.includes('/node_modules/')) continue
          via.set(next, id)
          queue.push(next)
        }
      }
    },
  }
}

type Closure = (...files: string[]) => Set<string>

/**
 * By default what every page loads comes as a dozen small chunks, each compressed on its own. This group makes one
 * chunk of the set instead, which compresses better (decisions 019 and 024). A module goes to the first group that
 * holds it.
 */
const PAGE_CHUNKS: { name: string; modules: (closure: Closure) => Set<string> }[] = [
  // Every public page: the browser entry and the root route (React and React Router among them), the public layout,
  // what the two busiest pages share (listing cards, formats), and two small helpers most public pages use (deferred
  // hydration, search addresses). One file compresses about 1.4 KB better than three (issue 13); staff pages load
  // the public parts too, which costs them about 7 KB.
  {
    name: 'shell',
    modules: (closure) => {
      const properties = closure('app/routes/public/properties.tsx')
      const shared = [...closure('app/routes/public/home.tsx')].filter((id) => properties.has(id))
      const tools = closure('app/components/loading/hydrate-later.tsx', 'app/lib/property-search-url.ts')
      const shell = closure('app/entry.client.tsx', 'app/root.tsx', 'app/routes/public/layout.tsx')
      return new Set([...shell, ...shared, ...tools])
    },
  },
]

/** A chunk group for each of PAGE_CHUNKS, from the static imports of the client build's module graph. */
function pageChunkGroups() {
  return PAGE_CHUNKS.map(({ name, modules }, index) => {
    let members: Set<string> | undefined
    return {
      debugName: name,
      name: (id: string, context: ChunkingContext) => {
        members ??= modules((...files) => {
          const found = new Set<string>()
          const visit = (moduleId: string) => {
            if (found.has(moduleId)) return
            found.add(moduleId)
            for (const imported of context.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported)
          }
          for (const file of files) visit(path.resolve(file))
          return found
        })
        return members.has(id) ? name : null
      },
      priority: PAGE_CHUNKS.length - index,
    }
  })
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React Router build (one module graph).
    // Chunks beside the entry, so `new URL('../client', import.meta.url)` names the browser files from any of them.
    // Quiet builds (issue 43): no timing report, and in the server bundle no note that a module the browser loads on
    // demand (a form's checks, the cost table) is also imported at once by a route's action — on the server that is
    // the point.
    ssr: {
      build: {
        rolldownOptions: {
          input: './server/app.ts',
          output: { chunkFileNames: '[name]-[hash].js' },
          checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: pageChunkGroups() } },
          checks: { bundlerTimings: false },
        },
      },
    },
  },
  optimizeDeps: { exclude: serverOnly },
  ssr: { external: serverOnly },
  plugins: [
    publicPagesWithoutAdminCode(),
    linguiNumbersWithoutIntl(),
    eagerCompileHint(),
    freshImportRewrite(),
    lingui(),
    tailwindcss(),
    reactRouter(),
  ],
})
