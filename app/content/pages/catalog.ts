// Every text page served by routes/public/info-page.tsx, looked up by path.
import { buyingGuide } from './buying-guide'
import { about, contact, guideDownload, thankYou } from './company'
import { cookiesPolicy, privacyPolicy, termsOfService } from './legal'
import { investorInformation, propertySearchGuide, sellingGuide } from './other-guides'
import { phase5Summary } from './staff-pages'
import type { Locale } from '~/i18n/locale'
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

/**
 * The page with its own texts (title, description, lead, last update, call to action) in a language: Spanish where
 * the page has them, else English. The body is left as it is; the Spanish texts are dropped, so only the page's
 * language travels to the browser.
 */
export function localizeContentPage(page: ContentPage, locale: Locale): Omit<ContentPage, 'es'> {
  const { es: spanish, ...english } = page
  const es = locale === 'es' ? spanish : undefined
  if (!es) return english
  const { callToAction } = english
  return {
    ...english,
    title: es.title,
    description: es.description,
    lead: es.lead,
    lastUpdated: es.lastUpdated ?? page.lastUpdated,
    callToAction:
      callToAction && es.callToAction
        ? {
            heading: es.callToAction.heading,
            text: es.callToAction.text,
            actions: callToAction.actions.map((action, index) => ({
              ...action,
              label: es.callToAction?.labels[index] ?? action.label,
            })),
          }
        : callToAction,
  }
}
