// /unsubscribe without a link (SPEC §7 marketing-suppression reachable from the page): a person who lost our e-mail
// types their address and we send the signed one-click link to it. The answer never tells whether we know the
// address; only known addresses get mail, and both the address and the asking network are rate limited (issue 39: a
// day per address, an IPv6 /64 as one network).
import { sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { contacts, marketingConsents, marketingSuppressions, users } from '~/db/schema'
import { renderEmail } from '~/mail/email-templates.server'
import { unsubscribeLink } from '~/auth/signed-link.server'
import { type RateLimit, takeRateLimit } from '~/auth/rate-limit.server'
import { localizePath, type Locale } from '~/i18n/locale'
import { mailboxKey } from '~/lib/mailbox-key'
import { networkKey } from '~/lib/network-key'

export const UNSUBSCRIBE_LINK_LIMITS = {
  perAddress: { name: 'unsubscribe-link:email', max: 3, windowSeconds: 24 * 60 * 60 },
  perNetwork: { name: 'unsubscribe-link:ip', max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>

type Services = Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>

/** 'limited' when too many links were asked for; otherwise 'done', whether or not the address was known. */
export async function requestUnsubscribeLink(
  services: Services,
  { email, clientIp, locale = 'en' }: { email: string; clientIp: string; locale?: Locale },
): Promise<'done' | 'limited'> {
  const { db, outbox, logger, config } = services
  const address = email.trim().toLowerCase()
  const [ipAllowed, addressAllowed] = await Promise.all([
    takeRateLimit(db, UNSUBSCRIBE_LINK_LIMITS.perNetwork, networkKey(clientIp)),
    takeRateLimit(db, UNSUBSCRIBE_LINK_LIMITS.perAddress, mailboxKey(address)),
  ])
  if (!ipAllowed || !addressAllowed) return 'limited'
  if (!(await isKnownAddress(services, address))) {
    logger.info('unsubscribe link asked for an address we do not know; nothing sent')
    return 'done'
  }
  // issue 16: in the language of the page it was asked for on, leading back to that page's language
  const link = new URL(unsubscribeLink(config, address))
  link.pathname = localizePath(link.pathname, locale)
  const url = link.href
  await outbox.enqueue({
    to: address,
    templateType: 'unsubscribe_link',
    ...(await renderEmail({ db, logger }, 'unsubscribe_link', { url, appUrl: config.appUrl }, locale)),
  })
  return 'done'
}

/** An address we may have written to: a consent record, a suppression, a lead or an account. */
async function isKnownAddress({ db }: Pick<Services, 'db'>, address: string) {
  const result = await db.execute(sql`select exists (
      select 1 from ${marketingConsents} where ${marketingConsents.email} = ${address}
      union all select 1 from ${marketingSuppressions} where ${marketingSuppressions.email} = ${address}
      union all select 1 from ${contacts} where lower(${contacts.email}) = ${address}
      union all select 1 from ${users} where ${users.email} = ${address}
    ) as known`)
  return Boolean((result as unknown as { rows: { known: boolean }[] }).rows[0]?.known)
}
