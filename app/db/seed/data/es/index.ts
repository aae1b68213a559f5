// The Spanish columns of the demo content (issue 43): empty where a text has no Spanish, so the page shows the
// English one marked as not translated.
import type { DemoAgent, DemoArea, DemoFaq, DemoPost, DemoProperty } from '../../types'
import { agentTexts } from './agents'
import { areaTexts } from './areas'
import { faqTexts } from './faq'
import { condoTexts } from './condos'
import { houseTexts } from './houses'
import { landAndCommercialTexts } from './land-commercial'
import { postTexts } from './posts'

const propertyTexts = { ...houseTexts, ...condoTexts, ...landAndCommercialTexts }

export function propertySpanish(listing: DemoProperty) {
  const es = propertyTexts[listing.listingId]
  return {
    titleEs: es?.title ?? '',
    descriptionEs: es?.description ?? '',
    featuresEs: es?.features.length === listing.features.length ? es.features : [],
  }
}

export function postSpanish(post: DemoPost) {
  const es = postTexts[post.slug]
  return { titleEs: es?.title ?? '', excerptEs: es?.excerpt ?? '', bodyMarkdownEs: es?.bodyMarkdown ?? '' }
}

export function areaSpanish(area: DemoArea) {
  const es = areaTexts[area.slug]
  return { summaryEs: es?.summary ?? '', descriptionEs: es?.description ?? '' }
}

export function agentSpanish(agent: DemoAgent) {
  const es = agentTexts[agent.slug]
  return { titleEs: es?.title ?? '', bioEs: es?.bio ?? '' }
}

export function faqSpanish(faq: DemoFaq) {
  const es = faqTexts[faq.question]
  return { questionEs: es?.question ?? '', answerEs: es?.answer ?? '' }
}
