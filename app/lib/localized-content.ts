// Issue 16: texts staff write in both languages (listing titles, descriptions, posts, areas, bios, FAQ, guide
// pages). A Spanish page shows the Spanish text when there is one, else the English text marked as English (`lang`)
// with a note; English pages always show English.
import { type DateInput, formatDateTime } from './format'
import { localizePath, type Locale } from '~/i18n/locale'

export interface LocalizedText {
  text: string
  /** the language the text is in: 'en' where a Spanish page fell back to English */
  lang: Locale
}

export function localizedText(english: string, spanish: string | null | undefined, locale: Locale): LocalizedText {
  return locale === 'es' && spanish && spanish.trim() !== ''
    ? { text: spanish, lang: 'es' }
    : { text: english, lang: 'en' }
}

/** A list staff write in both languages (a listing's features): the Spanish one when there is one. */
export function localizedList(english: string[], spanish: string[] | null | undefined, locale: Locale) {
  return locale === 'es' && spanish && spanish.length > 0
    ? { items: spanish, lang: 'es' as Locale }
    : { items: english, lang: 'en' as Locale }
}

/** A listing card or row with its title in the page's language (`titleLang` says which it is). */
export function localizeTitle<T extends { title: string; titleEs: string }>(
  row: T,
  locale: Locale,
): Omit<T, 'titleEs'> & { titleLang: Locale } {
  const { titleEs, ...rest } = row
  const title = localizedText(row.title, titleEs, locale)
  return { ...rest, title: title.text, titleLang: title.lang }
}

/** Site links inside rendered Markdown, made to stay in the page's language ('/areas' → '/es/areas'). */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html
  return html.replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${localizePath(path, locale)}"`)
}

/**
 * A post in a list: its Spanish title and excerpt on Spanish pages when staff wrote them (`lang` says which), and its
 * date as shown.
 */
export function localizePost<
  T extends { title: string; excerpt: string; titleEs: string; excerptEs: string; publishedAt: DateInput },
>(post: T, locale: Locale): Omit<T, 'titleEs' | 'excerptEs'> & { lang: Locale; published: string } {
  const { titleEs, excerptEs, ...rest } = post
  const spanish = locale === 'es' && titleEs.trim() !== ''
  return {
    ...rest,
    title: spanish ? titleEs : post.title,
    excerpt: spanish ? excerptEs || post.excerpt : post.excerpt,
    lang: spanish ? 'es' : 'en',
    // dated on the server: the browser's first date format costs a hydration 30–60 ms of ICU set-up (decision 030)
    published: formatDateTime(post.publishedAt, undefined, locale),
  }
}
