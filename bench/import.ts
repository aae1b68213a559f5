// Times Admin → Import on a generated 50 000-row properties CSV into a fresh embedded database (the demo areas and
// agents only): parsing, column matching, validation and the batched upserts of the import job, end to end.
import { openPglite } from '~/db/client.server'
import { agents, areas } from '~/db/schema'
import { demoAgents } from '~/db/seed/data/agents'
import { demoAreas } from '~/db/seed/data/areas'
import {
  claimNextImportJob,
  createImportJob,
  getImportJob,
  processImportJob,
  queueImportJob,
} from '~/import/jobs.server'
import { parseSource } from '~/import/parse'

export const IMPORT_ROWS = 50_000
export const IMPORT_TARGET_S = 60

const TYPES = ['house', 'condo', 'land', 'commercial']
const STATUSES = ['active', 'active', 'active', 'sold', 'under_contract', 'draft']

/** A CSV as another system would write it: its own column names, prices with $ and commas, quoted text. */
export function generatePropertiesCsv(rows: number): string {
  const lines = ['MLS #,Title,List Price,Beds,Baths,Sq Ft,Status,Property Type,Area,Agent,Description,Photos']
  for (let index = 0; index < rows; index++) {
    const area = demoAreas[index % demoAreas.length]!
    const agent = demoAgents[index % demoAgents.length]!
    const price = `"$${(150_000 + ((index * 7919) % 2_000_000)).toLocaleString('en-US')}"`
    const description = `"A ${TYPES[index % 4]} in ${area.name}, ""listing ${index}"".\nClose to the beach."`
    const photos = `https://img.example.com/${index}/1.jpg | https://img.example.com/${index}/2.jpg`
    lines.push(
      [
        `RB-${index + 1}`,
        `"Bench listing ${index + 1}, ${area.name}"`,
        price,
        (index % 6) + 1,
        ((index % 8) + 2) / 2,
        800 + (index % 4000),
        STATUSES[index % STATUSES.length],
        TYPES[index % 4],
        area.name,
        agent.email,
        description,
        photos,
      ].join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

export async function benchImport(rows = IMPORT_ROWS): Promise<number> {
  const database = await openPglite(undefined)
  try {
    await database.migrate()
    const { db } = database
    await db.insert(areas).values(demoAreas.map((area, index) => ({ ...area, sortOrder: index })))
    await db.insert(agents).values(demoAgents.map((agent, index) => ({ ...agent, sortOrder: index })))
    const text = generatePropertiesCsv(rows)
    const started = performance.now()
    const parsed = parseSource(text, 'csv')
    if (!parsed.ok) throw new Error(parsed.error)
    const id = await createImportJob(
      db,
      { entity: 'properties', fileName: 'bench.csv', format: 'csv', text, parsed },
      null,
    )
    await queueImportJob(db, id)
    const claim = await claimNextImportJob(db)
    if (claim?.id !== id) throw new Error('the import job was not claimed')
    await processImportJob(db, claim)
    const seconds = (performance.now() - started) / 1000
    const job = await getImportJob(db, id)
    if (job?.status !== 'succeeded' || job.created !== rows)
      throw new Error(`import ended ${job?.status}: ${job?.created} created, ${job?.rejected} rejected`)
    console.log(`import ${rows} properties: ${seconds.toFixed(1)} s`)
    return seconds
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImport(Number(process.argv[2]) || IMPORT_ROWS)
