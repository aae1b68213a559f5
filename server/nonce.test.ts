// The nonce of a page render's inline scripts (app/http/security-headers.server.ts, docs/decisions/017).
import { describe, expect, it } from 'vitest'
import { createNonce } from '~/http/security-headers.server'

describe('createNonce', () => {
  it('gives 16 random bytes in base64, never the same twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
