import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/not-found'

// SPEC §2: any other path shows a not-found page, answered with HTTP 404.
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${DEFAULT_BRAND.name}` }]

export default function NotFoundRoute() {
  return <NotFound />
}
