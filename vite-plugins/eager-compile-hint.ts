import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The browser entry (React, React Router and the shell, nearly all of it run while a page starts) asks V8 to compile
 * all its functions as the file streams in, on a background thread, instead of each on the main thread at its first
 * call: about half the main thread's compile time while a page starts (decision 030). V8 reads the hint only on the
 * file's first line, so it goes in after Vite has added its own first line.
 */
export function eagerCompileHint(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // on the written file: Vite writes its own first line during generateBundle, from the code as rendered
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId?.endsWith('/app/entry.client.tsx'))
          continue
        const file = path.join(options.dir!, chunk.fileName)
        fs.writeFileSync(file, HINT + fs.readFileSync(file, 'utf8'))
        // the source map's lines move down by one
        const map = `${file}.map`
        if (fs.existsSync(map)) {
          const json = JSON.parse(fs.readFileSync(map, 'utf8')) as { mappings: string }
          fs.writeFileSync(map, JSON.stringify({ ...json, mappings: `;${json.mappings}` }))
        }
      }
    },
  }
}
