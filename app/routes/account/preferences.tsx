import { PageHeader } from '~/components/page-header'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/preferences'

export const meta: Route.MetaFunction = () => [{ title: `Marketing preferences | ${DEFAULT_BRAND.name}` }]

export default function Page() {
  return (
    <PageHeader
      title="Marketing preferences"
      lead={`To change what we send you, write to ${DEFAULT_BRAND.email} and we will update your preferences the same day.`}
    />
  )
}
