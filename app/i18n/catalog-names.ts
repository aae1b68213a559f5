// The message catalogs, one per part of the site, so a page's JavaScript carries only the messages it shows.
export const CATALOG_NAMES = [
  'site',
  'search',
  'results',
  'listing',
  'content',
  'account',
  'privacy',
  'cards',
  'home',
  'costs',
  'tours',
  'purchases',
] as const
export type CatalogName = (typeof CATALOG_NAMES)[number]
