// The /preferences form: whose address, its status in words, the four types with Select All / Select None and the
// SPEC §2 count, the regional note, and Save. A plain form post, so it works before any script runs.
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { ConsentTypeCheckboxes, consentNotes } from '~/components/privacy/consent-type-checkboxes'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { accountMessages } from '~/i18n/catalogs/account'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import {
  CONSENT_TYPES,
  CONSENT_TYPE_VALUES,
  REGIONAL_POLICIES,
  type ConsentStatus,
  type ConsentType,
  type Region,
} from '~/lib/consent'

export interface PreferencesOutcome {
  ok: boolean
  message: string
}

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-sea ring-2 ring-inset ring-sea hover:bg-sand'

export function PreferencesForm({
  email,
  status,
  selected,
  region,
  outcome,
}: {
  /** The proven address (signed link or account); null: the visitor types one. */
  email: string | null
  status: ConsentStatus
  selected: ConsentType[]
  region: Region
  outcome: PreferencesOutcome | null
}) {
  const [chosen, setChosen] = useState<ConsentType[]>(selected)
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const t = useT(accountMessages)
  const tp = useT(privacyMessages)
  const locale = useLocale()
  const href = useLocalHref()
  const notes = consentNotes(tp, locale, REGIONAL_POLICIES[region], region)
  return (
    <>
      {email ? (
        <dl className="mb-6 space-y-2 rounded-xl bg-sand p-4">
          <div>
            <dt className="text-sm text-ink/75">{t('account.email')}</dt>
            <dd className="font-semibold break-all">{email}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink/75">{t('account.preferences.status')}</dt>
            {/* SPEC §4 consent status, in words */}
            <dd className="font-semibold">{t(`account.preferences.status.${status}`)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mb-6">
          {t('account.preferences.haveAccount')}{' '}
          <Link
            to={href(`/login?redirectTo=${href('/preferences')}`)}
            className="font-semibold text-reef-dark underline"
          >
            {t('account.preferences.signIn')}
          </Link>{' '}
          {t('account.preferences.signInWhy')}
        </p>
      )}
      <Form method="post" className="space-y-5">
        {email ? null : (
          <FormField id="preferences-email" name="email" label={t('account.email')} type="email" autoComplete="email" />
        )}
        <p>{notes[0]}</p>
        <ConsentTypeCheckboxes
          idPrefix="preferences"
          legend={tp('privacy.consent.legend')}
          selected={chosen}
          onChange={setChosen}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={smallButton} onClick={() => setChosen([...CONSENT_TYPE_VALUES])}>
            {t('account.preferences.selectAll')}
          </button>
          <button type="button" className={smallButton} onClick={() => setChosen([])}>
            {t('account.preferences.selectNone')}
          </button>
          <p aria-live="polite" className="text-sm font-semibold">
            {/* SPEC §2: the live count */}
            {t('account.preferences.selected', { count: chosen.length, total: CONSENT_TYPES.length })}
          </p>
        </div>
        {notes.slice(1).map((note) => (
          <p key={note} className="text-sm text-ink/85">
            {note}
          </p>
        ))}
        {email && chosen.length === 0 ? <p className="text-sm">{t('account.preferences.nothingTicked')}</p> : null}
        <div role="status">
          {outcome?.ok ? <p className="rounded-lg bg-reef/10 p-3 font-medium text-sea">{outcome.message}</p> : null}
        </div>
        {outcome && !outcome.ok ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-3 font-medium text-coral-dark">
            {outcome.message}
          </p>
        ) : null}
        <Button type="submit" disabled={saving} size="2xl" className="disabled:opacity-70">
          {saving ? tp('privacy.consent.saving') : tp('privacy.consent.save')}
        </Button>
      </Form>
    </>
  )
}
