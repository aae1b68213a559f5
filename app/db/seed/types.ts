// Shapes of the demo content (SEED_DEMO). Slugs follow SPEC §1's rule (app/lib/slug.ts).
import type { PropertyStatus, PropertyType } from '../../lib/property-rules'

/** Kinds of illustrative scene the image generator can draw (no photos can be downloaded). */
export type SceneKind =
  'beach-house' | 'hillside-villa' | 'condo' | 'land' | 'commercial' | 'interior' | 'sea-view' | 'village'

export interface DemoArea {
  slug: string
  name: string
  summary: string // one sentence for cards
  description: string // 2-3 plain paragraphs separated by blank lines
  latitude: number
  longitude: number
}

export interface DemoAgent {
  slug: string
  name: string
  title: string
  email: string
  phone: string // +504 format
  whatsapp: string // digits only, with country code
  bio: string
  languages: string[]
  areasServed: string[] // area slugs
}

export interface DemoProperty {
  listingId: string // e.g. 'RR-1001', unique
  title: string // the slug is made from it with SPEC §1's rule
  status: PropertyStatus
  propertyType: PropertyType
  priceUsd: number // whole US dollars
  bedrooms: number
  bathrooms: number // may be .5
  livingAreaSqft: number | null // null for land
  lotSizeSqft: number | null
  yearBuilt: number | null
  areaSlug: string
  address: string
  latitude: number
  longitude: number
  description: string // Markdown-free plain paragraphs separated by blank lines
  features: string[]
  agentSlug: string
  featured: boolean
  scenes: SceneKind[] // 3-5 images, first is the cover
  daysAgo: number // listed this many days before the seed runs
}

export interface DemoPost {
  slug: string
  title: string
  excerpt: string
  bodyMarkdown: string // real paragraphs, headings (##), lists
  tags: string[]
  authorSlug: string // agent slug
  daysAgo: number
  scene: SceneKind
  seoDescription: string
}

export interface DemoReview {
  kind: 'review' | 'testimonial'
  authorName: string
  authorLocation: string // e.g. 'Calgary, Alberta'
  rating: number // 1-5
  title: string
  body: string
  featured: boolean
  agentSlug: string | null
  daysAgo: number
}

export interface DemoFaq {
  question: string
  answer: string // plain paragraphs
  category: string
}

// Issue 43: the demo content in Spanish (./data/es), written for Honduran and Latin American readers, not machine
// translated; each record is keyed by what identifies its English one. A record left out stays English on /es pages,
// marked as not translated.

/** by listing id ('RR-1001'); `features` one for one with the English list, in the same order */
export interface DemoPropertyEs {
  title: string
  description: string
  features: string[]
}

/** by post slug */
export interface DemoPostEs {
  title: string
  excerpt: string
  bodyMarkdown: string
}

/** by area slug */
export interface DemoAreaEs {
  summary: string
  description: string
}

/** by agent slug */
export interface DemoAgentEs {
  title: string
  bio: string
}

/** by the English question */
export interface DemoFaqEs {
  question: string
  answer: string
}
