// Feed photos are copied into the property-images bucket (with their responsive variants, like staff uploads) so
// the site never hot-links the MLS. They are copied when a listing arrives and again only when its
// PhotosChangeTimestamp changes; the copies they replace are removed. Photos that could not be downloaded are
// tried again by later runs (photo-retries.server.ts).
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { listingPhotoFolder, removeStoredPhotos } from '~/models/listing-photos.server'
import { storeUploadedImage } from '~/storage/upload.server'
import type { Storage } from '~/storage/storage.server'
import { ListingError } from './listing-error'
import { fetchWithRetry, type RetryOptions } from './retry.server'

/** One photo's bytes, or why it could not be had ("404", …): a failed photo never holds its listing back (issue 40). */
export async function downloadPhoto(
  url: string,
  retry: RetryOptions,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: string }> {
  const response = await fetchWithRetry(url, {}, retry).catch((error: unknown) => {
    if (retry.signal?.aborted) throw error
    return null
  })
  if (!response) return { ok: false, reason: 'the address could not be reached' }
  if (!response.ok) {
    await response.body?.cancel()
    return { ok: false, reason: String(response.status) }
  }
  const body = await response.arrayBuffer().catch((error: unknown) => {
    if (retry.signal?.aborted) throw error
    return null
  })
  return body ? { ok: true, bytes: Buffer.from(body) } : { ok: false, reason: 'the download was cut off' }
}

/** Stores downloaded photos for a listing; returns their object paths in order. */
export async function storePhotos(
  storage: Storage,
  propertyId: number,
  photos: { name: string; bytes: Buffer }[],
): Promise<string[]> {
  const stored: string[] = []
  try {
    for (const photo of photos) {
      const result = await storeUploadedImage(
        storage,
        PROPERTY_IMAGES_BUCKET,
        listingPhotoFolder(propertyId),
        new File([new Uint8Array(photo.bytes)], photo.name, { type: 'image/jpeg' }),
      )
      if (!result.ok) throw new ListingError(result.error)
      stored.push(result.objectPath)
    }
    return stored
  } catch (error) {
    await removeStoredPhotos(storage, stored)
    throw error
  }
}
