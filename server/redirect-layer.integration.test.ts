// The redirect layer in front of every page (SPEC §2 slug variants, §8 redirect check time limits), on a real
// database and a real HTTP server.
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { urlRedirects } from '~/db/schema'
import { createLogger } from '~/logger.server'
import { RedirectCache } from '~/models/redirect.server'
import { createListing } from '../tests/setup/factories'
import { createTestDatabase } from '../tests/setup/test-database'
import { createRedirectCheck, redirectLayer } from './redirect-layer'

let database: DatabaseHandle
const servers: import('node:http').Server[] = []

/** An app with the layer in front of a page that answers 200 'page'; returns its origin. */
async function serve(cache: Pick<RedirectCache, 'lookup' | 'initialized'>) {
  const app = express()
  app.use(
    redirectLayer(createRedirectCheck({ db: database.db, logger: createLogger('silent') }, cache as RedirectCache)),
  )
  app.use((_req, res) => res.send('page'))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function answer(origin: string, path: string) {
  const response = await fetch(origin + path, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}

beforeAll(async () => {
  database = await createTestDatabase()
  for (const slug of ['beach-house-roatan-honduras', 'beach-house', 'garden-condo'])
    await createListing(database.db, { slug })
  await createListing(database.db, { slug: 'hidden-lot-roatan-honduras', status: 'draft' })
  await createListing(database.db, { slug: 'reef-house', listingId: '12-3456789' })
  await database.db
    .insert(urlRedirects)
    .values({ sourceUrl: '/property/old-cottage', targetUrl: '/property/garden-condo' })
})
afterAll(async () => {
  for (const server of servers) server.close()
  await database.close()
})

describe('slug variants (SPEC §2)', () => {
  it('opens a listing whose own slug ends in -roatan-honduras, even when the bare slug is a listing too', async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/property/beach-house-roatan-honduras')).toEqual({ status: 200, location: null })
    expect(await answer(origin, '/properties/beach-house-roatan-honduras')).toEqual({ status: 200, location: null })
  })

  it('sends a variant to the listing with the bare slug', async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/property/garden-condo-roatan-honduras')).toEqual({
      status: 301,
      location: '/property/garden-condo',
    })
  })

  it('follows a staff redirect of the bare slug, and otherwise searches: never a 404', async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/property/old-cottage-roatan-honduras')).toEqual({
      status: 301,
      location: '/property/garden-condo',
    })
    // A draft is not a listing a visitor can open.
    expect(await answer(origin, '/property/hidden-lot-roatan-honduras')).toEqual({
      status: 301,
      location: '/properties?search=hidden%20lot',
    })
  })
})

describe('under the Spanish prefix', () => {
  it('sends a Spanish slug variant to the Spanish listing page (it answered 404)', async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/es/property/garden-condo-roatan-honduras')).toEqual({
      status: 301,
      location: '/es/property/garden-condo',
    })
    expect(await answer(origin, '/es/properties/beach-house-roatan-honduras')).toEqual({ status: 200, location: null })
  })

  it("follows the bare slug's staff redirect in Spanish, and otherwise searches in Spanish", async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/es/property/old-cottage-roatan-honduras')).toEqual({
      status: 301,
      location: '/es/property/garden-condo',
    })
    expect(await answer(origin, '/es/property/hidden-lot-roatan-honduras')).toEqual({
      status: 301,
      location: '/es/properties?search=hidden%20lot',
    })
  })

  it('sends the other legacy addresses to the Spanish pages', async () => {
    const origin = await serve(new RedirectCache(database.db))
    expect(await answer(origin, '/es/about-us')).toEqual({ status: 301, location: '/es/about' })
    expect(await answer(origin, '/es/listings/west-bay')).toEqual({ status: 301, location: '/es/properties' })
    expect(await answer(origin, '/es/idx/mls_99-0000001')).toEqual({
      status: 301,
      location: '/es/properties?search=99-0000001',
    })
    expect(await answer(origin, '/es/idx/mls_12-3456789-reef-house')).toEqual({
      status: 301,
      location: '/es/property/reef-house',
    })
  })
})

describe('redirect check time limits (SPEC §8)', () => {
  const hanging = (initialized: boolean) => ({ initialized, lookup: () => new Promise<never>(() => undefined) })

  it('waits up to 3000 ms for the first load of the redirects, then renders the page', async () => {
    const origin = await serve(hanging(false))
    const started = Date.now()
    expect(await answer(origin, '/some-page')).toEqual({ status: 200, location: null })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    expect(elapsed).toBeLessThan(4500)
  })

  it('waits up to 1500 ms for a later database lookup', async () => {
    const origin = await serve(hanging(true))
    const started = Date.now()
    expect(await answer(origin, '/some-page')).toEqual({ status: 200, location: null })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(1400)
    expect(elapsed).toBeLessThan(2900)
  })
})
