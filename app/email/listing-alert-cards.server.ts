// The cards of a listing alert (issue 15): listing facts, the cover's absolute address, and what changed for a saved
// listing, as app/mail/listing-alert-template.ts shows them.
import { eq, inArray } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { areas, properties } from '~/db/schema'
import { cardColumns } from '~/models/property.server'
import { formatArea, formatNumber, formatPrice } from '~/lib/format'
import { PROPERTY_IMAGES_BUCKET, propertyImageSources } from '~/lib/image-url'
import type { AlertListingRow, FavouriteNews } from '~/models/alert-matches.server'
import type { AlertListing } from '~/mail/listing-alert-template'
import { localizedText } from '~/lib/localized-content'
import { localizePath, type Locale } from '~/i18n/locale'

type CardServices = Pick<AppServices, 'config' | 'storage'>

export type CardSource = Pick<
  AlertListingRow,
  'slug' | 'title' | 'titleEs' | 'priceUsd' | 'bedrooms' | 'bathrooms' | 'livingAreaSqft' | 'images' | 'areaName'
>

export async function listingsById(db: AppServices['db'], ids: number[]): Promise<Map<number, CardSource>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(inArray(properties.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`
const ROOMS: Record<Locale, { beds: (count: number) => string; baths: (count: number) => string }> = {
  en: { beds: (count) => plural(count, 'bed'), baths: (count) => plural(count, 'bath') },
  es: {
    beds: (count) => `${formatNumber(count)} ${count === 1 ? 'habitación' : 'habitaciones'}`,
    baths: (count) => `${formatNumber(count)} ${count === 1 ? 'baño' : 'baños'}`,
  },
}

/** '2 beds · 2 baths · 1,250 sq ft · West Bay', or in Spanish '2 habitaciones · 2 baños · 1,250 pies² · West Bay'. */
export function cardDetails(
  listing: Pick<CardSource, 'bedrooms' | 'bathrooms' | 'livingAreaSqft' | 'areaName'>,
  locale: Locale = 'en',
): string {
  return [
    listing.bedrooms > 0 ? ROOMS[locale].beds(listing.bedrooms) : '',
    listing.bathrooms > 0 ? ROOMS[locale].baths(listing.bathrooms) : '',
    formatArea(listing.livingAreaSqft, locale),
    listing.areaName ?? '',
  ]
    .filter(Boolean)
    .join(' · ')
}

export function alertCard(
  services: CardServices,
  listing: CardSource,
  note?: string,
  locale: Locale = 'en',
): AlertListing {
  const { config, storage } = services
  const cover = listing.images[0]
    ? propertyImageSources(listing.images[0], storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)).src
    : ''
  return {
    title: localizedText(listing.title, listing.titleEs, locale).text,
    price: formatPrice(listing.priceUsd),
    details: cardDetails(listing, locale),
    url: `${config.appUrl}${localizePath(`/property/${listing.slug}`, locale)}`,
    photo: cover.startsWith('/') ? `${config.appUrl}${cover}` : cover,
    note,
  }
}

/** A listing that changed twice since the last e-mail is told once, as it stands now. */
export function latestPerListing(news: FavouriteNews[]): FavouriteNews[] {
  const latest = new Map<number, FavouriteNews>()
  for (const item of news) {
    const before = latest.get(item.propertyId)
    // a price cut keeps the price it was cut from, across several cuts
    if (before?.kind === 'price_drop' && item.kind === 'price_drop')
      latest.set(item.propertyId, { ...item, oldPriceUsd: before.oldPriceUsd })
    else latest.set(item.propertyId, item)
  }
  return [...latest.values()]
}

export function newsNote(item: FavouriteNews, locale: Locale = 'en'): string {
  const spanish = locale === 'es'
  switch (item.kind) {
    case 'price_drop':
      return spanish
        ? `Bajó de precio: de ${formatPrice(item.oldPriceUsd)} a ${formatPrice(item.newPriceUsd)}`
        : `Price cut from ${formatPrice(item.oldPriceUsd)} to ${formatPrice(item.newPriceUsd)}`
    case 'back_on_market':
      return spanish ? 'De nuevo en venta' : 'Back on the market'
    case 'under_contract':
      return spanish ? 'Bajo contrato' : 'Under contract'
    default:
      return spanish ? 'Vendida' : 'Sold'
  }
}
