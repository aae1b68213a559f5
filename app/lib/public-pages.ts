// SPEC §2: the public pages without a parameter, in English and under /es: the one table that the route map
// (app/routes.ts) declares them from and the sitemap lists them from, in this order.

export interface PublicPage {
  /** the path without its leading '/' ('' is the home page) */
  path: string
  /** route module under app/routes/public/ */
  file: string
  /** route id, where two paths share a module */
  id?: string
  /** left out of the sitemap: a page search engines are not sent to */
  unlisted?: true
  /** no Spanish copy */
  englishOnly?: true
}

/** A text page of content/pages. */
const text = (path: string): PublicPage => ({ path, file: 'info-page.tsx', id: `info${path}` })

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', file: 'home.tsx' },
  { path: 'properties', file: 'properties.tsx' },
  { path: 'blog', file: 'blog.tsx' },
  { path: 'areas', file: 'areas.tsx' },
  { path: 'agents', file: 'agents.tsx' },
  { path: 'testimonials', file: 'testimonials.tsx', id: 'testimonials' },
  { path: 'reviews', file: 'testimonials.tsx', id: 'reviews' },
  { path: 'faq', file: 'faq.tsx' },
  // noindex: a visitor's own selection
  { path: 'compare', file: 'compare.tsx', unlisted: true },
  ...['buying-guide', 'selling-guide', 'property-search-guide', 'investor-information'].map(text),
  ...['privacy-policy', 'terms-of-service', 'cookies-policy'].map(text),
  text('contact'),
  text('about'),
  // reached after sending an inquiry
  { ...text('thank-you'), unlisted: true },
  text('guide-download'),
  // the brand guide for staff and partners
  { path: 'brand', file: 'brand.tsx', unlisted: true },
  text('the-ultimate-guide-to-buying-property-in-roatan'),
  // a staff page (noIndex)
  { ...text('phase5-summary'), unlisted: true, englishOnly: true },
]
