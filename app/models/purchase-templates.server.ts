// Issue 44 item 2: the templates staff open a purchase from (Admin → Purchase Templates). A purchase copies its
// template's steps when it is opened, so changing a template never changes a purchase under way.
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { purchaseTemplates } from '~/db/schema'
import { TemplateStepsSchema } from '~/lib/purchase-rules'

export const TemplateSchema = z.object({
  name: z.string().trim().min(1, 'Give the template a name.').max(80, 'Keep the name to 80 characters.'),
  steps: TemplateStepsSchema,
})
export type TemplateInput = z.infer<typeof TemplateSchema>

export function listPurchaseTemplates(db: Database) {
  return db.select().from(purchaseTemplates).orderBy(asc(purchaseTemplates.id))
}

export type SaveTemplateResult = { ok: true; id: number } | { ok: false; status: 404 | 409; error: string }

const TAKEN = { ok: false, status: 409, error: 'Another template has this name.' } as const

/** Creates a template (id null) or replaces one's name and steps. Run it as staff (asStaff). */
export async function savePurchaseTemplate(
  tx: Database,
  id: number | null,
  template: TemplateInput,
): Promise<SaveTemplateResult> {
  try {
    // a savepoint: a taken name leaves the staff transaction usable
    return await tx.transaction(async (inner) => {
      if (id === null) {
        const [row] = await inner.insert(purchaseTemplates).values(template).returning({ id: purchaseTemplates.id })
        return { ok: true, id: row!.id } as const
      }
      const [row] = await inner
        .update(purchaseTemplates)
        .set({ ...template, updatedAt: sql`now()` })
        .where(eq(purchaseTemplates.id, id))
        .returning({ id: purchaseTemplates.id })
      return row
        ? ({ ok: true, id: row.id } as const)
        : ({ ok: false, status: 404, error: 'This template no longer exists.' } as const)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'purchase_templates_name')) return TAKEN
    throw error
  }
}

/** Removes a template; purchases opened from it keep their steps. The last one stays (a purchase needs one). */
export async function deletePurchaseTemplate(
  tx: Database,
  id: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(purchaseTemplates)) as [
    { count: number },
  ]
  if (count <= 1) return { ok: false, error: 'Keep at least one template: purchases are opened from one.' }
  await tx.delete(purchaseTemplates).where(eq(purchaseTemplates.id, id))
  return { ok: true }
}
