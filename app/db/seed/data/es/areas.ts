// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoAreaEs } from '../../types'

export const areaTexts: Record<string, DemoAreaEs> = {}
