// The closing-cost items staff keep (issue 16), read by listing pages and the buying guide (from memory until content
// changes: the table notifies like other content).
import { asc } from 'drizzle-orm'
import { contentMemo } from '~/cache-registry.server'
import type { Database } from '~/db/client.server'
import { closingCostItems } from '~/db/schema'
import type { ClosingCostItem } from '~/lib/closing-costs'

export function listClosingCostItems(db: Database): Promise<ClosingCostItem[]> {
  return db
    .select({
      label: closingCostItems.label,
      percent: closingCostItems.percent,
      fixedUsd: closingCostItems.fixedUsd,
      note: closingCostItems.note,
    })
    .from(closingCostItems)
    .orderBy(asc(closingCostItems.sortOrder), asc(closingCostItems.id))
}

const memo = contentMemo<ClosingCostItem[]>('closing-costs', 1)

/** The items as public pages read them: from memory until content changes. */
export function publicClosingCostItems(db: Database): Promise<ClosingCostItem[]> {
  return memo('items', () => listClosingCostItems(db))
}

/** Replaces the items with these, in this order, at once. */
export async function saveClosingCostItems(db: Database, items: ClosingCostItem[]) {
  await db.transaction(async (tx) => {
    await tx.delete(closingCostItems)
    if (items.length > 0)
      await tx.insert(closingCostItems).values(items.map((item, index) => ({ ...item, sortOrder: index + 1 })))
  })
}
