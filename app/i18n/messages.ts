// Issue 16: translated messages through Lingui (docs/decisions/023-languages.md). One Lingui instance per language,
// activated once and never switched, so requests in different languages never share state. Each catalog module
// loads its compiled English messages at once and its Spanish ones only where they are needed: always on the server,
// and in a browser showing a Spanish page (the module waits for them with a top-level await, so nothing renders
// before). Moving between languages reloads the page (LanguageSwitch). A page's language comes from its URL.
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { use } from 'react'
import { useLocation } from 'react-router'
import { INTL_LOCALES, LOCALES, localeFromPath, localizePath, type Locale } from './locale'

const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: {} } })]),
) as Record<Locale, I18n>

/** A catalog's ids (checked by TypeScript against its English file) and the state of its Spanish messages. */
export interface Catalog<Id extends string> {
  readonly name: string
  /** never set: carries the id type */
  readonly id?: Id
  /** loads the Spanish messages once; the promise is marked fulfilled when they are in (React's `use` reads that) */
  loadSpanish(): Promise<void>
}

const catalogs: Catalog<string>[] = []

/** Spanish messages are wanted on the server and on Spanish pages; English pages never download them. */
const wantsSpanish = () => typeof document === 'undefined' || document.documentElement.lang === 'es'

/** Registers a catalog: its compiled English messages now, its Spanish ones when a Spanish page needs them. */
export function defineCatalog<Id extends string>(
  name: string,
  english: Messages,
  importSpanish: () => Promise<{ messages: Messages }>,
): Catalog<Id> {
  instances.en.load('en', english)
  let loading: Promise<void> | null = null
  const catalog: Catalog<Id> = {
    name,
    // Never rejects: a catalog that cannot be fetched (offline) leaves its messages in English (translator).
    loadSpanish: () => {
      if (loading) return loading
      const settled: Promise<void> = importSpanish()
        .then(({ messages }) => instances.es.load('es', messages))
        .catch(() => undefined)
        .then(() => void Object.assign(settled, { status: 'fulfilled', value: undefined }))
      return (loading = settled)
    },
  }
  catalogs.push(catalog)
  if (wantsSpanish()) void catalog.loadSpanish()
  return catalog
}

/**
 * Waits for the Spanish messages of every catalog registered so far: before the server renders (all of them), and
 * before a Spanish page hydrates (those of its modules).
 */
export async function catalogsReady(): Promise<void> {
  if (wantsSpanish()) await Promise.all(catalogs.map((catalog) => catalog.loadSpanish()))
}

export type MessageValues = Record<string, string | number | Date | null | undefined>
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

/**
 * Messages without values, as formatted, per language: a page shows a few hundred and Lingui formats each afresh.
 * Emptied when messages load (a Spanish catalog replaces the English a message fell back to).
 */
const plainMessages = Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, string>()])) as Record<
  Locale,
  Map<string, string>
>
for (const i18n of Object.values(instances)) i18n.on('change', () => LOCALES.forEach((l) => plainMessages[l].clear()))

/** Messages of a catalog in a language, for loaders, meta functions and e-mails. */
export function translator<Id extends string>(_catalog: Catalog<Id>, locale: Locale): Translate<Id> {
  const i18n = instances[locale]
  const plain = plainMessages[locale]
  // A catalog that could not be loaded falls back to English: a visitor never sees a message id.
  const format = (id: Id, values?: MessageValues) => (id in i18n.messages ? i18n : instances.en)._(id, values)
  return (id, values) => {
    if (values) return format(id, values)
    let text = plain.get(id)
    if (text === undefined) plain.set(id, (text = format(id)))
    return text
  }
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname)
}

/**
 * Messages of a catalog in the page's language. A Spanish page reached in the browser before its catalog arrived
 * waits for it (React suspends the hydration or the navigation), so it never shows English first.
 *
 * Every Spanish render asks `use` for the catalog, loaded or not: React may try a component again where it left off
 * once the catalog arrives, and a try that skipped `use` where the first one called it breaks React's count of the
 * component's hooks (React error 467: the whole page rendered again in the browser). A loaded catalog's promise is
 * marked fulfilled, so `use` returns at once.
 */
export function useT<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  const locale = useLocale()
  if (locale === 'es') use(catalog.loadSpanish())
  return translator(catalog, locale)
}

/** A site address in the page's language: `localHref("/properties")` is '/es/properties' on Spanish pages. */
export function useLocalHref(): (path: string) => string {
  const locale = useLocale()
  return (path) => localizePath(path, locale)
}

/**
 * The id among `ids` whose English message is `text`: server answers (zod, models) speak English; a Spanish page
 * shows the same answer from its catalog.
 */
export function idOfEnglish<Id extends string>(
  catalog: Catalog<Id>,
  ids: readonly Id[],
  text: string,
  values?: MessageValues,
): Id | undefined {
  const english = translator(catalog, 'en')
  return ids.find((id) => english(id, values) === text)
}

/**
 * A form's field errors in the page's language: the schema checking it (shared with the server) speaks English, and a
 * Spanish page shows the message among `ids` whose English is the same (else the English, never an id).
 */
export function useFieldErrors<Id extends string>(catalog: Catalog<Id>, ids: readonly Id[]) {
  const locale = useLocale()
  const t = useT(catalog)
  return (message: string | undefined) => {
    if (message === undefined || locale === 'en') return message
    const id = idOfEnglish(catalog, ids, message)
    return id ? t(id) : message
  }
}
