import { Form, Link } from 'react-router'
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearchFrequency,
} from '~/lib/saved-search-rules'
import type { SavedItemAnswer } from '~/models/saved-items-actions.server'
import type { SavedSearchRow } from '~/models/saved-searches.server'

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-sea underline hover:bg-sand'
const input = 'rounded-lg border border-ink/30 bg-white px-3 py-1.5'

/** Saved searches (issue 15): open, rename, choose how often new matches are e-mailed, delete. */
export function SavedSearchesSection({ searches, answer }: { searches: SavedSearchRow[]; answer?: SavedItemAnswer }) {
  const about = (id: string) => (answer && answer.id === id ? answer : undefined)
  const deleted = answer?.intent === 'delete-search' ? answer : undefined
  return (
    <section aria-labelledby="saved-searches-heading" className="md:col-span-3" id="alerts">
      <h2 id="saved-searches-heading" className="text-xl">
        Saved searches
      </h2>
      {deleted ? (
        <p role={deleted.error ? 'alert' : 'status'} className="mt-2">
          {deleted.error ?? deleted.message}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <p className="mt-3">
          On the{' '}
          <Link to="/properties" className="font-semibold text-reef-dark underline">
            property search
          </Link>
          , choose your filters and press “Save this search” to hear about new listings that match.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {searches.map((search) => {
            const said = about(search.id)
            const nameError = said?.fieldErrors?.name
            return (
              <li key={search.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
                <p className="font-semibold">
                  <Link to={search.query ? `/properties?${search.query}` : '/properties'} className="underline">
                    {search.name}
                  </Link>
                </p>
                <div className="mt-2 flex flex-wrap items-end gap-4">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="rename-search" />
                    <input type="hidden" name="id" value={search.id} />
                    <label className="text-sm font-semibold">
                      Name of “{search.name}”
                      <input
                        name="name"
                        defaultValue={search.name}
                        aria-invalid={Boolean(nameError)}
                        className={`mt-1 block ${input}`}
                      />
                    </label>
                    <button type="submit" className={smallButton}>
                      Rename
                    </button>
                  </Form>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="search-frequency" />
                    <input type="hidden" name="id" value={search.id} />
                    <label className="text-sm font-semibold">
                      E-mails for “{search.name}”
                      <select name="frequency" defaultValue={search.frequency} className={`mt-1 block ${input}`}>
                        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                          <option key={frequency} value={frequency}>
                            {SAVED_SEARCH_FREQUENCY_LABELS[frequency as SavedSearchFrequency]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={smallButton}>
                      Save frequency
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-search" />
                    <input type="hidden" name="id" value={search.id} />
                    <button type="submit" className={smallButton} aria-label={`Delete “${search.name}”`}>
                      Delete
                    </button>
                  </Form>
                </div>
                {said ? (
                  <p role={said.error || nameError ? 'alert' : 'status'} className="mt-2 text-sm">
                    {nameError ?? said.fieldErrors?.frequency ?? said.error ?? said.message}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
