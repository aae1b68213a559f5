// Module hooks for scripts/lingui-catalogs.mjs: compiles `…/<locale>/<name>.json?lingui` as the Vite plugin does.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.json?lingui')) return nextLoad(url, context)
  const file = fileURLToPath(url.slice(0, -'?lingui'.length))
  const read = (at) => JSON.parse(fs.readFileSync(at, 'utf8'))
  const english = read(path.join(path.dirname(file), '../en', path.basename(file)))
  const own = read(file)
  const compiled = {}
  for (const [id, message] of Object.entries(english)) compiled[id] = compileMessage(own[id] || message)
  return { format: 'module', shortCircuit: true, source: `export const messages = ${JSON.stringify(compiled)}` }
}
