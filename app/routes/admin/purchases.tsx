// Admin → Purchases (issue 44 item 2): the pipeline board — open purchases in columns by the step each stands at,
// overdue ones first — and the listing put under contract or sold from a card. Closed and cancelled purchases are a
// list of their own. Admins see every purchase, a broker those they run. Private like every admin page.
import { Form, data } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { formatDay } from '~/lib/format'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import { OWNER_LABELS, PURCHASE_STATUSES, STATUS_LABELS, type PurchaseStatus } from '~/lib/purchase-rules'
import { roatanDate } from '~/lib/tour-slots'
import { asStaff } from '~/models/audit.server'
import { LISTING_STATUSES_FROM_PURCHASE, setListingStatus } from '~/models/purchase-steps.server'
import { listPurchases, pipelineColumns, type PurchaseSummary } from '~/models/purchases.server'
import type { Route } from './+types/purchases'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'purchases')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const asked = url.searchParams.get('status')
  const status: PurchaseStatus = PURCHASE_STATUSES.includes(asked as PurchaseStatus)
    ? (asked as PurchaseStatus)
    : 'open'
  const summaries = await listPurchases(
    getServices(context).db,
    { side: 'staff', userId: user.id, roles },
    roatanDate(new Date()),
    {
      status,
    },
  )
  return {
    status,
    columns: status === 'open' ? pipelineColumns(summaries) : [{ title: STATUS_LABELS[status], cards: summaries }],
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const form = await readForm(request)
  const status = form.get('listingStatus')
  if (form.get('intent') !== 'listing-status' || !LISTING_STATUSES_FROM_PURCHASE.includes(status as never))
    return data({ error: 'Choose what the listing becomes: for sale, under contract or sold.' }, { status: 400 })
  const viewer = { side: 'staff', userId: user.id, roles } as const
  const result = await asStaff(getServices(context).db, user, (tx) =>
    setListingStatus(
      tx,
      viewer,
      String(form.get('purchaseId') ?? ''),
      status as (typeof LISTING_STATUSES_FROM_PURCHASE)[number],
    ),
  )
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  return { error: undefined }
}

const VIEWS: { status: PurchaseStatus; label: string }[] = [
  { status: 'open', label: 'Pipeline' },
  { status: 'closed', label: 'Closed' },
  { status: 'cancelled', label: 'Cancelled' },
]

export default function Purchases({ loaderData, actionData }: Route.ComponentProps) {
  const { status, columns } = loaderData
  return (
    <>
      <h1 className="text-2xl">Purchases</h1>
      <p className="mt-2 max-w-3xl text-ink/80">
        Open a purchase from the buyer&rsquo;s contact profile when an offer is accepted. Each column is the step the
        purchase stands at; overdue ones come first. The steps each purchase starts with are on Purchase Templates.
      </p>
      <nav aria-label="Purchases shown" className="mt-4 flex flex-wrap gap-2">
        {VIEWS.map((view) => (
          <Link
            key={view.status}
            to={view.status === 'open' ? '/admin/purchases' : `?status=${view.status}`}
            aria-current={view.status === status ? 'page' : undefined}
            className="rounded-full px-3 py-1 text-sm ring-1 ring-sea/40 aria-[current=page]:bg-sea aria-[current=page]:text-white"
          >
            {view.label}
          </Link>
        ))}
      </nav>
      {actionData?.error ? (
        <p role="alert" className="mt-4 font-medium text-coral-dark">
          {actionData.error}
        </p>
      ) : null}
      {columns.every((column) => column.cards.length === 0) ? (
        <p className="mt-6">No purchases here.</p>
      ) : (
        <div className="mt-6 flex gap-4 overflow-x-auto pb-4">
          {columns.map((column) => (
            <section key={column.title} aria-label={column.title} className="w-72 shrink-0 rounded-xl bg-sand/60 p-3">
              <h2 className="text-base font-semibold">
                {column.title} <span className="font-normal text-ink/70">({column.cards.length})</span>
              </h2>
              <ul className="mt-3 space-y-3">
                {column.cards.map((card) => (
                  <PurchaseCard key={card.id} card={card} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  )
}

function PurchaseCard({ card }: { card: PurchaseSummary }) {
  const listingStatus = card.listingStatus as PropertyStatus | null
  return (
    <li className={`rounded-lg bg-white p-3 shadow-sm ${card.overdue ? 'ring-2 ring-coral-dark' : ''}`}>
      <Link to={`/admin/purchases/${card.id}`} className="font-semibold text-reef-dark underline">
        {card.buyerName}
      </Link>
      <p className="text-sm">{card.listingTitle}</p>
      <p className="text-sm text-ink/80">
        {card.stepsDone} of {card.stepsTotal} steps done{card.agentName ? ` · ${card.agentName}` : ''}
      </p>
      {card.current ? (
        <p className="text-sm">
          Due {formatDay(card.current.dueOn)} (
          {OWNER_LABELS.en[card.current.owner as keyof (typeof OWNER_LABELS)['en']]})
          {card.overdue ? <strong className="ml-1 text-coral-dark">Overdue</strong> : null}
        </p>
      ) : null}
      {listingStatus ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="intent" value="listing-status" />
          <input type="hidden" name="purchaseId" value={card.id} />
          <span>Listing: {PROPERTY_STATUS_LABELS[listingStatus]}</span>
          {listingStatus !== 'under_contract' && listingStatus !== 'sold' ? (
            <Button type="submit" size="sm" variant="secondary" name="listingStatus" value="under_contract">
              Mark under contract
            </Button>
          ) : null}
          {listingStatus !== 'sold' ? (
            <Button type="submit" size="sm" variant="secondary" name="listingStatus" value="sold">
              Mark sold
            </Button>
          ) : null}
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink/70">The listing has been deleted.</p>
      )}
    </li>
  )
}
