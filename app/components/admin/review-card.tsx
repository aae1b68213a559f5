// One entry of the /admin/reviews queue with its moderation buttons. Every button posts to the screen's action,
// which checks the role again (SPEC §6).
import { useRef } from 'react'
import { Form } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { formatDateTime } from '~/lib/format'
import { REPLY_MAX, REVIEW_KINDS, REVIEW_STATUSES, type ReviewKind, type ReviewStatus } from '~/lib/review-schemas'

export interface ReviewCardData {
  id: number
  kind: string
  authorName: string
  authorLocation: string
  rating: number
  title: string
  body: string
  status: string
  featured: boolean
  reply: string | null
  createdAt: Date | string
  agentName: string | null
}

const STATUS_CLASSES: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-reef/15 text-sea-dark',
  hidden: 'bg-ink/10 text-ink',
}

// The shape of the small buttons below that are not primary ones.
const BUTTON = 'rounded-lg px-3 py-1.5 text-sm font-semibold'

function ActionButton({
  id,
  intent,
  label,
  className,
}: {
  id: number
  intent: string
  label: string
  className: string
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className}>
        {label}
      </button>
    </Form>
  )
}

export function ReviewCard({ review }: { review: ReviewCardData }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const status = review.status as ReviewStatus
  const who = review.authorName
  return (
    <li
      className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5"
      aria-label={`${REVIEW_KINDS[review.kind as ReviewKind] ?? review.kind} from ${who}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status] ?? ''}`}>
          {REVIEW_STATUSES[status] ?? review.status}
        </span>
        <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold">
          {REVIEW_KINDS[review.kind as ReviewKind] ?? review.kind}
        </span>
        {review.featured ? (
          <span className="rounded-full bg-sea px-2.5 py-0.5 text-xs font-semibold text-white">On the home page</span>
        ) : null}
        <span className="font-semibold text-sea" aria-label={`Rated ${review.rating} out of 5`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <span className="text-ink/75">{formatDateTime(review.createdAt)}</span>
      </div>
      {review.title ? <h2 className="mt-2 text-lg">{review.title}</h2> : null}
      <p className="mt-1 whitespace-pre-line">{review.body}</p>
      <p className="mt-2 text-sm text-ink/80">
        — {who}
        {review.authorLocation ? `, ${review.authorLocation}` : ''}
        {review.agentName ? ` · about ${review.agentName}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {status !== 'approved' ? (
          <ActionButton id={review.id} intent="approve" label="Approve" className={buttonClasses({ size: 'sm' })} />
        ) : null}
        {status !== 'hidden' ? (
          <ActionButton
            id={review.id}
            intent="hide"
            label="Hide"
            className={`${BUTTON} ring-1 ring-ink/40 hover:bg-sand`}
          />
        ) : null}
        {status === 'approved' ? (
          review.featured ? (
            <ActionButton
              id={review.id}
              intent="unfeature"
              label="Take off the home page"
              className={`${BUTTON} ring-1 ring-sea text-sea hover:bg-sand`}
            />
          ) : (
            <ActionButton
              id={review.id}
              intent="feature"
              label="Feature on the home page"
              className={`${BUTTON} ring-1 ring-sea text-sea hover:bg-sand`}
            />
          )
        ) : null}
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          className={`${BUTTON} text-coral-dark ring-1 ring-coral-dark hover:bg-coral/10`}
        >
          Delete
        </button>
      </div>
      <details className="mt-3" open={Boolean(review.reply)}>
        <summary className="cursor-pointer text-sm font-semibold text-reef-dark">
          {review.reply ? 'Your reply' : 'Reply'}
        </summary>
        <Form method="post" preventScrollReset className="mt-2">
          <input type="hidden" name="id" value={review.id} />
          <label htmlFor={`reply-${review.id}`} className="block text-sm">
            Shown under the {review.kind === 'testimonial' ? 'testimonial' : 'review'} on the site, signed by the
            brokerage. Leave empty to remove it.
          </label>
          <textarea
            id={`reply-${review.id}`}
            name="reply"
            rows={3}
            maxLength={REPLY_MAX}
            defaultValue={review.reply ?? ''}
            className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
          />
          <Button type="submit" name="intent" value="reply" size="sm" className="mt-2">
            Save reply
          </Button>
        </Form>
      </details>
      <dialog
        ref={dialog}
        aria-labelledby={`delete-review-${review.id}`}
        className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-ink/40"
      >
        <h2 id={`delete-review-${review.id}`} className="text-xl">
          Delete this entry?
        </h2>
        <p className="mt-2">
          The words of {who} will be removed for good. To take them off the site but keep them, choose Hide instead.
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg px-4 py-2 font-semibold">
            Cancel
          </button>
          <Form method="post" preventScrollReset onSubmit={() => dialog.current?.close()}>
            <input type="hidden" name="id" value={review.id} />
            <button type="submit" name="intent" value="delete" className={buttonClasses({ variant: 'cta' })}>
              Yes, delete it
            </button>
          </Form>
        </div>
      </dialog>
    </li>
  )
}
