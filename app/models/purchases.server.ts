// Issue 44 item 2: purchases, who may see one, and the views of them. Nobody outside a purchase can reach it: the buyer
// is the contact it was opened for (their account, or the address they signed in with — a magic link proves it); on
// the staff side admins see every purchase and a broker only those they run (docs/decisions/046-purchases.md).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import {
  agents,
  contacts,
  properties,
  purchaseDocuments,
  purchaseSteps,
  purchaseTemplates,
  purchases,
} from '~/db/schema'
import type { Role } from '~/lib/roles'
import { addDays, currentStep, isOverdue, type PurchaseStatus, type PurchaseStepState } from '~/lib/purchase-rules'

/** Who is asking: a member of staff with their roles, a signed-in buyer, or the app itself (its e-mails). */
export type PurchaseViewer =
  | { side: 'staff'; userId: string; roles: readonly Role[] }
  | { side: 'buyer'; userId: string; email: string }
  | { side: 'system' }

/** Admins see every purchase; a broker only those whose agent is theirs. */
export const seesEveryPurchase = (roles: readonly Role[]) => roles.includes('admin') || roles.includes('super_admin')

/** The condition that keeps a viewer to their own purchases (used by every read and write of one). */
export function viewerCondition(viewer: PurchaseViewer): SQL | undefined {
  if (viewer.side === 'buyer')
    return sql`exists (select 1 from ${contacts} where ${contacts.id} = ${purchases.contactId} and (${contacts.userId} = ${viewer.userId} or lower(${contacts.email}) = ${viewer.email.toLowerCase()}))`
  if (viewer.side === 'system' || seesEveryPurchase(viewer.roles)) return undefined
  return sql`${purchases.agentId} in (select ${agents.id} from ${agents} where ${agents.userId} = ${viewer.userId})`
}

/** The purchase's id when the viewer may reach it; null for any other id, existing or not. */
export async function reachablePurchase(db: Database, viewer: PurchaseViewer, purchaseId: string) {
  if (!isUuid(purchaseId)) return null
  const [row] = await db
    .select({ id: purchases.id, status: purchases.status, propertyId: purchases.propertyId })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), viewerCondition(viewer)))
  return row ?? null
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export interface OpenPurchaseInput {
  contactId: string
  listingId: string
  templateId: number
  offerAcceptedOn: string
  priceUsd: number | null
}

export type OpenPurchaseResult =
  { ok: true; id: string } | { ok: false; field: 'listingId' | 'templateId' | 'contactId'; error: string }

/**
 * Opens a purchase from a template: its steps are copied, each due the template's days after the accepted offer. The
 * agent is the listing's, else the contact's. Run it in the staff member's transaction (asStaff).
 */
export async function openPurchase(
  tx: Database,
  input: OpenPurchaseInput,
  createdBy: string,
): Promise<OpenPurchaseResult> {
  const [contact] = await tx
    .select({ id: contacts.id, agentId: contacts.assignedAgentId })
    .from(contacts)
    .where(eq(contacts.id, input.contactId))
  if (!contact) return { ok: false, field: 'contactId', error: 'This contact no longer exists.' }
  const [listing] = await tx
    .select({ id: properties.id, title: properties.title, agentId: properties.agentId })
    .from(properties)
    .where(sql`upper(${properties.listingId}) = ${input.listingId.trim().toUpperCase()}`)
  if (!listing) return { ok: false, field: 'listingId', error: 'No listing has this listing ID.' }
  const [template] = await tx.select().from(purchaseTemplates).where(eq(purchaseTemplates.id, input.templateId))
  if (!template) return { ok: false, field: 'templateId', error: 'Choose a template.' }
  const [purchase] = await tx
    .insert(purchases)
    .values({
      contactId: contact.id,
      propertyId: listing.id,
      listingTitle: listing.title,
      agentId: listing.agentId ?? contact.agentId,
      priceUsd: input.priceUsd,
      offerAcceptedOn: input.offerAcceptedOn,
      createdBy,
    })
    .returning({ id: purchases.id })
  await tx.insert(purchaseSteps).values(
    template.steps.map((step, index) => ({
      purchaseId: purchase!.id,
      position: index + 1,
      title: step.title,
      titleEs: step.titleEs,
      owner: step.owner,
      dueOn: addDays(input.offerAcceptedOn, step.dueDays),
    })),
  )
  return { ok: true, id: purchase!.id }
}

export type PurchaseStep = typeof purchaseSteps.$inferSelect

/** A purchase with its steps and documents, for its staff page or the buyer's. */
export async function purchaseDetail(db: Database, viewer: PurchaseViewer, purchaseId: string) {
  if (!isUuid(purchaseId)) return null
  const [row] = await db
    .select({
      purchase: purchases,
      contact: {
        id: contacts.id,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        locale: contacts.locale,
      },
      listing: {
        slug: properties.slug,
        status: properties.status,
        titleEs: properties.titleEs,
        title: properties.title,
      },
      agent: { name: agents.name, email: agents.email },
    })
    .from(purchases)
    .innerJoin(contacts, eq(contacts.id, purchases.contactId))
    .leftJoin(properties, eq(properties.id, purchases.propertyId))
    .leftJoin(agents, eq(agents.id, purchases.agentId))
    .where(and(eq(purchases.id, purchaseId), viewerCondition(viewer)))
  if (!row) return null
  const [steps, documents] = await Promise.all([
    db
      .select()
      .from(purchaseSteps)
      .where(eq(purchaseSteps.purchaseId, purchaseId))
      .orderBy(asc(purchaseSteps.position)),
    db
      .select({
        id: purchaseDocuments.id,
        fileName: purchaseDocuments.fileName,
        contentType: purchaseDocuments.contentType,
        sizeBytes: purchaseDocuments.sizeBytes,
        uploadedByEmail: purchaseDocuments.uploadedByEmail,
        uploadedBySide: purchaseDocuments.uploadedBySide,
        createdAt: purchaseDocuments.createdAt,
      })
      .from(purchaseDocuments)
      .where(eq(purchaseDocuments.purchaseId, purchaseId))
      .orderBy(desc(purchaseDocuments.createdAt), desc(purchaseDocuments.id)),
  ])
  return { ...row, steps, documents }
}

