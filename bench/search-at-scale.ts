// Times searchPublicProperties in process on an embedded database with SCALE_LISTINGS generated listings.
import { openPglite } from '~/db/client.server'
import { parsePropertySearch } from '~/lib/property-search'
import { searchPublicProperties } from '~/models/property.server'
import type { Storage } from '~/storage/storage.server'
import { generateListings } from './listings-fixture'
import { SCALE_LISTINGS, SEARCH_COMBINATIONS } from './search-combinations'

// Cards only need the bucket address; nothing is read or written.
const storage = { publicBaseUrl: (bucket: string) => `/storage/${bucket}` } as Storage

export interface Timing {
  name: string
  p50: number
  p95: number
}

export async function benchSearchAtScale(
  report: (name: string, value: number, unit: string) => void,
  { listings = SCALE_LISTINGS, runs = 40 } = {},
): Promise<Timing[]> {
  const database = await openPglite(undefined)
  try {
    await database.migrate()
    report('search_fixture_listings', listings, 'rows')
    report('search_fixture_generate', (await generateListings(database.db, listings)) / 1000, 's')
    const timings: Timing[] = []
    for (const { name, query } of SEARCH_COMBINATIONS) {
      const filters = parsePropertySearch(new URLSearchParams(query))
      const durations: number[] = []
      for (let run = 0; run < runs + 3; run++) {
        const started = performance.now()
        await searchPublicProperties(database.db, storage, filters)
        if (run >= 3) durations.push(performance.now() - started) // the first runs warm caches up
      }
      durations.sort((a, b) => a - b)
      const timing = {
        name,
        p50: durations[Math.floor(runs * 0.5)]!,
        p95: durations[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
      }
      report(`search_100k_${name}_p50`, timing.p50, 'ms')
      report(`search_100k_${name}_p95`, timing.p95, 'ms')
      timings.push(timing)
    }
    return timings
  } finally {
    await database.close()
  }
}
