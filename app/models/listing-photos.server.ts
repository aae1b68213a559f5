// A listing's photos: its list (the first is the cover) and the copies stored for it in the property-images bucket,
// each with its responsive variants. Staff manage the list on the edit screen; the listing feed stores the MLS's
// photos under the same folder and replaces them through here too (feed/photos.server.ts, photo-retries.server.ts).
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '~/db/client.server'
import { properties } from '~/db/schema'
import { IMAGE_WIDTHS, PROPERTY_IMAGES_BUCKET, imageVariantPath } from '~/lib/image-url'
import { MAX_IMAGE_BYTES, notAnImageMessage, tooLargeMessage } from '~/lib/property-form-schema'
import { slugify } from '~/lib/slug'
import { encodeImageVariants, writeImageVariants } from '~/storage/images.server'
import type { Storage } from '~/storage/storage.server'
import { asStaff, type StaffActor } from './audit.server'

const STORED_PREFIX = 'properties/'

/** A copy in the bucket (a full http(s) address is shown as it is). */
export const isStoredPhoto = (path: string) => path.startsWith(STORED_PREFIX)

/** The folder a listing's stored copies go in. */
export const listingPhotoFolder = (id: number) => `${STORED_PREFIX}${id}`

/** Every object one stored photo consists of. */
export function storedImageFiles(objectPath: string): string[] {
  return [
    objectPath,
    ...IMAGE_WIDTHS.flatMap((width) => [
      imageVariantPath(objectPath, width, 'webp'),
      imageVariantPath(objectPath, width, 'jpg'),
    ]),
  ]
}

/** Removes stored copies (main file and variants); addresses outside the bucket are left alone. */
export async function removeStoredPhotos(storage: Storage, images: string[]) {
  await Promise.all(
    images
      .filter(isStoredPhoto)
      .flatMap(storedImageFiles)
      .map((file) => storage.remove(PROPERTY_IMAGES_BUCKET, file)),
  )
}

export type ImageResult = { ok: true; images: string[] } | { ok: false; status: 400 | 404 | 413; error: string }

const gone = () => ({ ok: false as const, status: 404 as const, error: 'This listing no longer exists.' })

async function getImages(db: Database, id: number): Promise<string[] | null> {
  const [row] = await db.select({ images: properties.images }).from(properties).where(eq(properties.id, id))
  return row ? row.images : null
}

/** Replaces a listing's list of photos. */
export async function setListingImages(db: Database, id: number, images: string[]) {
  await db.update(properties).set({ images, updatedAt: new Date() }).where(eq(properties.id, id))
  return { ok: true as const, images }
}

/** Appends in one statement, so photos uploaded side by side all land in the list. */
async function appendImage(db: Database, id: number, image: string): Promise<ImageResult> {
  const [row] = await db
    .update(properties)
    .set({ images: sql`${properties.images} || ${JSON.stringify([image])}::jsonb`, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning({ images: properties.images })
  return row ? { ok: true, images: row.images } : gone()
}

/**
 * An uploaded photo: only real images under the size limit. Stored as `properties/{id}/{name}-{unique}.jpg` with its
 * responsive variants; sharp re-encodes everything, so EXIF (GPS position included) is dropped. Not through
 * storage/upload.server.ts as the feed's copies are: staff see the form's messages, and the feed reads its copies'
 * names back (photo-retries.server.ts).
 */
export async function addUploadedImage(
  { db, storage }: { db: Database; storage: Storage },
  id: number,
  file: { name: string; bytes: Buffer },
  actor?: StaffActor,
): Promise<ImageResult> {
  const name = file.name || 'The file'
  if (file.bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: tooLargeMessage(name) }
  if ((await getImages(db, id)) === null) return gone()
  let encoded
  try {
    const metadata = await sharp(file.bytes, { failOn: 'error' }).metadata()
    if (!metadata.width || !metadata.height) throw new Error('no dimensions')
    encoded = await encodeImageVariants(file.bytes)
  } catch {
    return { ok: false, status: 400, error: notAnImageMessage(name) }
  }
  const stem = slugify(name.replace(/\.[^.]*$/, '')).slice(0, 60) || 'photo'
  const objectPath = `${listingPhotoFolder(id)}/${stem}-${randomUUID().slice(0, 12)}.jpg`
  await writeImageVariants(storage, PROPERTY_IMAGES_BUCKET, objectPath, encoded)
  // Issue 17: only the list change is the staff write the audit log records; the encoding stays outside its transaction.
  const result = actor
    ? await asStaff(db, actor, (tx) => appendImage(tx, id, objectPath))
    : await appendImage(db, id, objectPath)
  if (!result.ok) await removeStoredPhotos(storage, [objectPath])
  return result
}

/** A full http(s) address typed by hand is kept as it is (SPEC §1). */
export async function addImageAddress(db: Database, id: number, address: string): Promise<ImageResult> {
  const images = await getImages(db, id)
  if (images === null) return gone()
  if (images.includes(address)) return { ok: false, status: 400, error: 'This image is already in the list.' }
  return appendImage(db, id, address)
}

/** Moves a photo one place up or down, or to the front (the first photo is the cover). */
export async function moveImage(db: Database, id: number, image: string, direction: 'up' | 'down' | 'first') {
  const images = await getImages(db, id)
  if (images === null) return gone()
  const from = images.indexOf(image)
  if (from === -1) return { ok: false as const, status: 400 as const, error: 'That photo is no longer in the list.' }
  const to =
    direction === 'first' ? 0 : direction === 'up' ? Math.max(0, from - 1) : Math.min(images.length - 1, from + 1)
  const next = [...images]
  next.splice(from, 1)
  next.splice(to, 0, image)
  return setListingImages(db, id, next)
}

/** Removes a photo from the list and, when no other listing shows it, its stored files (main and variants). */
export async function deleteImage({ db, storage }: { db: Database; storage: Storage }, id: number, image: string) {
  const images = await getImages(db, id)
  if (images === null) return gone()
  if (!images.includes(image)) return { ok: true as const, images }
  const result = await setListingImages(
    db,
    id,
    images.filter((candidate) => candidate !== image),
  )
  if (isStoredPhoto(image)) {
    // The demo content shares scenes between listings: keep files another listing still shows.
    const [shared] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.images} @> ${JSON.stringify([image])}::jsonb`)
      .limit(1)
    if (!shared) await removeStoredPhotos(storage, [image])
  }
  return result
}
