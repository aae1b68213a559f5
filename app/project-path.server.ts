import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let root: string | undefined

/** The repository root, found from this module whether it runs from source or from the server bundle. */
export function projectPath(...segments: string[]): string {
  if (!root) {
    let dir = path.dirname(fileURLToPath(import.meta.url))
    while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir)
    root = dir
  }
  return path.join(root, ...segments)
}
