// Issue 44 item 3 on S3: a purchase's document room keeps its files in the private bucket's prefix of the S3 store,
// reads them back for the people of the purchase only, and removes them with their rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, purchaseDocuments, users } from '~/db/schema'
import { createStorage } from '~/storage/storage.server'
import { PRIVATE_DOCUMENTS_BUCKET } from '~/storage/private-buckets'
import { createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { type S3Server, startS3Server } from '../../tests/support/s3-server'
import { asStaff } from './audit.server'
import { deleteDocuments, downloadDocument, uploadDocument } from './purchase-documents.server'
import { openPurchase, type PurchaseViewer } from './purchases.server'

let services: AppServices
let close: () => Promise<void>
let s3: S3Server
let purchaseId: string
const admin: PurchaseViewer = { side: 'staff', userId: 'staff-1', roles: ['admin'] }
const actor = { id: 'staff-1', email: 'staff@roatanrealty.example' }
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z',
  'base64',
)

beforeAll(async () => {
  s3 = await startS3Server()
  ;({ services, close } = await createTestServices())
  services = {
    ...services,
    storage: createStorage({
      storageDir: '/unused',
      s3: {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
        publicUrl: `${s3.endpoint}/${s3.bucket}`,
      },
    }),
  }
  await services.db.insert(users).values({ id: actor.id, email: actor.email })
  await createListing(services.db, { listingId: 'RR-4001' })
  const [contact] = await services.db.insert(contacts).values({ email: 'buyer@example.com' }).returning()
  const opened = await asStaff(services.db, actor, (tx) =>
    openPurchase(
      tx,
      { contactId: contact!.id, listingId: 'RR-4001', templateId: 1, offerAcceptedOn: '2026-12-01', priceUsd: null },
      actor.id,
    ),
  )
  purchaseId = opened.ok ? opened.id : ''
}, 60_000)
afterAll(async () => {
  await close()
  await s3.close()
})

describe('a document room on S3', () => {
  it('stores a photo under the private prefix, reads it back for the purchase only, removes it with its row', async () => {
    const stored = await uploadDocument(services, admin, actor, purchaseId, new File([JPEG], 'wire receipt.jpeg'))
    expect(stored).toMatchObject({ ok: true, fileName: 'wire receipt.jpg' })
    const [row] = await services.db.select().from(purchaseDocuments)
    expect(row).toMatchObject({
      contentType: 'image/jpeg',
      objectPath: expect.stringMatching(new RegExp(`^${purchaseId}/[0-9a-f-]{36}\\.jpg$`)),
    })
    expect(await services.storage.list(PRIVATE_DOCUMENTS_BUCKET, `${purchaseId}/`)).toEqual([row!.objectPath])

    const stranger: PurchaseViewer = { side: 'buyer', userId: 'someone', email: 'someone@example.com' }
    expect(await downloadDocument(services, stranger, actor, row!.id)).toBeNull()
    const buyer: PurchaseViewer = { side: 'buyer', userId: 'buyer-account', email: 'BUYER@example.com' }
    expect(
      (await downloadDocument(services, buyer, { id: 'buyer-account', email: 'buyer@example.com' }, row!.id))!.body,
    ).toEqual(JPEG)

    expect(await deleteDocuments(services, stranger, actor, { purchaseId })).toBeNull()
    expect(await deleteDocuments(services, admin, actor, { documentId: row!.id })).toBe(1)
    expect(await services.storage.list(PRIVATE_DOCUMENTS_BUCKET, `${purchaseId}/`)).toEqual([])
  })
})
