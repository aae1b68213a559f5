// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPropertyEs } from '../../types'

export const condoTexts: Record<string, DemoPropertyEs> = {}
