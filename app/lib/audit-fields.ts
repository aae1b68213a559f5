// Admin → Audit Log as staff read it (usability review, item 9): each recorded column named as the staff forms name
// it, each value formatted as the admin shows it (money, Roatan time, status labels, Yes/No), and the ids of people
// and things replaced by their names, which the model finds for a whole page at once (app/models/audit-names.server.ts).
import { AUDIT_SUBJECTS, auditSubjectHref, auditSubjectLabel } from './audit-subjects'
import { FOREIGN_OWNERSHIP_LABELS, TITLE_TYPE_LABELS } from './buyer-facts'
import { POST_STATE_LABELS } from './blog-form'
import { CONTACT_FIELD_LABELS, CONTACT_STATUS_LABELS } from './contact-profile-forms'
import { formatDateTime, formatPrice, formatSquareFeet } from './format'
import { INQUIRY_STATUS_LABELS } from './lead-list-query'
import { LEAD_SOURCE_LABELS } from './lead-sources'
import { PROPERTY_FIELD_LABELS } from './property-form-labels'
import { beachLinesText } from './area-form'
import { heightLinesText } from './elevation'
import { weekHoursText } from './tour-hours-form'
import { OWNER_LABELS, STATE_LABELS, STATUS_LABELS, type TemplateStep } from './purchase-rules'
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS } from './property-rules'
import { TASK_KIND_LABELS } from './staff-work-rules'
import { INTERNET_LABELS, POWER_LABELS, SEWER_LABELS, WATER_LABELS } from './utilities'

/** The kinds of records whose ids the audit log shows by name. */
export const AUDIT_NAME_KINDS = [
  'properties',
  'contacts',
  'agents',
  'areas',
  'users',
  'blog_posts',
  'reviews',
  'faq_entries',
  'contact_activities',
  'follow_up_tasks',
] as const
export type AuditNameKind = (typeof AUDIT_NAME_KINDS)[number]

/** One record's name; activities and tasks also carry their contact, whose profile they are seen on. */
export interface AuditName {
  name: string
  contactId?: string
}
/** The names of one page's records, by kind and id. */
export type AuditNames = Partial<Record<AuditNameKind, Record<string, AuditName>>>

/** Columns holding the id of another record, and which kind of record. */
const REFERENCES: Record<string, AuditNameKind> = {
  agent_id: 'agents',
  assigned_agent_id: 'agents',
  previous_agent_id: 'agents',
  author_agent_id: 'agents',
  area_id: 'areas',
  property_id: 'properties',
  contact_id: 'contacts',
  user_id: 'users',
  created_by: 'users',
  assignee_user_id: 'users',
  completed_by: 'users',
  // inside an activity's details: the inquiry a status change was made on, the task done, who merged
  inquiry_id: 'contact_activities',
  task_id: 'follow_up_tasks',
  merged_by: 'users',
}

/** What one record of a kind is called when its name is gone (deleted since). */
const KIND_NOUNS: Record<AuditNameKind, string> = {
  properties: 'listing',
  contacts: 'contact',
  agents: 'agent',
  areas: 'area',
  users: 'user',
  blog_posts: 'post',
  reviews: 'review',
  faq_entries: 'FAQ entry',
  contact_activities: 'activity',
  follow_up_tasks: 'task',
}

/** The kind of record a column points at, or null for a column holding a value of its own. */
export function auditReferenceKind(column: string): AuditNameKind | null {
  return REFERENCES[column] ?? null
}

const words = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ')
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const bySnakeCase = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([field, label]) => [snakeCase(field), label]))

// The forms' own labels, by column (priceUsd → price_usd).
const FORM_LABELS: Record<string, Record<string, string>> = {
  properties: bySnakeCase(PROPERTY_FIELD_LABELS),
  contacts: bySnakeCase(CONTACT_FIELD_LABELS),
  areas: { beach_points: 'Beaches', height_points: 'Heights above sea level' },
  agents: { tour_hours: 'Tour hours', days_off: 'Days off', meeting_url: 'Video-call link' },
  contact_activities: { activity_type: 'Activity type', message: 'Message', metadata: 'Details' },
  purchase_steps: { owner: 'Who', due_on: 'Due' },
  purchase_templates: { steps: 'Steps' },
}

// Lists written as their forms write them: one a line.
const LINES: Record<string, Record<string, (items: never[]) => string>> = {
  areas: { beach_points: beachLinesText, height_points: heightLinesText },
  agents: { tour_hours: weekHoursText },
  purchase_templates: { steps: templateStepsText },
}

