// Staff-edited e-mail templates (issue 6), stored in app_settings under 'email_template:<type>'. Every send asks
// renderEmail() for its message: the edited template when there is one, else the built-in; a stored template that
// fails to render is logged and the built-in is sent instead, so a bad edit never stops an e-mail.
import { eq, like } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import type { Logger } from '~/logger.server'
import { appSettings } from '~/db/schema'
import {
  EMAIL_TEMPLATE_TYPES,
  type EmailDataByType,
  type EmailTemplateType,
  type TemplateDefinition,
  isEmailTemplateType,
} from './email-template-catalog'
import { checkTemplate, renderHtmlTemplate, renderTextTemplate } from './template-engine.server'
import { type RenderedEmail, layout } from './templates'
import { SPANISH_EMAILS } from './templates-es'
import type { Locale } from '~/i18n/locale'

type SpanishEmail<T extends EmailTemplateType> = NonNullable<(typeof SPANISH_EMAILS)[T]>

const KEY_PREFIX = 'email_template:'

export interface StoredTemplate {
  subject: string
  body: string
}

function isStoredTemplate(value: unknown): value is StoredTemplate {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredTemplate).subject === 'string' &&
    typeof (value as StoredTemplate).body === 'string'
  )
}

/** The key of a stored template: 'email_template:inquiry', or 'email_template:inquiry:es' for its Spanish version. */
const templateKey = (type: EmailTemplateType, locale: Locale) =>
  `${KEY_PREFIX}${type}${locale === 'en' ? '' : `:${locale}`}`

export async function getStoredTemplate(
  db: Database,
  type: EmailTemplateType,
  locale: Locale = 'en',
): Promise<StoredTemplate | null> {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, templateKey(type, locale)))
  return row && isStoredTemplate(row.value) ? { subject: row.value.subject, body: row.value.body } : null
}

export async function listStoredTemplates(db: Database): Promise<Partial<Record<EmailTemplateType, StoredTemplate>>> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(like(appSettings.key, `${KEY_PREFIX}%`))
  const stored: Partial<Record<EmailTemplateType, StoredTemplate>> = {}
  for (const row of rows) {
    const type = row.key.slice(KEY_PREFIX.length)
    if (isEmailTemplateType(type) && isStoredTemplate(row.value)) stored[type] = row.value
  }
  return stored
}

export type TemplateFieldErrors = Partial<Record<'subject' | 'body', string>>

/** Checks a subject and body against the type's data; field errors for the form, or none. */
function validateTemplate(type: EmailTemplateType, template: StoredTemplate): TemplateFieldErrors {
  const variables = EMAIL_TEMPLATE_TYPES[type].variables
  const errors: TemplateFieldErrors = {}
  if (!template.subject.trim()) errors.subject = 'Enter a subject.'
  else if (template.subject.length > 300) errors.subject = 'Keep the subject under 300 characters.'
  else {
    const check = checkTemplate(template.subject, variables)
    if (!check.ok) errors.subject = check.error
  }
  if (!template.body.trim()) errors.body = 'Enter the message.'
  else if (template.body.length > 20_000) errors.body = 'Keep the message under 20,000 characters.'
  else {
    const check = checkTemplate(template.body, variables)
    if (!check.ok) errors.body = check.error
  }
  return errors
}

export type SaveTemplateResult = { ok: true } | { ok: false; fieldErrors: TemplateFieldErrors }

export async function saveTemplate(
  db: Database,
  type: EmailTemplateType,
  template: StoredTemplate,
  locale: Locale = 'en',
): Promise<SaveTemplateResult> {
  const fieldErrors = validateTemplate(type, template)
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  // Rendering the sample data catches what static checks cannot (e.g. a filter given the wrong argument).
  try {
    renderTemplate(template, EMAIL_TEMPLATE_TYPES[type].sample)
  } catch (error) {
    return { ok: false, fieldErrors: { body: `Template error: ${error instanceof Error ? error.message : error}` } }
  }
  const value = { subject: template.subject, body: template.body }
  await db
    .insert(appSettings)
    .values({ key: templateKey(type, locale), value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } })
  return { ok: true }
}

/** Back to the built-in message. */
export async function resetTemplate(db: Database, type: EmailTemplateType, locale: Locale = 'en') {
  await db.delete(appSettings).where(eq(appSettings.key, templateKey(type, locale)))
}

/** Body paragraphs (blank-line separated) escaped by the engine, line breaks kept, in the built-in layout. */
function renderTemplate(template: StoredTemplate, data: object): RenderedEmail {
  const values = { ...data } as Record<string, string | number>
  const subject = renderTextTemplate(template.subject, values).replace(/\s+/g, ' ').trim()
  const text = renderTextTemplate(template.body, values)
  const paragraphs = renderHtmlTemplate(template.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.replace(/\n/g, '<br>'))
  return { subject, text, html: layout(paragraphs) }
}

/** The live preview: the template with the type's sample data, or the error it gives. */
export function previewTemplate(
  type: EmailTemplateType,
  template: StoredTemplate,
): { email: RenderedEmail; fieldErrors: null } | { email: null; fieldErrors: TemplateFieldErrors } {
  const fieldErrors = validateTemplate(type, template)
  if (Object.keys(fieldErrors).length > 0) return { email: null, fieldErrors }
  try {
    return { email: renderTemplate(template, EMAIL_TEMPLATE_TYPES[type].sample), fieldErrors: null }
  } catch (error) {
    return { email: null, fieldErrors: { body: `Template error: ${error instanceof Error ? error.message : error}` } }
  }
}

/** The message to send: the stored template if there is one and it renders, else the built-in. */
export async function renderEmail<T extends EmailTemplateType>(
  services: { db: Database; logger: Logger },
  type: T,
  data: EmailDataByType[T],
  locale: Locale = 'en',
): Promise<RenderedEmail> {
  return (await loadEmailRenderer(services, type, locale))(data)
}

/**
 * The renderer of one template type with the stored template read once: for a job that writes thousands of
 * messages of one kind in a run. A stored template that fails to load or render falls back to the built-in.
 */
export async function loadEmailRenderer<T extends EmailTemplateType>(
  { db, logger }: { db: Database; logger: Logger },
  type: T,
  locale: Locale = 'en',
): Promise<(data: EmailDataByType[T]) => RenderedEmail> {
  // Issue 16: a Spanish recipient gets the Spanish template staff wrote, else the Spanish built-in; a type with no
  // Spanish version (staff e-mails) is sent in English.
  const spanish = locale === 'es' ? (SPANISH_EMAILS[type] as SpanishEmail<T> | undefined) : undefined
  const definition = EMAIL_TEMPLATE_TYPES[type] as TemplateDefinition<T>
  const builtIn = spanish?.builtIn ?? definition.builtIn
  let stored: StoredTemplate | null = null
  try {
    stored = await getStoredTemplate(db, type, spanish ? 'es' : 'en')
  } catch (error) {
    logger.error({ err: error, templateType: type }, 'stored e-mail template failed; sending the built-in one')
  }
  return (data) => {
    try {
      if (stored) return renderTemplate(stored, data)
    } catch (error) {
      logger.error({ err: error, templateType: type }, 'stored e-mail template failed; sending the built-in one')
    }
    return builtIn(data)
  }
}
