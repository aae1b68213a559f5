// Published site content: posts, areas, agents, reviews, FAQ.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, blogPosts, faqEntries, properties, reviews } from '~/db/schema'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'

// A post is public once its publish time has passed, whether saved as published or scheduled for later.
const isPublished = and(inArray(blogPosts.status, ['published', 'scheduled']), lte(blogPosts.publishedAt, sql`now()`))

export function listPublishedPosts(db: Database, limit = 50) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      titleEs: blogPosts.titleEs,
      excerptEs: blogPosts.excerptEs,
      coverImage: blogPosts.coverImage,
      publishedAt: blogPosts.publishedAt,
      authorName: agents.name,
    })
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.authorAgentId))
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit)
}

export async function getPublishedPost(db: Database, slug: string) {
  const [row] = await db
    .select({ post: blogPosts, authorName: agents.name, authorSlug: agents.slug })
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.authorAgentId))
    .where(and(isPublished, eq(blogPosts.slug, slug)))
  return row ?? null
}

export function listAreasWithCounts(db: Database) {
  return db
    .select({
      slug: areas.slug,
      name: areas.name,
      summary: areas.summary,
      description: areas.description,
      summaryEs: areas.summaryEs,
      descriptionEs: areas.descriptionEs,
      image: areas.image,
      listings: sql<number>`count(${properties.id})::int`,
    })
    .from(areas)
    .leftJoin(
      properties,
      and(eq(properties.areaId, areas.id), inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])),
    )
    .groupBy(areas.id)
    .orderBy(asc(areas.sortOrder), asc(areas.name))
}

export function listActiveAgents(db: Database) {
  return db.select().from(agents).where(eq(agents.active, true)).orderBy(asc(agents.sortOrder), asc(agents.name))
}

export async function getActiveAgent(db: Database, slug: string) {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.active, true), eq(agents.slug, slug)))
  return agent ?? null
}

export function listApprovedReviews(db: Database, kind?: 'review' | 'testimonial') {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), kind ? eq(reviews.kind, kind) : undefined))
    .orderBy(desc(reviews.featured), desc(reviews.createdAt))
}

export function listFaq(db: Database) {
  return db.select().from(faqEntries).where(eq(faqEntries.published, true)).orderBy(asc(faqEntries.sortOrder))
}
