// "Save this search" on /properties (issue 15): stores the page's filters for the signed-in buyer, and when they tick
// the inline offer, adds "New Property Listings" to their marketing consent (SPEC §4: alerts are that marketing).
import { data } from 'react-router'
import { eq } from 'drizzle-orm'
import { getSessionUser } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { agents, areas } from '~/db/schema'
import type { ConsentType } from '~/lib/consent'
import { fieldErrors } from '~/lib/form-errors'
import { parsePropertySearch } from '~/lib/property-search'
import type { SaveSearchAnswer } from '~/lib/saved-search-rules'
import { canEmailAlerts, getPreferences, grantConsent } from '~/models/marketing-consent.server'
import { CreateSavedSearchSchema } from '~/models/saved-search-schema.server'
import { createSavedSearch } from '~/models/saved-searches.server'
import { searchMessages } from '~/i18n/catalogs/search'
import { localeFromPath } from '~/i18n/locale'
import { catalogsReady, translator } from '~/i18n/messages'
import { readForm } from './form-body.server'
import { requestEvidence } from './privacy-context.server'

export const SAVE_SEARCH_CONSENT_WORDING =
  'Yes, e-mail me New Property Listings: new listings that match my saved searches and news about listings I saved. I can unsubscribe at any time.'

const answer = (ok: boolean, message: string, status = 200, errors?: Record<string, string | undefined>) =>
  data<SaveSearchAnswer>({ saveSearch: { ok, message, fieldErrors: errors } }, { status })

export async function saveSearchAction({
  request,
  context,
}: {
  request: Request
  context: Parameters<typeof getServices>[0]
}) {
  const user = await getSessionUser({ request, context })
  if (!user) return answer(false, 'Sign in to save this search.', 401)
  const services = getServices(context)
  const form = await readForm(request)
  const parsed = CreateSavedSearchSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return answer(false, errors.query ?? 'Check the form.', 400, errors)
  }
  const { name, query, frequency, consent } = parsed.data
  // An area or agent that does not exist would never match: refused like any forged filter.
  const filters = parsePropertySearch(new URLSearchParams(query))
  const [area] = filters.area ? await services.db.select().from(areas).where(eq(areas.slug, filters.area)) : [true]
  const [agent] = filters.agent ? await services.db.select().from(agents).where(eq(agents.slug, filters.agent)) : [true]
  if (!area || !agent) return answer(false, 'This search has a filter we do not recognise, so it was not saved.', 400)

  const saved = await createSavedSearch(services.db, user.id, { name, query, frequency })
  if (!saved.ok) return answer(false, saved.error, saved.status)
  if (consent) {
    await catalogsReady()
    const current = await getPreferences(services.db, user.email)
    const kept =
      current.consent_status === 'active'
        ? current.subscription_preferences
            .filter((type) => type.status === 'active')
            .map((type) => type.subscription_type)
        : []
    const { detectedRegion, ...evidence } = requestEvidence(request, context)
    await grantConsent(services, {
      email: user.email,
      consentTypes: [...new Set<ConsentType>([...kept, 'property_updates'])],
      detectedRegion,
      source: 'saved_search',
      // the signed-in buyer's own address, proven by the magic link
      addressProven: true,
      // issue 16: the words the buyer read, in the language of the page
      wording:
        localeFromPath(new URL(request.url).pathname) === 'es'
          ? translator(searchMessages, 'es')('search.save.consent')
          : SAVE_SEARCH_CONSENT_WORDING,
      ...evidence,
    })
  }
  const silent = frequency !== 'off' && !(await canEmailAlerts(services.db, user.email))
  return answer(
    true,
    silent
      ? 'Search saved. We will e-mail new matches once you agree to New Property Listings e-mails.'
      : frequency === 'off'
        ? 'Search saved. Open it any time from your account page.'
        : 'Search saved. We will e-mail you new listings that match.',
  )
}
