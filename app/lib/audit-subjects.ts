// Issue 17: what each kind of audit entry is called on Admin → Audit Log, and the admin page of its subject. The kinds
// are the tables the audit triggers watch (migrations 0018 and 0020) and the subjects of staff operations recorded as
// runs (issue 39; docs/decisions/025-audit-log.md).
export const AUDIT_SUBJECTS = {
  properties: { label: 'Property', href: (id: string) => `/admin/properties/edit/${id}` },
  blog_posts: { label: 'Blog post', href: (id: string) => `/admin/blog/edit/${id}` },
  reviews: { label: 'Review', href: () => '/admin/reviews' },
  agents: { label: 'Team member', href: (id: string) => `/admin/team?edit=${id}` },
  users: { label: 'User', href: () => '/admin/users' },
  user_roles: { label: 'User role', href: () => '/admin/users' },
  url_redirects: { label: 'Redirect', href: (id: string) => `/admin/redirects?edit=${id}` },
  feature_flags: { label: 'Feature flag', href: () => '/admin/feature-flags' },
  app_settings: { label: 'Setting or e-mail template', href: settingHref },
  feed_settings: { label: 'Feed settings', href: () => '/admin/rets' },
  import_jobs: { label: 'Import', href: (id: string) => `/admin/import?job=${id}` },
  contacts: { label: 'Contact', href: (id: string) => `/admin/contacts/profile/${id}` },
  contact_activities: { label: 'Contact activity or inquiry', href: () => '/admin/inquiries' },
  marketing_consents: { label: 'Marketing consent', href: contactSearchHref },
  marketing_suppressions: { label: 'Suppression', href: contactSearchHref },
  areas: { label: 'Area', href: (id: string) => `/admin/areas/edit/${id}` },
  faq_entries: { label: 'FAQ entry', href: (id: string) => `/admin/faq/edit/${id}` },
  page_translations: { label: 'Page translation', href: () => '/admin/page-translations' },
  currency_rates: { label: 'Currency rate', href: () => '/admin/rates' },
  closing_cost_items: { label: 'Closing cost', href: () => '/admin/closing-costs' },
  follow_up_tasks: { label: 'Follow-up task', href: () => '/admin/contacts' },
  not_found_log: { label: '404 log entry', href: () => '/admin/redirects' },
  feed_runs: { label: 'Feed sync', href: () => '/admin/rets' },
  admin_tools: { label: 'Tool', href: () => '/admin/tools' },
  marketing_emails: { label: 'Marketing e-mail', href: () => '/esp-test' },
  // Issue 44: purchases, their steps and their document rooms
  purchase_templates: { label: 'Purchase template', href: (id: string) => `/admin/purchase-templates?edit=${id}` },
  purchases: { label: 'Purchase', href: (id: string) => `/admin/purchases/${id}` },
  purchase_steps: { label: 'Purchase step', href: () => '/admin/purchases' },
  purchase_documents: { label: 'Purchase document', href: () => '/admin/purchases' },
} as const satisfies Record<string, { label: string; href: (id: string) => string }>

export type AuditSubjectType = keyof typeof AUDIT_SUBJECTS
export const AUDIT_SUBJECT_TYPES = Object.keys(AUDIT_SUBJECTS) as AuditSubjectType[]

function settingHref(key: string) {
  // 'email_template:inquiry' or 'email_template:inquiry:es'
  const template = /^email_template:([a-z_]+)(?::([a-z]{2}))?$/.exec(key)
  if (template) return `/admin/email-templates/edit/${template[1]}${template[2] ? `?lang=${template[2]}` : ''}`
  return '/admin/tools'
}

function contactSearchHref(email: string) {
  return `/admin/contacts?search=${encodeURIComponent(email)}`
}

/** The admin page of an entry's subject; null for a subject that was deleted, or a kind this screen does not know. */
export function auditSubjectHref(type: string, id: string, action: string): string | null {
  if (action === 'delete' || !Object.hasOwn(AUDIT_SUBJECTS, type)) return null
  return AUDIT_SUBJECTS[type as AuditSubjectType].href(id)
}

export function auditSubjectLabel(type: string): string {
  return Object.hasOwn(AUDIT_SUBJECTS, type) ? AUDIT_SUBJECTS[type as AuditSubjectType].label : type
}
