// Every text page served by routes/public/info-page.tsx, looked up by path.
import { buyingGuide } from './buying-guide'
import { about, contact, guideDownload, thankYou } from './company'
import { cookiesPolicy, privacyPolicy, termsOfService } from './legal'
import { investorInformation, propertySearchGuide, sellingGuide } from './other-guides'
import { phase5Summary } from './staff-pages'
import type { ContentPage } from './types'
import { ultimateGuide } from './ultimate-guide'

export const CONTENT_PAGES: readonly ContentPage[] = [
  buyingGuide,
  sellingGuide,
  propertySearchGuide,
  investorInformation,
  privacyPolicy,
  termsOfService,
  cookiesPolicy,
  contact,
  about,
  thankYou,
  guideDownload,
  ultimateGuide,
  phase5Summary,
]

const BY_PATH = new Map(CONTENT_PAGES.map((page) => [page.path, page]))

/** The page for a request path; paths match case-insensitively and ignore a trailing slash, as the router does. */
export function getContentPage(pathname: string): ContentPage | null {
  return BY_PATH.get(pathname.toLowerCase().replace(/\/+$/, '')) ?? null
}
