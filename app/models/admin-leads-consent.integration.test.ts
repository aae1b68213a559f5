// Admin → Contacts "Consent" filter: each contact's marketing consent, matched on the lower-cased address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts } from '~/db/schema'
import { parseContactListQuery } from '~/lib/lead-list-query'
import { createTestServices } from '../../tests/setup/test-services'
import { listContacts } from './admin-leads.server'
import { grantConsent, suppress } from './marketing-consent.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await services.db.insert(contacts).values([
    { email: 'Active@Example.com', firstName: 'Ana' },
    { email: 'pending@example.com', firstName: 'Bo' },
    { email: 'revoked@example.com', firstName: 'Cy' },
    { email: 'never@example.com', firstName: 'Di' },
  ])
  const owner = { addressProven: true }
  await grantConsent(services, {
    email: 'active@example.com',
    consentTypes: ['newsletter'],
    detectedRegion: 'OTHER',
    ...owner,
  })
  await grantConsent(services, { email: 'pending@example.com', consentTypes: ['newsletter'], detectedRegion: 'EU' })
  await grantConsent(services, {
    email: 'revoked@example.com',
    consentTypes: ['newsletter'],
    detectedRegion: 'UK',
    ...owner,
  })
  await suppress(services.db, { email: 'revoked@example.com', detectedRegion: 'UK' })
})
afterAll(() => close())

const names = async (search: string) => {
  const list = await listContacts(services.db, parseContactListQuery(new URLSearchParams(search)))
  return { names: list.rows.map((row) => row.name).sort(), total: list.total }
}

describe('the contacts consent filter', () => {
  it('filters by none, pending, active and revoked, and shows everyone for any', async () => {
    expect(await names('')).toEqual({ names: ['Ana', 'Bo', 'Cy', 'Di'], total: 4 })
    expect(await names('consent=active')).toEqual({ names: ['Ana'], total: 1 })
    expect(await names('consent=pending')).toEqual({ names: ['Bo'], total: 1 })
    expect(await names('consent=revoked')).toEqual({ names: ['Cy'], total: 1 })
    expect(await names('consent=none')).toEqual({ names: ['Di'], total: 1 })
    expect(await names('consent=none&search=ana')).toEqual({ names: [], total: 0 })
  })
})
