// Issue 44 items 2 and 3: what staff do on a purchase's page (Admin → Purchases → one purchase). Every change runs in
// the staff member's transaction (asStaff: the audit log has it) and checks the purchase is theirs to change; a step
// just done e-mails the buyer after the commit. Deleting the whole document room is for admins, with a typed
// confirmation.
import { data } from 'react-router'
import type { SessionUser } from '~/auth/session.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import type { AppServices } from '~/context.server'
import { sendPurchaseEmail } from '~/email/purchase-emails.server'
import { fieldErrors } from '~/lib/form-errors'
import { DELETE_ROOM_WORD, type StaffPurchaseResult } from '~/lib/purchase-forms'
import { PURCHASE_STATUSES, type PurchaseStatus } from '~/lib/purchase-rules'
import type { Role } from '~/lib/roles'
import { asStaff } from '~/models/audit.server'
import { DOCUMENT_UPLOAD_LIMIT, deleteDocuments, uploadDocument } from '~/models/purchase-documents.server'
import {
  LISTING_STATUSES_FROM_PURCHASE,
  NewStepSchema,
  StepChangeSchema,
  addStep,
  changeStep,
  setListingStatus,
  setPurchaseStatus,
  type ListingStatusFromPurchase,
} from '~/models/purchase-steps.server'
import type { PurchaseViewer } from '~/models/purchases.server'

const fail = (result: Omit<StaffPurchaseResult, 'ok'>, status: number) => data({ ...result, ok: false }, { status })

export async function staffPurchaseAction(
  services: AppServices,
  user: SessionUser,
  roles: readonly Role[],
  purchaseId: string,
  form: FormData,
) {
  const viewer: PurchaseViewer = { side: 'staff', userId: user.id, roles }
  const intent = String(form.get('intent') ?? '')
  const { db } = services
  const text = (name: string) => String(form.get(name) ?? '')

  if (intent === 'step') {
    const stepId = text('stepId')
    const parsed = StepChangeSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return fail({ intent, stepId, fieldErrors: fieldErrors(parsed.error) }, 400)
    const changed = await asStaff(db, user, (tx) => changeStep(tx, viewer, purchaseId, stepId, parsed.data))
    if (!changed.ok) return fail({ intent, stepId, message: changed.error }, changed.status)
    if (changed.completed) await sendPurchaseEmail(services, purchaseId, 'step_done', stepId)
    return { intent, stepId, ok: true, message: changed.completed ? 'Saved: the buyer is e-mailed.' : 'Saved.' }
  }
  if (intent === 'add-step') {
    const parsed = NewStepSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return fail({ intent, fieldErrors: fieldErrors(parsed.error) }, 400)
    const added = await asStaff(db, user, (tx) => addStep(tx, viewer, purchaseId, parsed.data))
    if (!added.ok) return fail({ intent, message: added.error }, added.status)
    return { intent, ok: true, message: 'Step added.' }
  }
  if (intent === 'status') {
    const status = text('status') as PurchaseStatus
    if (!PURCHASE_STATUSES.includes(status)) return fail({ intent, message: 'Choose open, closed or cancelled.' }, 400)
    if (!(await asStaff(db, user, (tx) => setPurchaseStatus(tx, viewer, purchaseId, status)))) throw notFound()
    return { intent, ok: true, message: 'Saved.' }
  }
  if (intent === 'listing-status') {
    const status = text('listingStatus') as ListingStatusFromPurchase
    if (!LISTING_STATUSES_FROM_PURCHASE.includes(status))
      return fail({ intent, message: 'Choose what the listing becomes: for sale, under contract or sold.' }, 400)
    const changed = await asStaff(db, user, (tx) => setListingStatus(tx, viewer, purchaseId, status))
    if (!changed.ok) return fail({ intent, message: changed.error }, changed.status)
    return { intent, ok: true, message: 'The listing is changed.' }
  }
  if (intent === 'upload') {
    if (!(await takeRateLimit(db, DOCUMENT_UPLOAD_LIMIT, user.id)))
      return fail({ intent, message: 'That is many uploads in an hour: wait a while and try again.' }, 429)
    const file = form.get('file')
    if (!(file instanceof File) || (file.size === 0 && file.name === ''))
      return fail({ intent, message: 'Choose a file to upload.' }, 400)
    const stored = await uploadDocument(services, viewer, user, purchaseId, file)
    if (!stored.ok) return fail({ intent, message: stored.error }, stored.status)
    return { intent, ok: true, message: `${stored.fileName} is uploaded.` }
  }
  if (intent === 'delete-document') {
    const gone = await deleteDocuments(services, viewer, user, { documentId: text('documentId') })
    if (!gone) return fail({ intent, message: 'This document is not here any more.' }, 404)
    return { intent, ok: true, message: 'The document is deleted.' }
  }
  if (intent === 'delete-room') {
    if (!roles.includes('admin')) throw new Response('Only an admin can delete a document room.', { status: 403 })
    if (text('confirm').trim() !== DELETE_ROOM_WORD)
      return fail({ intent, fieldErrors: { confirm: `Type ${DELETE_ROOM_WORD} to delete every document.` } }, 400)
    const gone = await deleteDocuments(services, viewer, user, { purchaseId })
    if (gone === null) throw notFound()
    return { intent, ok: true, message: `${gone} ${gone === 1 ? 'document is' : 'documents are'} deleted.` }
  }
  return fail({ intent, message: 'This form could not be read. Reload the page and try again.' }, 400)
}

export const notFound = () => new Response('There is no purchase here that you can see.', { status: 404 })
