import type { ContentPage } from './types'

// SPEC §2: a summary page whose behaviour is not shown. It stays out of search engines and the sitemap.
// (/marketing-test and /esp-test are staff diagnostics: app/routes/account/marketing-test.tsx and esp-test.tsx.)

export const phase5Summary: ContentPage = {
  path: '/phase5-summary',
  title: 'Site features summary',
  description: 'A short summary of what this website does for visitors and for staff.',
  lead: 'What this site does, in one paragraph.',
  noIndex: true,
  body: `
This site lets visitors search [properties](/properties) on Roatan with prices in US dollars, open each listing, read the [blog](/blog), the [areas](/areas), the [agents](/agents), reviews, the [FAQ](/faq) and the buying and selling guides, and send inquiries that reach an agent. Visitors can sign in with a one-time e-mail link and choose which e-mails they receive, with consent rules by region. Staff work in a role-guarded admin area: listings, contacts and inquiries, the blog, e-mail templates, redirects, reviews, analytics, feature flags, the listing-feed integration, imports, the team and users.
`,
}
