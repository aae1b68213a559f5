// Feed photos are copied into the property-images bucket (with their responsive variants, like staff uploads) so
// the site never hot-links the MLS. They are copied when a listing arrives and again only when its
// PhotosChangeTimestamp changes; the copies they replace are removed.
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { storedImageFiles } from '~/models/admin-property.server'
import { storeUploadedImage } from '~/storage/upload.server'
import type { Storage } from '~/storage/storage.server'
import { ListingError } from './listing-error'
import { fetchWithRetry, type RetryOptions } from './retry.server'

const STORED_PREFIX = 'properties/'

/** Downloads every photo first, so a broken one leaves the listing's photos as they were. */
export async function downloadPhotos(urls: string[], retry: RetryOptions): Promise<{ name: string; bytes: Buffer }[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const response = await fetchWithRetry(url, {}, retry).catch((error: unknown) => {
        if (retry.signal?.aborted) throw error
        throw new ListingError(`Photo ${index + 1} could not be downloaded (the address could not be reached).`)
      })
      if (!response.ok) {
        await response.body?.cancel()
        throw new ListingError(`Photo ${index + 1} could not be downloaded (${response.status}).`)
      }
      return { name: `photo-${index + 1}.jpg`, bytes: Buffer.from(await response.arrayBuffer()) }
    }),
  )
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
        `properties/${propertyId}`,
        new File([new Uint8Array(photo.bytes)], photo.name, { type: 'image/jpeg' }),
      )
      if (!result.ok) throw new Error(result.error)
      stored.push(result.objectPath)
    }
    return stored
  } catch (error) {
    await removePhotos(storage, stored)
    throw error
  }
}

/** Removes stored copies (main file and variants); addresses outside the bucket are left alone. */
export async function removePhotos(storage: Storage, images: string[]) {
  await Promise.all(
    images
      .filter((image) => image.startsWith(STORED_PREFIX))
      .flatMap(storedImageFiles)
      .map((file) => storage.remove(PROPERTY_IMAGES_BUCKET, file)),
  )
}
