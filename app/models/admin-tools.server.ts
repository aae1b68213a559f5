// Maintenance jobs behind Admin → Tools.
import type { AppServices } from '~/context.server'
import { agents, areas, blogPosts, properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET, SITE_IMAGES_BUCKET } from '~/lib/image-url'
import { encodeImageVariants, writeImageVariants } from '~/storage/images.server'
import { isStoredPhoto } from './listing-photos.server'

let regenerating: Promise<void> | null = null

/**
 * Re-renders the responsive variants of every stored picture (listing photos, portraits, area and blog images)
 * from its stored main file, in the background. Answers how many pictures it will go through, or null when a run
 * is already going on.
 */
export async function regenerateImageVariants({ db, storage, logger }: Pick<AppServices, 'db' | 'storage' | 'logger'>) {
  if (regenerating) return null
  const [listings, team, places, posts] = await Promise.all([
    db.select({ images: properties.images }).from(properties),
    db.select({ photo: agents.photo }).from(agents),
    db.select({ image: areas.image }).from(areas),
    db.select({ cover: blogPosts.coverImage }).from(blogPosts),
  ])
  const jobs: { bucket: string; path: string }[] = [
    ...listings.flatMap((row) =>
      row.images.filter(isStoredPhoto).map((path) => ({ bucket: PROPERTY_IMAGES_BUCKET, path })),
    ),
    ...[...team.map((row) => row.photo), ...places.map((row) => row.image), ...posts.map((row) => row.cover)]
      .filter((path) => path && !/^https?:/.test(path))
      .map((path) => ({ bucket: SITE_IMAGES_BUCKET, path })),
  ]
  regenerating = (async () => {
    let done = 0
    for (const job of jobs) {
      try {
        const original = await storage.get(job.bucket, job.path)
        if (!original) continue
        await writeImageVariants(storage, job.bucket, job.path, await encodeImageVariants(original))
        done++
      } catch (error) {
        logger.warn({ err: error, ...job }, 'could not regenerate image variants')
      }
    }
    logger.info({ done, total: jobs.length }, 'image variants regenerated')
  })().finally(() => {
    regenerating = null
  })
  return jobs.length
}
