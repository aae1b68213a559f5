import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { getServices } from '~/context.server'
import { siteMessages } from '~/i18n/catalogs/site'
import { localeFromPath } from '~/i18n/locale'
import { translator } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { recordNotFound } from '~/models/redirect-admin.server'
import type { Route } from './+types/not-found'

// SPEC §2: any other path shows a not-found page, answered with HTTP 404.
export function loader({ url, context }: Route.LoaderArgs) {
  // Counted for the 404 log on Admin → Redirects; not awaited, so it never slows or breaks the page.
  const { db, logger } = getServices(context)
  recordNotFound(db, url.pathname).catch((error: unknown) => logger.warn({ err: error }, 'could not log a 404'))
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(siteMessages, localeFromPath(location.pathname))('site.notFound.pageTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
]

export default function NotFoundRoute() {
  return <NotFound />
}
