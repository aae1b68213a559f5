import { describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret } from './secret-box.server'
import { isAllowedFeedUrl, maskSecret, parseFeedSettingsForm } from './settings-schema'

describe('the stored client secret', () => {
  it('opens only with the key it was sealed with, and never reads as plain text', () => {
    const sealed = encryptSecret('s3cret-value-1234', 'key-a')
    expect(sealed).not.toContain('s3cret')
    expect(encryptSecret('s3cret-value-1234', 'key-a')).not.toBe(sealed)
    expect(decryptSecret(sealed, 'key-a')).toBe('s3cret-value-1234')
    expect(decryptSecret(sealed, 'key-b')).toBeNull()
    // One character of the sealed text changed (to one it is not already).
    const tampered = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1)
    expect(decryptSecret(tampered, 'key-a')).toBeNull()
    expect(decryptSecret('', 'key-a')).toBeNull()
  })

  it('is shown as its last four characters only', () => {
    expect(maskSecret('s3cret-value-1234')).toBe('••••1234')
    expect(maskSecret('short')).toBe('••••')
    expect(maskSecret('')).toBe('')
  })
})

describe('feed settings', () => {
  it('needs https, except for this machine', () => {
    expect(isAllowedFeedUrl('https://api.mls.example/odata')).toBe(true)
    expect(isAllowedFeedUrl('http://127.0.0.1:4000/odata')).toBe(true)
    expect(isAllowedFeedUrl('http://api.mls.example/odata')).toBe(false)
    expect(isAllowedFeedUrl('ftp://api.mls.example')).toBe(false)
  })

  it('names each bad field and trims a trailing slash', () => {
    const bad = parseFeedSettingsForm({
      endpointUrl: 'http://mls.example',
      tokenUrl: '',
      clientId: '',
      schedule: 'weekly',
    })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['clientId', 'endpointUrl', 'schedule', 'tokenUrl'])
    const good = parseFeedSettingsForm({
      endpointUrl: 'https://api.mls.example/odata/',
      tokenUrl: 'https://api.mls.example/token',
      clientId: 'id',
      clientSecret: '',
      originatingSystem: 'RoatanMLS',
      schedule: 'hourly',
    })
    expect(good.ok && good.values.endpointUrl).toBe('https://api.mls.example/odata')
  })
})
