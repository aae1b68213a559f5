// SPEC §7 marketing-consent: open to anyone (the banner and the preferences screen post here), limited per IP. Only
// the address's proven owner sets its choices; anyone else asks to add types, which wait for the owner's
// confirmation by e-mail (issue 39, docs/decisions/009-consent.md).
import { getRequestInfo, getServices } from '~/context.server'
import { MarketingConsentRequestSchema, type MarketingConsentAnswer } from '~/lib/consent'
import { detectRegion } from '~/http/privacy-context.server'
import {
  getRequester,
  jsonAnswer,
  provesAddress,
  readJsonBody,
  refuse,
  requirePost,
} from '~/http/consent-endpoint.server'
import { ConsentInputError, grantConsent } from '~/models/marketing-consent.server'
import { ConsentRateLimitError } from '~/models/consent/request.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import type { Route } from './+types/marketing-consent'
import { localeFromPath } from '~/i18n/locale'

const GRANTS_PER_IP = { name: 'marketing-consent:ip', max: 30, windowSeconds: 15 * 60 }

export async function action({ request, url, context }: Route.ActionArgs) {
  requirePost(request)
  const services = getServices(context)
  const { clientIp } = getRequestInfo(context)
  if (!(await takeRateLimit(services.db, GRANTS_PER_IP, clientIp))) {
    refuse(429, 'Too many requests from your network. Please try again in a few minutes.')
  }
  const body = await readJsonBody(request, MarketingConsentRequestSchema)
  const requester = await getRequester({ request, url, context }, body.token)
  try {
    const result = await grantConsent(services, {
      email: body.email,
      consentTypes: body.consent_types,
      detectedRegion: detectRegion(request, services.config),
      statedRegion: body.region,
      source: body.source,
      addressProven: provesAddress(requester, body.email),
      // The address the server saw is the evidence; the browser's own lookup only when the server cannot tell.
      ipAddress: clientIp !== 'unknown' ? clientIp : body.ip_address,
      requesterIp: clientIp,
      userAgent: body.user_agent ?? request.headers.get('user-agent') ?? '',
      wording: body.wording,
      // the page the banner or form was on says which language the confirmation e-mail is in (issue 16)
      locale: refererLocale(request),
    })
    return jsonAnswer({
      success: true,
      status: result.status,
      requires_double_optin: result.requiresDoubleOptin,
      message: result.message,
    } satisfies MarketingConsentAnswer)
  } catch (error) {
    if (error instanceof ConsentRateLimitError) refuse(429, error.message)
    if (error instanceof ConsentInputError) refuse(400, error.message)
    throw error
  }
}

function refererLocale(request: Request) {
  const referer = request.headers.get('referer')
  return referer && URL.canParse(referer) ? localeFromPath(new URL(referer).pathname) : 'en'
}
