// The whole data model (SPEC §3). One schema for PGlite and PostgreSQL 15; migrations in ./migrations.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  date,
} from 'drizzle-orm/pg-core'
import { ROLES } from '../lib/roles'
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '../lib/property-rules'
import { SAVED_SEARCH_FREQUENCIES } from '../lib/saved-search-rules'
import { BUYER_CURRENCIES } from '../lib/currency'
import { FOREIGN_OWNERSHIP, TITLE_TYPES, type GeoPoint } from '../lib/buyer-facts'
import type { HeightPoint } from '../lib/elevation'
import { INTERNET_KINDS, MAX_ELEVATION_M, POWER_SOURCES, SEWER_KINDS, WATER_SOURCES } from '../lib/utilities'
import { LOCALES } from '../i18n/locale'
import { MAX_NOTICE_HOURS, MIN_NOTICE_HOURS, TOUR_KINDS, type WeeklyHours } from '../lib/tour-slots'
import { STAFF_EVENT_KINDS, TASK_KINDS } from '../lib/staff-work-rules'
import { PURCHASE_STATUSES, PURCHASE_STEP_OWNERS, PURCHASE_STEP_STATES, type TemplateStep } from '../lib/purchase-rules'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`)
/** Every element of a text[] column is one of the values. */
const subsetOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} <@ array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`)

// ---- Accounts (better-auth's tables, written here because its schema CLI needs Node 22) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // SPEC §3 user metadata
  firstName: text('first_name'),
  lastName: text('last_name'),
  isNewUser: boolean('is_new_user').notNull().default(false),
  isSignup: boolean('is_signup').notNull().default(false),
  // Bumped by a trigger on user_roles: read with the session, it tells every process that cached roles are stale.
  rolesVersion: integer('roles_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Ours, not better-auth's: when the SPEC §4 sign-in follow-up was claimed for this session (it runs once).
    signInHandledAt: timestamp('sign_in_handled_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

// SPEC §6: roles are read from user_roles.
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role_check', inList('role', ROLES)),
  ],
)

