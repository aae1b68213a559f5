import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { urlRedirects } from '~/db/schema'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { RedirectCache, findPropertySlugByListingId, recordRedirectHit, resolveRedirect } from './redirect.server'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(urlRedirects).values([
    { sourceUrl: '/old-page-test/', targetUrl: '/about', statusCode: 301 },
    { sourceUrl: '/spring-sale', targetUrl: '/properties?sort=price-asc', statusCode: 302 },
  ])
  await createListing(database.db, { slug: 'hillside-lot', listingId: '12-345678', status: 'sold' })
})
afterAll(() => database.close())

describe('resolveRedirect (SPEC §7 resolve_redirect)', () => {
  it('matches a source with or without its trailing slash', async () => {
    expect(await resolveRedirect(database.db, '/old-page-test')).toEqual({ targetUrl: '/about', statusCode: 301 })
    expect(await resolveRedirect(database.db, '/old-page-test/')).toEqual({ targetUrl: '/about', statusCode: 301 })
    expect(await resolveRedirect(database.db, '/spring-sale/')).toEqual({
      targetUrl: '/properties?sort=price-asc',
      statusCode: 302,
    })
  })

  it('answers null for unknown paths', async () => {
    expect(await resolveRedirect(database.db, '/never-existed')).toBeNull()
  })

  it('counts hits', async () => {
    await recordRedirectHit(database.db, '/old-page-test')
    await recordRedirectHit(database.db, '/old-page-test/')
    const rows = await database.db.select().from(urlRedirects)
    const row = rows.find((candidate) => candidate.sourceUrl === '/old-page-test/')
    expect(row?.hitCount).toBe(2)
    expect(row?.lastHitAt).toBeInstanceOf(Date)
  })
})

describe('RedirectCache', () => {
  it('serves the same answers from memory and sees changes after it is invalidated', async () => {
    const cache = new RedirectCache(database.db, 60_000)
    expect(await cache.lookup('/old-page-test')).toMatchObject({ targetUrl: '/about' })
    await database.db.insert(urlRedirects).values({ sourceUrl: '/new-source', targetUrl: '/faq' })
    expect(await cache.lookup('/new-source')).toBeNull()
    cache.invalidate()
    expect(await cache.lookup('/new-source/')).toMatchObject({ targetUrl: '/faq', statusCode: 301 })
  })
})

describe('findPropertySlugByListingId (SPEC §7)', () => {
  it('finds a listing by its id whatever its status', async () => {
    expect(await findPropertySlugByListingId(database.db, '12-345678')).toBe('hillside-lot')
    expect(await findPropertySlugByListingId(database.db, '99-000000')).toBeNull()
  })
})
