// Issue 39: every write the admin screens' actions accept, each with a minimal valid form and the kind of audit entry
// it must leave, or why it writes nothing. audit-walk.integration.test.ts runs them against one database, screen by
// screen in ADMIN_SCREENS order and case by case in the order below (a later case may use what an earlier one made).
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedRuns, openHouses, properties, purchaseDocuments, purchaseSteps, purchaseTemplates } from '~/db/schema'
import { REGIONS } from '~/lib/consent'
import type { RouteAnswer } from '../../../tests/setup/admin-route'
import { addRedirectLoop, type Fixtures } from './audit-walk-fixtures'

type Fields = Record<string, string | string[] | File>

/** An open house the walk's removal case puts in place first. */
const WALK_OPEN_HOUSE = 900_001
/** A feed run holding its removals, put in place by the walk's "Apply removals" case. */
const WALK_HELD_RUN = 900_001

export interface WriteCase {
  /** the form's intent (the walk adds it to the form); '' for the write an action does without one */
  intent: string
  /** the subject type of the entry the write must leave; null when it writes nothing */
  records: string | null
  /** why a case records nothing */
  readOnly?: string
  fields: (fixtures: Fixtures) => Fields
  /** state the write needs that an earlier case used up, or ids it must look up */
  before?: (db: Database, fixtures: Fixtures) => Promise<unknown>
  /** what a later case needs from this one's answer */
  after?: (answer: RouteAnswer, fixtures: Fixtures) => void
}

export interface ScreenWrites {
  /** the screen's :id */
  id?: (fixtures: Fixtures) => string | number
  cases: WriteCase[]
}

const writes = (intent: string, records: string, fields: WriteCase['fields'], more: Partial<WriteCase> = {}) =>
  ({ intent, records, fields, ...more }) satisfies WriteCase
const reads = (intent: string, readOnly: string, fields: WriteCase['fields'] = () => ({})) =>
  ({ intent, records: null, readOnly, fields }) satisfies WriteCase
const one = (records: string, fields: WriteCase['fields'], id?: ScreenWrites['id']): ScreenWrites => ({
  id,
  cases: [writes('', records, fields)],
})

/** A 1×1 PNG, the smallest picture the upload takes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const property = { title: 'Walk House', propertyType: 'house', status: 'draft', priceUsd: '250000' }
const feed = {
  endpointUrl: 'http://127.0.0.1:9/odata',
  tokenUrl: 'http://127.0.0.1:9/token',
  clientId: 'walk',
  clientSecret: 'walk-secret',
  originatingSystem: 'WalkMLS',
  schedule: 'off',
}
const retention = Object.fromEntries(
  REGIONS.flatMap((region) => [`${region}-enabled`, `${region}-days`]).map((name) => [
    name,
    name.endsWith('days') ? '800' : 'on',
  ]),
)
/** The import's mapping form: field → column of the file. */
const mapping = (columns: Record<string, string>, job: string) => ({
  job,
  ...Object.fromEntries(Object.entries(columns).map(([field, column]) => [`field:${field}`, column])),
})
const allColumns = { source_url: 'old', target_url: 'new', status_code: 'code' }

