// Issue 44 item 3: a purchase's private document room. Files are checked by their bytes (PDF, JPEG, PNG, WebP, HEIC;
// 25 MB each), stored in the private bucket under a random name (never served by /storage, never public on S3), and
// read only through a short-lived signed link by someone the purchase lets in. Every upload, download and deletion
// is in the audit log with who did it — the buyer's own too (decision 046).
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { and, count, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { auditLog, purchaseDocuments, purchases } from '~/db/schema'
import {
  DOCUMENT_TYPES,
  MAX_DOCUMENTS_PER_PURCHASE,
  MAX_DOCUMENT_BYTES,
  cleanFileName,
  isDocumentType,
} from '~/lib/purchase-rules'
import type { Storage } from '~/storage/storage.server'
import { PRIVATE_DOCUMENTS_BUCKET } from '~/storage/private-buckets'
import { markStaffWrite, type StaffActor } from './audit.server'
import { isUuid, reachablePurchase, viewerCondition, type PurchaseViewer } from './purchases.server'

/** Issue 39 style: uploads one account may make an hour (a buyer scanning a stack of papers fits). */
export const DOCUMENT_UPLOAD_LIMIT = { name: 'document-upload:user', max: 60, windowSeconds: 60 * 60 } as const

export type UploadProblem = 'no_purchase' | 'empty' | 'too_large' | 'not_document' | 'full'
/** A refused file: its code (the buyer's page says it in their language) and staff's English words. */
export type UploadDocumentResult =
  | { ok: true; id: string; fileName: string }
  | { ok: false; status: 400 | 404 | 409; code: UploadProblem; error: string }

/** What a file's bytes say it is, when it is a kind the room keeps. */
export async function documentTypeOf(bytes: Uint8Array) {
  const found = await fileTypeFromBuffer(bytes)
  return found && isDocumentType(found.mime) ? found.mime : null
}

/** Checks and stores one file in the room; the row is written in a transaction marked with the uploader. */
export async function uploadDocument(
  { db, storage }: { db: Database; storage: Storage },
  viewer: PurchaseViewer,
  actor: StaffActor,
  purchaseId: string,
  file: File,
): Promise<UploadDocumentResult> {
  const purchase = await reachablePurchase(db, viewer, purchaseId)
  if (!purchase)
    return {
      ok: false,
      status: 404,
      code: 'no_purchase',
      error: 'There is no purchase here that you can add files to.',
    }
  const name = file.name || 'The file'
  if (file.size === 0) return { ok: false, status: 400, code: 'empty', error: `${name} is empty.` }
  if (file.size > MAX_DOCUMENT_BYTES)
    return { ok: false, status: 400, code: 'too_large', error: `${name} is larger than 25 MB.` }
  const [{ value: held }] = (await db
    .select({ value: count() })
    .from(purchaseDocuments)
    .where(eq(purchaseDocuments.purchaseId, purchaseId))) as [{ value: number }]
  if (held >= MAX_DOCUMENTS_PER_PURCHASE)
    return {
      ok: false,
      status: 409,
      code: 'full',
      error: `The room holds ${MAX_DOCUMENTS_PER_PURCHASE} files, its most: ask your agent to remove old ones.`,
    }
  const bytes = Buffer.from(await file.arrayBuffer())
  const type = await documentTypeOf(bytes)
  if (!type)
    return {
      ok: false,
      status: 400,
      code: 'not_document',
      error: `${name} is not a PDF or a photo (JPEG, PNG, WebP or HEIC).`,
    }
  const extension = DOCUMENT_TYPES[type]
  const objectPath = `${purchaseId}/${randomUUID()}.${extension}`
  await storage.put(PRIVATE_DOCUMENTS_BUCKET, objectPath, bytes, type)
  const fileName = cleanFileName(file.name, extension)
  try {
    const id = await db.transaction(async (tx) => {
      await markStaffWrite(tx as unknown as Database, actor)
      const [row] = await tx
        .insert(purchaseDocuments)
        .values({
          purchaseId,
          objectPath,
          fileName,
          contentType: type,
          sizeBytes: bytes.length,
          uploadedBy: actor.id,
          uploadedByEmail: actor.email,
          uploadedBySide: viewer.side === 'buyer' ? 'buyer' : 'staff',
        })
        .returning({ id: purchaseDocuments.id })
      return row!.id
    })
    return { ok: true, id, fileName }
  } catch (error) {
    await storage.remove(PRIVATE_DOCUMENTS_BUCKET, objectPath)
    throw error
  }
}

/** A document the viewer may read, by id; null for any other id, existing or not. */
export async function reachableDocument(db: Database, viewer: PurchaseViewer, documentId: string) {
  if (!isUuid(documentId)) return null
  const [row] = await db
    .select({
      id: purchaseDocuments.id,
      purchaseId: purchaseDocuments.purchaseId,
      objectPath: purchaseDocuments.objectPath,
      fileName: purchaseDocuments.fileName,
      contentType: purchaseDocuments.contentType,
    })
    .from(purchaseDocuments)
    .innerJoin(purchases, eq(purchases.id, purchaseDocuments.purchaseId))
    .where(and(eq(purchaseDocuments.id, documentId), viewerCondition(viewer)))
  return row ?? null
}

/** The file's bytes, with the download written to the audit log first. Null when the viewer may not read it. */
export async function downloadDocument(
  { db, storage }: { db: Database; storage: Storage },
  viewer: PurchaseViewer,
  actor: StaffActor,
  documentId: string,
) {
  const document = await reachableDocument(db, viewer, documentId)
  if (!document) return null
  const body = await storage.get(PRIVATE_DOCUMENTS_BUCKET, document.objectPath)
  if (!body) return null
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: 'download',
    subjectType: 'purchase_documents',
    subjectId: document.id,
    changes: { file_name: [null, document.fileName], purchase_id: [null, document.purchaseId] },
  })
  return { ...document, body }
}

/** Removes one document (staff), or with `purchaseId` alone every document of the room (admins). */
export async function deleteDocuments(
  { db, storage }: { db: Database; storage: Storage },
  viewer: PurchaseViewer,
  actor: StaffActor,
  target: { documentId: string } | { purchaseId: string },
): Promise<number | null> {
  const purchaseId =
    'purchaseId' in target ? target.purchaseId : (await reachableDocument(db, viewer, target.documentId))?.purchaseId
  if (!purchaseId || !(await reachablePurchase(db, viewer, purchaseId))) return null
  const gone = await db.transaction(async (tx) => {
    await markStaffWrite(tx as unknown as Database, actor)
    return tx
      .delete(purchaseDocuments)
      .where(
        and(
          eq(purchaseDocuments.purchaseId, purchaseId),
          'documentId' in target ? eq(purchaseDocuments.id, target.documentId) : undefined,
        ),
      )
      .returning({ objectPath: purchaseDocuments.objectPath })
  })
  // after the commit: a failed removal leaves an unreachable file, never a row without its file
  for (const { objectPath } of gone) await storage.remove(PRIVATE_DOCUMENTS_BUCKET, objectPath)
  return gone.length
}
