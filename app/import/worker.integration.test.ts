import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { importJobs, properties } from '~/db/schema'
import { createTestServices } from '../../tests/setup/test-services'
import { getImportJob, queueImportJob } from './jobs.server'
import { MAX_UPLOAD_BYTES, tooLargeMessage } from './limits'
import { mappingStep, uploadImportFile } from './screen.server'
import { startImportWorker } from './worker.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

function uploadForm(entity: string, file: File | null) {
  const form = new FormData()
  form.set('entity', entity)
  if (file) form.set('file', file)
  return form
}
const csvFile = (text: string, name = 'listings.csv') => new File([text], name, { type: 'text/csv' })

async function waitForJob(id: string, status: string) {
  for (let tries = 0; tries < 100; tries++) {
    const job = await getImportJob(services.db, id)
    if (job?.status === status) return job
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`job ${id} never reached ${status}`)
}

describe('upload', () => {
  it('refuses files over the limit, empty files and unknown entities with a message', async () => {
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.csv', { type: 'text/csv' })
    expect(await uploadImportFile(services.db, uploadForm('properties', huge), null)).toEqual({
      ok: false,
      status: 413,
      error: tooLargeMessage,
    })
    expect(await uploadImportFile(services.db, uploadForm('properties', null), null)).toMatchObject({ status: 400 })
    expect(await uploadImportFile(services.db, uploadForm('users', csvFile('a\n1')), null)).toMatchObject({
      status: 400,
      error: 'Choose what the file holds: properties, agents or redirects.',
    })
    expect(await uploadImportFile(services.db, uploadForm('agents', csvFile('name,email\n')), null)).toEqual({
      ok: false,
      status: 400,
      error: 'The file has column names but no rows.',
    })
    expect(await services.db.select().from(importJobs)).toEqual([])
  })

  it('stores the file with its automatic matches and previews the first rows', async () => {
    const abandoned = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    const [old] = await services.db
      .insert(importJobs)
      .values({ entity: 'agents', fileName: 'old.csv', format: 'csv', sourceText: 'a\n1', createdAt: abandoned })
      .returning({ id: importJobs.id })
    const text = 'MLS #,Title,Asking,Type\nRR-7001,Reef house,100000,house\nRR-7002,Bad,1,castle\n'
    const result = await uploadImportFile(services.db, uploadForm('properties', csvFile(text)), null)
    if (!result.ok) throw new Error(result.error)
    const job = (await getImportJob(services.db, result.id))!
    expect(job).toMatchObject({ status: 'uploaded', format: 'csv', totalRows: 2, sourceText: text })
    expect(job.mapping).toEqual({ listing_id: 'MLS #', title: 'Title', property_type: 'Type' })
    // a file uploaded days ago and never imported is gone
    expect(await getImportJob(services.db, old!.id)).toBeNull()
    const step = await mappingStep(services.db, job, 'http://localhost:3000')
    expect(step.columns).toEqual(['MLS #', 'Title', 'Asking', 'Type'])
    expect(step.fields.find((field) => field.key === 'price_usd')?.label).toBe('Price (USD)')
    expect(step.preview.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'create'],
      [3, 'rejected'],
    ])
  })
})

describe('import worker', () => {
  it('takes queued jobs one at a time and resumes a job left running', async () => {
    const upload = async (text: string) => {
      const result = await uploadImportFile(services.db, uploadForm('properties', csvFile(text)), null)
      if (!result.ok) throw new Error(result.error)
      return result.id
    }
    const interrupted = await upload('listing_id,title,property_type\nRR-7101,Left running,condo\n')
    await services.db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, interrupted))
    const queued = await upload('listing_id,title,property_type\nRR-7102,Queued,land\n')
    expect(await queueImportJob(services.db, queued)).toBe(true)
    expect(await queueImportJob(services.db, queued)).toBe(false)

    const worker = startImportWorker(services)
    try {
      expect(await waitForJob(interrupted, 'succeeded')).toMatchObject({ created: 1, processed: 1 })
      expect(await waitForJob(queued, 'succeeded')).toMatchObject({ created: 1, processed: 1 })
    } finally {
      await worker.stop()
    }
    const titles = await services.db.select({ title: properties.title }).from(properties)
    expect(titles.map((row) => row.title).sort()).toEqual(['Left running', 'Queued'])
  })
})
