// Issue 39: the rows the audit walk's writes act on (audit-walk.integration.test.ts), inserted as the public site or a
// script would, so they leave no audit entries of their own.
import type { Database } from '~/db/client.server'
import {
  agents,
  areas,
  blogPosts,
  contactActivities,
  contacts,
  faqEntries,
  followUpTasks,
  notFoundLog,
  properties,
  reviews,
  urlRedirects,
} from '~/db/schema'

export interface Fixtures {
  staffId: string
  agentId: number
  areaId: number
  propertyId: number
  /** the listing's pictures, at addresses (nothing in storage to remove) */
  images: string[]
  postId: number
  /** a lead, two of a kind to merge, and one to assign from the list */
  contactIds: [string, string, string, string]
  inquiryId: string
  taskId: string
  faqId: number
  reviewId: number
  redirectId: number
  /** set by the import's upload case */
  importJob: string
  /** set by the contact profile's "Open a purchase" case, and by the purchase cases before they run */
  purchaseId: string
  /** the listing ID of the fixture's listing when a purchase is opened (an earlier case edits it) */
  listingCode: string
  stepId: string
  documentId: string
  templateId: number
}

export async function seedFixtures(db: Database, staffId: string): Promise<Fixtures> {
  const images = ['a', 'b', 'c'].map((name) => `https://images.example/${name}.jpg`)
  const [agent] = await db
    .insert(agents)
    .values({ slug: 'walk-agent', name: 'Walk Agent', email: 'walk.agent@example.com' })
    .returning()
  const [area] = await db.insert(areas).values({ slug: 'walk-bay', name: 'Walk Bay' }).returning()
  const [property] = await db
    .insert(properties)
    .values({
      slug: 'walk-house',
      listingId: 'WALK-1',
      title: 'Walk House',
      propertyType: 'house',
      priceUsd: 1,
      images,
    })
    .returning()
  const [post] = await db.insert(blogPosts).values({ slug: 'walk-post', title: 'Walk post' }).returning()
  const people = await db
    .insert(contacts)
    .values(['walk-lead', 'walk-twin', 'walk-twin-2', 'walk-other'].map((name) => ({ email: `${name}@example.com` })))
    .returning()
  const [inquiry] = await db
    .insert(contactActivities)
    .values({ contactId: people[0]!.id, activityType: 'inquiry', status: 'new', message: 'Is it for sale?' })
    .returning()
  const [task] = await db
    .insert(followUpTasks)
    .values({ contactId: people[0]!.id, kind: 'call', title: 'Call back', dueAt: new Date(Date.now() + 86_400_000) })
    .returning()
  const [faq] = await db.insert(faqEntries).values({ slug: 'walk-faq', question: 'Walk?', answer: 'Yes.' }).returning()
  const [review] = await db.insert(reviews).values({ authorName: 'Walk Client', body: 'Lovely.' }).returning()
  const [redirect] = await db
    .insert(urlRedirects)
    .values({ sourceUrl: '/walk-old', targetUrl: '/properties' })
    .returning()
  await db.insert(urlRedirects).values({ sourceUrl: '/walk-prefix/one', targetUrl: '/' })
  await db.insert(notFoundLog).values({ path: '/walk-missing' })
  return {
    staffId,
    agentId: agent!.id,
    areaId: area!.id,
    propertyId: property!.id,
    images,
    postId: post!.id,
    contactIds: [people[0]!.id, people[1]!.id, people[2]!.id, people[3]!.id],
    inquiryId: inquiry!.id,
    taskId: task!.id,
    faqId: faq!.id,
    reviewId: review!.id,
    redirectId: redirect!.id,
    importJob: '',
    purchaseId: '',
    listingCode: '',
    stepId: '',
    documentId: '',
    templateId: 0,
  }
}

/** A redirect that leads to itself: what the cleanups delete. */
export const addRedirectLoop = (source: string) => (db: Database) =>
  db.insert(urlRedirects).values({ sourceUrl: source, targetUrl: source })
