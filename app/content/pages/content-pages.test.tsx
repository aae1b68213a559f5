import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { MarkdownContent } from '~/components/markdown-content'
import { OWNERSHIP_GUIDE_HREF } from '~/lib/buyer-facts'
import { markdownHeadings } from '~/lib/markdown'
import { CONTENT_PAGES, getContentPage, localizeContentPage } from './catalog'

// SPEC §2, public routes table, copied by hand so a link to a page the spec does not have fails here.
const SPEC_PUBLIC_PATHS = new Set([
  '/',
  '/properties',
  '/blog',
  '/blogs',
  '/areas',
  '/agents',
  '/testimonials',
  '/reviews',
  '/faq',
  '/buying-guide',
  '/selling-guide',
  '/property-search-guide',
  '/investor-information',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies-policy',
  '/contact',
  '/about',
  '/thank-you',
  '/brand',
  '/preferences',
  '/unsubscribe',
  '/marketing-test',
  '/esp-test',
  '/phase5-summary',
  '/guide-download',
  '/the-ultimate-guide-to-buying-property-in-roatan',
  '/ultimate-guide',
  '/dashboard',
  '/my-account',
  '/tv-1',
  '/tv-2',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
])
const SPEC_PUBLIC_PATTERNS = [/^\/properties\/[^/]+$/, /^\/property\/[^/]+$/, /^\/blogs?\/[^/]+$/, /^\/agent\/[^/]+$/]

const isSpecPath = (path: string) =>
  SPEC_PUBLIC_PATHS.has(path) || SPEC_PUBLIC_PATTERNS.some((pattern) => pattern.test(path))

/** Every site-internal link of a page: Markdown links in the body and the call-to-action buttons. */
function internalLinks(page: (typeof CONTENT_PAGES)[number]): string[] {
  const inBody = [...page.body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '')
  const inActions = (page.callToAction?.actions ?? []).map((action) => action.to).filter((to) => to.startsWith('/'))
  return [...inBody, ...inActions]
}

const renderBody = (markdown: string) =>
  renderToString(
    <MemoryRouter>
      <MarkdownContent markdown={markdown} />
    </MemoryRouter>,
  )

describe.each(CONTENT_PAGES.map((page) => [page.path, page] as const))('content page %s', (path, page) => {
  test('has a title, a lead, a meta description of at most 160 characters and a body', () => {
    expect(page.title.trim()).not.toBe('')
    expect(page.lead.trim()).not.toBe('')
    expect(page.description.trim()).not.toBe('')
    expect(page.description.length).toBeLessThanOrEqual(160)
    expect(page.body.trim().length).toBeGreaterThan(100)
  })

  test('is a public page of SPEC §2 and is found by its path', () => {
    expect(isSpecPath(path)).toBe(true)
    expect(getContentPage(path)).toBe(page)
    expect(getContentPage(`${path.toUpperCase()}/`)).toBe(page)
  })

  test('links only to pages of SPEC §2, and to headings that exist', () => {
    for (const link of internalLinks(page)) {
      const [pathAndQuery = '', hash] = link.split('#')
      const target = pathAndQuery.split('?')[0] ?? ''
      expect(isSpecPath(target), `${link} on ${path}`).toBe(true)
      if (hash) {
        const targetPage = getContentPage(target)
        const anchors = [...markdownHeadings(targetPage?.body ?? '').map((heading) => heading.id)]
        if (targetPage?.printable) anchors.push('print')
        expect(anchors, `${link} on ${path}`).toContain(hash)
      }
    }
  })

  test('uses Markdown only: raw HTML would be dropped by the renderer', () => {
    expect(page.body).not.toMatch(/<\/?[a-z][^>]*>/i)
  })
})

// Issue 16: every page visitors see has its own texts in Spanish (the body stays as it is).
describe.each(CONTENT_PAGES.filter((page) => !page.noIndex).map((page) => [page.path, page] as const))(
  'Spanish page %s',
  (_path, page) => {
    test('has a title, a lead, a description of at most 160 characters and every label of its call to action', () => {
      const es = page.es
      expect(es).toBeDefined()
      expect(es?.title.trim()).not.toBe('')
      expect(es?.lead.trim()).not.toBe('')
      expect(es?.description.trim()).not.toBe('')
      expect(es?.description.length).toBeLessThanOrEqual(160)
      expect(Boolean(es?.lastUpdated)).toBe(Boolean(page.lastUpdated))
      expect(es?.callToAction?.labels.length).toBe(page.callToAction?.actions.length)
    })

    test('is shown in Spanish on Spanish pages and unchanged on English pages', () => {
      const { es, ...english } = page
      expect(localizeContentPage(page, 'en')).toEqual(english)
      expect(es).toBeDefined()
      const spanish = localizeContentPage(page, 'es')
      expect(spanish).toMatchObject({ path: page.path, body: page.body, title: page.es?.title, lead: page.es?.lead })
      expect(spanish.callToAction?.actions.map((action) => action.to)).toEqual(
        page.callToAction?.actions.map((action) => action.to),
      )
      expect(spanish.callToAction?.actions.map((action) => action.label)).toEqual(page.es?.callToAction?.labels)
    })
  },
)

// Issue 43: a Spanish body has its own headings, so links into it use the ids of those headings.
test("listing pages' link to the ownership rules finds its heading in each language", () => {
  for (const [locale, link] of Object.entries(OWNERSHIP_GUIDE_HREF)) {
    const [path = '', hash = ''] = link.split('#')
    const page = getContentPage(path)
    const body = locale === 'es' ? page?.es?.body : page?.body
    expect(
      markdownHeadings(body ?? '').map((heading) => heading.id),
      link,
    ).toContain(hash)
  }
})

describe('table of contents', () => {
  const guides = CONTENT_PAGES.filter((page) => page.tableOfContents)

  test.each(guides.map((page) => [page.path, page] as const))(
    '%s has unique headings that the rendered page carries as ids',
    (_path, page) => {
      const headings = markdownHeadings(page.body)
      expect(headings.length).toBeGreaterThanOrEqual(3)
      expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length)
      const html = renderBody(page.body)
      for (const heading of headings) expect(html).toContain(`<h2 id="${heading.id}"`)
    },
  )

  test('heading ids ignore inline Markdown', () => {
    expect(markdownHeadings('intro\n\n## Costs *and* [fees](/faq)\n\ntext\n### Not this')).toEqual([
      { id: 'costs-and-fees', text: 'Costs and fees' },
    ])
  })
})

describe('rendering', () => {
  test('keeps phone, e-mail and web links, and drops script links', () => {
    const html = renderBody(
      '[call](tel:+50495550142) [mail](mailto:a@b.example) [web](https://wa.me/1) [x](javascript:alert(1))',
    )
    expect(html).toContain('href="tel:+50495550142"')
    expect(html).toContain('href="mailto:a@b.example"')
    expect(html).toContain('href="https://wa.me/1"')
    expect(html).not.toContain('javascript:')
  })

  test('renders tables', () => {
    expect(renderBody('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table')
  })
})
