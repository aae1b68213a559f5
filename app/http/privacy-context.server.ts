// What every page needs to know about privacy for this request: the visitor's region from the trusted geo header
// (CONTRACT.md GEO_COUNTRY_HEADER), whether the banner may show (SPEC §4) and whether tracking is enabled (SPEC §4);
// and what a change of consent records of the request that made it.
import type { RouterContextProvider } from 'react-router'
import type { AppConfig } from '~/config.server'
import { getRequestInfo, getServices } from '~/context.server'
import { REGIONAL_POLICIES, bannerEligible, regionForCountry, type PrivacyContext, type Region } from '~/lib/consent'

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

/** What the request itself tells: the region the server detected, the client's address and browser. */
export function requestEvidence(request: Request, context: Readonly<RouterContextProvider>) {
  return {
    detectedRegion: detectRegion(request, getServices(context).config),
    ipAddress: getRequestInfo(context).clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
  }
}
