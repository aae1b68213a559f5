// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoAgentEs } from '../../types'

export const agentTexts: Record<string, DemoAgentEs> = {}
