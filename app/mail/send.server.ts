// SPEC §7 backend functions send-welcome-email and send-email. SPEC §8: a failure is logged and null returned;
// the person is never told.
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import type { Locale } from '~/i18n/locale'
import type { Logger } from '~/logger.server'
import { renderEmail } from './email-templates.server'
import type { Outbox } from './outbox.server'
import { escapeHtml } from './templates'

interface Mail {
  outbox: Outbox
  logger: Logger
  config: AppConfig
}

export async function sendWelcomeEmail(
  { db, outbox, logger, config }: Mail & { db: Database },
  { email, firstName, locale = 'en' }: { email: string; firstName?: string | null; locale?: Locale },
) {
  try {
    // Issue 43: no placeholder name (SPEC §4 said 'New User'); the templates greet without one.
    const name = firstName?.trim() ?? ''
    const rendered = await renderEmail({ db, logger }, 'welcome', { firstName: name, appUrl: config.appUrl }, locale)
    return await outbox.enqueue({
      to: email,
      templateType: 'welcome',
      ...(name ? rendered : withoutEmptyName(rendered)),
    })
  } catch (error) {
    logger.error({ err: error, to: email }, 'welcome e-mail failed')
    return null
  }
}

/**
 * A template staff wrote before names could be missing ("Welcome to …, {{ firstName }}", "Hello {{ firstName }},")
 * leaves a dangling comma where the name would be: tidied away.
 */
export function withoutEmptyName<T extends { subject: string; text: string; html: string }>(email: T): T {
  const greeting = (body: string) => body.replace(/\b(Hello|Hi|Dear) ,/g, '$1,').replace(/\bHola, :/g, 'Hola:')
  return {
    ...email,
    subject: email.subject.replace(/,\s*$/, '').trim(),
    text: greeting(email.text),
    html: greeting(email.html),
  }
}

/** A message with a subject chosen by the caller and the data laid out plainly (templates per type come later). */
export async function sendEmail(
  { outbox, logger }: Mail,
  {
    to,
    subject,
    templateType,
    data,
  }: { to: string; subject: string; templateType: string; data: Record<string, unknown> },
) {
  try {
    const rows = Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== '')
    const text = rows.map(([key, value]) => `${key}: ${String(value)}`).join('\n')
    const html = `<table>${rows.map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(String(value))}</td></tr>`).join('')}</table>`
    return await outbox.enqueue({ to, subject, templateType, text, html })
  } catch (error) {
    logger.error({ err: error, to, templateType }, 'e-mail failed')
    return null
  }
}
