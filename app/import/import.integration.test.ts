import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { agents, importJobs, properties, urlRedirects } from '~/db/schema'
import { createAgent, createArea, createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { matchColumns } from './columns'
import type { ImportEntity } from './entity'
import { exportCsv } from './export.server'
import { IMPORTERS } from './importers'
import {
  claimNextImportJob,
  createImportJob,
  getImportJob,
  processImportJob,
  queueImportJob,
  rejectedRowsCsv,
} from './jobs.server'
import { detectFormat, parseSource } from './parse'
import { dryRun } from './run'

let database: DatabaseHandle
const SITE = 'http://localhost:3000'

beforeAll(async () => {
  database = await createTestDatabase()
  await createArea(database.db, { slug: 'west-bay', name: 'West Bay' })
  await createArea(database.db, { slug: 'west-end', name: 'West End' })
  await createAgent(database.db, { slug: 'ana-lopez', name: 'Ana Lopez', email: 'ana@example.com' })
})
afterAll(() => database.close())

async function importFile(entity: ImportEntity, text: string, fileName = 'file.csv', mapping?: Record<string, string>) {
  const { db } = database
  const format = detectFormat(fileName, text)
  const parsed = parseSource(text, format)
  if (!parsed.ok) throw new Error(parsed.error)
  const id = await createImportJob(db, { entity, fileName, format, text, parsed }, null)
  if (mapping) await db.update(importJobs).set({ mapping }).where(eq(importJobs.id, id))
  expect(await queueImportJob(db, id)).toBe(true)
  const claim = await claimNextImportJob(db)
  expect(claim?.id).toBe(id)
  expect(await processImportJob(db, claim!, { siteOrigin: SITE })).toBe('succeeded')
  return (await getImportJob(db, id))!
}

const counts = (job: { created: number; updated: number; unchanged: number; rejected: number }) => ({
  created: job.created,
  updated: job.updated,
  unchanged: job.unchanged,
  rejected: job.rejected,
})

const LISTINGS = `MLS #,Title,List Price,Beds,Baths,Status,Type,Area,Description,Photos,Agent
RR-9001,"Ocean villa, West Bay",450000,3,2.5,active,house,West Bay,"Two floors.
Sea views.",https://img.example.com/a.jpg | properties/9001/b.jpg,ana@example.com
RR-9002,Hillside condo,"$210,000",2,2,For sale,condo,west-end,A quiet condo.,,Ana Lopez
RR-9003,Beach lot,99000,,,draft,land,,,,
`

describe('properties import', () => {
  it('creates listings, then a second run of the same file changes nothing', async () => {
    const first = await importFile('properties', LISTINGS)
    expect(first.status).toBe('succeeded')
    expect(counts(first)).toEqual({ created: 3, updated: 0, unchanged: 0, rejected: 0 })
    const [villa] = await database.db.select().from(properties).where(eq(properties.listingId, 'RR-9001'))
    expect(villa).toMatchObject({
      slug: 'ocean-villa-west-bay',
      priceUsd: 450000,
      bathrooms: 2.5,
      status: 'active',
      description: 'Two floors.\nSea views.',
      images: ['https://img.example.com/a.jpg', 'properties/9001/b.jpg'],
      source: 'import',
    })
    expect(villa!.publishedAt).not.toBeNull()
    const before = await database.db.select().from(properties)

    const second = await importFile('properties', LISTINGS)
    expect(counts(second)).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: 0 })
    expect(await database.db.select().from(properties)).toEqual(before)
  })

  it('updates an edited row only', async () => {
    const before = await database.db.select().from(properties).where(eq(properties.listingId, 'RR-9003'))
    const job = await importFile('properties', LISTINGS.replace('Beach lot,99000', 'Beach lot,95000'))
    expect(counts(job)).toEqual({ created: 0, updated: 1, unchanged: 2, rejected: 0 })
    const [lot] = await database.db.select().from(properties).where(eq(properties.listingId, 'RR-9003'))
    expect(lot!.priceUsd).toBe(95000)
    expect(lot!.updatedAt.getTime()).toBeGreaterThan(before[0]!.updatedAt.getTime())
  })

  it('takes and gives the Spanish features and rental program (issue 43)', async () => {
    const csv = `listing_id,title,price_usd,status,property_type,features,features_es,rental_program,rental_program_es
RR-9050,Dock house,500000,draft,house,Private dock | Pool,Muelle privado | Piscina,Managed on site,Administrada en el lugar
`
    expect(counts(await importFile('properties', csv))).toMatchObject({ created: 1, rejected: 0 })
    const [house] = await database.db.select().from(properties).where(eq(properties.listingId, 'RR-9050'))
    expect(house).toMatchObject({
      features: ['Private dock', 'Pool'],
      featuresEs: ['Muelle privado', 'Piscina'],
      rentalProgramEs: 'Administrada en el lugar',
    })
    const exported = Papa.parse<Record<string, string>>(await exportCsv(database.db, 'properties'), { header: true })
    expect(exported.data.find((row) => row.listing_id === 'RR-9050')).toMatchObject({
      features_es: 'Muelle privado | Piscina',
      rental_program_es: 'Administrada en el lugar',
    })
  })

  it('rejects bad rows with their reasons, in a report that downloads as CSV', async () => {
    const csv = `listing_id;title;price_usd;status;property_type;area
RR-9101;Good one;100000;draft;house;
RR-9102;No price;;active;house;West Bay
;No id;5;draft;house;
RR-9103;Bad type;5;draft;castle;
RR-9101;Twice;100000;draft;house;
RR-9104;Bad area;5;draft;house;Atlantis
`
    const job = await importFile('properties', csv)
    expect(counts(job)).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 5 })
    expect(job.report.map((entry) => [entry.row, entry.errors.join(' ')])).toEqual([
      [3, expect.stringContaining('Enter the price to publish as "For sale"')],
      [4, 'Listing ID is missing: rows are matched on it.'],
      [5, 'Type "castle" is not one of: house, condo, land, commercial.'],
      [6, 'RR-9101 is already on row 2 of this file.'],
      [7, 'Area "Atlantis" is not an area on the site (use its name or slug).'],
    ])
    const report = rejectedRowsCsv(job)
    expect(report.split('\r\n')[0]).toBe('row,errors,listing_id,title,price_usd,status,property_type,area')
    expect(report).toContain('4,Listing ID is missing: rows are matched on it.,,No id,5,draft,house,')
  })

  it('neutralises formulas in the rejected-rows report, its column names included', async () => {
    const job = await importFile('properties', 'listing_id,title,@note\n,=1+1,-2+3+cmd\n')
    expect(counts(job)).toMatchObject({ rejected: 1 })
    const [header, row] = Papa.parse<string[]>(rejectedRowsCsv(job), { skipEmptyLines: true }).data
    expect(header).toEqual(['row', 'errors', 'listing_id', 'title', "'@note"])
    expect(row!.slice(2)).toEqual(['', "'=1+1", "'-2+3+cmd"])
  })

  it('imports JSON (an array of objects)', async () => {
    const json = JSON.stringify([
      { listing_id: 'RR-9201', title: 'JSON house', price: 300000, bedrooms: 4, type: 'House', status: 'draft' },
      { listing_id: 'RR-9202', title: 'JSON condo', price: 150000, type: 'condo', features: ['Pool', 'Gym'] },
    ])
    const job = await importFile('properties', json, 'listings.json')
    expect(counts(job)).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 })
    const [condo] = await database.db.select().from(properties).where(eq(properties.listingId, 'RR-9202'))
    expect(condo).toMatchObject({ priceUsd: 150000, features: ['Pool', 'Gym'], status: 'draft' })
  })

  it('counts a dry run without writing anything', async () => {
    const { rows } = parseSource(LISTINGS.replace('RR-9003', 'RR-9999'), 'csv') as { rows: Record<string, string>[] }
    const columns = Object.keys(rows[0]!)
    const mapping = matchColumns(IMPORTERS.properties.fields, columns)
    const before = await database.db.select().from(properties)
    const result = await dryRun(database.db, 'properties', rows, mapping, { userId: null })
    expect(result.counters).toEqual({ processed: 3, created: 1, updated: 0, unchanged: 2, rejected: 0 })
    expect(await database.db.select().from(properties)).toEqual(before)
  })

  async function queuedJob(prefix: string, count: number) {
    const lines = Array.from({ length: count }, (_, index) => `${prefix}${index},Row ${index},1000,draft,condo`)
    const text = `listing_id,title,price_usd,status,property_type\n${lines.join('\n')}`
    const parsed = parseSource(text, 'csv')
    if (!parsed.ok) throw new Error(parsed.error)
    const { db } = database
    const id = await createImportJob(
      db,
      { entity: 'properties', fileName: 'big.csv', format: 'csv', text, parsed },
      null,
    )
    await queueImportJob(db, id)
    return id
  }
  const rowsWithPrefix = async (prefix: string) =>
    (await database.db.select({ id: properties.listingId }).from(properties)).filter(({ id }) => id.startsWith(prefix))
      .length

  it('resumes an interrupted job after its last written batch', async () => {
    const { db } = database
    const id = await queuedJob('RR-R', 1200)
    const first = await claimNextImportJob(db)
    let checks = 0
    expect(await processImportJob(db, first!, { shouldStop: () => ++checks > 1 })).toBe('stopped')
    expect(await getImportJob(db, id)).toMatchObject({ status: 'running', processed: 500, created: 500 })
    // A stop releases the claim: the next start (here or in another process) carries on at once.
    const next = await claimNextImportJob(db)
    expect(next?.id).toBe(id)
    expect(await processImportJob(db, next!)).toBe('succeeded')
    expect(await getImportJob(db, id)).toMatchObject({ processed: 1200, created: 1200, rejected: 0 })
  })

  it('runs a job in one process at a time; a crashed one is taken over and its late batches write nothing', async () => {
    const { db } = database
    const id = await queuedJob('RR-L', 1200)
    const crashed = await claimNextImportJob(db)
    expect(crashed?.id).toBe(id)
    // Another process finds nothing to do while the claim holds.
    expect(await claimNextImportJob(db)).toBeNull()
    // The claim lapses (its process died without a word); another process takes the job over.
    await db
      .update(importJobs)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(importJobs.id, id))
    const takeover = await claimNextImportJob(db)
    expect(takeover).toMatchObject({ id })
    expect(takeover!.token).not.toBe(crashed!.token)
    // The first process, not dead after all, comes back: its batch is refused and nothing is written.
    expect(await processImportJob(db, crashed!)).toBe('stopped')
    expect(await getImportJob(db, id)).toMatchObject({ status: 'running', processed: 0 })
    expect(await rowsWithPrefix('RR-L')).toBe(0)
    expect(await processImportJob(db, takeover!)).toBe('succeeded')
    expect(await getImportJob(db, id)).toMatchObject({ status: 'succeeded', processed: 1200, created: 1200 })
    expect(await rowsWithPrefix('RR-L')).toBe(1200)
  })
})

