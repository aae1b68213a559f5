import { Link, useFetcher } from 'react-router'
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS } from '~/lib/saved-search-rules'
import type { SaveSearchAnswer } from '~/models/save-search-action.server'

const field = 'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2'

/** The signed-in part of "Save this search" (./save-search-control.tsx). */
export default function SaveSearchForm({
  query,
  here,
  defaultName,
  canEmail,
}: {
  query: string
  here: string
  defaultName: string
  canEmail: boolean
}) {
  const fetcher = useFetcher<SaveSearchAnswer>()
  const result = fetcher.data?.saveSearch
  const errors = result?.fieldErrors ?? {}
  return (
    <details className="rounded-xl bg-sand px-4 py-3" open={result ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-sea">Save this search</summary>
      <fetcher.Form method="post" action={here} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="query" value={query} />
        <label className="text-sm font-semibold">
          Name of the search
          <input
            name="name"
            defaultValue={defaultName.slice(0, 80)}
            maxLength={80}
            required
            aria-invalid={Boolean(errors.name)}
            className={field}
          />
        </label>
        <label className="text-sm font-semibold">
          E-mail me new matches
          <select name="frequency" defaultValue="daily" className={field}>
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {SAVED_SEARCH_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
        </label>
        {canEmail ? null : (
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" name="consent" className="mt-1 h-4 w-4" />
            <span>
              Yes, e-mail me New Property Listings: new listings that match my saved searches and news about listings I
              saved. I can unsubscribe at any time.
            </span>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark"
          >
            {fetcher.state !== 'idle' ? 'Saving…' : 'Save search'}
          </button>
          {result ? (
            <p role={result.ok ? 'status' : 'alert'} className={result.ok ? '' : 'text-coral-dark'}>
              {errors.name ?? result.message}{' '}
              {result.ok ? (
                <Link to="/my-account#alerts" className="font-semibold text-sea underline">
                  Manage saved searches
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </details>
  )
}
