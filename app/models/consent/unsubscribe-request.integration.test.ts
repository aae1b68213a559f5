// /unsubscribe's "e-mail me the link" (issue 39): at most three links a day to one address, and one IPv6 /64 counts
// as one network, so nobody can use the form to flood an inbox.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { emailOutbox, marketingSuppressions } from '~/db/schema'
import { createTestServices } from '../../../tests/setup/test-services'
import { UNSUBSCRIBE_LINK_LIMITS, requestUnsubscribeLink } from './unsubscribe-request.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const linksTo = (email: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'unsubscribe_link')))

it('sends one address at most three links a day, from however many networks', async () => {
  const email = 'known@example.com'
  await services.db.insert(marketingSuppressions).values({ email, reason: 'user_request', source: 'website' })
  const { max } = UNSUBSCRIBE_LINK_LIMITS.perAddress
  for (let index = 0; index < max; index++) {
    expect(await requestUnsubscribeLink(services, { email, clientIp: `203.0.113.${index + 1}` })).toBe('done')
  }
  expect(await requestUnsubscribeLink(services, { email, clientIp: '198.51.100.1' })).toBe('limited')
  expect(await linksTo(email)).toHaveLength(max)
})

it('counts the addresses of one IPv6 /64 as one network', async () => {
  const { max } = UNSUBSCRIBE_LINK_LIMITS.perNetwork
  for (let index = 0; index < max; index++) {
    const answer = await requestUnsubscribeLink(services, {
      email: `someone-${index}@example.com`,
      clientIp: `2001:db8:5:5::${(index + 1).toString(16)}`,
    })
    expect(answer).toBe('done')
  }
  expect(await requestUnsubscribeLink(services, { email: 'next@example.com', clientIp: '2001:db8:5:5:abcd::9' })).toBe(
    'limited',
  )
})
