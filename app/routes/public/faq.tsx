import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { listFaq } from '~/models/content.server'
import type { Route } from './+types/faq'

export const meta: Route.MetaFunction = () => [
  { title: `Frequently asked questions | ${DEFAULT_BRAND.name}` },
  {
    name: 'description',
    content: 'Answers on buying property in Roatan as a foreigner: ownership, closing costs, taxes, residency.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await listFaq(getServices(context).db) }
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Frequently asked questions" lead="What buyers ask us most, answered plainly." />
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-10 sm:px-6">
        {loaderData.entries.map((entry) => (
          <details key={entry.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
            <summary className="cursor-pointer font-semibold text-sea">{entry.question}</summary>
            <p className="mt-3 whitespace-pre-line">{entry.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}
