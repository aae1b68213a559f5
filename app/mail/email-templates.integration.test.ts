import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { appSettings, emailOutbox } from '~/db/schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { sendInquiryEmails } from '~/models/inquiry.server'
import { createTestServices } from '../../tests/setup/test-services'
import { EMAIL_TEMPLATE_TYPES } from './email-template-catalog'
import {
  getStoredTemplate,
  listStoredTemplates,
  previewTemplate,
  renderEmail,
  resetTemplate,
  saveTemplate,
} from './email-templates.server'
import { sendWelcomeEmail } from './send.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const inquiry: Inquiry = {
  name: 'Ana <b>Smith</b>',
  email: 'ana@example.com',
  phone: '',
  message: 'Is the dock deep enough?',
  propertyId: 1,
  propertyTitle: 'Oceanfront villa',
  listingId: 'RR-1001',
  slug: 'oceanfront-villa',
  website: '',
}

describe('staff-edited e-mail templates', () => {
  it('saves a valid template, lists it as edited, and resets to the built-in', async () => {
    const saved = await saveTemplate(services.db, 'inquiry', {
      subject: 'Thanks for asking about {{ propertyTitle }}',
      body: 'Hello {{ name }},\n\nWe got your message.',
    })
    expect(saved).toEqual({ ok: true })
    expect(await getStoredTemplate(services.db, 'inquiry')).toEqual({
      subject: 'Thanks for asking about {{ propertyTitle }}',
      body: 'Hello {{ name }},\n\nWe got your message.',
    })
    expect(Object.keys(await listStoredTemplates(services.db))).toEqual(['inquiry'])
    await resetTemplate(services.db, 'inquiry')
    expect(await getStoredTemplate(services.db, 'inquiry')).toBeNull()
    expect(await listStoredTemplates(services.db)).toEqual({})
  })

  it('refuses unknown placeholders and syntax errors as field errors and stores nothing', async () => {
    const refused = await saveTemplate(services.db, 'welcome', {
      subject: 'Hi {{ firstName',
      body: 'Hello {{ nosuch }} and {{ constructor }}',
    })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.fieldErrors.subject).toMatch(/Template error/)
    expect(!refused.ok && refused.fieldErrors.body).toMatch(/Unknown placeholders: nosuch, constructor/)
    expect(await services.db.select().from(appSettings).where(eq(appSettings.key, 'email_template:welcome'))).toEqual(
      [],
    )
  })

  it('previews every built-in starter with sample data', () => {
    for (const [type, definition] of Object.entries(EMAIL_TEMPLATE_TYPES)) {
      const preview = previewTemplate(type as keyof typeof EMAIL_TEMPLATE_TYPES, definition.starter)
      expect(preview.fieldErrors, type).toBeNull()
      expect(preview.email?.subject, type).not.toBe('')
    }
  })

  it('sends with the edited template (values escaped in the HTML part) and falls back when none is stored', async () => {
    await saveTemplate(services.db, 'inquiry', {
      subject: 'Thanks for asking about {{ propertyTitle }}',
      body: 'Hello {{ name }},\n\nAbout {{ listingId }}:\n{{ message }}',
    })
    // the signed-in buyer's own address: name and message are given (issue 39)
    await sendInquiryEmails(services, inquiry, { ownAddress: true })
    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'inquiry'))
    expect(mail!.subject).toBe('Thanks for asking about Oceanfront villa')
    expect(mail!.textBody).toBe('Hello Ana <b>Smith</b>,\n\nAbout RR-1001:\nIs the dock deep enough?')
    expect(mail!.htmlBody).toContain('Hello Ana &lt;b&gt;Smith&lt;/b&gt;,')
    expect(mail!.htmlBody).toContain('About RR-1001:<br>Is the dock deep enough?')
    // a typed address: the same template gets neither
    await sendInquiryEmails(services, { ...inquiry, email: 'typed@example.com' })
    const [typed] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'typed@example.com'))
    expect(typed!.textBody).toMatch(/^Hello ,\n\nAbout RR-1001:\s*$/)
    // The staff notification has no edited version: the built-in is sent.
    const [staff] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'staff_inquiry'))
    expect(staff!.subject).toBe('New inquiry: Oceanfront villa (RR-1001)')
    await resetTemplate(services.db, 'inquiry')
  })

  it('falls back to the built-in when a stored template cannot render', async () => {
    // Written past validation, as a broken row would be.
    await services.db
      .insert(appSettings)
      .values({ key: 'email_template:welcome', value: { subject: 'Hi {{ nosuch }}', body: '{% if %}' } })
    const email = await renderEmail(services, 'welcome', { firstName: 'Maria', appUrl: 'http://localhost:3000' })
    expect(email.subject).toBe(
      EMAIL_TEMPLATE_TYPES.welcome.builtIn({ firstName: 'Maria', appUrl: 'http://localhost:3000' }).subject,
    )
    await sendWelcomeEmail(services, { email: 'maria@example.com', firstName: 'Maria' })
    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'welcome'))
    expect(mail!.subject).toBe(email.subject)
    await resetTemplate(services.db, 'welcome')
  })
})

