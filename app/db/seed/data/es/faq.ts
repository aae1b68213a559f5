// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoFaqEs } from '../../types'

export const faqTexts: Record<string, DemoFaqEs> = {}
