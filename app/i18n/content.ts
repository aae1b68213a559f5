// Issue 16: texts staff write in both languages (listing titles, descriptions, posts, areas, bios, FAQ, guide
// pages). A Spanish page shows the Spanish text when there is one, else the English text marked as English (`lang`)
// with a note; English pages always show English.
import type { Locale } from './locale'

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

/** A listing card or row with its title in the page's language (`titleLang` says which it is). */
export function localizeTitle<T extends { title: string; titleEs: string }>(
  row: T,
  locale: Locale,
): Omit<T, 'titleEs'> & { titleLang: Locale } {
  const { titleEs, ...rest } = row
  const title = localizedText(row.title, titleEs, locale)
  return { ...rest, title: title.text, titleLang: title.lang }
}
