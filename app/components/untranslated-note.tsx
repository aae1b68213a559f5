// Issue 16: on a Spanish page, a text staff have not translated yet is shown in English (marked lang="en" where it
// is rendered) with this note, never left out.
import { siteMessages } from '~/i18n/catalogs/site'
import type { LocalizedText } from '~/lib/localized-content'
import { useLocale, useT } from '~/i18n/messages'

export function UntranslatedNote({ text, className = '' }: { text: Pick<LocalizedText, 'lang'>; className?: string }) {
  const locale = useLocale()
  const t = useT(siteMessages)
  if (locale === 'en' || text.lang === locale) return null
  return <p className={`text-sm italic text-ink/80 ${className}`}>{t('site.untranslated')}</p>
}

/** One note for a list where some items are shown in English on a Spanish page. */
export function SomeUntranslatedNote({ items, className = '' }: { items: { lang: string }[]; className?: string }) {
  const locale = useLocale()
  const t = useT(siteMessages)
  if (locale === 'en' || items.every((item) => item.lang === locale)) return null
  return <p className={`text-sm italic text-ink/80 ${className}`}>{t('site.someUntranslated')}</p>
}