/** A template's steps, one a line: 'Keys (Agent, day 85)'. */
function templateStepsText(steps: TemplateStep[]) {
  return steps.map((step) => `${step.title} (${OWNER_LABELS.en[step.owner]}, day ${step.dueDays})`).join('\n')
}

// Columns every kind shares, and what the admin calls them.
const COMMON_LABELS: Record<string, string> = {
  created_at: 'Added',
  updated_at: 'Last changed',
  published_at: 'Published',
  completed_at: 'Done',
  due_at: 'Due',
  created_by: 'Added by',
  completed_by: 'Done by',
  assignee_user_id: 'Assigned to',
  sort_order: 'Order',
  email: 'E-mail',
}

/** A column as staff read it: the form's label, a shared one, or the column's words ('listing_office_phone' → 'Listing office phone'). */
export function auditFieldLabel(subjectType: string, column: string): string {
  const own = FORM_LABELS[subjectType]?.[column] ?? COMMON_LABELS[column]
  if (own) return own
  const words = column
    .replace(/_id$/, '')
    .replace(/_usd$/, ' (US dollars)')
    .replace(/_es$/, ' (Spanish)')
    .replace(/_/g, ' ')
    .replace(/\b(url|hoa|seo|ip)\b/g, (short) => short.toUpperCase())
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// The labels of the coded values, by kind and column.
const VALUE_LABELS: Record<string, Record<string, Record<string, string>>> = {
  properties: {
    status: PROPERTY_STATUS_LABELS,
    property_type: PROPERTY_TYPE_LABELS,
    title_type: TITLE_TYPE_LABELS,
    foreign_ownership: FOREIGN_OWNERSHIP_LABELS,
    sewer: SEWER_LABELS,
    power_sources: POWER_LABELS,
    water_sources: WATER_LABELS,
    internet: INTERNET_LABELS,
  },
  contacts: { status: CONTACT_STATUS_LABELS, lead_source: LEAD_SOURCE_LABELS, first_lead_source: LEAD_SOURCE_LABELS },
  contact_activities: { status: INQUIRY_STATUS_LABELS },
  purchases: { status: STATUS_LABELS },
  purchase_steps: { owner: OWNER_LABELS.en, state: STATE_LABELS.en },
  blog_posts: { status: POST_STATE_LABELS },
  follow_up_tasks: { kind: TASK_KIND_LABELS },
}

/** A value on screen: its text, a link to what it names, and whether it is long enough to fold. */
export interface AuditValueView {
  text: string
  href?: string
  long?: boolean
  empty?: boolean
}

/** Values longer than this fold behind "Show all". */
export const AUDIT_FOLD_LENGTH = 120
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** The admin page of a named record, when it has one. */
function recordHref(kind: AuditNameKind, id: string, name: AuditName | undefined): string | undefined {
  if (kind === 'users') return undefined
  if ((kind === 'contact_activities' || kind === 'follow_up_tasks') && name?.contactId)
    return AUDIT_SUBJECTS.contacts.href(name.contactId)
  return auditSubjectHref(kind, id, 'update') ?? undefined
}

/** One recorded value as the admin shows it. */
export function auditValueView(subjectType: string, column: string, value: unknown, names: AuditNames): AuditValueView {
  if (isEmptyValue(value)) return { text: '(empty)', empty: true }
  const kind = auditReferenceKind(column)
  if (kind && (typeof value === 'string' || typeof value === 'number')) {
    const id = String(value)
    const name = names[kind]?.[id]
    return name ? { text: name.name, href: recordHref(kind, id, name) } : { text: `(a removed ${KIND_NOUNS[kind]})` }
  }
  const coded = VALUE_LABELS[subjectType]?.[column]
  if (coded && (typeof value === 'string' || typeof value === 'number') && Object.hasOwn(coded, String(value)))
    return { text: coded[String(value)]! }
  // a list of coded values (a listing's power sources): each by its label
  if (coded && Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return { text: value.map((item: string) => (Object.hasOwn(coded, item) ? coded[item]! : item)).join(', ') }
  const lines = LINES[subjectType]?.[column]
  const text = lines && Array.isArray(value) ? lines(value as never[]) : plainText(column, value, names)
  return { text, long: text.length > AUDIT_FOLD_LENGTH || text.includes('\n') }
}

/** The name of the record an id in a column points at; null when the column holds no id. */
function referenceText(column: string, value: unknown, names: AuditNames): string | null {
  const kind = auditReferenceKind(column)
  if (!kind || (typeof value !== 'string' && typeof value !== 'number')) return null
  return names[kind]?.[String(value)]?.name ?? `(a removed ${KIND_NOUNS[kind]})`
}

/** The ids an object value holds under a key that names a record ({ agentId: 3 } in an activity's details). */
export function auditReferencesIn(value: unknown): [AuditNameKind, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const kind = auditReferenceKind(snakeCase(key))
    return kind && (typeof inner === 'string' || typeof inner === 'number')
      ? [[kind, String(inner)] as [AuditNameKind, string]]
      : []
  })
}

