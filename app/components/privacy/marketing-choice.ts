// What the banner's Manage dialog and /preferences decide before anything is sent: SPEC §5 (consent is saved only
// with an e-mail and at least one type), the wording kept as proof of consent, and the SPEC §8 messages.
import {
  CONSENT_MESSAGES,
  CONSENT_TYPES,
  MarketingConsentRequestSchema,
  regionalNote,
  type ConsentType,
  type MarketingConsentAnswer,
  type Region,
  type RegionalPolicy,
} from '~/lib/consent'

export type MarketingChoice =
  { kind: 'none' } | { kind: 'consent'; email: string; types: ConsentType[] } | { kind: 'invalid'; error: string }

// The server's own rules for the two fields (one schema for browser and server).
const ChoiceSchema = MarketingConsentRequestSchema.pick({ email: true, consent_types: true })

/** SPEC §5: an e-mail and at least one type, or neither (only the tracking choice is saved then). */
export function checkMarketingChoice(email: string, types: readonly string[]): MarketingChoice {
  if (!email.trim() && types.length === 0) return { kind: 'none' }
  const parsed = ChoiceSchema.safeParse({ email, consent_types: types })
  if (!parsed.success) return { kind: 'invalid', error: parsed.error.issues[0]!.message }
  const chosen = parsed.data.consent_types
  return {
    kind: 'consent',
    email: parsed.data.email,
    types: CONSENT_TYPES.map((type) => type.value).filter((value) => chosen.includes(value)),
  }
}

export const MARKETING_INTRO =
  'Tick what you would like us to e-mail you. We send nothing else, and every e-mail has a link to unsubscribe.'

/** The paragraphs shown beside the consent choices, in order (SPEC §8 message when explicit consent is required). */
export function marketingNotes(policy: Pick<RegionalPolicy, 'requires_explicit_consent'>, region: Region): string[] {
  return [
    MARKETING_INTRO,
    ...(policy.requires_explicit_consent ? [CONSENT_MESSAGES.explicitConsentRequired] : []),
    regionalNote(region),
  ]
}

/** The exact text the person saw when agreeing, kept in the consent ledger as proof (GDPR Art. 7(1)). */
export function consentWording(notes: readonly string[]): string {
  return [notes[0], ...CONSENT_TYPES.map((type) => `[ ] ${type.label}`), ...notes.slice(1)].join('\n')
}

/** SPEC §8: the server's message, or the one that fits the status; a failure shows its error or the default. */
export function grantOutcome(answer: MarketingConsentAnswer | null): { ok: boolean; message: string } {
  if (!answer?.success) return { ok: false, message: answer?.error || CONSENT_MESSAGES.grantFailed }
  const fallback = answer.status === 'pending' ? CONSENT_MESSAGES.pending : CONSENT_MESSAGES.active
  return { ok: true, message: answer.message || fallback }
}

/** SPEC §2: the live count on the preferences screen. */
export function selectedCountLabel(count: number): string {
  return `${count} of ${CONSENT_TYPES.length} selected`
}
