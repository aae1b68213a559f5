// The demo's drawn images, encoded once per checkout. Drawing and encoding its ~30 scenes takes about 20 s of a first
// start (sharp, one core); a later first start — the tests start several on fresh data directories, an operator may
// start a second site — reads the same files from node_modules/.cache instead. The key is the drawing and the
// encoder's own source, so a change to either encodes again; a cache that cannot be read or written is passed by.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import sharp from 'sharp'
import { projectPath } from '~/project-path.server'
import { encodeImageVariants } from '~/storage/images.server'

type EncodedFiles = Awaited<ReturnType<typeof encodeImageVariants>>

const CACHE_DIR = projectPath('node_modules/.cache/demo-images')
const ENCODER = `${encodeImageVariants.toString()} vips ${sharp.versions.vips}`

/** Where the encoded files of a drawing are kept. */
export const sceneCacheFile = (svg: string) =>
  path.join(CACHE_DIR, `${createHash('sha256').update(svg).update(ENCODER).digest('hex')}.bin`)

export async function encodeScene(svg: string): Promise<EncodedFiles> {
  const file = sceneCacheFile(svg)
  const cached = read(file)
  if (cached) return cached
  const files = await encodeImageVariants(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer())
  write(file, files)
  return files
}

function read(file: string): EncodedFiles | null {
  try {
    return v8.deserialize(fs.readFileSync(file)) as EncodedFiles
  } catch {
    return null
  }
}

function write(file: string, files: EncodedFiles) {
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    // Whole or not at all: several processes may seed at once.
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, v8.serialize(files))
    fs.renameSync(partial, file)
  } catch {
    // read-only install: the next start encodes again
  }
}