/** Any value as words: no JSON, no raw codes for the kinds of values the admin formats. */
function plainText(column: string, value: unknown, names: AuditNames): string {
  const named = referenceText(column, value, names)
  if (named !== null) return named
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') {
    if (column.endsWith('_usd')) return formatPrice(value)
    if (column.endsWith('_sqft')) return formatSquareFeet(value)
    if (column.endsWith('_percent')) return `${value}%`
    return String(value)
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTime(value) || value
    // A coded kind without labels of its own ('saved_search') reads as words.
    return /(_type|^kind)$/.test(column) && /^[a-z_]+$/.test(value) ? words(value) : value
  }
  if (Array.isArray(value))
    return value.every((item) => item === null || typeof item !== 'object')
      ? value.map((item) => plainText(column, item, names)).join(', ')
      : value.map((item) => plainText(column, item, names)).join('\n')
  if (typeof value === 'object' && value !== null)
    return (
      Object.entries(value)
        // an empty key says nothing ("Previous agent: (empty)"), so it is left out
        .filter(([, inner]) => !isEmptyValue(inner))
        .map(([key, inner]) => `${auditFieldLabel('', snakeCase(key))}: ${plainText(snakeCase(key), inner, names)}`)
        .join('; ')
    )
  return String(value)
}

/** null, '', [] or {}: a value that shows as "(empty)". */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'object' && Object.keys(value).length === 0
}

/** The subject of an entry: its kind, its name (or, once deleted, the name it had) and its admin page. */
export function auditSubjectView(
  entry: { subjectType: string; subjectId: string; action: string; changes: Record<string, [unknown, unknown]> },
  names: AuditNames,
): { kind: string; name: string; href: string | null } {
  const kind = auditSubjectLabel(entry.subjectType)
  const nameKind = entry.subjectType === 'user_roles' ? 'users' : entry.subjectType
  const found = (AUDIT_NAME_KINDS as readonly string[]).includes(nameKind)
    ? names[nameKind as AuditNameKind]?.[entry.subjectId]
    : undefined
  const name = found?.name ?? nameInChanges(entry) ?? (isOpaqueId(entry.subjectId) ? '' : entry.subjectId)
  if (entry.action === 'delete') return { kind, name, href: null }
  const href =
    found && (nameKind === 'contact_activities' || nameKind === 'follow_up_tasks')
      ? (recordHref(nameKind, entry.subjectId, found) ?? null)
      : auditSubjectHref(entry.subjectType, entry.subjectId, entry.action)
  return { kind, name, href }
}

/** A deleted record's name, from the values its entry recorded. */
function nameInChanges(entry: { action: string; changes: Record<string, [unknown, unknown]> }): string | null {
  const side = entry.action === 'delete' ? 0 : 1
  const value = (column: string) => {
    const recorded = entry.changes[column]?.[side]
    return typeof recorded === 'string' && recorded.trim() ? recorded.trim() : null
  }
  const person = [value('first_name'), value('last_name')].filter(Boolean).join(' ')
  return (
    value('title') ??
    value('name') ??
    value('question') ??
    (person || null) ??
    value('email') ??
    value('source_url') ??
    value('file_name')
  )
}

/** A UUID or other machine id that says nothing to a person. */
export function isOpaqueId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || /^[A-Za-z0-9]{20,}$/.test(id)
}

/** The columns an entry shows, in the order of the staff form when there is one; the record's own id is its subject. */
export function auditShownFields(
  subjectType: string,
  changes: Record<string, [unknown, unknown]>,
): [string, [unknown, unknown]][] {
  const order = Object.keys(FORM_LABELS[subjectType] ?? {})
  const rank = (column: string) => (order.includes(column) ? order.indexOf(column) : order.length)
  return Object.entries(changes)
    .filter(([column]) => column !== 'id')
    .sort(([a], [b]) => rank(a) - rank(b))
}

