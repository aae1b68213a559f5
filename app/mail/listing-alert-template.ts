// The listing alert (issue 15): one e-mail per buyer per run, with a section per saved search that has new matches
// and the news about their saved listings. Each listing is a card (photo, price, rooms, link); each section has a
// link that stops that alert alone. `searches` and `favourites` are the plain-text blocks an edited template uses.
import type { Locale } from '~/i18n/locale'
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

/** The alert's words in each language (issue 16): a buyer who uses the Spanish site gets it in Spanish. */
const WORDS = {
  en: {
    newFor: (count: number, name: string) => `${plural(count, 'new listing', 'new listings')} for “${name}”`,
    more: (count: number) => `And ${count} more`,
    stopSearch: 'Stop e-mails for this search',
    news: 'News about your saved listings',
    stopNews: 'Stop these e-mails',
    newsSubject: (count: number) => `News about ${plural(count, 'saved listing', 'saved listings')}`,
    allSubject: (count: number) => `Your listing alerts: ${plural(count, 'listing', 'listings')}`,
    greeting: (name: string) => `Hello ${name},`,
    prices: 'Prices are in US dollars. Reply to this e-mail to ask about a listing or to book a viewing.',
    change: 'Change what we send you',
    manage: 'Manage your saved searches and alerts',
  },
  es: {
    newFor: (count: number, name: string) => `${plural(count, 'propiedad nueva', 'propiedades nuevas')} para “${name}”`,
    more: (count: number) => `Y ${count} más`,
    stopSearch: 'Dejar de recibir correos de esta búsqueda',
    news: 'Novedades de sus propiedades guardadas',
    stopNews: 'Dejar de recibir estos correos',
    newsSubject: (count: number) => `Novedades de ${plural(count, 'propiedad guardada', 'propiedades guardadas')}`,
    allSubject: (count: number) => `Sus alertas de propiedades: ${plural(count, 'propiedad', 'propiedades')}`,
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    prices:
      'Los precios están en dólares estadounidenses. Responda a este correo para preguntar por una propiedad o para agendar una visita.',
    change: 'Cambie lo que le enviamos',
    manage: 'Administrar sus búsquedas guardadas y alertas',
  },
} satisfies Record<Locale, unknown>

function listingText(listing: AlertListing): string {
  return [listing.note, listing.title, [listing.price, listing.details].filter(Boolean).join(' · '), listing.url]
    .filter(Boolean)
    .join('\n')
}

/** The search sections as plain text. */
export function alertSearchesText(sections: AlertSection[], locale: Locale = 'en'): string {
  const words = WORDS[locale]
  return sections
    .map((section) => {
      const more = section.total - section.listings.length
      return [
        words.newFor(section.total, section.name),
        ...section.listings.map(listingText),
        more > 0 ? `${words.more(more)}: ${section.searchUrl}` : '',
        `${words.stopSearch}: ${section.stopUrl}`,
      ]
        .filter(Boolean)
        .join('\n\n')
    })
    .join('\n\n')
}

/** The saved-listing news as plain text ('' when there is none). */
export function alertFavouritesText(updates: AlertListing[], stopUrl: string, locale: Locale = 'en'): string {
  if (updates.length === 0) return ''
  const words = WORDS[locale]
  return [words.news, ...updates.map(listingText), `${words.stopNews}: ${stopUrl}`].join('\n\n')
}

export function listingAlertSubject(
  data: Pick<ListingAlertEmailData, 'sections' | 'updates' | 'matchCount'>,
  locale: Locale = 'en',
) {
  const words = WORDS[locale]
  const [only] = data.sections
  if (data.sections.length === 1 && data.updates.length === 0 && only) return words.newFor(only.total, only.name)
  if (data.sections.length === 0) return words.newsSubject(data.updates.length)
  return words.allSubject(data.matchCount)
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

export function listingAlertEmail(data: ListingAlertEmailData, locale: Locale = 'en'): RenderedEmail {
  const words = WORDS[locale]
  const greeting = words.greeting(data.firstName)
  const outro = `${words.prices} ${words.change}: ${data.manageUrl}`
  const text = [
    greeting,
    alertSearchesText(data.sections, locale),
    alertFavouritesText(data.updates, data.favouritesStopUrl, locale),
    outro,
  ]
    .filter(Boolean)
    .join('\n\n')
  const sectionsHtml = data.sections.map((section) => {
    const more = section.total - section.listings.length
    return `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(words.newFor(section.total, section.name))}</h2>${section.listings.map(cardHtml).join('')}${more > 0 ? `<p>${link(section.searchUrl, words.more(more))}</p>` : ''}<p style="font-size:13px">${link(section.stopUrl, words.stopSearch)}</p>`
  })
  const updatesHtml =
    data.updates.length > 0
      ? `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(words.news)}</h2>${data.updates.map(cardHtml).join('')}<p style="font-size:13px">${link(data.favouritesStopUrl, words.stopNews)}</p>`
      : ''
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#F4EBDD;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1E2A32;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-size:20px;font-weight:700;color:#0B4F6C;margin:0 0 24px">${escapeHtml(DEFAULT_BRAND.name)}</p><div style="background:#fff;border-radius:12px;padding:24px"><p>${escapeHtml(greeting)}</p>${sectionsHtml.join('')}${updatesHtml}<p style="margin-top:24px">${escapeHtml(words.prices)}</p><p>${link(data.manageUrl, words.manage)}</p></div></div></body></html>`
  return { subject: listingAlertSubject(data, locale), text, html }
}
