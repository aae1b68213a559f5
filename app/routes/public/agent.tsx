import { data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { getActiveAgent } from '~/models/content.server'
import type { Route } from './+types/agent'

export async function loader({ params, context }: Route.LoaderArgs) {
  const agent = await getActiveAgent(getServices(context).db, params.slug)
  if (!agent) throw data('Not found', { status: 404 })
  return { agent }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? [{ title: `${loaderData.agent.name}, ${loaderData.agent.title} | ${DEFAULT_BRAND.name}` }] : []

export default function Agent({ loaderData }: Route.ComponentProps) {
  const { agent } = loaderData
  return (
    <>
      <PageHeader title={agent.name} lead={agent.title} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p>{agent.bio}</p>
        <p className="mt-4">
          <a className="font-semibold text-reef-dark underline" href={`mailto:${agent.email}`}>
            {agent.email}
          </a>
          {' · '}
          <a className="font-semibold text-reef-dark underline" href={`tel:${agent.phone.replace(/[^+\d]/g, '')}`}>
            {agent.phone}
          </a>
        </p>
      </div>
    </>
  )
}
