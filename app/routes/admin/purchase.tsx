// Admin → Purchases → one purchase (issue 44 items 2 and 3): its steps (state, due day, owner, title; a step added),
// the purchase closed or cancelled, its listing under contract or sold, and its document room. A broker reaches only
// the purchases they run; any other id is the same 404. Private like every admin page.
import { Form } from 'react-router'
import { PurchaseDocumentsAdmin } from '~/components/admin/purchase-documents'
import { PurchaseStepsAdmin } from '~/components/admin/purchase-steps'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { documentHref } from '~/http/purchase-document-links.server'
import { notFound, staffPurchaseAction } from '~/http/purchase-staff-actions.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { formatDateTime, formatDay, formatPrice } from '~/lib/format'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import { STATUS_LABELS, type PurchaseStatus } from '~/lib/purchase-rules'
import { roatanDate } from '~/lib/tour-slots'
import { purchaseDetail } from '~/models/purchases.server'
import type { Route } from './+types/purchase'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'purchases/:id')!

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const { db, config } = getServices(context)
  const detail = await purchaseDetail(db, { side: 'staff', userId: user.id, roles }, params.id)
  if (!detail) throw notFound()
  return {
    ...detail,
    today: roatanDate(new Date()),
    canDeleteRoom: roles.includes('admin'),
    documents: detail.documents.map((document) => ({
      ...document,
      when: formatDateTime(document.createdAt),
      href: documentHref(config, { documentId: document.id, userId: user.id, side: 'staff' }),
    })),
  }
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  return staffPurchaseAction(getServices(context), user, roles, params.id, await readForm(request))
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Purchase: ${loaderData.purchase.listingTitle} | Admin` : 'Purchase | Admin' },
]

export default function PurchaseAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { purchase, contact, listing, agent, steps, documents, today, canDeleteRoom } = loaderData
  const named = `${contact.firstName} ${contact.lastName}`.trim()
  const buyer = named || contact.email
  const status = purchase.status as PurchaseStatus
  const listingStatus = listing?.status as PropertyStatus | undefined
  const result = actionData ?? null
  const general = result && ['status', 'listing-status'].includes(result.intent) ? result : null
  return (
    <>
      <p>
        <Link to="/admin/purchases" className="text-sm underline">
          All purchases
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">
        Purchase of {purchase.listingTitle} by {buyer}
      </h1>
      <dl className="mt-4 grid max-w-3xl gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Buyer</dt>
        <dd>
          <Link to={`/admin/contacts/profile/${contact.id}`} className="underline">
            {buyer}
          </Link>{' '}
          ({named ? `${contact.email}, ` : ''}e-mails in {contact.locale === 'es' ? 'Spanish' : 'English'})
        </dd>
        <dt className="font-semibold">Listing</dt>
        <dd>
          {listing ? (
            <Link to={`/property/${listing.slug}`} className="underline">
              {listing.title}
            </Link>
          ) : (
            `${purchase.listingTitle} (deleted)`
          )}
          {listingStatus ? ` · ${PROPERTY_STATUS_LABELS[listingStatus]}` : ''}
        </dd>
        <dt className="font-semibold">Agent</dt>
        <dd>{agent?.name ?? 'None'}</dd>
        <dt className="font-semibold">Offer accepted</dt>
        <dd>{formatDay(purchase.offerAcceptedOn)}</dd>
        <dt className="font-semibold">Agreed price</dt>
        <dd>{purchase.priceUsd ? formatPrice(purchase.priceUsd) : 'Not given'}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{STATUS_LABELS[status]}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="status" />
          {status !== 'closed' ? (
            <Button type="submit" size="sm" variant="secondary" name="status" value="closed">
              Close: keys handed over
            </Button>
          ) : null}
          {status !== 'cancelled' ? (
            <Button type="submit" size="sm" variant="secondary" name="status" value="cancelled">
              Cancel the purchase
            </Button>
          ) : null}
          {status !== 'open' ? (
            <Button type="submit" size="sm" variant="secondary" name="status" value="open">
              Reopen
            </Button>
          ) : null}
        </Form>
        {listingStatus ? (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="listing-status" />
            {(['under_contract', 'sold', 'active'] as const)
              .filter((next) => next !== listingStatus)
              .map((next) => (
                <Button key={next} type="submit" size="sm" variant="secondary" name="listingStatus" value={next}>
                  {next === 'active'
                    ? 'Put the listing back on sale'
                    : `Mark the listing ${PROPERTY_STATUS_LABELS[next].toLowerCase()}`}
                </Button>
              ))}
          </Form>
        ) : null}
      </div>
      {general ? (
        <p role={general.ok ? 'status' : 'alert'} className={`mt-3 font-medium ${general.ok ? '' : 'text-coral-dark'}`}>
          {general.message}
        </p>
      ) : null}
      <PurchaseStepsAdmin steps={steps} today={today} open={status === 'open'} result={result} />
      <PurchaseDocumentsAdmin documents={documents} canDeleteRoom={canDeleteRoom} result={result} />
    </>
  )
}
