// Search-engine and social tags for every public page: title, description, canonical URL from APP_URL,
// Open Graph, and JSON-LD (schema.org) through React Router's `script:ld+json` meta descriptor.
import type { MetaDescriptor } from 'react-router'
import { DEFAULT_BRAND } from './brand'

export interface PageSeo {
  title: string
  description: string
  /** path of the canonical page, e.g. '/property/oceanfront-villa' */
  path: string
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
  const url = absoluteUrl(page.appUrl, page.path)
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: DEFAULT_BRAND.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ]
  if (page.image) tags.push({ property: 'og:image', content: absoluteUrl(page.appUrl, page.image) })
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  for (const data of page.structuredData ?? []) tags.push({ 'script:ld+json': data })
  return tags
}

/** Meta functions read APP_URL from the root route's data. */
export function appUrlFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { appUrl?: string } | undefined
  return root?.appUrl ?? ''
}
