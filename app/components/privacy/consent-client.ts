// The browser's calls to the SPEC §7 consent functions (app/lib/consent.ts CONSENT_API). Each call settles: a
// failure gives the SPEC §8 fallback instead of throwing.
import {
  CONSENT_API,
  STRICT_FALLBACK_POLICY,
  type MarketingConsentAnswer,
  type MarketingConsentRequest,
  type Region,
  type RegionalPolicy,
  type RegionalPolicyAnswer,
} from '~/lib/consent'

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
}

function isPolicy(value: unknown): value is RegionalPolicy {
  const policy = value as Partial<RegionalPolicy> | null
  return typeof policy?.requires_explicit_consent === 'boolean' && typeof policy.region === 'string'
}

/** SPEC §7 regional-policy-check with a region; SPEC §8: any failure gives the strict fallback policy. */
export async function fetchRegionalPolicy(region: Region): Promise<RegionalPolicy> {
  try {
    const response = await postJson(CONSENT_API.regionalPolicyCheck, { region })
    const answer = (await response.json()) as Partial<RegionalPolicyAnswer>
    return response.ok && isPolicy(answer.policy) ? answer.policy : STRICT_FALLBACK_POLICY
  } catch {
    return STRICT_FALLBACK_POLICY
  }
}

/** SPEC §7 public IP lookup: falls back to 'unknown'. */
export async function lookupIp(): Promise<string> {
  try {
    const response = await fetch(CONSENT_API.ipLookup, { headers: { Accept: 'application/json' } })
    const answer = (await response.json()) as { ip?: unknown }
    return response.ok && typeof answer.ip === 'string' && answer.ip ? answer.ip : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** SPEC §7 marketing-consent; null when the server could not be reached or did not answer JSON. */
export async function grantMarketingConsent(request: MarketingConsentRequest): Promise<MarketingConsentAnswer | null> {
  try {
    const response = await postJson(CONSENT_API.marketingConsent, request)
    return (await response.json()) as MarketingConsentAnswer
  } catch {
    return null
  }
}
