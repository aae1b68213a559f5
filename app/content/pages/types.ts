// The shape of every text page of SPEC §2 (guides, legal, company, staff pages), rendered by routes/public/info-page.tsx.

export interface PageAction {
  /** a site path ('/properties') or a full address (https://, mailto:, tel:) */
  to: string
  label: string
  /** how prominent the action is: the page's button of that variant (components/ui/button) */
  variant?: 'primary' | 'secondary' | 'cta'
}

export interface ContentPage {
  /** the page's own path, also its canonical URL */
  path: string
  /** the h1 */
  title: string
  /** meta description: at most 160 characters */
  description: string
  /** the sentence under the h1 */
  lead: string
  /** Markdown (GitHub-flavoured tables allowed; raw HTML is never rendered) */
  body: string
  /** long guides: a table of contents of the h2 headings */
  tableOfContents?: boolean
  /** show a Print button (the ultimate guide doubles as the downloadable guide) */
  printable?: boolean
  /** legal pages, e.g. 'Nov 22, 2026' */
  lastUpdated?: string
  /** staff pages that search engines should not list */
  noIndex?: boolean
  /** where a feature built elsewhere is placed on the page */
  slot?: 'contact-form' | 'closing-cost-calculator'
  /** the closing call to action */
  callToAction?: { heading: string; text: string; actions: PageAction[] }
  /** issue 16: the page's own texts on its Spanish page (/es…) */
  es?: ContentPageSpanish
}

/** A page's title, description, lead and call to action in Spanish (pages only staff see have none). */
export interface ContentPageSpanish {
  title: string
  /** meta description: at most 160 characters */
  description: string
  lead: string
  /** legal pages, e.g. '22 de noviembre de 2026' */
  lastUpdated?: string
  /** the call to action's heading and text, and its button labels in the order of its actions */
  callToAction?: { heading: string; text: string; labels: string[] }
  /** issue 43: the Markdown body in Spanish (same headings in the same order); without it the English body is shown,
   * marked as not translated. Staff's own translation (Admin → Page Translations) comes first. */
  body?: string
}
