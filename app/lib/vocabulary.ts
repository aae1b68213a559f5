// Listing words every public page uses (issue 16), in the page's language. The English ones are those of
// lib/property-rules.ts, which the admin keeps using.
import type { PropertyStatus, PropertyType } from './property-rules'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT, type Translate } from '~/i18n/messages'

type SiteId = Parameters<Translate<NonNullable<(typeof siteMessages)['id']>>>[0]

/** 'For sale' / 'En venta' */
export function statusLabel(t: Translate<SiteId>, status: string): string {
  return t(`site.status.${status as PropertyStatus}`)
}

/** 'House' / 'Casa' */
export function typeLabel(t: Translate<SiteId>, type: string): string {
  return t(`site.type.${type as PropertyType}`)
}

/** The translate function of the site catalog, for statusLabel and typeLabel. */
export function useSiteT(): Translate<SiteId> {
  return useT(siteMessages)
}
