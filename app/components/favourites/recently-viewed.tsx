import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from '~/components/site-link'
import { homeMessages } from '~/i18n/catalogs/home'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { formatPrice } from '~/lib/format'
import { type CurrentListing, fetchCurrentListings, recentlyViewed } from '~/lib/recently-viewed'

/**
 * "Recently viewed" for a returning visitor (issue 15): from this browser only; nothing until it has something.
 * Issue 43: the kept ids are read again from the server, so each card shows the listing's current price and its title
 * in the page's language; a listing that left the site leaves the list. Until that answer (or without it, offline) a
 * card shows the title it kept, marked English where the page is not, and no price rather than an old one.
 */
export function RecentlyViewed({ className = '' }: { className?: string }) {
  const items = useSyncExternalStore(recentlyViewed.subscribe, recentlyViewed.get, recentlyViewed.serverSnapshot)
  const t = useT(homeMessages)
  const href = useLocalHref()
  const locale = useLocale()
  const ids = items.map((item) => item.id).join(',')
  const [current, setCurrent] = useState<{ ids: string; listings: Map<number, CurrentListing> } | null>(null)
  useEffect(() => {
    if (ids === '') return
    let cancelled = false
    fetchCurrentListings(ids.split(',').map(Number), locale).then(
      (listings) => {
        if (!cancelled) setCurrent({ ids, listings })
      },
      () => undefined, // offline: the kept titles stay, without prices
    )
    return () => {
      cancelled = true
    }
  }, [ids, locale])
  const now = current?.ids === ids ? current.listings : null
  const cards = items.flatMap((item): (Omit<CurrentListing, 'priceUsd'> & { priceUsd: number | null })[] => {
    if (!now) return [{ ...item, titleLang: 'en', priceUsd: null }]
    const listing = now.get(item.id)
    return listing ? [listing] : []
  })
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recently-viewed-heading" className="text-2xl">
          {t('home.recent.title')}
        </h2>
        <button
          type="button"
          onClick={() => recentlyViewed.set([])}
          className="text-sm font-semibold text-sea underline"
        >
          {t('home.recent.clear')}
        </button>
      </div>
      <ul className="mt-4 flex gap-4 overflow-x-auto pb-2">
        {cards.map((card) => (
          <li key={card.id} className="w-56 shrink-0 overflow-hidden rounded-xl bg-white shadow ring-1 ring-black/5">
            <Link to={href(`/property/${card.slug}`)} className="block">
              <div className="aspect-[3/2] bg-sand">
                {card.cover ? (
                  <img src={card.cover} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : null}
              </div>
              {/* the line keeps its height while the current price is on its way, so the cards do not jump */}
              <p className="min-h-9 px-3 pt-2 text-lg font-bold text-sea">
                {card.priceUsd === null ? null : formatPrice(card.priceUsd)}
              </p>
              {/* the whole title: a clamp cut the place names that tell listings apart (issue 43) */}
              <p
                className="px-3 pb-3 text-sm font-semibold break-words"
                lang={card.titleLang !== locale ? card.titleLang : undefined}
              >
                {card.title}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
