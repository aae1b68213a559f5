// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPostEs } from '../../types'

export const postTexts: Record<string, DemoPostEs> = {}
