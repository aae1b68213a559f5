import { describe, expect, it } from 'vitest'
import type { AuthEvent } from '~/lib/auth-events'
import { emitAuthEvents, subscribeToAuthChanges } from './auth-changes'

describe('subscribeToAuthChanges (SPEC §4 session events, §7 subscribe to auth changes)', () => {
  it('tells each subscriber every event with the session, until it unsubscribes', async () => {
    const heard: [AuthEvent, string | null][] = []
    const unsubscribe = subscribeToAuthChanges((event, session) => heard.push([event, session?.userId ?? null]))
    const ana = { userId: 'u1', name: 'Ana' }
    emitAuthEvents(['INITIAL_SESSION', 'SIGNED_IN'], ana)
    emitAuthEvents(['USER_UPDATED'], { ...ana, name: 'Ana María' })
    emitAuthEvents(['TOKEN_REFRESHED'], ana)
    emitAuthEvents(['PASSWORD_RECOVERY'], ana)
    emitAuthEvents(['SIGNED_OUT'], null)
    unsubscribe()
    emitAuthEvents(['SIGNED_IN'], ana)
    await Promise.resolve()
    expect(heard).toEqual([
      ['INITIAL_SESSION', 'u1'],
      ['SIGNED_IN', 'u1'],
      ['USER_UPDATED', 'u1'],
      ['TOKEN_REFRESHED', 'u1'],
      ['PASSWORD_RECOVERY', 'u1'],
      ['SIGNED_OUT', null],
    ])
  })

  it('gives a subscriber that comes after the start the initial session first', async () => {
    emitAuthEvents(['INITIAL_SESSION'], { userId: 'u2', name: 'Leo' })
    const heard: [AuthEvent, string | null][] = []
    const unsubscribe = subscribeToAuthChanges((event, session) => heard.push([event, session?.userId ?? null]))
    await Promise.resolve()
    expect(heard).toEqual([['INITIAL_SESSION', 'u2']])
    unsubscribe()
  })
})
