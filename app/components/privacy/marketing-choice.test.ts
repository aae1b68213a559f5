import { describe, expect, test } from 'vitest'
import { CONSENT_INPUT_ERRORS, CONSENT_MESSAGES, CONSENT_TYPES, regionalNote } from '~/lib/consent'
import {
  MARKETING_INTRO,
  checkMarketingChoice,
  consentWording,
  grantOutcome,
  marketingNotes,
  selectedCountLabel,
} from './marketing-choice'

describe('checkMarketingChoice (SPEC §5: an e-mail and at least one type)', () => {
  test('neither an e-mail nor a type means there is nothing to send', () => {
    expect(checkMarketingChoice('  ', [])).toEqual({ kind: 'none' })
  })

  test('an e-mail and types give a consent in the screen order, the address lower-cased', () => {
    expect(checkMarketingChoice(' Ana@Example.com ', ['promotional', 'newsletter'])).toEqual({
      kind: 'consent',
      email: 'ana@example.com',
      types: ['newsletter', 'promotional'],
    })
  })

  test('types without an e-mail, or an e-mail without types, are explained', () => {
    expect(checkMarketingChoice('', ['newsletter'])).toEqual({
      kind: 'invalid',
      error: CONSENT_INPUT_ERRORS.email,
    })
    expect(checkMarketingChoice('ana@example.com', [])).toEqual({
      kind: 'invalid',
      error: CONSENT_INPUT_ERRORS.types,
    })
  })

  test('a malformed address or an unknown type is refused', () => {
    expect(checkMarketingChoice('not-an-address', ['newsletter'])).toEqual({
      kind: 'invalid',
      error: 'Enter a valid e-mail address.',
    })
    expect(checkMarketingChoice('ana@example.com', ['sms'])).toEqual({
      kind: 'invalid',
      error: 'Unknown consent type.',
    })
  })
})

describe('marketingNotes and consentWording', () => {
  test('explicit consent regions show the SPEC §8 message before the regional note', () => {
    expect(marketingNotes({ requires_explicit_consent: true }, 'EU')).toEqual([
      MARKETING_INTRO,
      CONSENT_MESSAGES.explicitConsentRequired,
      regionalNote('EU'),
    ])
    expect(marketingNotes({ requires_explicit_consent: false }, 'OTHER')).toEqual([
      MARKETING_INTRO,
      regionalNote('OTHER'),
    ])
  })

  test('the wording holds every text shown, the choices in screen order', () => {
    const wording = consentWording(marketingNotes({ requires_explicit_consent: true }, 'UK')).split('\n')
    expect(wording[0]).toBe(MARKETING_INTRO)
    expect(wording.slice(1, 5)).toEqual(CONSENT_TYPES.map((type) => `[ ] ${type.label}`))
    expect(wording.slice(5)).toEqual([CONSENT_MESSAGES.explicitConsentRequired, regionalNote('UK')])
  })
})

describe('grantOutcome (SPEC §8 messages)', () => {
  test('the server message wins; otherwise the status picks the message', () => {
    expect(grantOutcome({ success: true, status: 'pending', message: 'Check your inbox' })).toEqual({
      ok: true,
      message: 'Check your inbox',
    })
    expect(grantOutcome({ success: true, status: 'pending' })).toEqual({ ok: true, message: CONSENT_MESSAGES.pending })
    expect(grantOutcome({ success: true, status: 'active' })).toEqual({ ok: true, message: CONSENT_MESSAGES.active })
  })

  test('a failure shows its error or the default', () => {
    expect(grantOutcome({ success: false, error: 'Too many requests' })).toEqual({
      ok: false,
      message: 'Too many requests',
    })
    expect(grantOutcome({ success: false })).toEqual({ ok: false, message: CONSENT_MESSAGES.grantFailed })
    expect(grantOutcome(null)).toEqual({ ok: false, message: CONSENT_MESSAGES.grantFailed })
  })
})

test('selectedCountLabel reads "N of 4 selected" (SPEC §2)', () => {
  expect(selectedCountLabel(0)).toBe('0 of 4 selected')
  expect(selectedCountLabel(4)).toBe('4 of 4 selected')
})