// ---- Content ----

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  // Issue 16: Spanish texts ('' = not translated: the English one is shown with a note).
  summaryEs: text('summary_es').notNull().default(''),
  descriptionEs: text('description_es').notNull().default(''),
  // Issue 16: beaches of the area, for each listing's distance to the nearest one.
  beachPoints: jsonb('beach_points').$type<GeoPoint[]>().notNull().default([]),
  // Issue 44: heights above sea level staff know in the area, for listings' estimated elevation (lib/elevation.ts).
  heightPoints: jsonb('height_points').$type<HeightPoint[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
  photo: text('photo').notNull().default(''),
  bio: text('bio').notNull().default(''),
  // Issue 16: Spanish job title and bio ('' = not translated)
  titleEs: text('title_es').notNull().default(''),
  bioEs: text('bio_es').notNull().default(''),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  areasServed: jsonb('areas_served').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  // Issue 44: tours. Weekly hours in Roatan time and days off (Roatan dates), kept on the agent's row so one save is
  // one audit entry; the video-call link ('' = no video tours).
  tourHours: jsonb('tour_hours').$type<WeeklyHours[]>().notNull().default([]),
  daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
  meetingUrl: text('meeting_url').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    listingId: text('listing_id').notNull().unique(),
    title: text('title').notNull(),
    status: text('status').notNull().default('draft'),
    propertyType: text('property_type').notNull(),
    priceUsd: integer('price_usd').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
    livingAreaSqft: integer('living_area_sqft'),
    lotSizeSqft: integer('lot_size_sqft'),
    yearBuilt: integer('year_built'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull().default(''),
    // Issue 16: Spanish title and description ('' = not translated: the English one is shown with a note)
    titleEs: text('title_es').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    // Issue 43: the features in Spanish, one for one with `features` ([] = not translated)
    featuresEs: jsonb('features_es').$type<string[]>().notNull().default([]),
    // Stored image paths (SPEC §1): `properties/…` in the property-images bucket, or full http(s) addresses.
    images: jsonb('images').$type<string[]>().notNull().default([]),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    source: text('source').notNull().default('manual'),
    listingOfficeName: text('listing_office_name'),
    // Issue 40 (IDX display rules): the listing brokerage's contact, shown with its name on feed listings.
    listingOfficePhone: text('listing_office_phone'),
    listingOfficeEmail: text('listing_office_email'),
    // Issue 40: the MLS allows no street address and no exact pin (InternetAddressDisplayYN false).
    addressHidden: boolean('address_hidden').notNull().default(false),
    // Issue 40: a virtual-tour link from the feed's non-photo media (https only).
    virtualTourUrl: text('virtual_tour_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Issue 16: foreign-buyer facts, staff-kept (null: not stated). Fees and rental income in whole US dollars.
    titleType: text('title_type'),
    foreignOwnership: text('foreign_ownership'),
    hoaFeeUsd: integer('hoa_fee_usd'),
    rentalProgram: text('rental_program').notNull().default(''),
    rentalProgramEs: text('rental_program_es').notNull().default(''),
    /** gross rental income of the last twelve months; set means the listing has a rental history */
    rentalIncomeUsd: integer('rental_income_usd'),
    rentalOccupancyPercent: integer('rental_occupancy_percent'),
    // Issue 44 item 5: utilities and resilience (lib/utilities.ts). Empty lists and nulls: not stated.
    powerSources: text('power_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    waterSources: text('water_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sewer: text('sewer'),
    internet: text('internet')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hurricaneStandards: boolean('hurricane_standards'),
    elevationM: integer('elevation_m'),
    // Issue 44: the hours of notice a tour needs (caretakers and renters must be told; at least a day)
    tourNoticeHours: integer('tour_notice_hours').notNull().default(MIN_NOTICE_HOURS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The words the public search matches: title and listing id ('RR-1001' also as 'rr 1001' and 'rr1001'), kept by
    // the database. Stored rather than an expression index so filtering candidate rows does not re-run to_tsvector;
    // it needs no extension (PGlite has no pg_trgm). Area names are matched through the small areas table.
    // Issue 43: the Spanish title's words too, unstemmed ('simple'), so "piscina" finds a "… con piscina" listing.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', translate("title" || ' ' || "listing_id", '-', ' ') || ' ' || replace("listing_id", '-', '')) || to_tsvector('simple', "title_es")`,
    ),
  },
  (table) => [
    check('properties_status_check', inList('status', PROPERTY_STATUSES)),
    check('properties_type_check', inList('property_type', PROPERTY_TYPES)),
    check('properties_price_check', sql`price_usd >= 0`),
    check('properties_title_type_check', sql`title_type is null or ${inList('title_type', TITLE_TYPES)}`),
    check(
      'properties_foreign_ownership_check',
      sql`foreign_ownership is null or ${inList('foreign_ownership', FOREIGN_OWNERSHIP)}`,
    ),
    check('properties_power_check', subsetOf('power_sources', POWER_SOURCES)),
    check('properties_water_check', subsetOf('water_sources', WATER_SOURCES)),
    check('properties_internet_check', subsetOf('internet', INTERNET_KINDS)),
    check('properties_sewer_check', sql`sewer is null or ${inList('sewer', SEWER_KINDS)}`),
    check('properties_elevation_check', sql.raw(`elevation_m is null or elevation_m between 0 and ${MAX_ELEVATION_M}`)),
    check(
      'properties_tour_notice_check',
      sql.raw(`tour_notice_hours between ${MIN_NOTICE_HOURS} and ${MAX_NOTICE_HOURS}`),
    ),
    check(
      'properties_buyer_figures_check',
      sql`coalesce(hoa_fee_usd, 0) >= 0 and coalesce(rental_income_usd, 0) >= 0 and coalesce(rental_occupancy_percent, 0) between 0 and 100`,
    ),
    index('properties_status_price_idx').on(table.status, table.priceUsd),
    index('properties_status_created_idx').on(table.status, table.createdAt),
    index('properties_area_status_idx').on(table.areaId, table.status),
    index('properties_type_status_idx').on(table.propertyType, table.status),
    index('properties_bedrooms_idx').on(table.status, table.bedrooms),
    index('properties_agent_idx').on(table.agentId),
    index('properties_featured_idx').on(table.featured, table.status),
    // /properties search: ordered scans for the sort orders (ascending, so read backwards they give the default
    // DESC NULLS FIRST of `order by created_at desc, id desc`), and free text
    index('properties_created_id_idx').on(table.createdAt, table.id),
    index('properties_price_id_idx').on(table.priceUsd, table.id),
    index('properties_search_idx').using('gin', table.searchVector),
  ],
)

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    // Issue 16: the post in Spanish ('' = not translated)
    titleEs: text('title_es').notNull().default(''),
    excerptEs: text('excerpt_es').notNull().default(''),
    bodyMarkdownEs: text('body_markdown_es').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorAgentId: integer('author_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('blog_posts_status_check', sql`status in ('draft', 'published', 'scheduled')`),
    index('blog_posts_status_published_idx').on(table.status, table.publishedAt),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('review'),
    authorName: text('author_name').notNull(),
    authorLocation: text('author_location').notNull().default(''),
    rating: integer('rating').notNull().default(5),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    featured: boolean('featured').notNull().default(false),
    reply: text('reply'),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reviews_kind_check', sql`kind in ('review', 'testimonial')`),
    check('reviews_status_check', sql`status in ('pending', 'approved', 'hidden')`),
    check('reviews_rating_check', sql`rating between 1 and 5`),
    index('reviews_status_kind_idx').on(table.status, table.kind),
  ],
)

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  // Issue 16: the entry in Spanish ('' = not translated)
  questionEs: text('question_es').notNull().default(''),
  answerEs: text('answer_es').notNull().default(''),
  category: text('category').notNull().default('General'),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Issue 16: Spanish versions of the guide, legal and company pages, whose English text lives in the code
 * (app/content/pages). Staff write them on Admin → Page Translations; a page without one shows English with a note.
 */
export const pageTranslations = pgTable('page_translations', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bodyMarkdown: text('body_markdown').notNull(),
  updatedAt: updatedAt(),
})

