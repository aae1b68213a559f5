// Brotli and gzip copies of the browser files, written once at build time beside each file (name.br, name.gz), so
// the server never compresses them per request (server/static-files.ts). Only text worth compressing. The gzip copies
// come from Zopfli: about 3 % smaller than zlib's best for browsers without brotli, at a few seconds of build time.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|ico|webmanifest)$/i
/** Below this a compressed copy saves nothing worth a header. */
const MIN_BYTES = 1024
/** Zopfli's passes: more than one gains under 0.1 % here, for twice the time. */
const ZOPFLI_ITERATIONS = 1

export async function precompressDirectory(dir: string): Promise<number> {
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
    // source maps are for people debugging: zlib's best is enough there
    const gzip = file.endsWith('.map')
      ? zlib.gzipSync(body, { level: 9 })
      : await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS })
    if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli)
    if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip)
    written++
  }
  return written
}