/** Keyed by the screen's path in ADMIN_SCREENS. */
export const WRITE_CASES: Record<string, ScreenWrites> = {
  properties: one('properties', (fx) => ({ ids: [String(fx.propertyId)], status: 'off_market' })),
  'properties/add': one('properties', () => ({ ...property, title: 'Walk Villa' })),
  'properties/edit/:id': {
    id: (fx) => fx.propertyId,
    cases: [
      writes('upload', 'properties', () => ({ file: new File([PIXEL_PNG], 'walk.png', { type: 'image/png' }) })),
      writes('add-address', 'properties', () => ({ address: 'https://images.example/d.jpg' })),
      writes('move-image', 'properties', (fx) => ({ image: fx.images[0]!, direction: 'down' })),
      writes('delete-image', 'properties', (fx) => ({ image: fx.images[2]! })),
      // Issue 40: open houses of our own listings (three days ahead is in the future in Roatan whatever the hour).
      writes('add-open-house', 'open_houses', () => ({
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        start: '10:00',
        end: '12:00',
      })),
      writes('remove-open-house', 'open_houses', () => ({ openHouseId: String(WALK_OPEN_HOUSE) }), {
        before: async (db) => {
          const [house] = await db
            .select({ id: properties.id })
            .from(properties)
            .where(eq(properties.slug, 'walk-house'))
          const startsAt = new Date(Date.now() + 4 * 86_400_000)
          await db.insert(openHouses).values({
            id: WALK_OPEN_HOUSE,
            propertyId: house!.id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
          })
        },
      }),
      writes('', 'properties', () => property),
    ],
  },
  rets: {
    cases: [
      reads('test', 'tries the connection, stores nothing', () => feed),
      writes('save', 'feed_settings', () => feed),
      writes('sync', 'feed_runs', () => ({})),
      // Issue 40: a run that held its removals (the safety catch), applied by the admin.
      writes('apply-removals', 'feed_runs', () => ({ runId: String(WALK_HELD_RUN) }), {
        before: (db) =>
          db.insert(feedRuns).values({
            id: WALK_HELD_RUN,
            status: 'succeeded',
            finishedAt: new Date(),
            holdReason: 'Removals held: the walk.',
            heldRemovals: ['WALK-GONE'],
          }),
      }),
    ],
  },
  'feature-flags': one('feature_flags', () => ({ key: 'show_map_view', enabled: 'false' })),
  inquiries: one('contact_activities', (fx) => ({ activityId: fx.inquiryId, status: 'contacted' })),
  contacts: {
    cases: [writes('assign', 'contacts', (fx) => ({ contactId: fx.contactIds[3], agentId: String(fx.agentId) }))],
  },
  // issue 44: an agent's tour hours, days off and link are on their row: one save, one entry
  tours: one('agents', (fx) => ({
    agentId: String(fx.agentId),
    day1: '9-12',
    daysOff: '2099-12-24',
    meetingUrl: 'https://meet.example/walk',
  })),
  // issue 44: the board puts a purchase's listing under contract; a purchase's steps, status, listing and room
  purchases: {
    cases: [
      writes('listing-status', 'properties', (fx) => ({ purchaseId: fx.purchaseId, listingStatus: 'under_contract' }), {
        // a listing on the site needs its area and description
        before: (db, fx) =>
          db
            .update(properties)
            .set({ areaId: fx.areaId, description: 'A walk.' })
            .where(eq(properties.id, fx.propertyId)),
      }),
    ],
  },
  'purchases/:id': {
    id: (fx) => fx.purchaseId,
    cases: [
      writes(
        'step',
        'purchase_steps',
        (fx) => ({
          stepId: fx.stepId,
          title: 'Offer accepted',
          titleEs: 'Oferta aceptada',
          owner: 'agent',
          dueOn: '2099-01-05',
          state: 'done',
        }),
        {
          before: async (db, fx) => {
            const [step] = await db
              .select({ id: purchaseSteps.id })
              .from(purchaseSteps)
              .where(eq(purchaseSteps.purchaseId, fx.purchaseId))
              .orderBy(purchaseSteps.position)
            fx.stepId = step!.id
          },
        },
      ),
      writes('add-step', 'purchase_steps', () => ({
        title: 'Boat slip lease',
        titleEs: '',
        owner: 'attorney',
        dueOn: '2099-02-01',
      })),
      writes('status', 'purchases', () => ({ status: 'closed' })),
      writes('listing-status', 'properties', () => ({ listingStatus: 'sold' })),
      writes('upload', 'purchase_documents', () => ({
        file: new File([PIXEL_PNG], 'wire.png', { type: 'image/png' }),
      })),
      writes('delete-document', 'purchase_documents', (fx) => ({ documentId: fx.documentId }), {
        before: async (db, fx) => {
          const [document] = await db
            .select({ id: purchaseDocuments.id })
            .from(purchaseDocuments)
            .where(eq(purchaseDocuments.purchaseId, fx.purchaseId))
          fx.documentId = document!.id
        },
      }),
      writes('delete-room', 'purchase_documents', () => ({ confirm: 'DELETE' }), {
        // a file the buyer added meanwhile (their upload is not the walk's)
        before: (db, fx) =>
          db.insert(purchaseDocuments).values({
            purchaseId: fx.purchaseId,
            objectPath: `${fx.purchaseId}/walk.pdf`,
            fileName: 'walk.pdf',
            contentType: 'application/pdf',
            sizeBytes: 1,
            uploadedByEmail: 'buyer@example.com',
            uploadedBySide: 'buyer',
          }),
      }),
    ],
  },
  'purchase-templates': {
    cases: [
      writes('', 'purchase_templates', () => ({
        name: 'Walk template',
        'title-0': 'Keys',
        'titleEs-0': 'Llaves',
        'owner-0': 'agent',
        'dueDays-0': '30',
      })),
      writes('delete', 'purchase_templates', (fx) => ({ id: String(fx.templateId) }), {
        before: async (db, fx) => {
          const [template] = await db
            .select({ id: purchaseTemplates.id })
            .from(purchaseTemplates)
            .where(eq(purchaseTemplates.name, 'Walk template'))
          fx.templateId = template!.id
        },
      }),
    ],
  },
  'contacts/profile/:id': {
    id: (fx) => fx.contactIds[0],
    cases: [
      writes('assign', 'contacts', (fx) => ({ agentId: String(fx.agentId) })),
      writes('note', 'contact_activities', () => ({ note: 'Called, no answer.' })),
      writes('task', 'follow_up_tasks', (fx) => ({
        kind: 'email',
        title: 'Send the plans',
        dueAt: '2099-01-05T10:00',
        assigneeUserId: fx.staffId,
      })),
      writes('task-done', 'follow_up_tasks', (fx) => ({ taskId: fx.taskId })),
      // issue 44: a purchase opened for the contact (its steps are entries too)
      writes(
        'purchase',
        'purchases',
        (fx) => ({ listingId: fx.listingCode, templateId: '1', offerAcceptedOn: '2099-01-05', priceUsd: '' }),
        {
          before: async (db, fx) => {
            const [listing] = await db
              .select({ code: properties.listingId })
              .from(properties)
              .where(eq(properties.id, fx.propertyId))
            fx.listingCode = listing!.code
          },
          after: (answer, fx) => {
            fx.purchaseId = answer.location!.split('/').at(-1)!
          },
        },
      ),
      writes('', 'contacts', () => ({ firstName: 'Ana', email: 'walk-lead@example.com', status: 'contacted' })),
    ],
  },
  reviews: {
    cases: [
      writes('create', 'reviews', () => ({ kind: 'review', authorName: 'Walk Buyer', rating: '5', body: 'Smooth.' })),
      ...['approve', 'feature', 'unfeature', 'hide'].map((intent) =>
        writes(intent, 'reviews', (fx) => ({ id: String(fx.reviewId) })),
      ),
      writes('reply', 'reviews', (fx) => ({ id: String(fx.reviewId), reply: 'Thank you!' })),
      writes('delete', 'reviews', (fx) => ({ id: String(fx.reviewId) })),
    ],
  },
  redirects: {
    cases: [
      writes('save', 'url_redirects', () => ({ sourceUrl: '/walk-new', targetUrl: '/about', statusCode: '301' })),
      writes('delete', 'url_redirects', (fx) => ({ id: String(fx.redirectId) })),
      writes('cleanup', 'url_redirects', () => ({}), { before: addRedirectLoop('/walk-loop') }),
      reads('count-prefix', 'counts what a delete would take', () => ({ prefix: '/walk-prefix/' })),
      writes('delete-prefix', 'url_redirects', () => ({ prefix: '/walk-prefix/' })),
      writes('import', 'url_redirects', () => ({ csvText: '/walk-csv,/blog' })),
      writes('dismiss-404', 'not_found_log', () => ({ path: '/walk-missing' })),
    ],
  },
  'contact-consistency': one('contacts', (fx) => ({
    contactId: [fx.contactIds[1], fx.contactIds[2]],
    keepId: fx.contactIds[1],
  })),
  tools: {
    cases: [
      writes('save-retention', 'app_settings', () => retention),
      writes('run-retention', 'admin_tools', () => ({})),
      writes('clear-caches', 'admin_tools', () => ({})),
      writes('cleanup-redirects', 'url_redirects', () => ({}), { before: addRedirectLoop('/walk-loop-2') }),
      writes('regenerate-images', 'admin_tools', () => ({})),
      writes('send-alerts', 'admin_tools', () => ({})),
    ],
  },
  rates: one('currency_rates', () => ({ 'EUR-rate': '0.91', 'EUR-date': '2026-01-02' })),
  'closing-costs': one('closing_cost_items', () => ({ 'label-0': 'Transfer tax', 'amount-0': '1.5%' })),
  'areas/edit/:id': one(
    'areas',
    () => ({ name: 'Walk Bay', summary: 'Calm water.' }),
    (fx) => fx.areaId,
  ),
  'faq/new': one('faq_entries', () => ({ question: 'Can I walk?', answer: 'Yes.', category: 'Buying' })),
  'faq/edit/:id': one(
    'faq_entries',
    () => ({ question: 'Walk?', answer: 'Sure.', category: 'Buying' }),
    (fx) => fx.faqId,
  ),
  'page-translations/edit/:id': one(
    'page_translations',
    () => ({ title: 'Guía', bodyMarkdown: 'Hola' }),
    () => 'buying-guide',
  ),
  team: {
    cases: [
      writes('', 'agents', () => ({ name: 'Walk Member', email: 'walk.member@example.com', phone: '', whatsapp: '' })),
      writes('lead-assignment', 'app_settings', () => ({ mode: 'round_robin' })),
    ],
  },
  users: {
    cases: ['grant', 'revoke'].map((intent) =>
      writes(intent, 'user_roles', () => ({ email: 'walk-user@example.com', role: 'editor' })),
    ),
  },
  'super-admin': {
    cases: ['grant', 'revoke'].map((intent) =>
      writes(intent, 'user_roles', () => ({ email: 'walk-owner@example.com', role: 'super_admin' })),
    ),
  },
  import: {
    cases: [
      writes(
        'upload',
        'import_jobs',
        () => ({ entity: 'redirects', file: new File(['old,new,code\n/walk-import,/faq,301\n'], 'walk.csv') }),
        {
          after: (answer, fx) => {
            fx.importJob = new URL(answer.location!, 'http://localhost').searchParams.get('job')!
          },
        },
      ),
      // Each changes the mapping the one before saved, so each has something to record.
      writes('map', 'import_jobs', (fx) => mapping({ source_url: 'old', target_url: 'new' }, fx.importJob)),
      writes('dry-run', 'import_jobs', (fx) => mapping(allColumns, fx.importJob)),
      writes('import', 'import_jobs', (fx) => mapping(allColumns, fx.importJob)),
    ],
  },
  blog: { cases: [reads('', 'the list refuses every post (405)')] },
  blogs: { cases: [reads('', 'the table refuses every post (405)')] },
  'blog/new': one('blog_posts', () => ({ title: 'Walk news', bodyMarkdown: 'News.', status: 'draft' })),
  'blog/edit/:id': {
    id: (fx) => fx.postId,
    cases: [
      writes('', 'blog_posts', () => ({ title: 'Walk post, edited', bodyMarkdown: 'Edited.', status: 'draft' })),
      writes('delete', 'blog_posts', () => ({})),
    ],
  },
  'email-templates/new': one('app_settings', () => ({ type: 'welcome' })),
  'email-templates/edit/:id': {
    id: () => 'welcome',
    cases: [
      reads('preview', 'renders the text as it would be sent', () => ({ subject: 'Hi', body: 'Hello {{firstName}}' })),
      writes('', 'app_settings', () => ({ subject: 'Welcome aboard', body: 'Hello {{firstName}}' })),
      writes('reset', 'app_settings', () => ({})),
    ],
  },
}