// ---- Leads ----

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SPEC §3/§7: user_id is the upsert conflict key.
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    leadSource: text('lead_source').notNull().default('website'),
    // The first touch, kept when a later one (a sign-up, SPEC §4) sets lead_source; a trigger fills it on insert.
    firstLeadSource: text('first_lead_source'),
    status: text('status').notNull().default('new'),
    assignedAgentId: integer('assigned_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    // Issue 16: the language of the pages the lead last wrote from; their e-mails are sent in it
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('contacts_locale_check', inList('locale', LOCALES)),
    index('contacts_email_lower_idx').on(sql`lower(${table.email})`),
    index('contacts_assigned_agent_idx').on(table.assignedAgentId),
    index('contacts_created_idx').on(table.createdAt),
  ],
)

export const contactActivities = pgTable(
  'contact_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // Inquiries move through new → contacted → qualified → closed; other activities have none.
    status: text('status'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_activities_contact_idx').on(table.contactId, table.createdAt),
    index('contact_activities_type_created_idx').on(table.activityType, table.createdAt),
    check(
      'contact_activities_status_check',
      sql`status is null or status in ('new', 'contacted', 'qualified', 'closed')`,
    ),
  ],
)

// ---- Redirects (SPEC §3, §5, §7) ----

export const urlRedirects = pgTable(
  'url_redirects',
  {
    id: serial('id').primaryKey(),
    sourceUrl: text('source_url').notNull().unique(),
    targetUrl: text('target_url').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('url_redirects_status_check', sql`status_code in (301, 302)`)],
)

// ---- Analytics ----

export const userInteractions = pgTable(
  'user_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    // The browser's random device id (SPEC §3 "device fingerprint"): counts visitors, identifies no one.
    visitorId: text('visitor_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    path: text('path').notNull().default(''),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_interactions_created_idx').on(table.createdAt),
    index('user_interactions_session_idx').on(table.sessionId),
    index('user_interactions_type_created_idx').on(table.eventType, table.createdAt),
  ],
)

