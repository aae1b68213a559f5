import { Suspense, lazy } from 'react'
import { Link } from '~/components/site-link'
import { useAuth } from '~/auth/auth-context'
import { searchMessages } from '~/i18n/catalogs/search'
import { useLocalHref, useT } from '~/i18n/messages'

// Only signed-in buyers see the form: its code stays out of the anonymous page's first load.
const SaveSearchForm = lazy(() => import('./save-search-form'))

/**
 * "Save this search" (issue 15): the page's filters with a name and how often to hear of new matches. Anonymous
 * visitors are asked to sign in and come back to the same search; the consent that alerts need is offered inline.
 */
export function SaveSearchControl({
  query,
  defaultName,
  canEmail,
  savedAs,
}: {
  /** the canonical query of the search on screen */
  query: string
  defaultName: string
  /** the buyer already agreed to New Property Listings e-mails */
  canEmail: boolean
  /** the name this search is saved under, when it is */
  savedAs: string | null
}) {
  const { account } = useAuth()
  const t = useT(searchMessages)
  const href = useLocalHref()
  // this search in the page's language, where signing in comes back to and the form posts to
  const here = href(query ? `/properties?${query}` : '/properties')
  if (!account) {
    return (
      <p className="text-sm">
        <Link
          to={href(`/login?redirectTo=${encodeURIComponent(here)}`)}
          className="font-semibold text-sea underline underline-offset-4"
        >
          {t('search.save.signIn')}
        </Link>{' '}
        {t('search.save.signInWhy')}
      </p>
    )
  }
  return (
    <Suspense fallback={null}>
      <SaveSearchForm query={query} here={here} defaultName={defaultName} canEmail={canEmail} savedAs={savedAs} />
    </Suspense>
  )
}
