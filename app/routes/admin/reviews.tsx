import { Form, data } from 'react-router'
import { Link } from '~/components/site-link'
import { ReviewCard } from '~/components/admin/review-card'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { fieldErrors } from '~/lib/form-errors'
import {
  REVIEW_KINDS,
  REVIEW_STATUSES,
  ReviewActionSchema,
  ReviewFormSchema,
  type ReviewFieldErrors,
  type ReviewKind,
  type ReviewStatus,
} from '~/lib/review-schemas'
import {
  countReviewsByStatus,
  createReview,
  listReviewsForModeration,
  moderateReview,
} from '~/models/admin-review.server'
import type { Route } from './+types/reviews'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'reviews')!

const isStatus = (value: string | null): value is ReviewStatus =>
  value !== null && Object.hasOwn(REVIEW_STATUSES, value)
const isKind = (value: string | null): value is ReviewKind => value !== null && Object.hasOwn(REVIEW_KINDS, value)

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  // The queue opens on what waits for a decision; ?status=all shows everything.
  const statusParam = url.searchParams.get('status') ?? 'pending'
  const status = isStatus(statusParam) ? statusParam : null
  const kindParam = url.searchParams.get('kind')
  const kind = isKind(kindParam) ? kindParam : null
  const [reviews, counts] = await Promise.all([
    listReviewsForModeration(db, { status, kind }),
    countReviewsByStatus(db, kind),
  ])
  return { reviews, counts, status, kind }
}

type ActionResult =
  | { ok: boolean; message: string; createErrors?: undefined; values?: undefined }
  | { ok: false; message: string; createErrors: ReviewFieldErrors; values: Record<string, string> }

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const form = Object.fromEntries(await readForm(request))
  if (form.intent === 'create') {
    const parsed = ReviewFormSchema.safeParse(form)
    if (!parsed.success) {
      const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]))
      return data<ActionResult>(
        { ok: false, message: 'Some fields need a look.', createErrors: fieldErrors(parsed.error), values },
        { status: 400 },
      )
    }
    await asStaff(db, user, (tx) => createReview(tx, parsed.data))
    return data<ActionResult>({
      ok: true,
      message: `Added the words of ${parsed.data.authorName}. They wait under “Waiting” until you approve them.`,
    })
  }
  const parsed = ReviewActionSchema.safeParse(form)
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, message: parsed.error.issues[0]?.message ?? 'Unknown action.' },
      { status: 400 },
    )
  }
  const result = await asStaff(db, user, (tx) => moderateReview(tx, parsed.data))
  return data<ActionResult>(result, { status: result.ok ? 200 : 400 })
}

function filterHref(status: ReviewStatus | 'all', kind: ReviewKind | null) {
  const params = new URLSearchParams({ status })
  if (kind) params.set('kind', kind)
  return `?${params}`
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, counts, status, kind } = loaderData
  const total = counts.pending + counts.approved + counts.hidden
  const tabs: [ReviewStatus | 'all', string, number][] = [
    ['pending', REVIEW_STATUSES.pending, counts.pending],
    ['approved', REVIEW_STATUSES.approved, counts.approved],
    ['hidden', REVIEW_STATUSES.hidden, counts.hidden],
    ['all', 'All', total],
  ]
  const current = status ?? 'all'
  const createErrors = actionData?.createErrors
  const values = actionData?.values ?? {}
  return (
    <>
      <h1 className="text-2xl">Reviews and testimonials</h1>
      <p className="mt-1 text-ink/80">
        Only approved entries appear on{' '}
        <Link to="/reviews" className="underline">
          /reviews
        </Link>{' '}
        and{' '}
        <Link to="/testimonials" className="underline">
          /testimonials
        </Link>
        . Featured ones can also appear on the home page.
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Filter by status">
          <ul className="flex flex-wrap gap-2">
            {tabs.map(([key, label, count]) => (
              <li key={key}>
                <Link
                  to={filterHref(key, kind)}
                  aria-current={current === key ? 'page' : undefined}
                  className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${current === key ? 'bg-sea text-white' : 'bg-white text-sea ring-1 ring-sea/30 hover:bg-sand'}`}
                >
                  {label} ({count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="status" value={current} />
          <div>
            <label htmlFor="review-kind" className="block text-sm font-semibold">
              Kind
            </label>
            <select
              id="review-kind"
              name="kind"
              defaultValue={kind ?? ''}
              className="mt-1 rounded-lg border border-ink/30 bg-white px-3 py-2"
            >
              <option value="">Reviews and testimonials</option>
              <option value="review">Reviews only</option>
              <option value="testimonial">Testimonials only</option>
            </select>
          </div>
          <Button type="submit">Show</Button>
        </Form>
      </div>
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
          {current === 'pending' ? 'Nothing is waiting for a decision.' : 'Nothing here.'}
        </p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Reviews and testimonials">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      <details className="mt-8 rounded-xl bg-white p-4 shadow ring-1 ring-black/5" open={Boolean(createErrors)}>
        <summary className="cursor-pointer font-semibold text-sea">
          Add a review or testimonial a client sent you
        </summary>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField
            id="new-review-kind"
            name="kind"
            label="Kind"
            as="select"
            options={REVIEW_KINDS}
            defaultValue={values.kind ?? 'review'}
            error={createErrors?.kind}
          />
          <FormField
            id="new-review-rating"
            name="rating"
            label="Rating"
            as="select"
            options={{ '5': '5 stars', '4': '4 stars', '3': '3 stars', '2': '2 stars', '1': '1 star' }}
            defaultValue={values.rating ?? '5'}
            error={createErrors?.rating}
          />
          <FormField
            id="new-review-name"
            name="authorName"
            label="Client's name"
            defaultValue={values.authorName}
            error={createErrors?.authorName}
          />
          <FormField
            id="new-review-location"
            name="authorLocation"
            label="Where they are from (optional)"
            defaultValue={values.authorLocation}
            error={createErrors?.authorLocation}
          />
          <div className="sm:col-span-2">
            <FormField
              id="new-review-title"
              name="title"
              label="Title (optional)"
              defaultValue={values.title}
              error={createErrors?.title}
            />
          </div>
          <div className="sm:col-span-2">
            <FormField
              id="new-review-body"
              name="body"
              label="What they wrote"
              as="textarea"
              defaultValue={values.body}
              error={createErrors?.body}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" name="intent" value="create">
              Add to the queue
            </Button>
          </div>
        </Form>
      </details>
      {actionData && !actionData.createErrors ? (
        <p
          role="status"
          className={`fixed bottom-4 right-4 max-w-sm rounded-xl px-4 py-3 font-medium shadow-lg ${actionData.ok ? 'bg-sea text-white' : 'bg-coral-dark text-white'}`}
        >
          {actionData.message}
        </p>
      ) : null}
    </>
  )
}
