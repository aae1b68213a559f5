import { describe, expect, it } from 'vitest'
import { authChangeEvents, authEventCookie, readAuthEventMark, startEvents } from './auth-events'

const ana = { userId: 'u1', name: 'Ana', sessionExpiresAt: '2026-12-01T00:00:00.000Z' }

describe('the auth session events (SPEC §4)', () => {
  it('starts with the initial session, then what the server marked', () => {
    expect(startEvents(null, undefined, ana)).toEqual(['INITIAL_SESSION'])
    expect(startEvents(null, undefined, null)).toEqual(['INITIAL_SESSION'])
    expect(startEvents('signed_in', undefined, ana)).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
    expect(startEvents('password_recovery', null, ana)).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY'])
    expect(startEvents('signed_out', ana, null)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT'])
  })

  it('tells what changed since the tab’s last page', () => {
    expect(startEvents(null, null, ana)).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
    expect(startEvents(null, ana, null)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT'])
    expect(startEvents(null, ana, ana)).toEqual(['INITIAL_SESSION'])
  })

  it('sees a new name as an updated user, a later expiry as a refreshed token, another user as out and in', () => {
    expect(authChangeEvents(ana, { ...ana, name: 'Ana María' })).toEqual(['USER_UPDATED'])
    expect(authChangeEvents(ana, { ...ana, sessionExpiresAt: '2026-12-02T00:00:00.000Z' })).toEqual(['TOKEN_REFRESHED'])
    expect(authChangeEvents(ana, { ...ana, sessionExpiresAt: undefined })).toEqual([])
    expect(authChangeEvents(ana, { userId: 'u2', name: 'Leo' })).toEqual(['SIGNED_OUT', 'SIGNED_IN'])
    expect(authChangeEvents(null, null)).toEqual([])
  })

  it('reads the mark the server left, and nothing else', () => {
    expect(readAuthEventMark('a=1; auth_event=signed_in; b=2')).toBe('signed_in')
    expect(readAuthEventMark('auth_event=password_recovery')).toBe('password_recovery')
    expect(readAuthEventMark('auth_event=constructor')).toBeNull()
    expect(readAuthEventMark('auth_event=admin')).toBeNull()
    expect(readAuthEventMark('')).toBeNull()
  })

  it('leaves a short-lived mark, Secure on https', () => {
    expect(authEventCookie('signed_out', false)).toBe('auth_event=signed_out; Path=/; Max-Age=60; SameSite=Lax')
    expect(authEventCookie('signed_in', true)).toMatch(/; Secure$/)
  })
})
