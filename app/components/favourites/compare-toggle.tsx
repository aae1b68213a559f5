import { useSyncExternalStore } from 'react'
import { Link } from '~/components/site-link'
import { cardsMessages } from '~/i18n/catalogs/cards'
import { useLocalHref, useT } from '~/i18n/messages'
import { MIN_COMPARE, compareHref } from '~/lib/compare'
import { compareList, toggleCompared } from '~/lib/compare-list'

/** "Compare" on a listing page (issue 15): puts it aside in this browser; with two or more, a link to compare them. */
export function CompareToggle({ slug, title }: { slug: string; title: string }) {
  const slugs = useSyncExternalStore(compareList.subscribe, compareList.get, compareList.serverSnapshot)
  const chosen = slugs.includes(slug)
  const t = useT(cardsMessages)
  const href = useLocalHref()
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={t('cards.compare.toggle', { title })}
        onClick={() => toggleCompared(slug)}
        className={`rounded-lg border px-3 py-2 text-sm font-semibold ${chosen ? 'border-sea bg-sea text-white' : 'border-sea text-sea hover:bg-sand'}`}
      >
        {chosen ? t('cards.compare.chosen') : t('cards.compare.compare')}
      </button>
      {slugs.length >= MIN_COMPARE ? (
        <Link to={href(compareHref(slugs))} className="text-sm font-semibold text-sea underline">
          {t('cards.compare.link', { count: slugs.length })}
        </Link>
      ) : null}
    </span>
  )
}
