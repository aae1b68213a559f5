// Issue 40: the feed settings' limits — the safety catch's share (1–100 %) and the provider's request limits (empty:
// none) — each refused in words when out of range.
import { describe, expect, it } from 'vitest'
import { parseFeedSettingsForm } from './settings-schema'

const CONNECTION = {
  endpointUrl: 'https://api.mls.example/odata',
  tokenUrl: 'https://api.mls.example/token',
  clientId: 'id',
  clientSecret: '',
  originatingSystem: 'RoatanMLS',
  schedule: 'hourly',
}
const parse = (limits: Record<string, string>) => parseFeedSettingsForm({ ...CONNECTION, ...limits })

describe('the feed limits', () => {
  it('reads the share and the rates as numbers, and an empty rate as none', () => {
    expect(parse({ removalLimitPercent: '15', requestsPerSecond: '2', requestsPerHour: '7,200' })).toMatchObject({
      ok: true,
      values: { removalLimitPercent: 15, requestsPerSecond: 2, requestsPerHour: 7200 },
    })
    expect(parse({ removalLimitPercent: '10', requestsPerSecond: ' ', requestsPerHour: '' })).toMatchObject({
      ok: true,
      values: { requestsPerSecond: null, requestsPerHour: null },
    })
    // A form that does not send them keeps what is stored.
    const absent = parse({})
    expect(absent.ok && [absent.values.removalLimitPercent, absent.values.requestsPerHour]).toEqual([
      undefined,
      undefined,
    ])
  })

  it.each([
    ['removalLimitPercent', '0', 'Enter a whole number of percent from 1 to 100, e.g. 10.'],
    ['removalLimitPercent', '150', 'Enter a whole number of percent from 1 to 100, e.g. 10.'],
    ['removalLimitPercent', '12.5', 'Enter a whole number of percent from 1 to 100, e.g. 10.'],
    ['removalLimitPercent', '', 'Enter a whole number of percent from 1 to 100, e.g. 10.'],
    [
      'requestsPerSecond',
      'fast',
      'Enter the requests a second as a number above 0 (at most 100), e.g. 2, or leave it empty.',
    ],
    [
      'requestsPerSecond',
      '0',
      'Enter the requests a second as a number above 0 (at most 100), e.g. 2, or leave it empty.',
    ],
    [
      'requestsPerHour',
      '7200.5',
      'Enter the requests an hour as a whole number from 1 to 1,000,000, e.g. 7200, or leave it empty.',
    ],
  ])('refuses %s "%s" in words', (field, value, message) => {
    expect(parse({ [field]: value })).toEqual({ ok: false, errors: { [field]: message } })
  })
})

// Issue 40 item 11: the MLS's disclaimer (1–1,000 characters, empty gives the default) and the logo's address.
describe('the MLS disclaimer and logo', () => {
  it('trims the disclaimer, gives the default for an empty one, and keeps what is stored when absent', () => {
    expect(parse({ disclaimer: '  Courtesy of the Roatan MLS.  ' })).toMatchObject({
      ok: true,
      values: { disclaimer: 'Courtesy of the Roatan MLS.' },
    })
    expect(parse({ disclaimer: ' \n ' })).toMatchObject({
      ok: true,
      values: { disclaimer: 'Deemed reliable but not guaranteed' },
    })
    expect(parse({ disclaimer: 'x'.repeat(1000) }).ok).toBe(true)
    const absent = parse({})
    expect(absent.ok && [absent.values.disclaimer, absent.values.mlsLogoUrl]).toEqual([undefined, undefined])
  })

  it('says how long a disclaimer is when it is too long', () => {
    expect(parse({ disclaimer: 'x'.repeat(1234) })).toEqual({
      ok: false,
      errors: { disclaimer: 'The MLS disclaimer is too long: 1,234 characters, at most 1,000.' },
    })
  })

  it('takes an https logo address, our stored copy’s address, or nothing', () => {
    for (const mlsLogoUrl of [
      'https://mls.example/logo.png',
      '/storage/site-images/mls/logo-1a2b3c4d.png',
      'http://127.0.0.1:8080/logo.png', // a test server on this machine
      '',
    ])
      expect(parse({ mlsLogoUrl: ` ${mlsLogoUrl} ` }), mlsLogoUrl).toMatchObject({ ok: true, values: { mlsLogoUrl } })
  })

  it.each(['http://mls.example/logo.png', 'javascript:alert(1)', '//mls.example/logo.png', 'logo.png'])(
    'refuses the logo address "%s" in words',
    (mlsLogoUrl) => {
      expect(parse({ mlsLogoUrl })).toEqual({
        ok: false,
        errors: {
          mlsLogoUrl:
            'Enter the full https:// address of the MLS’s logo image, e.g. https://mls.example/logo.png, or leave it empty for no logo.',
        },
      })
    },
  )
})
