import { useSyncExternalStore } from 'react'
import { Link } from '~/components/site-link'
import { homeMessages } from '~/i18n/catalogs/home'
import { useLocalHref, useT } from '~/i18n/messages'
import { formatPrice } from '~/lib/format'
import { recentlyViewed } from '~/lib/recently-viewed'

/** "Recently viewed" for a returning visitor (issue 15): from this browser only; nothing until it has something. */
export function RecentlyViewed({ className = '' }: { className?: string }) {
  const items = useSyncExternalStore(recentlyViewed.subscribe, recentlyViewed.get, recentlyViewed.serverSnapshot)
  const t = useT(homeMessages)
  const href = useLocalHref()
  if (items.length === 0) return null
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
        {items.map((item) => (
          <li key={item.id} className="w-56 shrink-0 overflow-hidden rounded-xl bg-white shadow ring-1 ring-black/5">
            <Link to={href(`/property/${item.slug}`)} className="block">
              <div className="aspect-[3/2] bg-sand">
                {item.cover ? (
                  <img src={item.cover} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <p className="px-3 pt-2 text-lg font-bold text-sea">{formatPrice(item.priceUsd)}</p>
              {/* the padding outside the clamped lines: inside, it would show the top of a third line (issue 43) */}
              <div className="px-3 pb-3">
                <p className="line-clamp-2 text-sm font-semibold">{item.title}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