// ---- Site settings (key/value), e.g. the demo-content marker ----

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

// What each retention purge deleted (SPEC §9 data retention; Admin → Tools shows them). Counts only: the point of
// the purge is that the rows are gone.
export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  trigger: text('trigger').notNull(),
  deleted: jsonb('deleted')
    .$type<Partial<Record<string, { contacts: number; consents: number; ledgerRows: number }>>>()
    .notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

// ---- E-mail outbox: every message is stored first and sent by a worker that retries (app/mail/outbox.server.ts) ----

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    templateType: text('template_type').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** an iCalendar invitation sent with the message (issue 44: tours) */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    // queued → sending → sent; back to queued after a failed attempt; failed after the last; kept without SMTP
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // the delivery pass holding a 'sending' message: renewed while it runs, taken over once lapsed
    claimToken: uuid('claim_token'),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('email_outbox_status_check', sql`status in ('queued', 'sending', 'sent', 'failed', 'kept')`),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_created_idx').on(table.createdAt),
  ],
)

// ---- Sign-in support ----

/** Names given on /register, applied when the magic link creates the user (SPEC §5 user metadata). */
export const signupRequests = pgTable('signup_requests', {
  email: text('email').primaryKey(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isSignup: boolean('is_signup').notNull().default(false),
  createdAt: createdAt(),
})

/** Fixed-window counters for rate limits that must hold across processes (e.g. sign-in links per address). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
})

// ---- Site operations ----

/** Named switches the site reads on the server; staff turn them on and off without a restart. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})

/** Paths that answered 404, with counts, so staff can turn the common ones into redirects. */
export const notFoundLog = pgTable(
  'not_found_log',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('not_found_log_hits_idx').on(table.hits)],
)

// ---- Marketing consent (SPEC §3 consent state, §4 consent status; issue: privacy and marketing consent) ----

/** The current consent of one address: none → pending (double opt-in) → active → revoked; one row per address. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    // Stored lower-case: one person, one row, whatever case they type.
    email: text('email').primaryKey(),
    status: text('status').notNull().default('none'),
    consentTypes: jsonb('consent_types').$type<string[]>().notNull().default([]),
    region: text('region').notNull().default('OTHER'),
    requiresDoubleOptin: boolean('requires_double_optin').notNull().default(false),
    source: text('source').notNull().default('website'),
    // Issue 39: the types an unproven request asked to add, waiting for the owner's confirmation; null when none
    // waits. The consent itself (status, consent_types) changes only when the e-mailed link is used.
    requestedTypes: jsonb('requested_types').$type<string[]>(),
    // Double opt-in: sha256 of the single-use confirmation token of the waiting request.
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('marketing_consents_status_check', sql`status in ('none', 'pending', 'active', 'revoked')`),
    check('marketing_consents_region_check', sql`region in ('EU', 'EEA', 'UK', 'CA', 'OTHER')`),
    index('marketing_consents_updated_idx').on(table.updatedAt),
  ],
)

/**
 * Proof of consent (GDPR Art. 7(1)): one row per change, never updated in place (a trigger refuses updates), so what
 * an address agreed to, when, where and with which wording can be shown at any time. Rows go only by retention.
 */
export const consentLedger = pgTable(
  'consent_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    // granted, pending, confirmed, revoked, preference_update, unsubscribed, purged…
    event: text('event').notNull(),
    status: text('status').notNull(),
    consentTypes: jsonb('consent_types').$type<string[]>().notNull().default([]),
    region: text('region').notNull(),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default(''),
    source: text('source').notNull(),
    // The exact wording the person saw when they agreed or withdrew.
    wording: text('wording').notNull().default(''),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('consent_ledger_email_idx').on(table.email, table.createdAt),
    index('consent_ledger_created_idx').on(table.createdAt),
  ],
)

/** Addresses that must never receive marketing (SPEC §7 marketing-suppression). */
export const marketingSuppressions = pgTable('marketing_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull().default('user_request'),
  source: text('source').notNull().default('website'),
  createdAt: createdAt(),
})

