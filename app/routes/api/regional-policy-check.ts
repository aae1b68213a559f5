// SPEC §7 regional-policy-check: GET → the region detected from the trusted geo header; POST { region } → its
// policy and the SPEC §9 regional note (also GET ?region=…, for links and quick checks).
import { getServices } from '~/context.server'
import {
  REGIONAL_POLICIES,
  RegionalPolicyRequestSchema,
  regionalNote,
  type Region,
  type RegionalPolicyAnswer,
} from '~/lib/consent'
import { detectRegion } from '~/http/privacy-context.server'
import { jsonAnswer, readJsonBody, refuse, requirePost } from '~/http/consent-endpoint.server'
import type { Route } from './+types/regional-policy-check'

export function loader({ request, url, context }: Route.LoaderArgs) {
  const detected_region = detectRegion(request, getServices(context).config)
  if (!url.searchParams.has('region')) return jsonAnswer({ detected_region })
  const parsed = RegionalPolicyRequestSchema.safeParse({ region: url.searchParams.get('region') })
  if (!parsed.success) refuse(400, parsed.error.issues[0]?.message ?? 'Unknown region.')
  return jsonAnswer({ detected_region, ...policyAnswer(parsed.data.region) })
}

const policyAnswer = (region: Region): RegionalPolicyAnswer => ({
  region,
  policy: REGIONAL_POLICIES[region],
  note: regionalNote(region),
})

export async function action({ request }: Route.ActionArgs) {
  requirePost(request)
  const { region } = await readJsonBody(request, RegionalPolicyRequestSchema)
  return jsonAnswer(policyAnswer(region))
}
