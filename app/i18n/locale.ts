// Issue 16: the site's languages. English keeps today's addresses; Spanish pages are the same paths under /es
// (docs/decisions/023-languages.md). Pure functions of the URL, so the server and the browser always agree.
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

/** The locale Intl formats dates and numbers with: Honduran Spanish writes 2,450.5 like US English. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-HN' }

const SPANISH = /^\/es(?=\/|$)/

export function localeFromPath(pathname: string): Locale {
  return SPANISH.test(pathname) ? 'es' : 'en'
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** '/es/properties' → '/properties'; '/es' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(SPANISH, '') || '/'
}

/**
 * A site address in a language: '/properties?x=1' → '/es/properties?x=1', '/' → '/es'. Outside addresses, hashes
 * and addresses that are already in a language are left alone; so are the admin and the endpoints.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || SPANISH.test(path)) return path
  if (/^\/(admin|api|auth|healthz|sitemap|robots|logout|my-data)(?=[/?#.]|$)/.test(path)) return path
  const rest = path === '/' ? '' : path.startsWith('/?') || path.startsWith('/#') ? path.slice(1) : path
  return `/es${rest}`
}