describe('agents and redirects import', () => {
  it('upserts agents by slug or e-mail', async () => {
    const csv = `name,email,phone,languages,areas_served
Ana Lopez,ana@example.com,+504 9999 0000,English | Spanish,West Bay
Ben Cruz,ben@example.com,,English,
Bad Mail,not-an-address,,,
`
    const job = await importFile('agents', csv)
    expect(counts(job)).toEqual({ created: 1, updated: 1, unchanged: 0, rejected: 1 })
    expect(job.report[0]!.errors).toEqual(['Please enter a valid e-mail address.'])
    const [ana] = await database.db.select().from(agents).where(eq(agents.slug, 'ana-lopez'))
    expect(ana).toMatchObject({ phone: '+504 9999 0000', languages: ['English', 'Spanish'], areasServed: ['west-bay'] })
    // Matched by e-mail when the slug differs.
    const again = await importFile('agents', 'Full name,E-mail,Phone\nAna María Lopez,ana@example.com,+504 9999 0000\n')
    expect(counts(again)).toEqual({ created: 0, updated: 1, unchanged: 0, rejected: 0 })
    expect(await database.db.select().from(agents).where(eq(agents.email, 'ana@example.com'))).toHaveLength(1)
  })

  it('upserts redirects by source and refuses loops and self-redirects', async () => {
    await database.db.insert(urlRedirects).values({ sourceUrl: '/old-a', targetUrl: '/new-a' })
    const csv = `source,target,status
/old-a/,/newer-a,302
/old-b,/old-c,
/old-c,/old-b,
/same,/same,
`
    const job = await importFile('redirects', csv)
    expect(counts(job)).toEqual({ created: 1, updated: 1, unchanged: 0, rejected: 2 })
    expect(job.report.map((entry) => entry.errors[0])).toEqual([
      'This would make a loop: /old-c → /old-b → /old-c. Visitors would never arrive.',
      'A page cannot redirect to itself.',
    ])
    const [a] = await database.db.select().from(urlRedirects).where(eq(urlRedirects.sourceUrl, '/old-a'))
    expect(a).toMatchObject({ targetUrl: '/newer-a', statusCode: 302 })
  })
})

