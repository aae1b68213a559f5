// Issue 44 item 2: staff move a purchase along — a step's state, due day, owner and title, a step added, the purchase
// closed or cancelled, its listing under contract or sold. Each write checks the purchase is the staff member's to
// change (viewerCondition) and runs in their transaction (asStaff), so the audit log has it.
import { and, eq, max, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { purchaseSteps, purchases } from '~/db/schema'
import { PURCHASE_STATUSES, PURCHASE_STEP_STATES, TemplateStepSchema, type PurchaseStatus } from '~/lib/purchase-rules'
import { bulkSetPropertyStatus } from './admin-property.server'
import { reachablePurchase, type PurchaseViewer } from './purchases.server'

const day = z.iso.date({ error: 'Enter the due day as a date.' })

export const StepChangeSchema = TemplateStepSchema.pick({ title: true, titleEs: true, owner: true }).extend({
  dueOn: day,
  state: z.enum(PURCHASE_STEP_STATES, { error: 'Choose a state.' }),
})
export type StepChange = z.infer<typeof StepChangeSchema>

export const NewStepSchema = TemplateStepSchema.pick({ title: true, titleEs: true, owner: true }).extend({ dueOn: day })
export type NewStep = z.infer<typeof NewStepSchema>

export type StepChangeResult =
  | { ok: true; completed: boolean }
  | { ok: false; status: 404; error: string }
  | { ok: false; status: 409; error: string }

const NO_PURCHASE = { ok: false, status: 404, error: 'There is no purchase here that you can change.' } as const
const CLOSED = {
  ok: false,
  status: 409,
  error: 'This purchase is closed or cancelled: reopen it before changing its steps.',
} as const

/** Saves a step; `completed` is true when it has just become done (the buyer is told, after the commit). */
export async function changeStep(
  tx: Database,
  viewer: PurchaseViewer,
  purchaseId: string,
  stepId: string,
  change: StepChange,
): Promise<StepChangeResult> {
  const purchase = await reachablePurchase(tx, viewer, purchaseId)
  if (!purchase) return NO_PURCHASE
  if (purchase.status !== 'open') return CLOSED
  const [before] = await tx
    .select({ state: purchaseSteps.state })
    .from(purchaseSteps)
    .where(and(eq(purchaseSteps.id, stepId), eq(purchaseSteps.purchaseId, purchaseId)))
    .for('update')
  if (!before) return { ok: false, status: 404, error: 'This step is not part of the purchase.' }
  const completed = change.state === 'done' && before.state !== 'done'
  await tx
    .update(purchaseSteps)
    .set({
      ...change,
      completedAt: change.state === 'done' ? (completed ? sql`now()` : undefined) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(purchaseSteps.id, stepId))
  await touch(tx, purchaseId)
  return { ok: true, completed }
}

/** Adds a step at the end (staff add what a purchase needs beyond its template). */
export async function addStep(tx: Database, viewer: PurchaseViewer, purchaseId: string, step: NewStep) {
  const purchase = await reachablePurchase(tx, viewer, purchaseId)
  if (!purchase) return NO_PURCHASE
  if (purchase.status !== 'open') return CLOSED
  const [last] = await tx
    .select({ position: max(purchaseSteps.position) })
    .from(purchaseSteps)
    .where(eq(purchaseSteps.purchaseId, purchaseId))
  await tx.insert(purchaseSteps).values({ purchaseId, position: (last?.position ?? 0) + 1, ...step })
  await touch(tx, purchaseId)
  return { ok: true, completed: false } as const
}

/** Closes (keys handed over), cancels or reopens a purchase. */
export async function setPurchaseStatus(
  tx: Database,
  viewer: PurchaseViewer,
  purchaseId: string,
  status: PurchaseStatus,
) {
  if (!PURCHASE_STATUSES.includes(status)) return false
  const purchase = await reachablePurchase(tx, viewer, purchaseId)
  if (!purchase) return false
  await tx
    .update(purchases)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(purchases.id, purchaseId))
  return true
}

/** What the purchase's listing can be set to from the purchase: back on the market, under contract, or sold. */
export const LISTING_STATUSES_FROM_PURCHASE = ['active', 'under_contract', 'sold'] as const
export type ListingStatusFromPurchase = (typeof LISTING_STATUSES_FROM_PURCHASE)[number]

export type ListingStatusResult = { ok: true } | { ok: false; status: 404 | 409; error: string }

export async function setListingStatus(
  tx: Database,
  viewer: PurchaseViewer,
  purchaseId: string,
  status: ListingStatusFromPurchase,
): Promise<ListingStatusResult> {
  const purchase = await reachablePurchase(tx, viewer, purchaseId)
  if (!purchase) return NO_PURCHASE
  if (purchase.propertyId === null)
    return { ok: false, status: 409, error: 'The listing of this purchase has been deleted.' }
  // the rules of Admin → Properties' bulk change: a feed listing's status is the feed's, a listing shown needs its facts
  const { skipped } = await bulkSetPropertyStatus(tx, [purchase.propertyId], status)
  if (skipped[0]) return { ok: false, status: 409, error: `The listing keeps its status: ${skipped[0].reason}.` }
  return { ok: true }
}

const touch = (tx: Database, purchaseId: string) =>
  tx
    .update(purchases)
    .set({ updatedAt: sql`now()` })
    .where(eq(purchases.id, purchaseId))
