// Issue 40 item 3: a listing's photos are copied after its data is written, and a photo that cannot be downloaded
// (a 404 at the CDN, a server that cannot be reached) never holds the listing back. It is reported on the run as a
// warning and the set stays pending in feed_listings (pending_photo_urls, photo_attempts, photo_retry_at): later runs
// try again with back-off (media.ts), downloading only what is missing, until the set is complete in the MLS's order
// or they give up. A new set (PhotosChangeTimestamp changed) replaces a pending one.
import { createHash } from 'node:crypto'
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { feedListings, properties } from '~/db/schema'
import { markStaffWrite, type StaffActor } from '~/models/audit.server'
import { removeStoredPhotos, setListingImages } from '~/models/listing-photos.server'
import { ListingError } from './listing-error'
import { MAX_PHOTO_ATTEMPTS, photoFailureWarning, photoRetryDelayMs, type PhotoFailure } from './media'
import { downloadPhoto, storePhotos } from './photos.server'
import type { RetryOptions } from './retry.server'
import { recordRunError } from './runs.server'

export interface PhotoRun {
  /** the run its warnings go to; none: the pending state alone guarantees the photos come later */
  runId: number | null
  /** the run's clock: back-off is counted from it */
  now: Date
}

export interface PhotoSet {
  listingKey: string
  propertyId: number
  /** every photo of the set, in the MLS's order */
  urls: string[]
  /** the set's PhotosChangeTimestamp */
  stamp: Date | null
  /** what the listing shows now */
  images: string[]
  /** failed attempts at this set so far */
  attempts: number
}

type Services = Pick<AppServices, 'db' | 'storage' | 'logger'>

const UNEXPECTED =
  "The listing's photos could not be completed because of an unexpected error; the server log has the details."

/** A copy's file name says which photo of which set it holds, so a retry knows what is already there. */
const copyName = (stamp: Date | null, url: string) =>
  `feed-${createHash('sha256')
    .update(`${stamp?.toISOString() ?? ''}\n${url}`)
    .digest('hex')
    .slice(0, 12)}`
/** storeUploadedImage names a copy `{folder}/{name}-{8 hex}.jpg`. */
const COPY_PATH = /\/(feed-[0-9a-f]{12})-[0-9a-f]{8}\.jpg$/

