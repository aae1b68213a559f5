import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { notFoundLog, urlRedirects } from '~/db/schema'
import { RedirectSchema } from '~/lib/redirect-rules'
import { createTestServices } from '../../tests/setup/test-services'
import {
  cleanupMalformedRedirects,
  countRedirectsWithPrefix,
  deleteRedirectsWithPrefix,
  importRedirectsCsv,
  listNotFound,
  listRedirects,
  recordNotFound,
  saveRedirect,
} from './redirect-admin.server'

let services: AppServices
let close: () => Promise<void>
const SITE = 'http://localhost:3000'

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())
beforeEach(async () => {
  await services.db.delete(urlRedirects)
  await services.db.delete(notFoundLog)
})

const input = (values: Record<string, unknown>) => RedirectSchema.parse(values)
const save = (values: Record<string, unknown>) =>
  saveRedirect(services.db, input(values), { userId: null, siteOrigin: SITE })

describe('saveRedirect (SPEC §5)', () => {
  it('refuses a duplicate source whatever its trailing slash', async () => {
    expect(await save({ sourceUrl: '/old-page-test/', targetUrl: '/about' })).toMatchObject({ ok: true })
    expect(await save({ sourceUrl: '/old-page-test', targetUrl: '/faq' })).toEqual({
      ok: false,
      fieldErrors: { sourceUrl: 'A redirect from /old-page-test already exists. Edit that one instead.' },
    })
    // a row written before the rule, with its slash kept, counts too
    await services.db.insert(urlRedirects).values({ sourceUrl: '/legacy/', targetUrl: '/about' })
    expect(await save({ sourceUrl: '/legacy', targetUrl: '/faq' })).toMatchObject({ ok: false })
    const rows = await listRedirects(services.db)
    expect(rows.map((row) => row.sourceUrl).sort()).toEqual(['/legacy/', '/old-page-test'])
  })

  it('lets a redirect keep its own source when edited', async () => {
    const created = await save({ sourceUrl: '/spring-sale', targetUrl: '/properties' })
    if (!created.ok) throw new Error('not created')
    const edited = await save({
      id: created.id,
      sourceUrl: '/spring-sale/',
      targetUrl: '/properties?sort=price-asc',
      statusCode: 302,
    })
    expect(edited).toEqual({ ok: true, id: created.id, sourceUrl: '/spring-sale' })
    const [row] = await services.db.select().from(urlRedirects).where(eq(urlRedirects.id, created.id))
    expect(row).toMatchObject({ targetUrl: '/properties?sort=price-asc', statusCode: 302 })
  })

  it('refuses a chain that loops back, through existing redirects and our own full address', async () => {
    await save({ sourceUrl: '/b', targetUrl: '/c' })
    await save({ sourceUrl: '/c', targetUrl: `${SITE}/a/` })
    expect(await save({ sourceUrl: '/a', targetUrl: '/b' })).toEqual({
      ok: false,
      fieldErrors: { targetUrl: 'This would make a loop: /a → /b → /c → /a. Visitors would never arrive.' },
    })
    expect(await save({ sourceUrl: '/a', targetUrl: '/faq' })).toMatchObject({ ok: true })
  })

  it('takes the path out of the 404 log once it redirects', async () => {
    await recordNotFound(services.db, '/gone-page/')
    await recordNotFound(services.db, '/gone-page')
    expect(await listNotFound(services.db)).toMatchObject([{ path: '/gone-page', hits: 2 }])
    await save({ sourceUrl: '/gone-page', targetUrl: '/properties' })
    expect(await listNotFound(services.db)).toEqual([])
  })
})

describe('recordNotFound', () => {
  it('counts real paths, most hit first, and skips bot probes', async () => {
    await recordNotFound(services.db, '/once')
    for (let i = 0; i < 3; i++) await recordNotFound(services.db, '/often')
    await recordNotFound(services.db, '/wp-login.php')
    const log = await listNotFound(services.db)
    expect(log.map((entry) => [entry.path, entry.hits])).toEqual([
      ['/often', 3],
      ['/once', 1],
    ])
    expect(log[0]!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(log[0]!.firstSeenAt.getTime())
  })
})

describe('cleanupMalformedRedirects (SPEC §5)', () => {
  it('deletes malformed rows, keeps the good ones and reports how many went', async () => {
    await services.db.insert(urlRedirects).values([
      { sourceUrl: '/good', targetUrl: '/about' },
      { sourceUrl: '/good-302', targetUrl: 'https://example.org/', statusCode: 302 },
      { sourceUrl: '', targetUrl: '/about' },
      { sourceUrl: 'no-slash', targetUrl: '/about' },
      { sourceUrl: '/empty-target', targetUrl: ' ' },
      { sourceUrl: '/self/', targetUrl: '/self' },
      { sourceUrl: '/bad-target', targetUrl: 'javascript:alert(1)' },
    ])
    expect(await cleanupMalformedRedirects(services.db)).toBe(5)
    expect((await listRedirects(services.db)).map((row) => row.sourceUrl).sort()).toEqual(['/good', '/good-302'])
    expect(await cleanupMalformedRedirects(services.db)).toBe(0)
  })
})

describe('delete by source prefix (SPEC §7)', () => {
  it('counts first, then deletes exactly the redirects whose source starts with the prefix', async () => {
    await services.db.insert(urlRedirects).values([
      { sourceUrl: '/listings/1', targetUrl: '/properties' },
      { sourceUrl: '/listings/2', targetUrl: '/properties' },
      { sourceUrl: '/listings', targetUrl: '/properties' },
      { sourceUrl: '/list%_x', targetUrl: '/properties' },
    ])
    expect(await countRedirectsWithPrefix(services.db, '/listings/')).toBe(2)
    expect(await countRedirectsWithPrefix(services.db, '/list%')).toBe(1)
    expect(await deleteRedirectsWithPrefix(services.db, '/listings/')).toBe(2)
    expect((await listRedirects(services.db)).map((row) => row.sourceUrl).sort()).toEqual(['/list%_x', '/listings'])
  })
})

describe('importRedirectsCsv (SPEC §7 upsert on source_url ignoring duplicates)', () => {
  it('imports valid rows, keeps existing sources untouched and reports bad lines', async () => {
    await save({ sourceUrl: '/kept', targetUrl: '/about' })
    await recordNotFound(services.db, '/new-one')
    const report = await importRedirectsCsv(
      services.db,
      [
        'source,target,status',
        '/new-one/,/properties',
        '/kept,/faq',
        'bad,/about',
        '/new-two,https://example.org/x,302',
        '/loop-a,/loop-b',
        '/loop-b,/loop-a',
      ].join('\n'),
      { userId: null, siteOrigin: SITE },
    )
    expect(report.imported).toBe(3)
    expect(report.alreadyPresent).toEqual([{ line: 3, sourceUrl: '/kept' }])
    expect(report.problems.map((problem) => problem.line)).toEqual([4, 7])
    expect(report.problems[1]!.message).toContain('/loop-b → /loop-a → /loop-b')
    const rows = await listRedirects(services.db)
    expect(rows.find((row) => row.sourceUrl === '/kept')?.targetUrl).toBe('/about')
    expect(rows.find((row) => row.sourceUrl === '/new-two')).toMatchObject({ statusCode: 302 })
    expect(await listNotFound(services.db)).toEqual([])
  })
})
