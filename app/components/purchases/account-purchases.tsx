// Issue 44 item 2: on /my-account, each purchase the buyer is making — where it stands and what is due from them
// next — with the way to its steps and documents. Nothing is shown to a buyer without one.
import { Link } from '~/components/site-link'
import { purchasesMessages } from '~/i18n/catalogs/purchases'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { formatDay } from '~/lib/format'
import { localizedText } from '~/lib/localized-content'
import { stepTitleIn } from '~/lib/purchase-rules'
import type { PurchaseSummary } from '~/models/purchases.server'

export function AccountPurchases({ purchases }: { purchases: readonly PurchaseSummary[] }) {
  const t = useT(purchasesMessages)
  const locale = useLocale()
  const href = useLocalHref()
  if (purchases.length === 0) return null
  return (
    <section aria-labelledby="purchases-heading" className="md:col-span-3">
      <h2 id="purchases-heading" className="text-xl">
        {t('purchases.account.heading')}
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {purchases.map((purchase) => {
          const title = localizedText(purchase.listingTitle, purchase.listingTitleEs, locale)
          return (
            <li key={purchase.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
              <p className="font-semibold" lang={title.lang}>
                {title.text}
              </p>
              <p className="text-sm">
                {t('purchases.page.progress', { done: purchase.stepsDone, total: purchase.stepsTotal })}
              </p>
              <p className="mt-1">
                {purchase.status === 'closed'
                  ? t('purchases.page.closed')
                  : purchase.status === 'cancelled'
                    ? t('purchases.page.cancelled')
                    : !purchase.current
                      ? t('purchases.account.allDone')
                      : purchase.current.title === purchase.buyerNext?.title
                        ? null // "Next from you" below names it
                        : t('purchases.account.now', { step: stepTitleIn(purchase.current, locale) })}
              </p>
              {purchase.status === 'open' && purchase.buyerNext ? (
                <p className="mt-1 font-medium">
                  {t('purchases.page.nextYours', {
                    step: stepTitleIn(purchase.buyerNext, locale),
                    day: formatDay(purchase.buyerNext.dueOn, locale),
                  })}
                </p>
              ) : null}
              <p className="mt-3">
                <Link
                  to={href(`/my-account/purchases/${purchase.id}`)}
                  className="font-semibold text-reef-dark underline"
                >
                  {t('purchases.account.open')}
                </Link>
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
