// SPEC §7 regional-policy-check: GET → the region detected from the trusted geo header; POST { region } → its
// policy and the SPEC §9 regional note.
import { getServices } from '~/context.server'
import { REGIONAL_POLICIES, RegionalPolicyRequestSchema, regionalNote, type RegionalPolicyAnswer } from '~/lib/consent'
import { detectRegion } from '~/lib/privacy-context.server'
import { jsonAnswer, readJsonBody, requirePost } from '~/models/consent/endpoint.server'
import type { Route } from './+types/regional-policy-check'

export function loader({ request, context }: Route.LoaderArgs) {
  return jsonAnswer({ detected_region: detectRegion(request, getServices(context).config) })
}

export async function action({ request }: Route.ActionArgs) {
  requirePost(request)
  const { region } = await readJsonBody(request, RegionalPolicyRequestSchema)
  return jsonAnswer({
    region,
    policy: REGIONAL_POLICIES[region],
    note: regionalNote(region),
  } satisfies RegionalPolicyAnswer)
}
