import { data } from 'react-router'
import { CallToAction } from '~/components/call-to-action'
import { MarkdownContent, markdownHeadings } from '~/components/markdown-content'
import { PageHeader } from '~/components/page-header'
import { PrintButton } from '~/components/print-button'
import { TableOfContents } from '~/components/table-of-contents'
import { getContentPage } from '~/content/pages/catalog'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import type { Route } from './+types/info-page'

// The text pages of SPEC §2 (guides, legal, company, staff pages). Their texts live in app/content/pages/; only the
// page being viewed travels to the browser, as loader data.
export function loader({ url }: Route.LoaderArgs) {
  const page = getContentPage(url.pathname)
  if (!page) throw data('Not found', { status: 404 })
  return { page, headings: page.tableOfContents ? markdownHeadings(page.body) : [] }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.page.title} | ${DEFAULT_BRAND.name}`,
        description: loaderData.page.description,
        path: loaderData.page.path,
        appUrl: appUrlFromMatches(matches),
        type: loaderData.page.tableOfContents ? 'article' : 'website',
        noIndex: loaderData.page.noIndex,
      })
    : []

/** The contact form is built separately (SPEC §2 contact hub) and goes here; until then this renders nothing. */
function ContactFormSlot() {
  return null
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, headings } = loaderData
  const withContents = headings.length > 0
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div
        className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14 ${withContents ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14' : ''}`}
      >
        {withContents ? <TableOfContents headings={headings} /> : null}
        <article className="max-w-3xl">
          {page.lastUpdated || page.printable ? (
            <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
              {page.lastUpdated ? <p className="text-sm text-ink/75">Last updated: {page.lastUpdated}</p> : null}
              {page.printable ? (
                <div id="print" className="scroll-mt-6">
                  <PrintButton />
                </div>
              ) : null}
            </div>
          ) : null}
          <MarkdownContent markdown={page.body} />
          {page.slot === 'contact-form' ? <ContactFormSlot /> : null}
          {page.callToAction ? <CallToAction {...page.callToAction} /> : null}
        </article>
      </div>
    </>
  )
}
