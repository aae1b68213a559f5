import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listActiveAgents } from '~/models/content.server'
import type { Route } from './+types/agents'
import { localeFromPath } from '~/i18n/locale'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    locale: localeFromPath(location.pathname),
    title: `Our agents | ${DEFAULT_BRAND.name}`,
    description: 'Meet the agents who help buyers from the US, Canada and Europe find property on Roatan.',
    path: '/agents',
    appUrl: appUrlFromMatches(matches),
  })

export async function loader({ context }: Route.LoaderArgs) {
  return { agents: await listActiveAgents(getServices(context).db) }
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Our agents" lead="Local people who answer fast and explain every step." />
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {loaderData.agents.map((agent) => (
          <li key={agent.slug} className="rounded-2xl p-6 shadow-md ring-1 ring-black/5">
            <h2 className="text-xl">
              <Link to={`/agent/${agent.slug}`} className="hover:underline">
                {agent.name}
              </Link>
            </h2>
            <p className="text-ink/75">{agent.title}</p>
            <p className="mt-2 text-sm">Speaks {agent.languages.join(', ')}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
