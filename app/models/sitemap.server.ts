// Every public page, live listing, post, agent and area, with its last change.
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, blogPosts, properties } from '~/db/schema'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'

export const STATIC_PUBLIC_PATHS = [
  '/',
  '/properties',
  '/blog',
  '/areas',
  '/agents',
  '/testimonials',
  '/reviews',
  '/faq',
  '/buying-guide',
  '/selling-guide',
  '/property-search-guide',
  '/investor-information',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies-policy',
  '/contact',
  '/about',
  '/guide-download',
  '/the-ultimate-guide-to-buying-property-in-roatan',
]

export interface SitemapEntry {
  path: string
  lastModified: Date | null
}

export async function getSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [listings, posts, team, places] = await Promise.all([
    db
      .select({ slug: properties.slug, updatedAt: properties.updatedAt })
      .from(properties)
      .where(inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`))),
    db.select({ slug: agents.slug, updatedAt: agents.updatedAt }).from(agents).where(eq(agents.active, true)),
    db.select({ updatedAt: sql<Date>`max(${areas.updatedAt})` }).from(areas),
  ])
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({
      path,
      lastModified: path === '/areas' ? (places[0]?.updatedAt ?? null) : null,
    })),
    ...listings.map((row) => ({ path: `/property/${row.slug}`, lastModified: row.updatedAt })),
    ...posts.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updatedAt })),
    ...team.map((row) => ({ path: `/agent/${row.slug}`, lastModified: row.updatedAt })),
  ]
}
