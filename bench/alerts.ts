// Issue 15: the listing-alert run for ALERT_BUYERS buyers with three saved searches each (and a few saved listings),
// against SCALE_LISTINGS listings of which ALERT_CHANGES changed since the last run, in process on the embedded
// database. Reports the run's time and e-mails, and any sequential scan of a large table in its queries' plans.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { parseConfig } from '~/config.server'
import { openPglite } from '~/db/client.server'
import { Outbox } from '~/mail/outbox.server'
import { runListingAlerts } from '~/email/listing-alerts.server'
import { createLogger } from '~/logger.server'
import type { Storage } from '~/storage/storage.server'
import { generateListings } from './listings-fixture'
import { SCALE_LISTINGS } from './search-combinations'

export const ALERT_BUYERS = 10_000
export const ALERT_CHANGES = 1_000
export const ALERT_TARGET_S = 60

const storage = { publicBaseUrl: (bucket: string) => `/storage/${bucket}` } as Storage

/**
 * The queries of a run over tables that grow without bound (events, saved listings, listings), whose plans must use
 * indexes. (Reading the due saved searches is a scan by design: at every run most of them are due.)
 */
const PLANNED = [
  `select f.user_id from property_events e join favourites f on f.property_id = e.property_id where e.id > 999000 and e.id <= 999999`,
  `select property_id, max(id) from property_events where id > 999000 and id <= 999999 and kind in ('listed', 'back_on_market') group by property_id`,
]

export async function benchAlerts(report: (name: string, value: number, unit: string) => void): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'))
  const database = await openPglite(undefined)
  try {
    await database.migrate()
    const { db } = database
    await generateListings(db, SCALE_LISTINGS)
    const started = performance.now()
    await db.execute(sql`
      insert into users (id, email, name, first_name)
      select 'buyer-' || n, 'buyer' || n || '@example.com', '', 'Buyer' from generate_series(1, ${ALERT_BUYERS}) n`)
    // seven in ten agreed to New Property Listings
    await db.execute(sql`
      insert into marketing_consents (email, status, consent_types, region, source, confirmed_at)
      select 'buyer' || n || '@example.com', 'active', '["property_updates"]'::jsonb, 'OTHER', 'bench', now()
      from generate_series(1, ${ALERT_BUYERS}) n where n % 10 < 7`)
    // three searches each, from the filters buyers use: area, type, a price band, bedrooms, now and then a word
    await db.execute(sql`
      with s as (
        select n, k, (select array_agg(slug order by sort_order) from areas) as areas,
               hashtext(n || ':' || k) as h
        from generate_series(1, ${ALERT_BUYERS}) n, generate_series(1, 3) k
      )
      insert into saved_searches (user_id, name, query, frequency, checked_through, next_run_at)
      select 'buyer-' || n, 'Search ' || k,
        concat_ws('&',
          case when abs(h) % 10 < 6 then 'area=' || areas[1 + abs(h / 10) % array_length(areas, 1)] end,
          case when abs(h / 7) % 10 < 7 then 'type=' || (array['house', 'condo', 'land', 'commercial'])[1 + abs(h / 70) % 4] end,
          case when abs(h / 13) % 10 < 5 then 'maxPrice=' || (array[200000, 400000, 750000, 1500000])[1 + abs(h / 130) % 4] end,
          case when abs(h / 17) % 10 < 3 then 'beds=' || (1 + abs(h / 170) % 4) end,
          case when abs(h / 19) % 10 < 1 then 'search=' || (array['pool', 'dock', 'beach', 'ocean'])[1 + abs(h / 190) % 4] end),
        (array['instant', 'instant', 'daily', 'daily', 'weekly', 'off'])[1 + abs(h / 23) % 6], 0, now() - interval '1 minute'
      from s
      on conflict do nothing`)
    const [{ searches }] = (
      (await db.execute(sql`select count(*)::int as searches from saved_searches`)) as unknown as {
        rows: { searches: number }[]
      }
    ).rows as [{ searches: number }]
    report('alerts_fixture_saved_searches', searches, 'searches')
    // a few saved listings each, saved a while ago
    await db.execute(sql`
      insert into favourites (user_id, property_id, created_at)
      select distinct on (u, p) 'buyer-' || u, p, now() - interval '10 days'
      from (select n as u, 1 + abs(hashtext(n || ':' || k)) % ${SCALE_LISTINGS} as p
            from generate_series(1, ${ALERT_BUYERS}) n, generate_series(1, 3) k) f`)
    report('alerts_fixture_prepare', (performance.now() - started) / 1000, 's')

    // What changed since the last run: new listings, price cuts, under contract, sold.
    await db.execute(sql`
      insert into properties (slug, listing_id, title, status, property_type, price_usd, bedrooms, bathrooms, area_id)
      select 'new-' || n, 'NEW-' || n, 'New Pool Villa ' || n, 'active',
             (array['house', 'condo', 'land', 'commercial'])[1 + n % 4], 100000 + (n * 3571) % 1400000, n % 5, n % 4,
             (select id from areas order by id offset n % (select count(*) from areas) limit 1)
      from generate_series(1, ${ALERT_CHANGES * 0.6}) n`)
    const changed = (fraction: number, offset: number) => sql`
      select id from properties where status = 'active' order by id offset ${offset} limit ${ALERT_CHANGES * fraction}`
    await db.execute(sql`update properties set price_usd = price_usd * 9 / 10 where id in (${changed(0.25, 0)})`)
    await db.execute(sql`update properties set status = 'under_contract' where id in (${changed(0.1, 5000)})`)
    await db.execute(sql`update properties set status = 'sold' where id in (${changed(0.05, 9000)})`)
    await db.execute(sql`vacuum analyze`)

    let seqScans = 0
    for (const query of PLANNED) {
      const plan = (await db.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] }
      const lines = plan.rows.map((row) => Object.values(row)[0]!)
      const scans = lines.filter((line) =>
        /Seq Scan on (saved_searches|property_events|favourites|properties)/.test(line),
      )
      if (scans.length > 0) console.log(`sequential scan in: ${query}\n  ${lines.join('\n  ')}`)
      seqScans += scans.length
    }
    report('alerts_plan_seq_scans', seqScans, 'scans')

    const logger = createLogger('silent')
    const config = parseConfig({ DATA_DIR: dataDir, APP_URL: 'https://roatanrealty.example' })
    const outbox = new Outbox({ db, transport: null, from: config.mailFrom, logger })
    const run = performance.now()
    const result = await runListingAlerts({ db, outbox, logger, config, storage })
    const seconds = (performance.now() - run) / 1000
    report(`alerts_${ALERT_BUYERS}_buyers_run`, seconds, 's')
    report('alerts_emails', result.emails, 'e-mails')
    report('alerts_buyers_considered', result.buyers, 'buyers')
    report('alerts_listings_matched', result.listings, 'listings')
    return seconds
  } finally {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
