import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { MIN_COMPARE, compareHref } from '~/lib/compare'
import { compareList, toggleCompared } from '~/lib/compare-list'

/** "Compare" on a listing page (issue 15): puts it aside in this browser; with two or more, a link to compare them. */
export function CompareToggle({ slug, title }: { slug: string; title: string }) {
  const slugs = useSyncExternalStore(compareList.subscribe, compareList.get, compareList.serverSnapshot)
  const chosen = slugs.includes(slug)
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={`Compare ${title}`}
        onClick={() => toggleCompared(slug)}
        className={`rounded-lg border px-3 py-2 text-sm font-semibold ${chosen ? 'border-sea bg-sea text-white' : 'border-sea text-sea hover:bg-sand'}`}
      >
        {chosen ? 'In compare list' : 'Compare'}
      </button>
      {slugs.length >= MIN_COMPARE ? (
        <Link to={compareHref(slugs)} className="text-sm font-semibold text-sea underline">
          Compare {slugs.length} listings
        </Link>
      ) : null}
    </span>
  )
}
