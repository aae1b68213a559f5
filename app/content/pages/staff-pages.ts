import type { ContentPage } from './types'

// SPEC §2: test and summary pages whose behaviour is not shown. They stay out of search engines and the sitemap.

export const marketingTest: ContentPage = {
  path: '/marketing-test',
  title: 'Marketing consent check',
  description: 'A staff page for checking how marketing consent is asked for and recorded in each region.',
  lead: 'For staff: a place to check the marketing-consent flow.',
  noIndex: true,
  body: `
Staff use this page to check how the site asks for and records marketing consent: the cookie banner with its Accept All, Reject All and Manage choices, the optional e-mail and marketing checkboxes, and the rules that apply by region (EU and EEA GDPR, UK GDPR, Canada CASL, everywhere else). It shows no visitor's data; to change your own choices, use the [preferences page](/preferences).
`,
}

export const espTest: ContentPage = {
  path: '/esp-test',
  title: 'E-mail delivery check',
  description: 'A staff page for checking that the site’s e-mail (sign-in links, inquiry notices) is delivered.',
  lead: 'For staff: a place to check e-mail delivery.',
  noIndex: true,
  body: `
Staff use this page to check that the site's e-mail service provider (ESP) delivers mail: one-time sign-in links, inquiry notifications to agents, and marketing e-mail to those who agreed to receive it. When no SMTP server is configured, mail is kept in the outbox and shown to staff instead of being sent. This page sends nothing by itself and shows no addresses or settings.
`,
}

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
