import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import type { AccountMessageId } from '~/i18n/catalogs/account'
import { accountMessages } from '~/i18n/catalogs/account'
import { useLocalHref, useT } from '~/i18n/messages'
import {
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_FREQUENCIES,
  type SavedItemAnswer,
  type SavedSearchFrequency,
} from '~/lib/saved-search-rules'
import type { SavedSearchRow } from '~/models/saved-searches.server'
import { UndoNotice } from './undo-notice'

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-sea underline hover:bg-sand'
const input = 'rounded-lg border border-ink/30 bg-white px-3 py-1.5'

// The answers of the account page's saved-search forms (http/saved-items-actions.server.ts, the checks of
// models/saved-search-schema.server.ts), by their English text.
const ANSWER_IDS: Record<string, AccountMessageId> = {
  'Name saved.': 'account.searches.nameSaved',
  'E-mail frequency saved.': 'account.searches.frequencySaved',
  'Saved search deleted.': 'account.searches.deleted',
  'We could not find that saved search.': 'account.searches.notFound',
  'Give the search a name.': 'account.searches.nameMissing',
  [`Keep the name under ${MAX_SAVED_SEARCH_NAME} characters.`]: 'account.searches.nameTooLong',
  'Choose how often to hear about new listings.': 'account.searches.frequencyMissing',
  'Saved search restored.': 'account.searches.restored',
  'You have already saved this search.': 'account.searches.savedAgain',
}

/** Saved searches (issue 15): open, rename, choose how often new matches are e-mailed, delete. */
export function SavedSearchesSection({
  searches,
  answer,
  canEmail,
}: {
  searches: SavedSearchRow[]
  answer?: SavedItemAnswer
  /** the buyer agreed to New Property Listings e-mails: alerts can be sent */
  canEmail: boolean
}) {
  const about = (id: string) => (answer && answer.id === id ? answer : undefined)
  const deleted =
    answer?.intent === 'delete-search' || (answer?.intent === 'undo' && answer.undid === 'search') ? answer : undefined
  const t = useT(accountMessages)
  const href = useLocalHref()
  const shown = (text: string | undefined) => {
    const id = text === undefined ? undefined : ANSWER_IDS[text]
    return id ? t(id, { max: MAX_SAVED_SEARCH_NAME }) : text
  }
  return (
    <section aria-labelledby="saved-searches-heading" className="md:col-span-3" id="alerts">
      <h2 id="saved-searches-heading" className="text-xl">
        {t('account.searches.title')}
      </h2>
      {deleted ? (
        <UndoNotice
          message={shown(deleted.error ?? deleted.message) ?? ''}
          error={Boolean(deleted.error)}
          undo={deleted.undo}
        />
      ) : null}
      {searches.length === 0 ? (
        <p className="mt-3">
          {t('account.searches.emptyBefore')}{' '}
          <Link to={href('/properties')} className="font-semibold text-reef-dark underline">
            {t('account.searches.emptyLink')}
          </Link>
          {t('account.searches.emptyAfter')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {searches.map((search) => {
            const said = about(search.id)
            const nameError = said?.fieldErrors?.name
            return (
              <li key={search.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
                {/* issue 43: the whole name, then its controls together: a full-width name field with its button,
                    and the e-mail frequency with Delete beside it, not spread across the card; short visible labels
                    (the accessible names still say which search), and why no e-mail comes yet */}
                <p className="min-w-0 font-semibold break-words">
                  <Link to={href(search.query ? `/properties?${search.query}` : '/properties')} className="underline">
                    {search.name}
                  </Link>
                </p>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-x-2 gap-y-2">
                  <input type="hidden" name="intent" value="rename-search" />
                  <input type="hidden" name="id" value={search.id} />
                  <label className="min-w-48 flex-1 text-sm font-semibold">
                    <span aria-hidden="true">{t('account.searches.name')}</span>
                    <span className="sr-only">{t('account.searches.nameOf', { name: search.name })}</span>
                    <input
                      name="name"
                      defaultValue={search.name}
                      aria-invalid={Boolean(nameError)}
                      className={`mt-1 block w-full ${input}`}
                    />
                  </label>
                  <button type="submit" className={smallButton}>
                    {t('account.searches.rename')}
                  </button>
                </Form>
                <div className="mt-3 flex flex-wrap items-end gap-x-2 gap-y-2">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="search-frequency" />
                    <input type="hidden" name="id" value={search.id} />
                    <label className="text-sm font-semibold">
                      <span aria-hidden="true">{t('account.searches.emails')}</span>
                      <span className="sr-only">{t('account.searches.emailsFor', { name: search.name })}</span>
                      <select name="frequency" defaultValue={search.frequency} className={`mt-1 block ${input}`}>
                        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                          <option key={frequency} value={frequency}>
                            {t(`account.searches.frequency.${frequency as SavedSearchFrequency}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={smallButton}>
                      {t('account.searches.saveFrequency')}
                    </button>
                  </Form>
                  <Form method="post" className="sm:ml-4 sm:border-l sm:border-ink/15 sm:pl-4">
                    <input type="hidden" name="intent" value="delete-search" />
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      className={smallButton}
                      aria-label={t('account.searches.deleteSearch', { name: search.name })}
                    >
                      {t('account.searches.delete')}
                    </button>
                  </Form>
                </div>
                {!canEmail && search.frequency !== 'off' ? (
                  <p className="mt-3 text-sm text-ink/80">
                    {t('account.searches.waitForConsent')}{' '}
                    <Link to={href('/preferences')} className="font-semibold text-reef-dark underline">
                      {t('account.searches.chooseEmails')}
                    </Link>
                  </p>
                ) : null}
                {said ? (
                  <p role={said.error || nameError ? 'alert' : 'status'} className="mt-2 text-sm">
                    {shown(nameError ?? said.fieldErrors?.frequency ?? said.error ?? said.message)}
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
