// Demo content (CONTRACT.md SEED_DEMO): areas, agents, properties with generated images, posts, reviews, FAQ.
// Idempotent: every row is keyed (slug, listing id, source URL…) and inserted only when missing.
import { and, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import {
  agents,
  appSettings,
  areas,
  currencyRates,
  blogPosts,
  faqEntries,
  properties,
  reviews,
  urlRedirects,
} from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET, SITE_IMAGES_BUCKET } from '~/lib/image-url'
import { slugify } from '~/lib/slug'
import { writeImageVariants } from '~/storage/images.server'
import type { Storage } from '~/storage/storage.server'
import { demoAgents } from './data/agents'
import { demoTourSettings } from './data/tour-hours'
import { demoAreas } from './data/areas'
import { demoBeaches } from './data/beaches'
import { demoHeights } from './data/heights'
import { demoBuyerFacts } from './data/buyer-facts'
import { demoUtilities } from './data/utilities'
import { demoFaqs } from './data/faq'
import { demoPosts } from './data/posts'
import { demoProperties } from './data/properties'
import { agentSpanish, areaSpanish, faqSpanish, postSpanish, propertySpanish } from './data/es'
import { demoReviews } from './data/reviews'
import { encodeScene } from './encoded-scenes.server'
import { renderPortraitSvg, renderSceneSvg } from './scenes'
import { DEMO_MARKER_KEY } from './should-seed.server'
import type { SceneKind } from './types'

const DAY_MS = 24 * 60 * 60 * 1000

export async function seedDemoContent({ db, storage }: { db: Database; storage: Storage }) {
  const now = Date.now()
  const daysAgo = (days: number) => new Date(now - days * DAY_MS)
  const scenes = new SceneCache()
  const summary = { areas: 0, agents: 0, properties: 0, posts: 0, reviews: 0, faq: 0 }

  for (const [index, area] of demoAreas.entries()) {
    const image = `areas/${area.slug}.jpg`
    const inserted = await db
      .insert(areas)
      .values({
        ...area,
        ...areaSpanish(area),
        image,
        beachPoints: demoBeaches[area.slug] ?? [],
        heightPoints: demoHeights[area.slug] ?? [],
        sortOrder: index,
      })
      .onConflictDoNothing()
      .returning({ id: areas.id })
    if (inserted.length === 0) continue
    summary.areas++
    await writeImageVariants(
      storage,
      SITE_IMAGES_BUCKET,
      image,
      await scenes.get(index % 2 ? 'sea-view' : 'village', index),
    )
  }
  const areaIds = await idsBySlug(db.select({ id: areas.id, slug: areas.slug }).from(areas))

  for (const [index, agent] of demoAgents.entries()) {
    const photo = `agents/${agent.slug}.jpg`
    const inserted = await db
      .insert(agents)
      .values({ ...agent, ...agentSpanish(agent), ...demoTourSettings(agent.slug, index), photo, sortOrder: index })
      .onConflictDoNothing()
      .returning({ id: agents.id })
    if (inserted.length === 0) continue
    summary.agents++
    await writeImageVariants(storage, SITE_IMAGES_BUCKET, photo, await scenes.portrait(index))
  }
  const agentIds = await idsBySlug(db.select({ id: agents.id, slug: agents.slug }).from(agents))

  for (const listing of demoProperties) {
    const { areaSlug, agentSlug, scenes: listingScenes, daysAgo: listedDaysAgo, ...fields } = listing
    const listedAt = daysAgo(listedDaysAgo)
    const [inserted] = await db
      .insert(properties)
      .values({
        ...fields,
        ...demoBuyerFacts(listing),
        ...demoUtilities(listing),
        ...propertySpanish(listing),
        slug: slugify(listing.title),
        areaId: areaIds.get(areaSlug) ?? null,
        agentId: agentIds.get(agentSlug) ?? null,
        publishedAt: listing.status === 'draft' ? null : listedAt,
        createdAt: listedAt,
        updatedAt: listedAt,
      })
      .onConflictDoNothing()
      .returning({ id: properties.id })
    if (!inserted) continue
    summary.properties++
    // Stored exactly as uploaded images will be: properties/{id}/… in the property-images bucket.
    const images: string[] = []
    for (const [position, kind] of listingScenes.entries()) {
      const objectPath = `properties/${inserted.id}/${position + 1}-${kind}.jpg`
      await writeImageVariants(
        storage,
        PROPERTY_IMAGES_BUCKET,
        objectPath,
        await scenes.get(kind, inserted.id + position),
      )
      images.push(objectPath)
    }
    await db.update(properties).set({ images }).where(eq(properties.id, inserted.id))
  }

  for (const post of demoPosts) {
    const coverImage = `blog/${post.slug}.jpg`
    const publishedAt = daysAgo(post.daysAgo)
    const inserted = await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        bodyMarkdown: post.bodyMarkdown,
        ...postSpanish(post),
        tags: post.tags,
        coverImage,
        authorAgentId: agentIds.get(post.authorSlug) ?? null,
        status: 'published',
        publishedAt,
        seoDescription: post.seoDescription,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id })
    if (inserted.length === 0) continue
    summary.posts++
    await writeImageVariants(storage, SITE_IMAGES_BUCKET, coverImage, await scenes.get(post.scene, summary.posts * 7))
  }

  for (const review of demoReviews) {
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.authorName, review.authorName), eq(reviews.title, review.title)))
    if (existing) continue
    const { agentSlug, daysAgo: reviewedDaysAgo, ...fields } = review
    const at = daysAgo(reviewedDaysAgo)
    await db.insert(reviews).values({
      ...fields,
      status: 'approved',
      agentId: agentSlug ? (agentIds.get(agentSlug) ?? null) : null,
      createdAt: at,
      updatedAt: at,
    })
    summary.reviews++
  }

  for (const [index, faq] of demoFaqs.entries()) {
    const inserted = await db
      .insert(faqEntries)
      .values({ ...faq, ...faqSpanish(faq), slug: slugify(faq.question), sortOrder: index })
      .onConflictDoNothing()
      .returning({ id: faqEntries.id })
    summary.faq += inserted.length
  }

  await seedSlugRedirects(db)
  // Example rates for the demo (issue 16); a real site's staff set their own on Admin → Currency Rates.
  await db
    .insert(currencyRates)
    .values(DEMO_RATES.map((rate) => ({ ...rate, asOf: new Date(now).toISOString().slice(0, 10) })))
    .onConflictDoNothing()
  await db
    .insert(appSettings)
    .values({ key: DEMO_MARKER_KEY, value: { seededAt: new Date(now).toISOString() } })
    .onConflictDoNothing()
  return summary
}