/**
 * Anonymous aggregate counts that need no tracking consent: a number per day, event and path, nothing that tells
 * one visitor from another.
 */
export const aggregateCounts = pgTable(
  'aggregate_counts',
  {
    day: text('day').notNull(),
    eventType: text('event_type').notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType, table.path] })],
)

// ---- Listing feed over the RESO Web API (the admin's "RETS" screen) and imports ----

/** The one feed configuration (id 1). The client secret is stored encrypted with a key from the environment. */
export const feedSettings = pgTable('feed_settings', {
  id: integer('id').primaryKey().default(1),
  endpointUrl: text('endpoint_url').notNull().default(''),
  tokenUrl: text('token_url').notNull().default(''),
  clientId: text('client_id').notNull().default(''),
  clientSecretEncrypted: text('client_secret_encrypted').notNull().default(''),
  originatingSystem: text('originating_system').notNull().default(''),
  schedule: text('schedule').notNull().default('off'),
  // Replication high-water mark: the last ModificationTimestamp (and ListingKey) fully applied.
  highWaterMark: timestamp('high_water_mark', { withTimezone: true }),
  highWaterKey: text('high_water_key'),
  // Issue 40: the OpenHouse resource's own mark (open-house edits do not move their listing's timestamp).
  openHouseMark: timestamp('open_house_mark', { withTimezone: true }),
  openHouseMarkKey: text('open_house_mark_key'),
  // Issue 40: a run that would take off market more than this share (percent) of the live feed listings waits for
  // an admin's "Apply removals".
  removalLimitPercent: integer('removal_limit_percent').notNull().default(10),
  // Issue 40: the provider's limits (null: none). MLS Grid: 2 a second, 7,200 an hour.
  requestsPerSecond: doublePrecision('requests_per_second'),
  requestsPerHour: integer('requests_per_hour'),
  // Issue 40 (IDX display rules): the MLS's disclaimer and logo shown with feed listings.
  disclaimer: text('disclaimer').notNull().default('Deemed reliable but not guaranteed'),
  mlsLogoUrl: text('mls_logo_url').notNull().default(''),
  // Issue 40: enum members and lookup values from the server's $metadata / Lookup resource → display names,
  // refreshed once a day so a run with nothing to do stays a few requests.
  lookupMap: jsonb('lookup_map').$type<Record<string, Record<string, string>>>(),
  lookupMapAt: timestamp('lookup_map_at', { withTimezone: true }),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})

export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    // queued → running → succeeded | failed; a run cut off by a restart is resumed from the high-water mark
    status: text('status').notNull().default('queued'),
    trigger: text('trigger').notNull().default('manual'),
    seen: integer('seen').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    // The number of changes the feed announced (@odata.count) for this run: the end of its progress bar, the same on
    // every process that draws the screen.
    expectedTotal: integer('expected_total'),
    error: text('error'),
    // Issue 40: why the run took nothing off the market (its key list was incomplete or inconsistent); null if it could.
    holdReason: text('hold_reason'),
    // Issue 40 (safety catch): the keys a held run would have taken off market, until an admin applies them.
    heldRemovals: jsonb('held_removals').$type<string[]>(),
    removalsAppliedAt: timestamp('removals_applied_at', { withTimezone: true }),
    removalsAppliedBy: text('removals_applied_by').references(() => users.id, { onDelete: 'set null' }),
    // Issue 40: records the site does not list by decision (leases), counted rather than reported one by one.
    skipped: integer('skipped').notNull().default(0),
    // Issue 40 (health): the MLS's own count of listings by StandardStatus, from the run's key list.
    mlsStatusCounts: jsonb('mls_status_counts').$type<Record<string, number>>(),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('feed_runs_status_check', sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    index('feed_runs_created_idx').on(table.createdAt),
  ],
)

