// The cards of a listing alert (issue 15): listing facts, the cover's absolute address, and what changed for a saved
// listing, as app/email/listing-alert-template.ts shows them.
import { eq, inArray } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { areas, properties } from '~/db/schema'
import { cardColumns } from '~/models/property.server'
import { formatArea, formatNumber, formatPrice } from '~/lib/format'
import { PROPERTY_IMAGES_BUCKET, propertyImageSources } from '~/lib/image-url'
import type { AlertListingRow, FavouriteNews } from '~/models/alert-matches.server'
import type { AlertListing } from './listing-alert-template'

type CardServices = Pick<AppServices, 'config' | 'storage'>

export type CardSource = Pick<
  AlertListingRow,
  'slug' | 'title' | 'priceUsd' | 'bedrooms' | 'bathrooms' | 'livingAreaSqft' | 'images' | 'areaName'
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

export function alertCard(services: CardServices, listing: CardSource, note?: string): AlertListing {
  const { config, storage } = services
  const cover = listing.images[0]
    ? propertyImageSources(listing.images[0], storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)).src
    : ''
  return {
    title: listing.title,
    price: formatPrice(listing.priceUsd),
    details: [
      listing.bedrooms > 0 ? plural(listing.bedrooms, 'bed') : '',
      listing.bathrooms > 0 ? plural(listing.bathrooms, 'bath') : '',
      formatArea(listing.livingAreaSqft),
      listing.areaName ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
    url: `${config.appUrl}/property/${listing.slug}`,
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

export function newsNote(item: FavouriteNews): string {
  switch (item.kind) {
    case 'price_drop':
      return `Price cut from ${formatPrice(item.oldPriceUsd)} to ${formatPrice(item.newPriceUsd)}`
    case 'back_on_market':
      return 'Back on the market'
    case 'under_contract':
      return 'Under contract'
    default:
      return 'Sold'
  }
}
