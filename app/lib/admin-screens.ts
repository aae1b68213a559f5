// SPEC §2 (admin area) and §6 (roles): the one table that the routes, the role guard and the sidebar read.
import type { Role } from './roles'

export interface AdminScreen {
  /** path below /admin ('' is the dashboard); `:id` marks a parameter */
  path: string
  label: string
  roles: readonly Role[]
  sidebar: boolean
  /** route module under app/routes/admin/ (placeholder until the screen is built) */
  file: string
}

const STAFF = ['admin', 'editor', 'broker'] as const satisfies readonly Role[]
const EDITORS = ['admin', 'editor'] as const satisfies readonly Role[]
const OWNERS = ['super_admin', 'admin'] as const satisfies readonly Role[]

/**
 * SPEC §6: entry to /admin requires admin, editor or broker. super_admin is let in too: the same table grants it the
 * Dashboard, Team, Users, Import and Super Admin screens, which it could not reach otherwise, and ADMIN_EMAILS
 * addresses receive only super_admin (docs/decisions/007-admin-entry.md).
 */
export const ADMIN_ENTRY_ROLES = ['super_admin', ...STAFF] as const satisfies readonly Role[]

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '', label: 'Dashboard', roles: ['super_admin', ...STAFF], sidebar: true, file: 'dashboard.tsx' },
  { path: 'properties', label: 'Properties', roles: STAFF, sidebar: true, file: 'properties.tsx' },
  { path: 'properties/add', label: 'Add Property', roles: STAFF, sidebar: true, file: 'property-add.tsx' },
  // Not named in SPEC §2; guarded like Properties.
  { path: 'properties/edit/:id', label: 'Edit Property', roles: STAFF, sidebar: false, file: 'property-edit.tsx' },
  { path: 'rets', label: 'RETS Integration', roles: ['admin'], sidebar: true, file: 'rets.tsx' },
  { path: 'feature-flags', label: 'Feature Flags', roles: ['admin'], sidebar: true, file: 'feature-flags.tsx' },
  { path: 'inquiries', label: 'Inquiries', roles: STAFF, sidebar: true, file: 'inquiries.tsx' },
  { path: 'contacts', label: 'Contacts', roles: STAFF, sidebar: true, file: 'contacts.tsx' },
  { path: 'contacts/profile/:id', label: 'Contact Profile', roles: STAFF, sidebar: false, file: 'contact-profile.tsx' },
  // Issue 44: agents' upcoming tours and the hours buyers book them in.
  { path: 'tours', label: 'Tours', roles: ['admin', 'broker'], sidebar: true, file: 'tours.tsx' },
  // Issue 44: purchases from the accepted offer to the keys; a broker sees only their own (models/purchases).
  { path: 'purchases', label: 'Purchases', roles: ['admin', 'broker'], sidebar: true, file: 'purchases.tsx' },
  { path: 'purchases/:id', label: 'Purchase', roles: ['admin', 'broker'], sidebar: false, file: 'purchase.tsx' },
  {
    path: 'purchase-templates',
    label: 'Purchase Templates',
    roles: ['admin', 'broker'],
    sidebar: true,
    file: 'purchase-templates.tsx',
  },
  { path: 'analytics', label: 'Analytics', roles: STAFF, sidebar: true, file: 'analytics.tsx' },
  { path: 'reviews', label: 'Reviews', roles: STAFF, sidebar: true, file: 'reviews.tsx' },
  { path: 'redirects', label: 'Redirects', roles: EDITORS, sidebar: true, file: 'redirects.tsx' },
  {
    path: 'contact-consistency',
    label: 'Contact Consistency',
    roles: EDITORS,
    sidebar: true,
    file: 'contact-consistency.tsx',
  },
  { path: 'tools', label: 'Tools', roles: EDITORS, sidebar: true, file: 'tools.tsx' },
  // Issue 16: the exchange rates for buyers' currencies.
  { path: 'rates', label: 'Currency Rates', roles: EDITORS, sidebar: true, file: 'rates.tsx' },
  { path: 'closing-costs', label: 'Closing Costs', roles: EDITORS, sidebar: true, file: 'closing-costs.tsx' },
  // Issue 16: area texts and the beaches listings measure their distance to.
  { path: 'areas', label: 'Areas', roles: EDITORS, sidebar: true, file: 'areas.tsx' },
  { path: 'areas/edit/:id', label: 'Edit Area', roles: EDITORS, sidebar: false, file: 'area-edit.tsx' },
  // Issue 16: the FAQ entries in both languages, and the Spanish versions of the pages whose English is in code.
  { path: 'faq', label: 'FAQ', roles: EDITORS, sidebar: true, file: 'faq.tsx' },
  { path: 'faq/new', label: 'New FAQ Entry', roles: EDITORS, sidebar: false, file: 'faq-new.tsx' },
  { path: 'faq/edit/:id', label: 'Edit FAQ Entry', roles: EDITORS, sidebar: false, file: 'faq-edit.tsx' },
  {
    path: 'page-translations',
    label: 'Page Translations',
    roles: EDITORS,
    sidebar: true,
    file: 'page-translations.tsx',
  },
  {
    path: 'page-translations/edit/:id',
    label: 'Edit Page Translation',
    roles: EDITORS,
    sidebar: false,
    file: 'page-translation-edit.tsx',
  },
  { path: 'team', label: 'Team', roles: OWNERS, sidebar: true, file: 'team.tsx' },
  { path: 'users', label: 'Users', roles: OWNERS, sidebar: true, file: 'users.tsx' },
  { path: 'super-admin', label: 'Super Admin', roles: ['super_admin'], sidebar: true, file: 'super-admin.tsx' },
  { path: 'import', label: 'Import', roles: OWNERS, sidebar: true, file: 'import.tsx' },
  // Issue 17: who changed what, read-only.
  { path: 'audit', label: 'Audit Log', roles: OWNERS, sidebar: true, file: 'audit.tsx' },
  { path: 'blog', label: 'Blog', roles: EDITORS, sidebar: true, file: 'blog.tsx' },
  { path: 'blogs', label: 'All blog posts', roles: EDITORS, sidebar: true, file: 'blogs.tsx' },
  { path: 'blog/new', label: 'New Blog Post', roles: EDITORS, sidebar: false, file: 'blog-new.tsx' },
  { path: 'blog/edit/:id', label: 'Edit Blog Post', roles: EDITORS, sidebar: false, file: 'blog-edit.tsx' },
  { path: 'email-templates', label: 'Email Templates', roles: EDITORS, sidebar: true, file: 'email-templates.tsx' },
  {
    path: 'email-templates/new',
    label: 'New Email Template',
    roles: EDITORS,
    sidebar: false,
    file: 'email-template-new.tsx',
  },
  {
    path: 'email-templates/edit/:id',
    label: 'Edit Email Template',
    roles: EDITORS,
    sidebar: false,
    file: 'email-template-edit.tsx',
  },
]

/** The screen a route pattern ('/admin/contacts/profile/:id') belongs to. */
export function adminScreenForPattern(pattern: string): AdminScreen | undefined {
  const path = pattern.replace(/^\/admin\/?/, '').replace(/\/$/, '')
  return ADMIN_SCREENS.find((screen) => screen.path === path)
}

/** SPEC §2: the sidebar shows only entries flagged for it whose roles match the user. */
export function sidebarScreens(roles: readonly Role[]): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => screen.sidebar && screen.roles.some((role) => roles.includes(role)))
}