/** A downloaded photo stored with its variants; null when it is not an image (an error page answered 200, say). */
async function storeCopy(storage: Services['storage'], propertyId: number, name: string, bytes: Buffer) {
  const [path] = await storePhotos(storage, propertyId, [{ name: `${name}.jpg`, bytes }]).catch((error: unknown) => {
    if (error instanceof ListingError) return []
    throw error
  })
  return path ?? null
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/** Downloads what the set still misses and stores the outcome: complete, pending with its next try, or given up. */
export async function completePhotoSet(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  set: PhotoSet,
  retry: RetryOptions,
  run: PhotoRun,
  actor: StaffActor | null = null,
): Promise<void> {
  const names = set.urls.map((url) => copyName(set.stamp, url))
  const have = new Map<string, string>()
  for (const image of set.images) {
    const name = COPY_PATH.exec(image)?.[1]
    if (name && names.includes(name)) have.set(name, image)
  }
  const missing = names.flatMap((name, index) => (have.has(name) ? [] : [index]))
  const stored: string[] = []
  let committed = false
  try {
    const downloads = await Promise.all(missing.map((index) => downloadPhoto(set.urls[index]!, retry)))
    const failures: PhotoFailure[] = []
    for (const [at, index] of missing.entries()) {
      const download = downloads[at]!
      const path = download.ok ? await storeCopy(storage, set.propertyId, names[index]!, download.bytes) : null
      if (path) {
        stored.push(path)
        have.set(names[index]!, path)
      } else {
        failures.push({ number: index + 1, reason: download.ok ? 'not an image the site can read' : download.reason })
      }
    }

    const complete = failures.length === 0
    const arrived = names.flatMap((name) => have.get(name) ?? [])
    // What a buyer would rather see: the MLS's current photos as they come, in its order (a photo the MLS withdrew
    // is not shown a run longer), not a gallery emptied by a CDN outage: until the first photo of a new set has
    // come, the listing keeps the ones it shows.
    const shown = arrived.length > 0 || complete ? arrived : set.images
    const attempts = complete ? 0 : set.attempts + 1
    const gaveUp = !complete && attempts >= MAX_PHOTO_ATTEMPTS
    const pending = !complete && !gaveUp
    await db.transaction(async (tx) => {
      if (actor) await markStaffWrite(tx, actor)
      if (!sameList(shown, set.images)) await setListingImages(tx, set.propertyId, shown)
      await tx
        .update(feedListings)
        .set({
          photosChangeTimestamp: set.stamp,
          pendingPhotoUrls: pending ? set.urls : null,
          photoAttempts: pending ? attempts : 0,
          photoRetryAt: pending ? new Date(run.now.getTime() + photoRetryDelayMs(attempts)) : null,
        })
        .where(eq(feedListings.listingKey, set.listingKey))
    })
    committed = true
    // Never an orphan file: what the listing no longer shows is removed once the change is stored.
    await removeStoredPhotos(
      storage,
      set.images.filter((image) => !shown.includes(image)),
    )
    if (failures.length > 0 && run.runId !== null)
      await recordRunError(db, run.runId, set.listingKey, photoFailureWarning(failures, gaveUp), 'warning')
  } catch (error) {
    if (committed) throw error
    await removeStoredPhotos(storage, stored).catch(() => undefined)
    if (!retry.signal?.aborted) {
      // The data was applied and the mark moves on: the pending set is what brings the photos later.
      const attempts = Math.min(set.attempts + 1, MAX_PHOTO_ATTEMPTS - 1)
      await db
        .update(feedListings)
        .set({
          photosChangeTimestamp: set.stamp,
          pendingPhotoUrls: set.urls,
          photoAttempts: attempts,
          photoRetryAt: new Date(run.now.getTime() + photoRetryDelayMs(attempts)),
        })
        .where(eq(feedListings.listingKey, set.listingKey))
        .catch(() => undefined)
    }
    throw error
  }
}

/**
 * The listings whose photo retry is due at the run's time, each completed as far as it goes. A run with none due
 * makes no request (one query). Returns how many were tried.
 */
export async function retryDuePhotos(
  services: Services,
  run: PhotoRun,
  retry: RetryOptions,
  actor: StaffActor | null = null,
): Promise<number> {
  const { db, logger } = services
  const due = await db
    .select({
      listingKey: feedListings.listingKey,
      propertyId: feedListings.propertyId,
      urls: feedListings.pendingPhotoUrls,
      stamp: feedListings.photosChangeTimestamp,
      attempts: feedListings.photoAttempts,
      images: properties.images,
    })
    .from(feedListings)
    .innerJoin(properties, eq(properties.id, feedListings.propertyId))
    // A listing the feed no longer offers waits: its retries resume if it is listed again (removals.server.ts).
    .where(
      and(
        isNotNull(feedListings.pendingPhotoUrls),
        lte(feedListings.photoRetryAt, run.now),
        isNull(feedListings.removedAt),
      ),
    )
    .orderBy(feedListings.photoRetryAt)
  for (const row of due) {
    retry.signal?.throwIfAborted()
    try {
      await completePhotoSet(services, { ...row, urls: row.urls ?? [] }, retry, run, actor)
    } catch (error) {
      if (retry.signal?.aborted) throw error
      logger.error({ err: error, listingKey: row.listingKey }, 'listing feed photo retry failed')
      if (run.runId !== null) await recordRunError(db, run.runId, row.listingKey, UNEXPECTED, 'warning')
    }
  }
  return due.length
}
