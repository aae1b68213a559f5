// Brotli and gzip copies of the browser files, written once at build time beside each file (name.br, name.gz), so
// the server never compresses them per request (server/static-files.ts). Only text worth compressing.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|ico|webmanifest)$/i
/** Below this a compressed copy saves nothing worth a header. */
const MIN_BYTES = 1024

export function precompressDirectory(dir: string): number {
  let written = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const body = fs.readFileSync(file)
    if (body.length < MIN_BYTES) continue
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    const gzip = zlib.gzipSync(body, { level: 9 })
    if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli)
    if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip)
    written++
  }
  return written
}
