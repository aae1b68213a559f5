// Responsive variants for stored images: every width of IMAGE_WIDTHS in WebP and JPEG beside the original.
// sharp drops EXIF (including GPS position) unless asked to keep it.
import sharp from 'sharp'
import { IMAGE_WIDTHS, imageVariantPath } from '~/lib/image-url'
import type { Storage } from './storage.server'

interface EncodedFile {
  /** null for the main file, stored under the object path itself */
  variant: { width: number; format: 'webp' | 'jpg' } | null
  body: Buffer
}

/** Encodes once; the result can be written under several object paths (the demo content reuses scenes). */
export async function encodeImageVariants(input: Buffer): Promise<EncodedFile[]> {
  const source = sharp(input, { failOn: 'error' }).rotate()
  const largest = Math.max(...IMAGE_WIDTHS)
  const main = source.clone().resize({ width: largest, withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true })
  const files: Promise<EncodedFile>[] = [main.toBuffer().then((body) => ({ variant: null, body }))]
  for (const width of IMAGE_WIDTHS) {
    const resized = source.clone().resize({ width, withoutEnlargement: true })
    files.push(
      resized
        .clone()
        .webp({ quality: 78 })
        .toBuffer()
        .then((body) => ({ variant: { width, format: 'webp' }, body })),
    )
    files.push(
      resized
        .clone()
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer()
        .then((body) => ({ variant: { width, format: 'jpg' }, body })),
    )
  }
  return Promise.all(files)
}

export async function writeImageVariants(storage: Storage, bucket: string, objectPath: string, files: EncodedFile[]) {
  await Promise.all(
    files.map(({ variant, body }) =>
      variant
        ? storage.put(
            bucket,
            imageVariantPath(objectPath, variant.width, variant.format),
            body,
            contentTypeOf(variant.format),
          )
        : storage.put(bucket, objectPath, body, 'image/jpeg'),
    ),
  )
}

function contentTypeOf(format: 'webp' | 'jpg') {
  return format === 'webp' ? 'image/webp' : 'image/jpeg'
}
