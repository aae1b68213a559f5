// The safety catch on the RETS screen (issue 40 item 9): why the newest run took nothing off the market, which
// listings wait, and "Apply removals" for an admin — or, once applied, when and by whom.
import { Form, useNavigation } from 'react-router'
import type { RemovalHold } from '~/feed/held-removals.server'
import { formatDateTime } from '~/lib/format'
import { buttonClasses } from '~/components/ui/button'

const listings = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'listing' : 'listings'}`

export function RemovalHoldPanel({ hold, answer }: { hold: RemovalHold; answer?: { ok: boolean; message: string } }) {
  const navigation = useNavigation()
  const applying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'apply-removals'
  const waiting = hold.heldCount > 0 && !hold.appliedAt
  return (
    <section
      aria-labelledby="feed-hold-title"
      className={`mt-6 rounded-xl bg-white p-4 shadow ring-1 ${waiting ? 'ring-2 ring-coral-dark' : 'ring-black/5'}`}
    >
      <h2 id="feed-hold-title" className="text-lg font-semibold text-sea">
        {hold.appliedAt ? 'Removals applied' : 'Removals held'}
      </h2>
      <p className="mt-1 font-medium">{hold.reason}</p>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className="mt-2 font-medium">
          {answer.message}
        </p>
      ) : null}
      {hold.appliedAt ? (
        <p className="mt-2 text-sm">
          Applied {formatDateTime(hold.appliedAt)}
          {hold.appliedBy ? ` by ${hold.appliedBy}` : ''}: the held listings the MLS had not listed again went off
          market; they come back if the MLS lists them again.
        </p>
      ) : waiting ? (
        <>
          <p className="mt-2 text-sm">
            {listings(hold.heldCount)} the MLS no longer offers stay on the site until an admin applies the removals.
            Listings the MLS sends again before then stay; a later run within the limit decides afresh.
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {hold.shown.map((listing) => (
              <li key={listing.listingKey}>
                {listing.listingId} — {listing.title}
              </li>
            ))}
            {hold.heldCount > hold.shown.length ? (
              <li>and {listings(hold.heldCount - hold.shown.length)} more</li>
            ) : null}
          </ul>
          <Form
            method="post"
            className="mt-3"
            onSubmit={(event) => {
              const question = `Take up to ${listings(hold.heldCount)} off market now? Those the MLS listed again stay.`
              if (!window.confirm(question)) event.preventDefault()
            }}
          >
            <input type="hidden" name="runId" value={hold.runId} />
            <button
              type="submit"
              name="intent"
              value="apply-removals"
              disabled={applying}
              className={buttonClasses({ variant: 'cta', size: 'xl', className: 'disabled:opacity-60' })}
            >
              {applying ? 'Applying…' : 'Apply removals'}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-sm">No listing the site shows is missing from the key list, so none waits.</p>
      )}
    </section>
  )
}
