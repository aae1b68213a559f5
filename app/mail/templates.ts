// Built-in e-mails: plain-text and HTML parts. Staff-edited templates (later) fall back to these.
import { DEFAULT_BRAND } from '~/lib/brand'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

/** Wraps paragraphs (already escaped) and an optional button in the brand's simple layout. */
export function layout(paragraphs: string[], button?: { href: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('')
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#0B4F6C;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : ''
  return `<!doctype html><html><body style="margin:0;background:#F4EBDD;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1E2A32;line-height:1.6"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-size:20px;font-weight:700;color:#0B4F6C;margin:0 0 24px">${escapeHtml(DEFAULT_BRAND.name)}</p><div style="background:#fff;border-radius:12px;padding:24px">${body}${action}</div><p style="font-size:12px;color:#555;margin-top:24px">${escapeHtml(DEFAULT_BRAND.name)} · ${escapeHtml(DEFAULT_BRAND.address)}</p></div></body></html>`
}

export function magicLinkEmail({ url }: { url: string }): RenderedEmail {
  return {
    subject: `Your sign-in link for ${DEFAULT_BRAND.name}`,
    text: `Use this link to sign in to ${DEFAULT_BRAND.name}:\n\n${url}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.`,
    html: layout(
      [
        `Use the button below to sign in to ${escapeHtml(DEFAULT_BRAND.name)}.`,
        'The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.',
      ],
      { href: url, label: 'Sign in' },
    ),
  }
}

/**
 * SPEC §4/§7 send-welcome-email, with the first name when there is one. Issue 43: never a placeholder name ("New User")
 * in front of a buyer; without a name the greeting has none.
 */
export function welcomeEmail({ firstName, appUrl }: { firstName: string; appUrl: string }): RenderedEmail {
  return {
    subject: `Welcome to ${DEFAULT_BRAND.name}${firstName ? `, ${firstName}` : ''}`,
    text: `Hello ${firstName || 'there'},\n\nThank you for creating an account with ${DEFAULT_BRAND.name}. You can follow your inquiries and choose what we send you on your account page:\n\n${appUrl}/my-account\n\nWhen you are ready, browse the listings at ${appUrl}/properties or reply to this e-mail with any question about buying on Roatan.`,
    html: layout(
      [
        `Hello ${escapeHtml(firstName || 'there')},`,
        `Thank you for creating an account with ${escapeHtml(DEFAULT_BRAND.name)}. You can follow your inquiries and choose what we send you on your account page.`,
        'When you are ready, browse the listings, or reply to this e-mail with any question about buying on Roatan.',
      ],
      { href: `${appUrl}/my-account`, label: 'Open my account' },
    ),
  }
}

/** SPEC §3 inquiry e-mail data. */
export interface InquiryEmailData {
  name: string
  email: string
  propertyTitle: string
  propertyId: number
  listingId: string
  slug: string
  phone: string
  message: string
}

/**
 * SPEC §7 send-email templateType inquiry: subject 'Your Inquiry: {property title}'. Issue 39: name and message are
 * empty unless the address is the signed-in buyer's own, so a stranger's words never reach an address nobody proved.
 */
export function inquiryConfirmationEmail(data: InquiryEmailData, appUrl: string): RenderedEmail {
  const url = `${appUrl}/property/${data.slug}`
  const greeting = data.name ? `Hello ${data.name},` : 'Hello,'
  const thanks = `Thank you for asking about ${data.propertyTitle} (${data.listingId}). An agent will reply within one business day, usually much sooner.`
  return {
    subject: `Your Inquiry: ${data.propertyTitle}`,
    text: [greeting, thanks, ...(data.message ? [`Your message:\n${data.message}`] : []), `The listing: ${url}`].join(
      '\n\n',
    ),
    html: layout(
      [
        escapeHtml(greeting),
        `Thank you for asking about <strong>${escapeHtml(data.propertyTitle)}</strong> (${escapeHtml(data.listingId)}). An agent will reply within one business day, usually much sooner.`,
        ...(data.message ? [`Your message:<br>${escapeHtml(data.message).replace(/\n/g, '<br>')}`] : []),
      ],
      { href: url, label: 'See the listing' },
    ),
  }
}

/** The notification staff get at once for a new inquiry. */
export function staffInquiryEmail(data: InquiryEmailData, appUrl: string): RenderedEmail {
  const lines = [
    `Name: ${data.name}`,
    `E-mail: ${data.email}`,
    `Phone: ${data.phone || '—'}`,
    `Listing: ${data.propertyTitle} (${data.listingId})`,
    `Page: ${appUrl}/property/${data.slug}`,
  ]
  return {
    subject: `New inquiry: ${data.propertyTitle} (${data.listingId})`,
    text: `${lines.join('\n')}\n\nMessage:\n${data.message}\n\nAnswer it from the admin: ${appUrl}/admin/inquiries`,
    html: layout([...lines.map(escapeHtml), `Message:<br>${escapeHtml(data.message).replace(/\n/g, '<br>')}`], {
      href: `${appUrl}/admin/inquiries`,
      label: 'Open inquiries',
    }),
  }
}

/** The team's notification for a message sent from /contact. */
export function staffContactEmail(
  message: { name: string; email: string; phone: string; topic: string; message: string },
  appUrl: string,
): RenderedEmail {
  const lines = [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Phone: ${message.phone || '—'}`,
    `Topic: ${message.topic}`,
  ]
  return {
    subject: `New message from ${message.name}`,
    text: `${lines.join('\n')}\n\nMessage:\n${message.message}\n\nAnswer it from the admin: ${appUrl}/admin/inquiries`,
    html: layout([...lines.map(escapeHtml), `Message:<br>${escapeHtml(message.message).replace(/\n/g, '<br>')}`], {
      href: `${appUrl}/admin/inquiries`,
      label: 'Open inquiries',
    }),
  }
}

/** SPEC §3 assignment e-mail data. */
export interface AssignmentEmailData {
  userName: string
  contactName: string
  contactEmail: string
  contactPhone: string
  assignmentType: 'manual' | 'automatic'
  contactId: string
}

/** SPEC §7 send-email templateType assignment: subject 'New Lead Assignment: {contact name}'. */
export function assignmentEmail(data: AssignmentEmailData, appUrl: string): RenderedEmail {
  const url = `${appUrl}/admin/contacts/profile/${data.contactId}`
  const lines = [
    `Lead: ${data.contactName}`,
    `E-mail: ${data.contactEmail}`,
    `Phone: ${data.contactPhone || '—'}`,
    `Assigned by: ${data.userName}`,
    `Assignment: ${data.assignmentType}`,
    `Contact id: ${data.contactId}`,
  ]
  return {
    subject: `New Lead Assignment: ${data.contactName}`,
    text: `A lead has been assigned to you.\n\n${lines.join('\n')}\n\nOpen the lead's profile: ${url}`,
    html: layout(['A lead has been assigned to you.', ...lines.map(escapeHtml)], {
      href: url,
      label: 'Open the lead’s profile',
    }),
  }
}

/** Double opt-in (docs/decisions/009-consent.md): the single-use link that makes a marketing consent active. */
export function consentConfirmationEmail(data: { url: string; consentTypes: string; appUrl: string }): RenderedEmail {
  return {
    subject: `Please confirm your subscription to ${DEFAULT_BRAND.name}`,
    text: `Someone, hopefully you, asked to receive these e-mails from ${DEFAULT_BRAND.name}: ${data.consentTypes}.\n\nConfirm your subscription here:\n\n${data.url}\n\nThe link works once and expires in 7 days. If you did not ask for this, ignore this e-mail and we will not write to you again. Our privacy policy: ${data.appUrl}/privacy-policy`,
    html: layout(
      [
        `Someone, hopefully you, asked to receive these e-mails from ${escapeHtml(DEFAULT_BRAND.name)}: <strong>${escapeHtml(data.consentTypes)}</strong>.`,
        'The link works once and expires in 7 days. If you did not ask for this, ignore this e-mail and we will not write to you again.',
      ],
      { href: data.url, label: 'Confirm subscription' },
    ),
  }
}

const UNSUBSCRIBE_LINK_TEXT = (name: string) =>
  `Someone, hopefully you, asked for a link to stop marketing e-mail from ${name} to this address. Open it and press Unsubscribe:`
const UNSUBSCRIBE_LINK_NOTE =
  'If you did not ask for it, ignore this e-mail: nothing changes until the button is pressed.'

/** The link asked for on /unsubscribe by someone without a marketing e-mail at hand (SPEC §7 marketing-suppression). */
export function unsubscribeLinkEmail({ url }: { url: string; appUrl: string }): RenderedEmail {
  return {
    subject: `Your unsubscribe link for ${DEFAULT_BRAND.name}`,
    text: `${UNSUBSCRIBE_LINK_TEXT(DEFAULT_BRAND.name)}

${url}

${UNSUBSCRIBE_LINK_NOTE}`,
    html: layout([escapeHtml(UNSUBSCRIBE_LINK_TEXT(DEFAULT_BRAND.name)), UNSUBSCRIBE_LINK_NOTE], {
      href: url,
      label: 'Unsubscribe',
    }),
  }
}

/** One listing of the new-listings e-mail, already formatted (SPEC §1 price and area formats). */
export interface NewListingItem {
  title: string
  price: string
  details: string
  url: string
}

/** SPEC §3 'New Property Listings' e-mail data; `listings` and `more` are the plain-text blocks for templates. */
export interface NewListingsEmailData {
  listingCount: number
  listings: string
  more: string
  appUrl: string
  items: NewListingItem[]
}

const listingsWord = (count: number) => `${count} new ${count === 1 ? 'listing' : 'listings'}`

/** The listing block as plain text: title, price and facts, link; a blank line between listings. */
export function newListingsText(items: NewListingItem[]): string {
  return items
    .map((item) => `${item.title}\n${[item.price, item.details].filter(Boolean).join(' · ')}\n${item.url}`)
    .join('\n\n')
}

/** "And N more" with the link to every listing, or '' when the e-mail shows them all. */
export function moreListingsText(moreCount: number, appUrl: string, locale: 'en' | 'es' = 'en'): string {
  if (moreCount <= 0) return ''
  return locale === 'es' ? `Y ${moreCount} más: ${appUrl}/es/properties` : `And ${moreCount} more: ${appUrl}/properties`
}

export function newListingsEmail(data: NewListingsEmailData): RenderedEmail {
  const intro = `${listingsWord(data.listingCount)} came on the market on Roatan since our last e-mail. Here they are, newest first.`
  const outro = 'Prices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing.'
  const moreCount = data.listingCount - data.items.length
  const listingHtml = data.items.map(
    (item) =>
      `<a href="${escapeHtml(item.url)}" style="color:#0B4F6C;font-weight:600">${escapeHtml(item.title)}</a><br><span style="font-size:18px;font-weight:700">${escapeHtml(item.price)}</span>${item.details ? ` · ${escapeHtml(item.details)}` : ''}`,
  )
  return {
    subject: `New on Roatan: ${listingsWord(data.listingCount)}`,
    text: [`Hello,`, intro, data.listings, data.more, outro].filter(Boolean).join('\n\n'),
    html: layout(
      [
        'Hello,',
        escapeHtml(intro),
        ...listingHtml,
        ...(moreCount > 0
          ? [`And <a href="${escapeHtml(`${data.appUrl}/properties`)}" style="color:#0B4F6C">${moreCount} more</a>.`]
          : []),
        escapeHtml(outro),
      ],
      { href: `${data.appUrl}/properties`, label: 'See all listings' },
    ),
  }
}
