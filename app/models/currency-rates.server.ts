// The exchange rates staff keep for buyers' currencies (issue 16). Read by every public page (root loader, from memory
// until content changes: the table notifies like other content).
import { asc, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { currencyRates } from '~/db/schema'
import type { BuyerCurrency, CurrencyRate } from '~/lib/currency'

export async function listCurrencyRates(db: Database): Promise<CurrencyRate[]> {
  const rows = await db
    .select({ code: currencyRates.code, perUsd: currencyRates.perUsd, asOf: currencyRates.asOf })
    .from(currencyRates)
    .orderBy(asc(currencyRates.code))
  return rows.map((row) => ({ ...row, code: row.code as BuyerCurrency }))
}

/** Sets the rates given (others stay); a currency without a rate is not offered to visitors. */
export async function saveCurrencyRates(
  db: Database,
  rates: { code: BuyerCurrency; perUsd: number | null; asOf: string }[],
  userId: string,
) {
  await db.transaction(async (tx) => {
    for (const rate of rates) {
      if (rate.perUsd === null) {
        await tx.delete(currencyRates).where(sql`${currencyRates.code} = ${rate.code}`)
        continue
      }
      await tx
        .insert(currencyRates)
        .values({ code: rate.code, perUsd: rate.perUsd, asOf: rate.asOf, updatedBy: userId })
        .onConflictDoUpdate({
          target: currencyRates.code,
          set: { perUsd: rate.perUsd, asOf: rate.asOf, updatedBy: userId, updatedAt: sql`now()` },
        })
    }
  })
}