export type PurchaseDetail = NonNullable<Awaited<ReturnType<typeof purchaseDetail>>>

/** One card of the pipeline board or of the buyer's account page. */
export interface PurchaseSummary {
  id: string
  status: PurchaseStatus
  buyerName: string
  buyerEmail: string
  listingTitle: string
  listingTitleEs: string
  listingStatus: string | null
  agentName: string | null
  stepsDone: number
  stepsTotal: number
  current: {
    title: string
    titleEs: string
    owner: string
    dueOn: string
    state: PurchaseStepState
    position: number
  } | null
  /** the first open step waiting on the buyer */
  buyerNext: { title: string; titleEs: string; dueOn: string } | null
  overdue: boolean
}

/** The viewer's purchases with where each stands, newest first; the board shows open ones, a contact's page theirs. */
export async function listPurchases(
  db: Database,
  viewer: PurchaseViewer,
  today: string,
  filter: { status?: PurchaseStatus; contactId?: string } = {},
): Promise<PurchaseSummary[]> {
  const rows = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      listingTitle: purchases.listingTitle,
      currentTitle: properties.title,
      titleEs: properties.titleEs,
      listingStatus: properties.status,
      agentName: agents.name,
    })
    .from(purchases)
    .innerJoin(contacts, eq(contacts.id, purchases.contactId))
    .leftJoin(properties, eq(properties.id, purchases.propertyId))
    .leftJoin(agents, eq(agents.id, purchases.agentId))
    .where(
      and(
        viewerCondition(viewer),
        filter.status ? eq(purchases.status, filter.status) : undefined,
        filter.contactId ? eq(purchases.contactId, filter.contactId) : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt))
  if (rows.length === 0) return []
  const steps = await db
    .select({
      purchaseId: purchaseSteps.purchaseId,
      title: purchaseSteps.title,
      titleEs: purchaseSteps.titleEs,
      owner: purchaseSteps.owner,
      dueOn: purchaseSteps.dueOn,
      state: purchaseSteps.state,
      position: purchaseSteps.position,
    })
    .from(purchaseSteps)
    .where(
      inArray(
        purchaseSteps.purchaseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(purchaseSteps.purchaseId), asc(purchaseSteps.position))
  const byPurchase = new Map<string, typeof steps>()
  for (const step of steps) byPurchase.set(step.purchaseId, [...(byPurchase.get(step.purchaseId) ?? []), step])
  return rows.map((row) => {
    const own = (byPurchase.get(row.id) ?? []).map((step) => ({ ...step, state: step.state as PurchaseStepState }))
    const current = currentStep(own)
    const buyerNext = own.find(
      (step) => step.owner === 'buyer' && (step.state === 'todo' || step.state === 'in_progress'),
    )
    return {
      id: row.id,
      status: row.status as PurchaseStatus,
      buyerName: `${row.firstName} ${row.lastName}`.trim() || row.email,
      buyerEmail: row.email,
      listingTitle: row.currentTitle ?? row.listingTitle,
      listingTitleEs: row.titleEs ?? '',
      listingStatus: row.listingStatus,
      agentName: row.agentName,
      stepsDone: own.filter((step) => step.state === 'done' || step.state === 'skipped').length,
      stepsTotal: own.length,
      current: current && {
        title: current.title,
        titleEs: current.titleEs,
        owner: current.owner,
        dueOn: current.dueOn,
        state: current.state,
        position: current.position,
      },
      buyerNext: buyerNext ? { title: buyerNext.title, titleEs: buyerNext.titleEs, dueOn: buyerNext.dueOn } : null,
      overdue: own.some((step) => isOverdue(step, today)),
    }
  })
}

/** The pipeline board: open purchases in columns by the step they stand at, overdue ones first, then by due day. */
export function pipelineColumns(summaries: readonly PurchaseSummary[]) {
  const columns = new Map<string, PurchaseSummary[]>()
  for (const summary of summaries) {
    const key = summary.current?.title ?? 'All steps done'
    columns.set(key, [...(columns.get(key) ?? []), summary])
  }
  // columns in the order of the steps (a column's earliest step), the finished ones last
  const order = (cards: PurchaseSummary[]) => Math.min(...cards.map((card) => card.current?.position ?? Infinity))
  return [...columns]
    .toSorted(([, a], [, b]) => order(a) - order(b))
    .map(([title, cards]) => ({
      title,
      cards: cards.toSorted(
        (a, b) =>
          Number(b.overdue) - Number(a.overdue) || (a.current?.dueOn ?? '').localeCompare(b.current?.dueOn ?? ''),
      ),
    }))
}