describe('export', () => {
  it('neutralises cells a spreadsheet would run as formulas; numbers and phone numbers stay usable', async () => {
    await createListing(database.db, {
      listingId: 'RR-9301',
      title: '=HYPERLINK("http://evil.example","Open")',
      description: "-2+3+cmd|' /C calc'!A0",
      address: '@SUM(A1:A9)',
      latitude: -16.32,
      longitude: -86.53,
      status: 'draft',
    })
    await database.db.update(agents).set({ bio: '+cmd', phone: '+504 9999-0000' }).where(eq(agents.slug, 'ana-lopez'))
    const csv = await exportCsv(database.db, 'properties')
    const listing = Papa.parse<Record<string, string>>(csv, { header: true }).data.find(
      (row) => row.listing_id === 'RR-9301',
    )
    expect(listing).toMatchObject({
      title: `'=HYPERLINK("http://evil.example","Open")`,
      description: "'-2+3+cmd|' /C calc'!A0",
      address: "'@SUM(A1:A9)",
      latitude: '-16.32',
      longitude: '-86.53',
    })
    const agent = Papa.parse<Record<string, string>>(await exportCsv(database.db, 'agents'), {
      header: true,
    }).data.find((row) => row.slug === 'ana-lopez')
    expect(agent).toMatchObject({ bio: "'+cmd", phone: '+504 9999-0000' })
  })

  it.each(['properties', 'agents', 'redirects'] as const)('re-imports exported %s unchanged', async (entity) => {
    const csv = await exportCsv(database.db, entity)
    const job = await importFile(entity, csv, `${entity}.csv`)
    expect(job.rejected).toBe(0)
    expect(job.created + job.updated).toBe(0)
    expect(job.unchanged).toBeGreaterThan(0)
  })
})