export const feedRunErrors = pgTable(
  'feed_run_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key'),
    message: text('message').notNull(),
    // 'error': the record was skipped; 'warning': it was applied without a value the site cannot hold (issue 40).
    severity: text('severity').notNull().default('error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('feed_run_errors_run_idx').on(table.runId),
    check('feed_run_errors_severity_check', sql`severity in ('error', 'warning')`),
  ],
)

/** Feed bookkeeping per synced listing: the key it has in the feed and which photos were copied. */
export const feedListings = pgTable('feed_listings', {
  listingKey: text('listing_key').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .unique()
    .references(() => properties.id, { onDelete: 'cascade' }),
  modificationTimestamp: timestamp('modification_timestamp', { withTimezone: true }),
  photosChangeTimestamp: timestamp('photos_change_timestamp', { withTimezone: true }),
  // The feed values last applied, so a staff edit of a synced field can be told apart from a feed change.
  syncedValues: jsonb('synced_values').$type<Record<string, unknown>>().notNull().default({}),
  // Issue 40: when the feed took the listing off market because its key was gone (recoverable for 30 days).
  removedAt: timestamp('removed_at', { withTimezone: true }),
  // Issue 40: photos that could not be downloaded yet, in the MLS's order, retried by later runs with back-off.
  pendingPhotoUrls: jsonb('pending_photo_urls').$type<string[]>(),
  photoAttempts: integer('photo_attempts').notNull().default(0),
  photoRetryAt: timestamp('photo_retry_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

/** Issue 40: requests made to the listing feed per minute, for the provider's hourly cap and the health panel. */
export const feedRequestCounts = pgTable('feed_request_counts', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  requests: integer('requests').notNull().default(0),
  errors: integer('errors').notNull().default(0),
})

/** Issue 40: open houses of a listing, from the feed's OpenHouse resource or added by staff for our own listings. */
export const openHouses = pgTable(
  'open_houses',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** the feed's OpenHouseKey; null for one staff added */
    openHouseKey: text('open_house_key').unique(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    remarks: text('remarks').notNull().default(''),
    source: text('source').notNull().default('staff'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('open_houses_source_check', sql`source in ('staff', 'feed')`),
    check('open_houses_time_check', sql`ends_at > starts_at`),
    index('open_houses_starts_idx').on(table.startsAt),
    index('open_houses_property_idx').on(table.propertyId, table.startsAt),
  ],
)

/** CSV/JSON imports of properties, agents or redirects: preview, mapping, then a background job with a report. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    // uploaded → queued → running → succeeded | failed
    status: text('status').notNull().default('uploaded'),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    sourceText: text('source_text').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    // Rejected rows: row number, values and the reasons, offered as a download.
    report: jsonb('report')
      .$type<{ row: number; errors: string[]; values: Record<string, string> }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    // The process running it holds a lease it renews while it works; a lapsed lease (a crash) lets another take over.
    claimToken: uuid('claim_token'),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('import_jobs_entity_check', sql`entity in ('properties', 'agents', 'redirects')`),
    check('import_jobs_status_check', sql`status in ('uploaded', 'queued', 'running', 'succeeded', 'failed')`),
    index('import_jobs_created_idx').on(table.createdAt),
  ],
)

// ---- Buyers come back (issue 15): favourites, saved searches, listing alerts ----

/** A listing a signed-in buyer saved (the heart). Anonymous visitors keep theirs in the browser until they sign in. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('favourites_property_idx').on(table.propertyId),
  ],
)

/** The filters of a /properties URL a buyer keeps, and how often new matches are e-mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the canonical /properties query string (no page or view), e.g. `area=west-bay&type=condo` */
    query: text('query').notNull(),
    frequency: text('frequency').notNull().default('daily'),
    /** listing events up to this id have been looked at for this search */
    checkedThrough: bigint('checked_through', { mode: 'number' }).notNull().default(0),
    /** when a daily or weekly search is next due */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('saved_searches_frequency_check', inList('frequency', SAVED_SEARCH_FREQUENCIES)),
    uniqueIndex('saved_searches_user_query_idx').on(table.userId, table.query),
    index('saved_searches_due_idx').on(table.frequency, table.nextRunAt),
  ],
)

export const PROPERTY_EVENT_KINDS = ['listed', 'back_on_market', 'price_drop', 'under_contract', 'sold'] as const

/** What happened to a listing that buyers hear about, written by a trigger on every write path (admin, feed, import). */
export const propertyEvents = pgTable(
  'property_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    oldPriceUsd: integer('old_price_usd'),
    newPriceUsd: integer('new_price_usd'),
    createdAt: createdAt(),
  },
  (table) => [
    check('property_events_kind_check', inList('kind', PROPERTY_EVENT_KINDS)),
    index('property_events_property_idx').on(table.propertyId, table.id),
  ],
)