/** One line of an entry's fields: "Price (US dollars): $450,000 → $425,000"; `before` is null for an addition or a deletion. */
export interface AuditFieldChange {
  key: string
  label: string
  before: AuditValueView | null
  after: AuditValueView
}

interface AuditEntryChanges {
  action: string
  subjectType: string
  changes: Record<string, [unknown, unknown]>
}

/**
 * The lines an entry shows. An addition shows what was filled in and a deletion what was there; empty values say
 * nothing in either, nor does a change from empty to empty. A list of choices is a set (a listing's water sources):
 * the same choices in another order are no change. An activity's details read as lines of their own, by name.
 */
export function auditFieldChanges(entry: AuditEntryChanges, names: AuditNames): AuditFieldChange[] {
  const { subjectType } = entry
  const side = entry.action === 'delete' ? 0 : entry.action === 'update' ? null : 1
  return auditShownFields(subjectType, entry.changes).flatMap(([column, [before, after]]): AuditFieldChange[] => {
    if (subjectType === 'contact_activities' && column === 'metadata')
      return activityDetailChanges(side, before, after, names)
    if (side === null) {
      if (isEmptyValue(before) && isEmptyValue(after)) return []
      if (VALUE_LABELS[subjectType]?.[column] && sameChoices(before, after)) return []
    } else if (isEmptyValue(side === 0 ? before : after)) return []
    return [
      {
        key: column,
        label: auditFieldLabel(subjectType, column),
        before: side === null ? auditValueView(subjectType, column, before, names) : null,
        after: auditValueView(subjectType, column, side === 0 ? before : after, names),
      },
    ]
  })
}

/** Two lists holding the same choices, in any order. */
function sameChoices(before: unknown, after: unknown): boolean {
  if (!Array.isArray(before) || !Array.isArray(after)) return false
  const set = (list: unknown[]) => [...new Set(list.map((item) => JSON.stringify(item)))].sort().join('\u0000')
  return set(before) === set(after)
}

/**
 * An activity's details (its metadata), one line a key: a status change as "Status: New → Contacted" with the
 * inquiry it was made on by name, an assignment as "Agent: Maria Bodden → Carlos Ruiz".
 */
function activityDetailChanges(
  side: 0 | 1 | null,
  before: unknown,
  after: unknown,
  names: AuditNames,
): AuditFieldChange[] {
  const asObject = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const details = side === 0 ? asObject(before) : asObject(after)
  // an update of the details themselves (rare) reads as the details before and after
  if (side === null) {
    if (isEmptyValue(before) && isEmptyValue(after)) return []
    return [
      {
        key: 'metadata',
        label: auditFieldLabel('contact_activities', 'metadata'),
        before: auditValueView('contact_activities', 'metadata', before, names),
        after: auditValueView('contact_activities', 'metadata', after, names),
      },
    ]
  }
  const lines: AuditFieldChange[] = []
  const view = (column: string, value: unknown, type = 'contact_activities') =>
    auditValueView(type, column, value, names)
  const pair = (key: string, label: string, from: AuditValueView, to: AuditValueView) => {
    if (!from.empty || !to.empty) lines.push({ key: `metadata.${key}`, label, before: from, after: to })
  }
  const done = new Set<string>()
  if ('from' in details || 'to' in details) {
    // an inquiry's status when the change names one, else the contact's own
    const type = details.inquiryId ? 'contact_activities' : 'contacts'
    pair('status', 'Status', view('status', details.from, type), view('status', details.to, type))
    done.add('from').add('to')
  }
  if ('agentId' in details || 'previousAgentId' in details) {
    const agent = (id: unknown, name: unknown) => {
      const shown = view('agent_id', id)
      // an agent removed since is still known by the name the assignment recorded
      return shown.href || shown.empty || typeof name !== 'string' || !name ? shown : { text: name }
    }
    pair('agent', 'Agent', agent(details.previousAgentId, null), agent(details.agentId, details.agentName))
    done.add('agentId').add('previousAgentId').add('agentName')
  }
  for (const [key, value] of Object.entries(details)) {
    if (done.has(key) || isEmptyValue(value)) continue
    const column = snakeCase(key)
    lines.push({ key: `metadata.${key}`, label: auditFieldLabel('', column), before: null, after: view(column, value) })
  }
  return lines
}
