// Uploaded pictures: only real images under the size limit are accepted; what sharp cannot decode is refused.
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { encodeImageVariants, writeImageVariants } from './images.server'
import type { Storage } from './storage.server'

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024

export type UploadResult = { ok: true; objectPath: string } | { ok: false; error: string }

/** Stores `file` with its responsive variants under `{folder}/{name}-{random}.jpg` in `bucket`. */
export async function storeUploadedImage(
  storage: Storage,
  bucket: string,
  folder: string,
  file: File,
): Promise<UploadResult> {
  if (file.size === 0) return { ok: false, error: `${file.name || 'The file'} is empty.` }
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: `${file.name} is larger than 15 MB.` }
  const input = Buffer.from(await file.arrayBuffer())
  try {
    await sharp(input, { failOn: 'error' }).metadata()
  } catch {
    return { ok: false, error: `${file.name} is not an image we can read (JPEG, PNG, WebP or HEIC).` }
  }
  const base =
    file.name
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'photo'
  const objectPath = `${folder}/${base.slice(0, 40)}-${randomUUID().slice(0, 8)}.jpg`
  await writeImageVariants(storage, bucket, objectPath, await encodeImageVariants(input))
  return { ok: true, objectPath }
}
