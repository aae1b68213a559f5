// The demo content has Spanish for everything a Spanish page shows (issue 43, item 1).
import { describe, expect, it } from 'vitest'
import { demoAgents } from '../agents'
import { demoAreas } from '../areas'
import { demoFaqs } from '../faq'
import { demoPosts } from '../posts'
import { demoProperties } from '../properties'
import { agentSpanish, areaSpanish, faqSpanish, postSpanish, propertySpanish } from '.'

const headings = (markdown: string) => markdown.match(/^#{2,3} /gm)?.length ?? 0
const paragraphs = (text: string) => text.split(/\n\s*\n/).length

describe('the Spanish demo content', () => {
  it('gives every listing a Spanish title, description and features, one for one', () => {
    for (const listing of demoProperties) {
      const es = propertySpanish(listing)
      expect(es.titleEs, listing.listingId).not.toBe('')
      expect(paragraphs(es.descriptionEs), listing.listingId).toBe(paragraphs(listing.description))
      expect(es.featuresEs.length, listing.listingId).toBe(listing.features.length)
    }
  })

  it('gives every post, area, agent and FAQ entry its Spanish', () => {
    for (const post of demoPosts) {
      const es = postSpanish(post)
      expect(es.titleEs && es.excerptEs, post.slug).toBeTruthy()
      expect(headings(es.bodyMarkdownEs), post.slug).toBe(headings(post.bodyMarkdown))
    }
    for (const area of demoAreas) {
      const es = areaSpanish(area)
      expect(es.summaryEs, area.slug).not.toBe('')
      expect(paragraphs(es.descriptionEs), area.slug).toBe(paragraphs(area.description))
    }
    for (const agent of demoAgents) expect(Object.values(agentSpanish(agent)).every(Boolean), agent.slug).toBe(true)
    for (const faq of demoFaqs) expect(Object.values(faqSpanish(faq)).every(Boolean), faq.question).toBe(true)
  })
})