const DEMO_RATES = [
  { code: 'CAD', perUsd: 1.4 },
  { code: 'EUR', perUsd: 0.92 },
  { code: 'GBP', perUsd: 0.79 },
  { code: 'HNL', perUsd: 26.2 },
]

/** SPEC §9: three property slug redirects are seeded: addresses these listings had on the previous site. */
export const SEEDED_SLUG_REDIRECTS = [
  { sourceUrl: '/property/west-bay-oceanfront-villa-private-dock', listingId: 'RR-1001' },
  { sourceUrl: '/property/west-bay-hillside-home-sunset-views', listingId: 'RR-1002' },
  { sourceUrl: '/property/half-moon-bay-cottage-west-end', listingId: 'RR-1003' },
] as const

async function seedSlugRedirects(db: Database) {
  for (const { sourceUrl, listingId } of SEEDED_SLUG_REDIRECTS) {
    const [listing] = await db
      .select({ slug: properties.slug })
      .from(properties)
      .where(eq(properties.listingId, listingId))
    if (!listing) continue
    await db
      .insert(urlRedirects)
      .values({ sourceUrl, targetUrl: `/property/${listing.slug}`, statusCode: 301 })
      .onConflictDoNothing()
  }
}

async function idsBySlug(query: Promise<{ id: number; slug: string }[]>) {
  return new Map((await query).map((row) => [row.slug, row.id]))
}

/** Renders each illustrative scene once; listings share a small pool of variations. */
class SceneCache {
  private readonly cache = new Map<string, ReturnType<typeof encodeScene>>()
  private static readonly VARIATIONS = 3

  get(kind: SceneKind, seed: number) {
    const variation = seed % SceneCache.VARIATIONS
    return this.memo(`${kind}:${variation}`, () => renderSceneSvg(kind, variation + 1))
  }

  portrait(seed: number) {
    return this.memo(`portrait:${seed}`, () => renderPortraitSvg(seed + 1))
  }

  private memo(key: string, svg: () => string) {
    let encoded = this.cache.get(key)
    if (!encoded) {
      encoded = encodeScene(svg())
      this.cache.set(key, encoded)
    }
    return encoded
  }
}
