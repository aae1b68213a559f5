// Every marketing e-mail goes out through here: validate_send first (SPEC §7), then the regional footer (SPEC §9
// notes; CASL sender identification), an unsubscribe and a preferences link, and the RFC 8058 one-click headers.
import type { AppServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { consentTypeLabel, regionalNote, type ConsentType, type Region } from '~/lib/consent'
import { oneClickUnsubscribeLink, preferencesLink, unsubscribeLink } from '~/auth/signed-link.server'
import { getPreferences, validateSend } from '~/models/marketing-consent.server'
import type { MessageQueue } from '~/mail/outbox.server'
import { escapeHtml } from '~/mail/templates'

export interface MarketingEmail {
  to: string
  subscriptionType: ConsentType
  subject: string
  text: string
  html: string
  /**
   * The target of the List-Unsubscribe header when it should stop less than all marketing: a listing alert's stops
   * that alert alone (issue 15). The footer's unsubscribe link still stops everything.
   */
  oneClickUnsubscribe?: string
}

export type MarketingSendResult =
  { sent: true; outboxId: string; headers: Record<string, string> } | { sent: false; reason: string }

function footer(services: Pick<AppServices, 'config'>, to: string, region: Region, subscriptionType: ConsentType) {
  const label = consentTypeLabel(subscriptionType)
  const sender = `${DEFAULT_BRAND.name}, ${DEFAULT_BRAND.address}, ${DEFAULT_BRAND.email}`
  const lines = [
    `You receive "${label}" because you subscribed with ${to}.`,
    `Unsubscribe: ${unsubscribeLink(services.config, to)}`,
    `Change your preferences: ${preferencesLink(services.config, to)}`,
    // CASL: every message identifies the sender; the CA note names them already.
    region === 'CA' ? regionalNote(region) : `${sender}. ${regionalNote(region)}`,
  ]
  const html = `<div style="max-width:560px;margin:0 auto;padding:0 24px 32px;font-family:system-ui,sans-serif;font-size:12px;color:#555;line-height:1.5"><p>${escapeHtml(lines[0]!)}</p><p><a href="${escapeHtml(unsubscribeLink(services.config, to))}">Unsubscribe</a> · <a href="${escapeHtml(preferencesLink(services.config, to))}">Change your preferences</a></p><p>${escapeHtml(lines[3]!)}</p></div>`
  return { text: `\n\n--\n${lines.join('\n')}`, html }
}

/** Sends a marketing message if, and only if, validate_send allows it; a refusal is logged and returned. */
export async function sendMarketingEmail(
  services: Pick<AppServices, 'db' | 'logger' | 'config'> & { outbox: MessageQueue },
  email: MarketingEmail,
): Promise<MarketingSendResult> {
  const to = email.to.trim().toLowerCase()
  const verdict = await validateSend(services.db, { email: to, subscription_type: email.subscriptionType })
  if (!verdict.allowed) {
    const reason = verdict.reason ?? 'not allowed'
    services.logger.info({ to, subscriptionType: email.subscriptionType, reason }, 'marketing e-mail refused')
    return { sent: false, reason }
  }
  const { compliance_metadata } = await getPreferences(services.db, to)
  const tail = footer(services, to, compliance_metadata.region, email.subscriptionType)
  const html = email.html.includes('</body>')
    ? email.html.replace('</body>', `${tail.html}</body>`)
    : `${email.html}${tail.html}`
  const headers = {
    // RFC 8058 one-click unsubscribe; RFC 2369 mailto (the office mailbox, which acts on it) for other clients.
    'List-Unsubscribe': `<${email.oneClickUnsubscribe ?? oneClickUnsubscribeLink(services.config, to)}>, <mailto:${DEFAULT_BRAND.email}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  const outboxId = await services.outbox.enqueue({
    to,
    subject: email.subject,
    text: `${email.text}${tail.text}`,
    html,
    templateType: `marketing_${email.subscriptionType}`,
    headers,
  })
  return { sent: true, outboxId, headers }
}
