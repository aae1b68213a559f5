// Issue 44 item 2: a contact's purchases on their profile, and "Open a purchase" when an offer of theirs is accepted
// (admins and brokers; an editor sees neither).
import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { STATUS_LABELS, type PurchaseStatus } from '~/lib/purchase-rules'

export interface ContactPurchases {
  purchases: { id: string; listingTitle: string; status: string; stepsDone: number; stepsTotal: number }[]
  templates: { id: number; name: string }[]
  today: string
}

export function ContactPurchasesSection({
  data,
  errors,
  busy,
}: {
  data: ContactPurchases | null
  errors: Record<string, string | undefined>
  busy: boolean
}) {
  if (!data) return null
  return (
    <section aria-labelledby="purchases-heading" className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
      <h2 id="purchases-heading" className="text-xl">
        Purchases
      </h2>
      {data.purchases.length === 0 ? (
        <p className="mt-2 text-sm text-ink/80">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {data.purchases.map((purchase) => (
            <li key={purchase.id}>
              <Link to={`/admin/purchases/${purchase.id}`} className="underline">
                {purchase.listingTitle}
              </Link>{' '}
              — {STATUS_LABELS[purchase.status as PurchaseStatus]}, {purchase.stepsDone} of {purchase.stepsTotal} steps
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="purchase" />
        <h3 className="font-semibold">Open a purchase</h3>
        <FormField id="purchase-listing" name="listingId" label="Listing ID" error={errors.listingId} />
        <FormField
          id="purchase-template"
          name="templateId"
          label="Template"
          as="select"
          options={Object.fromEntries(data.templates.map((template) => [String(template.id), template.name]))}
          defaultValue={data.templates[0] ? String(data.templates[0].id) : ''}
          error={errors.templateId}
        />
        <FormField
          id="purchase-accepted"
          name="offerAcceptedOn"
          label="Offer accepted on"
          type="date"
          defaultValue={data.today}
          error={errors.offerAcceptedOn}
        />
        <FormField
          id="purchase-price"
          name="priceUsd"
          label="Agreed price (US$, optional)"
          inputMode="numeric"
          error={errors.priceUsd}
        />
        {errors.contactId ? (
          <p role="alert" className="font-medium text-coral-dark">
            {errors.contactId}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          Open purchase
        </Button>
      </Form>
    </section>
  )
}
