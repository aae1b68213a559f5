import type { Plugin } from 'vite'

/**
 * Issue 39: every dynamic import of a chunk in the browser build goes through `freshImport`
 * (app/components/loading/fresh-import.ts), so a retry after a failed load asks the network again in browsers that
 * keep failed imports. The bundler writes them as import(`./name-hash.js`) (relative to the importing chunk, names
 * final only once the bundle is generated); each becomes a call of the global the browser entry installs, with the
 * chunk's absolute URL, or a plain import where it is not installed yet.
 */
export function freshImportRewrite(): Plugin {
  const CHUNK_IMPORT = /\bimport\((`|"|')(\.{1,2}\/[\w./-]+\.js)\1\)/g
  return {
    name: 'fresh-import-rewrite',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle (vite:build-import-analysis), which reads each import('./chunk.js') to list
      // the CSS the chunk needs (Leaflet's, for the map) in its preload call; once rewritten it finds no literal
      // specifier and lists nothing, so a lazily loaded module's CSS never loaded (issue 43).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          chunk.code = rewriteChunkImports(chunk.code)
        }
      },
    },
  }

  function rewriteChunkImports(code: string) {
    return code.replace(
      CHUNK_IMPORT,
      (_match, _quote: string, specifier: string) =>
        `(globalThis.__freshImport??(u=>import(u)))(new URL(${JSON.stringify(specifier)},import.meta.url).href)`,
    )
  }
}
