import { useActionData, useFetcher } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { searchMessages } from '~/i18n/catalogs/search'
import { idOfEnglish, useLocalHref, useT } from '~/i18n/messages'
import type { SearchMessageId, SearchTranslate } from '~/lib/property-search'
import { SAVED_SEARCH_FREQUENCIES, type SaveSearchAnswer } from '~/lib/saved-search-rules'

const field = 'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2'

/** The answers of the save action (http/save-search-action.server.ts), whose English texts are these messages. */
const ANSWERS = [
  'search.save.answer.signIn',
  'search.save.answer.checkForm',
  'search.save.answer.unknownFilter',
  'search.save.answer.cannotSave',
  'search.save.answer.duplicate',
  'search.save.answer.savedSilent',
  'search.save.answer.savedOff',
  'search.save.answer.saved',
  'search.save.answer.nameMissing',
  'search.save.answer.frequency',
] as const satisfies readonly SearchMessageId[]

/**
 * The server answers in English (its texts are the API's); a Spanish page shows them in Spanish. A text with no
 * message is shown as it came.
 */
function answerText(message: string, t: SearchTranslate): string {
  const id = idOfEnglish(searchMessages, ANSWERS, message)
  if (id) return t(id)
  const tooMany = /^You can keep up to (\d+) saved searches\./.exec(message)
  if (tooMany) return t('search.save.answer.tooMany', { max: Number(tooMany[1]) })
  const tooLong = /^Keep the name under (\d+) characters\.$/.exec(message)
  if (tooLong) return t('search.save.answer.nameTooLong', { max: Number(tooLong[1]) })
  return message
}

/** The signed-in part of "Save this search" (./save-search-control.tsx). */
export default function SaveSearchForm({
  query,
  here,
  defaultName,
  canEmail,
  savedAs,
}: {
  query: string
  here: string
  defaultName: string
  canEmail: boolean
  savedAs: string | null
}) {
  const t = useT(searchMessages)
  const href = useLocalHref()
  const fetcher = useFetcher<SaveSearchAnswer>()
  // posted before the page's code ran (or without JavaScript): the page's own answer
  const pageAnswer = useActionData<SaveSearchAnswer>()
  const result = fetcher.data?.saveSearch ?? pageAnswer?.saveSearch
  const errors = result?.fieldErrors ?? {}
  // issue 43: a search saved already is not offered again (the answer of saving it stays in view)
  if (savedAs !== null && !result)
    return (
      <p className="rounded-xl bg-sand px-4 py-3 text-sm">
        <span className="font-semibold text-sea">{t('search.save.savedAs', { name: savedAs })}</span>{' '}
        <Link to={href('/my-account#alerts')} className="font-semibold text-sea underline">
          {t('search.save.manage')}
        </Link>
      </p>
    )
  return (
    <details className="rounded-xl bg-sand px-4 py-3" open={result ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-sea">{t('search.save.toggle')}</summary>
      <fetcher.Form method="post" action={here} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="query" value={query} />
        <label className="text-sm font-semibold">
          {t('search.save.name')}
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
          {t('search.save.frequency')}
          <select name="frequency" defaultValue="daily" className={field}>
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`search.save.frequency.${frequency}`)}
              </option>
            ))}
          </select>
        </label>
        {canEmail ? null : (
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" name="consent" className="mt-1 h-4 w-4" />
            <span>{t('search.save.consent')}</span>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? t('search.save.saving') : t('search.save.submit')}
          </Button>
          {result ? (
            <p role={result.ok ? 'status' : 'alert'} className={result.ok ? '' : 'text-coral-dark'}>
              {answerText(errors.name ?? result.message, t)}{' '}
              {result.ok ? (
                <Link to={href('/my-account#alerts')} className="font-semibold text-sea underline">
                  {t('search.save.manage')}
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </details>
  )
}