describe('e-mails in the recipient’s language (issue 16)', () => {
  it('sends a Spanish visitor the Spanish confirmation and staff the English notification', async () => {
    await services.db.delete(emailOutbox)
    await sendInquiryEmails(services, { ...inquiry, email: 'lucia@example.com' }, { locale: 'es' })
    const sent = await services.db.select().from(emailOutbox)
    const confirmation = sent.find((email) => email.templateType === 'inquiry')!
    expect(confirmation.subject).toBe('Su consulta: Oceanfront villa')
    expect(confirmation.textBody).toContain('/es/property/oceanfront-villa')
    expect(sent.find((email) => email.templateType === 'staff_inquiry')!.subject).toBe(
      'New inquiry: Oceanfront villa (RR-1001)',
    )
  })

  it('welcomes someone who signed up on a Spanish page in Spanish, with links to the Spanish pages', async () => {
    await sendWelcomeEmail(services, { email: 'welcome-lucia@example.com', firstName: 'Lucía', locale: 'es' })
    const [welcome] = await services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'welcome-lucia@example.com'))
    expect(welcome!.subject).toBe('Bienvenido a Roatan Realty, Lucía')
    expect(welcome!.textBody).toContain('/es/my-account')
  })

  it('greets someone without a first name without a placeholder name, in both languages and in a template staff wrote', async () => {
    const welcomeTo = async (email: string) =>
      (await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)))[0]!
    await sendWelcomeEmail(services, { email: 'welcome-anon@example.com', firstName: '  ' })
    const english = await welcomeTo('welcome-anon@example.com')
    expect(english.subject).toBe('Welcome to Roatan Realty')
    expect(english.textBody).toMatch(/^Hello there,/)
    await sendWelcomeEmail(services, { email: 'welcome-anon-es@example.com', locale: 'es' })
    const spanish = await welcomeTo('welcome-anon-es@example.com')
    expect(spanish.subject).toBe('Bienvenido a Roatan Realty')
    expect(spanish.textBody).toMatch(/^Hola:/)
    // a template written before names could be missing
    const template = { subject: 'Welcome aboard, {{ firstName }}', body: 'Hello {{ firstName }},\n\nGood to have you.' }
    expect(await saveTemplate(services.db, 'welcome', template)).toEqual({ ok: true })
    await sendWelcomeEmail(services, { email: 'welcome-anon-2@example.com', firstName: null })
    const stored = await welcomeTo('welcome-anon-2@example.com')
    expect(stored.subject).toBe('Welcome aboard')
    expect(stored.textBody).toMatch(/^Hello,/)
    for (const mail of [english, spanish, stored])
      expect(`${mail.subject} ${mail.textBody}`).not.toMatch(/New User|nuevo usuario/i)
    await resetTemplate(services.db, 'welcome')
  })

  it('keeps a Spanish template staff wrote apart from the English one', async () => {
    const template = { subject: 'Consulta: {{ propertyTitle }}', body: 'Hola {{ name }}.' }
    expect(await saveTemplate(services.db, 'inquiry', template, 'es')).toEqual({ ok: true })
    const data = { ...inquiry, appUrl: 'https://example.com' }
    expect((await renderEmail(services, 'inquiry', data, 'es')).subject).toBe('Consulta: Oceanfront villa')
    expect((await renderEmail(services, 'inquiry', data)).subject).toBe('Your Inquiry: Oceanfront villa')
    expect(Object.keys(await listStoredTemplates(services.db))).not.toContain('inquiry:es')
    await resetTemplate(services.db, 'inquiry', 'es')
    expect((await renderEmail(services, 'inquiry', data, 'es')).subject).toBe('Su consulta: Oceanfront villa')
    // staff e-mails have no Spanish version
    expect((await renderEmail(services, 'staff_inquiry', data, 'es')).subject).toMatch(/^New inquiry/)
  })
})
