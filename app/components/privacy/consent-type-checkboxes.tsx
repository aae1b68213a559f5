// The four SPEC §3 consent types as checkboxes, labelled verbatim. Posted as `consent_types` when inside a form.
// Issue 16: also the consent texts in the page's language, for the Manage dialog and the preferences screen. The
// English ones (app/lib/consent.ts, components/privacy/marketing-choice.ts) stay what the API answers and what the
// ledger keeps for English pages.
import { privacyMessages } from '~/i18n/catalogs/privacy'
import type { Locale } from '~/i18n/locale'
import { useT, type Translate } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import {
  CONSENT_INPUT_ERRORS,
  CONSENT_MESSAGES,
  CONSENT_TYPES,
  type ConsentType,
  type Region,
  type RegionalPolicy,
} from '~/lib/consent'
import { consentWording, marketingNotes } from './marketing-choice'

export type PrivacyMessageId = NonNullable<(typeof privacyMessages)['id']>
export type PrivacyT = Translate<PrivacyMessageId>

/** 'Newsletter & Updates' / 'Boletín y Novedades'; an unknown value shows as it is. */
export function consentTypeText(t: PrivacyT, value: string): string {
  return CONSENT_TYPES.some((type) => type.value === value) ? t(`privacy.consent.type.${value as ConsentType}`) : value
}

/** The SPEC §9 regional note in the page's language (lib/consent.ts regionalNote in English). */
function regionalNoteText(t: PrivacyT, region: Region): string {
  switch (region) {
    case 'EU':
    case 'EEA':
      return t('privacy.consent.note.gdpr')
    case 'UK':
      return t('privacy.consent.note.uk')
    case 'CA':
      return t('privacy.consent.note.ca', {
        brand: DEFAULT_BRAND.name,
        address: DEFAULT_BRAND.address,
        email: DEFAULT_BRAND.email,
      })
    case 'OTHER':
      return t('privacy.consent.note.other')
  }
}

/** marketingNotes (components/privacy/marketing-choice.ts) in the page's language: English pages get its own. */
export function consentNotes(
  t: PrivacyT,
  locale: Locale,
  policy: Pick<RegionalPolicy, 'requires_explicit_consent'>,
  region: Region,
): string[] {
  if (locale === 'en') return marketingNotes(policy, region)
  return [
    t('privacy.consent.intro'),
    ...(policy.requires_explicit_consent ? [t('privacy.consent.explicitRequired')] : []),
    regionalNoteText(t, region),
  ]
}

/** What the person saw when agreeing, for the consent ledger: the English wording on English pages, as before. */
export function consentWordingText(t: PrivacyT, locale: Locale, notes: readonly string[]): string {
  if (locale === 'en') return consentWording(notes)
  return [notes[0], ...CONSENT_TYPES.map((type) => `[ ] ${consentTypeText(t, type.value)}`), ...notes.slice(1)].join(
    '\n',
  )
}

// The consent messages the server and the shared checks answer in English (SPEC §8), by their English text.
const CONSENT_MESSAGE_IDS: Record<string, PrivacyMessageId> = {
  [CONSENT_MESSAGES.explicitConsentRequired]: 'privacy.consent.explicitRequired',
  [CONSENT_MESSAGES.pending]: 'privacy.consent.pending',
  [CONSENT_MESSAGES.active]: 'privacy.consent.active',
  [CONSENT_MESSAGES.grantFailed]: 'privacy.consent.grantFailed',
  [CONSENT_MESSAGES.revokeFailed]: 'privacy.consent.revokeFailed',
  [CONSENT_INPUT_ERRORS.email]: 'privacy.consent.emailMissing',
  [CONSENT_INPUT_ERRORS.types]: 'privacy.consent.typesMissing',
  [CONSENT_INPUT_ERRORS.tooMany]: 'privacy.consent.tooMany',
  'Enter a valid e-mail address.': 'privacy.consent.emailInvalid',
  'That e-mail address is too long.': 'privacy.consent.emailTooLong',
  'Unknown consent type.': 'privacy.consent.unknownType',
}

/** A consent message from the server or the shared checks, in the page's language; English is shown unchanged. */
export function consentMessageText(t: PrivacyT, locale: Locale, message: string): string {
  const id = CONSENT_MESSAGE_IDS[message]
  return locale === 'en' || !id ? message : t(id)
}

export function ConsentTypeCheckboxes({
  idPrefix,
  legend,
  selected,
  onChange,
  disabled = false,
}: {
  idPrefix: string
  legend: string
  selected: readonly ConsentType[]
  onChange: (selected: ConsentType[]) => void
  disabled?: boolean
}) {
  const t = useT(privacyMessages)
  function toggle(value: ConsentType, checked: boolean) {
    const next = new Set(selected)
    if (checked) next.add(value)
    else next.delete(value)
    onChange(CONSENT_TYPES.map((type) => type.value).filter((type) => next.has(type)))
  }
  return (
    <fieldset disabled={disabled}>
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {CONSENT_TYPES.map((type) => (
          <li key={type.value} className="flex items-center gap-3">
            <input
              id={`${idPrefix}-${type.value}`}
              type="checkbox"
              name="consent_types"
              value={type.value}
              checked={selected.includes(type.value)}
              onChange={(event) => toggle(type.value, event.currentTarget.checked)}
              className="size-5 accent-sea"
            />
            <label htmlFor={`${idPrefix}-${type.value}`}>{consentTypeText(t, type.value)}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
