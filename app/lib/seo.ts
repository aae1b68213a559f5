// Search-engine and social tags for every public page: title, description, canonical URL from APP_URL,
// Open Graph, and JSON-LD (schema.org) through React Router's `script:ld+json` meta descriptor.
import type { MetaDescriptor } from 'react-router'
import { DEFAULT_BRAND } from './brand'
import { LOCALES, localizePath, type Locale } from '~/i18n/locale'

export interface PageSeo {
  title: string
  description: string
  /** path of the canonical page in English, e.g. '/property/oceanfront-villa' */
  path: string
  /** the page's language (issue 16): the canonical URL is in it, and every language is named as an alternate */
  locale: Locale
  /** APP_URL, from the root loader (see appUrlFromMatches) */
  appUrl: string
  /** absolute or site-relative address of the main image */
  image?: string | null
  type?: 'website' | 'article' | 'product' | 'profile'
  /** schema.org objects rendered as JSON-LD */
  structuredData?: Record<string, unknown>[]
  noIndex?: boolean
}

export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${appUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.appUrl, localizePath(page.path, page.locale))
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(page.appUrl, page.path),
    { property: 'og:site_name', content: DEFAULT_BRAND.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[page.locale] },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ]
  if (page.image) tags.push({ property: 'og:image', content: absoluteUrl(page.appUrl, page.image) })
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  for (const data of page.structuredData ?? []) tags.push({ 'script:ld+json': data })
  return tags
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_HN' }

/** hreflang links: the page in every language, and English for everyone else (x-default). */
export function languageAlternates(appUrl: string, path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: locale,
      href: absoluteUrl(appUrl, localizePath(path, locale)),
    })),
    { tagName: 'link' as const, rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(appUrl, path) },
  ]
}

/** Meta functions read APP_URL from the root route's data. */
export function appUrlFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { appUrl?: string } | undefined
  return root?.appUrl ?? ''
}