/**
 * The listings one alert e-mailed for a saved search (one row per search and run): never the same listing twice for
 * the same search. Kept a year.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyIds: integer('property_ids').array().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alert_deliveries_search_idx').on(table.savedSearchId),
    index('alert_deliveries_sent_idx').on(table.sentAt),
  ],
)

/** A buyer's switch for favourite alerts (price drop, back on market, under contract, sold); no row means on. */
export const alertSettings = pgTable('alert_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  favouriteAlerts: boolean('favourite_alerts').notNull().default(true),
  /** listing events up to this id have been looked at for this buyer's saved listings */
  favouritesCheckedThrough: bigint('favourites_checked_through', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
})

/** One row per alert run: what staff count on the dashboard. */
export const alertRuns = pgTable('alert_runs', {
  id: serial('id').primaryKey(),
  eventsThrough: bigint('events_through', { mode: 'number' }).notNull(),
  emails: integer('emails').notNull(),
  listings: integer('listings').notNull(),
  createdAt: createdAt(),
})

// ---- Made for Roatan (issue 16) ----

/** What one US dollar buys in each currency buyers choose, and the day of the rate; staff keep them (Admin → Rates). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text('code').primaryKey(),
    perUsd: numeric('per_usd', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  () => [
    check('currency_rates_code_check', inList('code', BUYER_CURRENCIES)),
    check('currency_rates_positive_check', sql`per_usd > 0`),
  ],
)

/** The items of the closing-cost estimate on listings and the buying guide (issue 16): a share of the price or dollars. */
export const closingCostItems = pgTable(
  'closing_cost_items',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }),
    fixedUsd: integer('fixed_usd'),
    note: text('note').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [
    check('closing_cost_items_one_amount_check', sql`(percent is null) <> (fixed_usd is null)`),
    check(
      'closing_cost_items_range_check',
      sql`coalesce(percent, 0) between 0 and 100 and coalesce(fixed_usd, 0) >= 0`,
    ),
  ],
)

// ---- Staff work (issue 17) ----

/**
 * Live notifications for staff, in order: the id is the server-sent event id a reconnecting tab resumes after
 * (`Last-Event-ID`). A row is for one user, or for everyone holding one of `roles`.
 */
export const staffEvents = pgTable(
  'staff_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check('staff_events_kind_check', inList('kind', STAFF_EVENT_KINDS)),
    index('staff_events_user_idx').on(table.userId, table.id),
    index('staff_events_created_idx').on(table.createdAt),
  ],
)

/** The newest notification each staff member has seen: the bell counts the ones after it. */
export const staffEventReads = pgTable('staff_event_reads', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
})

/** Follow-up tasks on contacts: a call, an e-mail, a WhatsApp message or a showing, due at a time, for a staff member. */
export const followUpTasks = pgTable(
  'follow_up_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'first_contact' for the task a new inquiry creates; null for tasks staff add. */
    origin: text('origin'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('follow_up_tasks_kind_check', inList('kind', TASK_KINDS)),
    index('follow_up_tasks_assignee_idx').on(table.assigneeUserId, table.completedAt, table.dueAt),
    index('follow_up_tasks_contact_idx').on(table.contactId, table.dueAt),
  ],
)

/** One row per morning digest of tasks (the day on Roatan): the process that inserts it sends that day's e-mails. */
export const taskDigestRuns = pgTable('task_digest_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  emails: integer('emails').notNull().default(0),
  createdAt: createdAt(),
})

