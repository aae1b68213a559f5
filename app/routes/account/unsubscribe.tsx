import { PageHeader } from '~/components/page-header'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = () => [{ title: `Unsubscribe | ${DEFAULT_BRAND.name}` }]

export default function Page() {
  return (
    <PageHeader
      title="Unsubscribe"
      lead={`To change what we send you, write to ${DEFAULT_BRAND.email} and we will update your preferences the same day.`}
    />
  )
}
