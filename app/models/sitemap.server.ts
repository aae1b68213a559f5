// Every public page, live listing, post, agent and area, with its last change.
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { getFeatureFlags } from './feature-flags.server'
import { agents, areas, blogPosts, properties } from '~/db/schema'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import { PUBLIC_PAGES } from '~/lib/public-pages'

/** The public pages without a parameter that search engines are sent to (app/lib/public-pages.ts). */
export const STATIC_PUBLIC_PATHS = PUBLIC_PAGES.filter((page) => !page.unlisted).map((page) => `/${page.path}`)

/** When the text of the guide, legal and company pages last changed (they live in the code). */
const TEXT_PAGES_UPDATED = new Date('2026-11-22T00:00:00Z')

function latest(rows: { updatedAt: Date }[]): Date {
  return rows.reduce((newest, row) => (row.updatedAt > newest ? row.updatedAt : newest), TEXT_PAGES_UPDATED)
}

export interface SitemapEntry {
  path: string
  lastModified: Date
}

export async function getSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [listings, posts, team, places, flags] = await Promise.all([
    db
      .select({ slug: properties.slug, updatedAt: properties.updatedAt })
      .from(properties)
      .where(inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(inArray(blogPosts.status, ['published', 'scheduled']), lte(blogPosts.publishedAt, sql`now()`))),
    db.select({ slug: agents.slug, updatedAt: agents.updatedAt }).from(agents).where(eq(agents.active, true)),
    db.select({ slug: areas.slug, updatedAt: areas.updatedAt }).from(areas),
    getFeatureFlags(db),
  ])
  // Pages a feature flag has switched off answer 404: leave them out.
  const hidden = new Set([
    ...(flags.show_reviews ? [] : ['/testimonials', '/reviews']),
    ...(flags.show_guide_download ? [] : ['/guide-download']),
  ])
  return [
    ...STATIC_PUBLIC_PATHS.filter((path) => !hidden.has(path)).map((path) => ({
      path,
      lastModified: latest(
        path === '/' || path === '/properties'
          ? listings
          : path === '/blog'
            ? posts
            : path === '/agents'
              ? team
              : path === '/areas'
                ? places
                : [],
      ),
    })),
    // Each area's listings: the search filtered by that area.
    ...places.map((row) => ({ path: `/properties?area=${row.slug}`, lastModified: row.updatedAt })),
    ...listings.map((row) => ({ path: `/property/${row.slug}`, lastModified: row.updatedAt })),
    ...posts.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updatedAt })),
    ...team.map((row) => ({ path: `/agent/${row.slug}`, lastModified: row.updatedAt })),
  ]
}
