// What every page needs to know about privacy for this request: the visitor's region from the trusted geo header
// (CONTRACT.md GEO_COUNTRY_HEADER), whether the banner may show (SPEC §4) and whether tracking is enabled (SPEC §4).
import type { AppConfig } from '~/config.server'
import { REGIONAL_POLICIES, bannerEligible, regionForCountry, type Region } from './consent'

export interface PrivacyContext {
  region: Region
  /** Host and region allow the banner; the browser still checks for an earlier decision. */
  bannerEligible: boolean
  /** SPEC §4: on the production host, or with ?debug=1. */
  trackingEnabled: boolean
}

export function detectRegion(request: Request, config: Pick<AppConfig, 'geoCountryHeader'>): Region {
  return regionForCountry(request.headers.get(config.geoCountryHeader))
}

export function privacyContext(
  request: Request,
  url: URL,
  config: Pick<AppConfig, 'geoCountryHeader' | 'previewHosts' | 'productionHost'>,
): PrivacyContext {
  const region = detectRegion(request, config)
  const host = url.hostname
  return {
    region,
    bannerEligible: bannerEligible(host, config.previewHosts, REGIONAL_POLICIES[region]),
    trackingEnabled:
      (config.productionHost !== undefined && host.toLowerCase() === config.productionHost.toLowerCase()) ||
      url.searchParams.get('debug') === '1',
  }
}
