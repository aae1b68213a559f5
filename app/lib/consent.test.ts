import { describe, expect, it } from 'vitest'
import {
  MarketingComplianceRequestSchema,
  MarketingConsentRequestSchema,
  MarketingSuppressionRequestSchema,
  REGIONAL_POLICIES,
  bannerEligible,
  isLocalHost,
  isPreviewHost,
  regionForCountry,
  stricterRegion,
} from './consent'

describe('regionForCountry', () => {
  it('maps EU states, the EEA three, GB and CA; anything else or nothing is OTHER (SPEC §8)', () => {
    expect(['DE', 'fr', ' ie ', 'EL', 'GR'].map(regionForCountry)).toEqual(['EU', 'EU', 'EU', 'EU', 'EU'])
    expect(['IS', 'LI', 'NO'].map(regionForCountry)).toEqual(['EEA', 'EEA', 'EEA'])
    expect([regionForCountry('GB'), regionForCountry('CA')]).toEqual(['UK', 'CA'])
    expect([regionForCountry('US'), regionForCountry('CH'), regionForCountry('XX'), regionForCountry('')]).toEqual([
      'OTHER',
      'OTHER',
      'OTHER',
      'OTHER',
    ])
    expect([regionForCountry(null), regionForCountry(undefined)]).toEqual(['OTHER', 'OTHER'])
  })
})

describe('stricterRegion', () => {
  it('lets the browser ask for stricter rules, never looser ones', () => {
    expect(stricterRegion('OTHER', 'EU')).toBe('EU')
    expect(stricterRegion('OTHER', 'UK')).toBe('UK')
    expect(stricterRegion('EU', 'OTHER')).toBe('EU')
    expect(stricterRegion('EU', 'UK')).toBe('EU')
    expect(stricterRegion('CA', undefined)).toBe('CA')
  })
})

describe('isLocalHost and isPreviewHost (CONTRACT.md)', () => {
  it('knows local hosts', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      'box.local',
      '127.0.0.1',
      '127.10.0.3',
      '[::1]',
      '::1',
    ])
      expect(isLocalHost(host), host).toBe(true)
    for (const host of ['www.roatan.test', 'localhost.example.com', '128.0.0.1', 'local', '10.0.0.1'])
      expect(isLocalHost(host), host).toBe(false)
  })

  it('matches preview suffixes with or without a leading dot', () => {
    expect(isPreviewHost('pr-12.preview.example.com', ['.preview.example.com'])).toBe(true)
    expect(isPreviewHost('pr-12.preview.example.com', ['preview.example.com'])).toBe(true)
    expect(isPreviewHost('preview.example.com', ['.preview.example.com'])).toBe(true)
    expect(isPreviewHost('notpreview.example.com', ['preview.example.com'])).toBe(false)
    expect(isPreviewHost('www.example.com', [])).toBe(false)
  })
})

describe('bannerEligible (SPEC §4)', () => {
  it('needs a public host and a region that asks for a banner or explicit consent', () => {
    expect(bannerEligible('www.roatan.test', [], REGIONAL_POLICIES.EU)).toBe(true)
    expect(bannerEligible('www.roatan.test', [], REGIONAL_POLICIES.CA)).toBe(true) // explicit consent (CASL)
    expect(bannerEligible('www.roatan.test', [], REGIONAL_POLICIES.OTHER)).toBe(false)
    expect(bannerEligible('localhost', [], REGIONAL_POLICIES.EU)).toBe(false)
    expect(bannerEligible('pr-1.preview.test', ['preview.test'], REGIONAL_POLICIES.EU)).toBe(false)
  })
})

describe('request schemas', () => {
  it('SPEC §5: a consent needs an e-mail and at least one known type; the e-mail is lower-cased', () => {
    expect(
      MarketingConsentRequestSchema.safeParse({ email: ' Ana@Example.COM ', consent_types: ['newsletter'] }).data,
    ).toMatchObject({ email: 'ana@example.com', consent_types: ['newsletter'] })
    expect(MarketingConsentRequestSchema.safeParse({ email: '', consent_types: ['newsletter'] }).success).toBe(false)
    expect(MarketingConsentRequestSchema.safeParse({ email: 'ana@example.com', consent_types: [] }).success).toBe(false)
    expect(MarketingConsentRequestSchema.safeParse({ email: 'ana@example.com', consent_types: ['spam'] }).success).toBe(
      false,
    )
    expect(
      MarketingConsentRequestSchema.safeParse({ email: 'ana@example.com', consent_types: ['newsletter'], region: 'XX' })
        .success,
    ).toBe(false)
  })

  it('SPEC §7: suppression defaults to user_request from website; compliance knows two operations', () => {
    expect(MarketingSuppressionRequestSchema.parse({ email: 'ana@example.com' })).toMatchObject({
      reason: 'user_request',
      source: 'website',
    })
    expect(
      MarketingComplianceRequestSchema.safeParse({
        operation: 'validate_send',
        email: 'a@example.com',
        subscription_type: 'promotional',
      }).success,
    ).toBe(true)
    expect(MarketingComplianceRequestSchema.safeParse({ operation: 'drop', email: 'a@example.com' }).success).toBe(
      false,
    )
  })
})