/** 'download': a file of a purchase's document room was read (issue 44), by staff or the buyer. */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'run', 'download'] as const

/**
 * Every staff write: who, when, what, and the fields it changed as { field: [before, after] }, written by triggers
 * in the same transaction as the change (docs/decisions/025-audit-log.md). No foreign key to users: a record
 * outlives the account it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    // What the staff member's change went through when it was not their own hand: a feed run they started.
    via: text('via'),
    createdAt: createdAt(),
  },
  (table) => [
    // 'run': a staff operation that is not one row's change (a test e-mail, listing alerts, a feed sync started).
    check('audit_log_action_check', inList('action', AUDIT_ACTIONS)),
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_actor_idx').on(table.actorEmail, table.createdAt),
  ],
)

// ---- Issue 44: tours ----

/**
 * A booked tour. One agent, one start: the partial unique index is what keeps two buyers (on any process) from
 * taking the same slot; a cancelled tour frees it.
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('booked'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** the buyer's IANA time zone, for their e-mails */
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull().default('en'),
    note: text('note').notNull().default(''),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the one-time key of the buyer's reschedule and cancel links: replaced on each change, so a used link is dead */
    manageNonce: uuid('manage_nonce').notNull().defaultRandom(),
    /** iCalendar SEQUENCE: raised on each change, so calendars replace the invitation they hold */
    sequence: integer('sequence').notNull().default(0),
    /** the agent's showing task for this tour */
    taskId: uuid('task_id').references(() => followUpTasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('tours_kind_check', inList('kind', TOUR_KINDS)),
    check('tours_status_check', sql`status in ('booked', 'cancelled')`),
    check('tours_time_check', sql`starts_at < ends_at`),
    uniqueIndex('tours_agent_slot_idx')
      .on(table.agentId, table.startsAt)
      .where(sql`status = 'booked'`),
    index('tours_property_idx').on(table.propertyId, table.startsAt),
    index('tours_upcoming_idx')
      .on(table.startsAt)
      .where(sql`status = 'booked'`),
  ],
)

// ---- Issue 44: purchases and their document rooms ----

/** The steps staff start a purchase from (Admin → Purchase Templates). */
export const purchaseTemplates = pgTable('purchase_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  steps: jsonb('steps').$type<TemplateStep[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A purchase a contact is making of a listing, opened by staff when an offer is accepted. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    // a listing removed later leaves the purchase, named by the title it had
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    /** the agent who runs it: a broker sees only their own purchases and document rooms */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    priceUsd: integer('price_usd'),
    offerAcceptedOn: date('offer_accepted_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('purchases_status_check', inList('status', PURCHASE_STATUSES)),
    check('purchases_price_check', sql`price_usd is null or price_usd > 0`),
    index('purchases_contact_idx').on(table.contactId),
    index('purchases_agent_idx').on(table.agentId, table.status),
  ],
)

export const purchaseSteps = pgTable(
  'purchase_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    titleEs: text('title_es').notNull().default(''),
    owner: text('owner').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('todo'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('purchase_steps_owner_check', inList('owner', PURCHASE_STEP_OWNERS)),
    check('purchase_steps_state_check', inList('state', PURCHASE_STEP_STATES)),
    index('purchase_steps_purchase_idx').on(table.purchaseId, table.position),
  ],
)

/** A file in a purchase's document room: stored in the private bucket under a random name, read only through us. */
export const purchaseDocuments = pgTable(
  'purchase_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    objectPath: text('object_path').notNull().unique(),
    fileName: text('file_name').notNull(),
    /** decided from the file's bytes, not its name */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** who uploaded it (no foreign key: the record outlives the account) */
    uploadedBy: text('uploaded_by'),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    uploadedBySide: text('uploaded_by_side').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('purchase_documents_side_check', sql`uploaded_by_side in ('buyer', 'staff')`),
    check('purchase_documents_size_check', sql`size_bytes > 0`),
    index('purchase_documents_purchase_idx').on(table.purchaseId, table.createdAt),
  ],
)
