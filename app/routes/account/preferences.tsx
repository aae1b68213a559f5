// /preferences (SPEC §2 preferences screen): the four consent types with Select All / Select None and a count out of 4.
// The address comes from a signed link in one of our e-mails (?token=) or the signed-in account; anyone else types
// one, and saving only asks to add those types: the owner confirms by e-mail (issue 39). Rendered and saved on the server, so it works
// before any script runs.
import { data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { PreferencesForm, type PreferencesOutcome } from '~/components/account/preferences-form'
import { getSessionUser } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_MESSAGES, CONSENT_TYPE_VALUES, REGIONAL_POLICIES, type ConsentType, type Region } from '~/lib/consent'
import { detectRegion, requestEvidence } from '~/http/privacy-context.server'
import { verifySignedAddress } from '~/auth/signed-link.server'
import { ConsentInputError, getPreferences, grantConsent, suppress } from '~/models/marketing-consent.server'
import { ConsentRateLimitError } from '~/models/consent/request.server'
import { consentMessageText, consentNotes, consentWordingText } from '~/components/privacy/consent-type-checkboxes'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import type { AccountT } from '~/i18n/catalogs/account'
import { accountMessages } from '~/i18n/catalogs/account'
import { localeFromPath } from '~/i18n/locale'
import { translator, useT } from '~/i18n/messages'
import type { Route } from './+types/preferences'
import { readForm } from '~/http/form-body.server'

/** Whose preferences this page shows: the signed link's address, or the signed-in user's; null for a visitor. */
async function provenAddress({ request, url, context }: Route.LoaderArgs | Route.ActionArgs) {
  const token = url.searchParams.get('token')
  if (token) {
    // Only a preferences link: an unsubscribe link, which never lapses, can only withdraw (decision 009).
    const email = verifySignedAddress(getServices(context).config, token, ['preferences'])
    return email ? { email, token } : 'invalid'
  }
  const user = await getSessionUser({ request, context })
  return user ? { email: user.email.toLowerCase(), token: null } : null
}

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = getServices(args.context)
  const detectedRegion = detectRegion(args.request, config)
  const proven = await provenAddress(args)
  if (proven === 'invalid') return data({ detectedRegion, invalidLink: true, proven: null }, { status: 400 })
  if (!proven) return { detectedRegion, invalidLink: false, proven: null }
  const preferences = await getPreferences(db, proven.email)
  return { detectedRegion, invalidLink: false, proven: { ...proven, preferences } }
}

export async function action(args: Route.ActionArgs) {
  const { request, context, url } = args
  const services = getServices(context)
  const locale = localeFromPath(url.pathname)
  const t: AccountT = translator(accountMessages, locale)
  // The answers in the page's language (the server's consent messages are English).
  const tp = translator(privacyMessages, locale)
  const message = (english: string) => consentMessageText(tp, locale, english)
  const proven = await provenAddress(args)
  if (proven === 'invalid') {
    return data<PreferencesOutcome>({ ok: false, message: t('account.preferences.invalidLink') }, { status: 400 })
  }
  const form = await readForm(request)
  const types = form.getAll('consent_types').map(String)
  const chosen = CONSENT_TYPE_VALUES.filter((value) => types.includes(value)) as ConsentType[]
  const { detectedRegion, ...evidence } = requestEvidence(request, context)
  if (chosen.length === 0 && proven) {
    // Nothing chosen by the address's owner: withdraw everything (SPEC §4 active → revoked).
    try {
      await suppress(services.db, { email: proven.email, source: 'preferences', detectedRegion, ...evidence })
      return { ok: true, message: t('account.preferences.unsubscribedAll') } satisfies PreferencesOutcome
    } catch (error) {
      services.logger.error({ err: error }, 'could not revoke consent')
      return data<PreferencesOutcome>({ ok: false, message: message(CONSENT_MESSAGES.revokeFailed) }, { status: 500 })
    }
  }
  const email = proven?.email ?? String(form.get('email') ?? '')
  try {
    // The wording shown: the stored consent's region when there is one, else the visitor's (see the page below).
    const current = proven ? await getPreferences(services.db, proven.email) : null
    const region = current && current.consent_status !== 'none' ? current.compliance_metadata.region : detectedRegion
    const result = await grantConsent(services, {
      email,
      consentTypes: chosen,
      detectedRegion,
      // SPEC §4: a preferences update re-grants with source preference_update.
      source: proven ? 'preference_update' : 'preferences',
      addressProven: Boolean(proven),
      locale,
      // What this page showed, in its language.
      wording: consentWordingText(tp, locale, consentNotes(tp, locale, REGIONAL_POLICIES[region], region)),
      ...evidence,
      requesterIp: evidence.ipAddress,
    })
    return { ok: true, message: message(result.message) } satisfies PreferencesOutcome
  } catch (error) {
    if (error instanceof ConsentRateLimitError) {
      return data<PreferencesOutcome>({ ok: false, message: message(error.message) }, { status: 429 })
    }
    if (error instanceof ConsentInputError) {
      return data<PreferencesOutcome>({ ok: false, message: message(error.message) }, { status: 400 })
    }
    services.logger.error({ err: error }, 'could not grant consent')
    return data<PreferencesOutcome>({ ok: false, message: message(CONSENT_MESSAGES.grantFailed) }, { status: 500 })
  }
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.preferences.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  const { proven, detectedRegion, invalidLink } = loaderData
  const t = useT(accountMessages)
  const status = proven?.preferences.consent_status ?? 'none'
  const region: Region = proven && status !== 'none' ? proven.preferences.compliance_metadata.region : detectedRegion
  return (
    <>
      <PageHeader title={t('account.preferences.title')} lead={t('account.preferences.lead')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        {invalidLink ? (
          <p role="alert" className="mb-6 rounded-lg bg-coral/10 p-4 font-medium text-coral-dark">
            {t('account.preferences.invalidLink')}
          </p>
        ) : null}
        <PreferencesForm
          // A saved change reloads the preferences: start again from what the server now holds.
          key={proven?.preferences.compliance_metadata.updated_at ?? 'new'}
          email={proven?.email ?? null}
          status={status}
          selected={
            proven?.preferences.subscription_preferences
              .filter((preference) => preference.status === 'active' || preference.status === 'pending')
              .map((preference) => preference.subscription_type) ?? []
          }
          region={region}
          outcome={actionData ?? null}
        />
      </div>
    </>
  )
}
