import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AuthProvider, useAuth } from './auth-context'

function Name() {
  return <span>{useAuth().account?.name ?? 'anonymous'}</span>
}

describe('useAuth', () => {
  it('reads the account from its provider', () => {
    expect(
      renderToString(
        <AuthProvider value={{ account: { id: 'u1', name: 'Ana', isStaff: false, favourites: [] } }}>
          <Name />
        </AuthProvider>,
      ),
    ).toContain('Ana')
  })

  it('throws the SPEC §8 message outside its provider', () => {
    expect(() => renderToString(<Name />)).toThrowError('useAuth must be used within an AuthProvider')
  })
})
