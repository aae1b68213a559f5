// The listing alert (issue 15): one e-mail per buyer per run, with a section per saved search that has new matches
// and the news about their saved listings. Each listing is a card (photo, price, rooms, link); each section has a
// link that stops that alert alone. `searches` and `favourites` are the plain-text blocks an edited template uses.
import { DEFAULT_BRAND } from '~/lib/brand'
import { type RenderedEmail, escapeHtml } from './templates'

export interface AlertListing {
  title: string
  price: string
  details: string
  url: string
  /** absolute address of the cover photo, or '' */
  photo: string
  /** what changed, for a saved listing: 'Price cut from $450,000 to $425,000', 'Sold', … */
  note?: string
}

export interface AlertSection {
  name: string
  /** every new match, also those beyond the cards shown */
  total: number
  listings: AlertListing[]
  /** the saved search on the site */
  searchUrl: string
  /** stops e-mails for this search alone */
  stopUrl: string
}

export interface ListingAlertEmailData {
  firstName: string
  /** listings in the e-mail: new matches and saved-listing news */
  matchCount: number
  searches: string
  favourites: string
  manageUrl: string
  appUrl: string
  sections: AlertSection[]
  updates: AlertListing[]
  /** stops the saved-listing news alone ('' when there is none) */
  favouritesStopUrl: string
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function listingText(listing: AlertListing): string {
  return [listing.note, listing.title, [listing.price, listing.details].filter(Boolean).join(' · '), listing.url]
    .filter(Boolean)
    .join('\n')
}

/** The search sections as plain text. */
export function alertSearchesText(sections: AlertSection[]): string {
  return sections
    .map((section) => {
      const more = section.total - section.listings.length
      return [
        `${plural(section.total, 'new listing', 'new listings')} for “${section.name}”`,
        ...section.listings.map(listingText),
        more > 0 ? `And ${more} more: ${section.searchUrl}` : '',
        `Stop e-mails for this search: ${section.stopUrl}`,
      ]
        .filter(Boolean)
        .join('\n\n')
    })
    .join('\n\n')
}

/** The saved-listing news as plain text ('' when there is none). */
export function alertFavouritesText(updates: AlertListing[], stopUrl: string): string {
  if (updates.length === 0) return ''
  return ['News about your saved listings', ...updates.map(listingText), `Stop these e-mails: ${stopUrl}`].join('\n\n')
}

export function listingAlertSubject(data: Pick<ListingAlertEmailData, 'sections' | 'updates' | 'matchCount'>) {
  const [only] = data.sections
  if (data.sections.length === 1 && data.updates.length === 0 && only)
    return `${plural(only.total, 'new listing', 'new listings')} for “${only.name}”`
  if (data.sections.length === 0) return `News about ${plural(data.updates.length, 'saved listing', 'saved listings')}`
  return `Your listing alerts: ${plural(data.matchCount, 'listing', 'listings')}`
}

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0B4F6C;font-weight:600">${escapeHtml(label)}</a>`

function cardHtml(listing: AlertListing): string {
  const photo = listing.photo
    ? `<a href="${escapeHtml(listing.url)}"><img src="${escapeHtml(listing.photo)}" alt="" width="512" style="display:block;width:100%;height:auto;border-radius:8px 8px 0 0"></a>`
    : ''
  const note = listing.note
    ? `<p style="margin:0 0 4px;color:#C2412F;font-weight:700">${escapeHtml(listing.note)}</p>`
    : ''
  return `<div style="border:1px solid #E5DCCB;border-radius:8px;margin:0 0 16px">${photo}<div style="padding:12px 16px">${note}<p style="margin:0;font-size:20px;font-weight:700;color:#0B4F6C">${escapeHtml(listing.price)}</p><p style="margin:4px 0">${link(listing.url, listing.title)}</p>${listing.details ? `<p style="margin:0;font-size:14px;color:#555">${escapeHtml(listing.details)}</p>` : ''}</div></div>`
}

export function listingAlertEmail(data: ListingAlertEmailData): RenderedEmail {
  const greeting = `Hello ${data.firstName},`
  const outro = `Prices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing. Change what we send you: ${data.manageUrl}`
  const text = [
    greeting,
    alertSearchesText(data.sections),
    alertFavouritesText(data.updates, data.favouritesStopUrl),
    outro,
  ]
    .filter(Boolean)
    .join('\n\n')
  const sectionsHtml = data.sections.map((section) => {
    const more = section.total - section.listings.length
    return `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(`${plural(section.total, 'new listing', 'new listings')} for “${section.name}”`)}</h2>${section.listings.map(cardHtml).join('')}${more > 0 ? `<p>${link(section.searchUrl, `And ${more} more`)}</p>` : ''}<p style="font-size:13px">${link(section.stopUrl, 'Stop e-mails for this search')}</p>`
  })
  const updatesHtml =
    data.updates.length > 0
      ? `<h2 style="font-size:18px;margin:24px 0 12px">News about your saved listings</h2>${data.updates.map(cardHtml).join('')}<p style="font-size:13px">${link(data.favouritesStopUrl, 'Stop these e-mails')}</p>`
      : ''
  const html = `<!doctype html><html><body style="margin:0;background:#F4EBDD;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1E2A32;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-size:20px;font-weight:700;color:#0B4F6C;margin:0 0 24px">${escapeHtml(DEFAULT_BRAND.name)}</p><div style="background:#fff;border-radius:12px;padding:24px"><p>${escapeHtml(greeting)}</p>${sectionsHtml.join('')}${updatesHtml}<p style="margin-top:24px">Prices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing.</p><p>${link(data.manageUrl, 'Manage your saved searches and alerts')}</p></div></div></body></html>`
  return { subject: listingAlertSubject(data), text, html }
}
