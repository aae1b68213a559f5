import { data, redirect } from 'react-router'
import { GuideFunnelTracking } from '~/components/analytics/guide-funnel-tracking'
import { CallToAction } from '~/components/call-to-action'
import { ContactForm } from '~/components/contact-form'
import { markdownHeadings } from '~/lib/markdown'
import { MarkdownHtml } from '~/components/markdown-html'
import { PageHeader } from '~/components/page-header'
import { PrintButton } from '~/components/print-button'
import { TableOfContents } from '~/components/table-of-contents'
import { getContentPage, localizeContentPage } from '~/content/pages/catalog'
import { getSessionUser } from '~/auth/session.server'
import { getRequestInfo, getServices } from '~/context.server'
import { recordContactMessage, takeInquiryAllowance } from '~/models/inquiry.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { ContactSchema } from '~/lib/contact-schema'
import { fieldErrors } from '~/lib/form-errors'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { requireFeature } from '~/http/feature-flags.server'
import type { Route } from './+types/info-page'
import { readForm } from '~/http/form-body.server'
import { renderMarkdown } from '~/content/markdown.server'
import { ClosingCostCalculator } from '~/components/closing-costs'
import { publicClosingCostItems } from '~/models/closing-costs.server'
import { localeFromPath, localizePath, pathWithoutLocale } from '~/i18n/locale'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useT } from '~/i18n/messages'
import { localizeLinks } from '~/lib/localized-content'
import { publicPageTranslation } from '~/models/page-translation.server'
import { UntranslatedNote } from '~/components/untranslated-note'

// The text pages of SPEC §2 (guides, legal, company, staff pages). Their texts live in app/content/pages/; only the
// page being viewed travels to the browser, as loader data.
// The texts are part of the code: each is rendered once per process.
const renderedPages = new Map<string, string>()
function pageHtml(path: string, markdown: string): string {
  let html = renderedPages.get(path)
  if (html === undefined) renderedPages.set(path, (html = renderMarkdown(markdown)))
  return html
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = getContentPage(pathWithoutLocale(url.pathname))
  if (!page) throw data('Not found', { status: 404 })
  if (page.path === '/guide-download') await requireFeature(context, 'show_guide_download')
  const locale = localeFromPath(url.pathname)
  const { db } = getServices(context)
  const { body, ...rest } = localizeContentPage(page, locale)
  // issue 16: the Spanish text staff wrote for this page, else the English one with a note
  const translation = locale === 'es' ? await publicPageTranslation(db, page.path) : null
  const closingCosts = page.slot === 'closing-cost-calculator' ? await publicClosingCostItems(db) : null
  // issue 43: else the Spanish body kept with the page
  const builtIn = locale === 'es' && page.es?.body ? { key: `/es${page.path}`, body: page.es.body } : null
  const markdown = translation?.body ?? builtIn?.body ?? body
  return {
    page: translation
      ? { ...rest, title: translation.title, description: translation.description || rest.description }
      : rest,
    bodyLang: translation || builtIn ? locale : ('en' as const),
    html: localizeLinks(translation?.html ?? pageHtml(builtIn?.key ?? page.path, builtIn?.body ?? body), locale),
    headings: page.tableOfContents ? markdownHeadings(markdown) : [],
    closingCosts,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({
        locale: localeFromPath(location.pathname),
        title: translator(contentMessages, localeFromPath(location.pathname))('content.titleWithBrand', {
          title: loaderData.page.title,
          brand: DEFAULT_BRAND.name,
        }),
        description: loaderData.page.description,
        path: loaderData.page.path,
        appUrl: appUrlFromMatches(matches),
        type: loaderData.page.tableOfContents ? 'article' : 'website',
        noIndex: loaderData.page.noIndex,
      })
    : []

// SPEC §2 contact hub: the form is validated here; messages are stored and answered once lead handling is in place.
export async function action({ request, url, context }: Route.ActionArgs) {
  if (getContentPage(pathWithoutLocale(url.pathname))?.slot !== 'contact-form')
    throw data('Method not allowed', { status: 405 })
  const locale = localeFromPath(url.pathname)
  const form = Object.fromEntries(await readForm(request))
  // A filled honeypot is a bot: answer as if all went well and keep nothing.
  if (typeof form.website === 'string' && form.website !== '') return redirect(localizePath('/thank-you', locale))
  const parsed = ContactSchema.safeParse(form)
  if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
  const services = getServices(context)
  // issue 39: limited per network (an IPv6 /64 counts as one)
  if (!(await takeInquiryAllowance(services.db, 'contact', getRequestInfo(context).clientIp))) {
    return data(
      {
        formError: translator(contentMessages, locale)('content.contact.tooMany', { phone: DEFAULT_BRAND.phone }),
      },
      { status: 429 },
    )
  }
  const user = await getSessionUser({ request, context })
  // the contact's language: e-mails to them are written in it
  await recordContactMessage(services, parsed.data, user?.id ?? null, locale)
  return redirect(localizePath('/thank-you', locale))
}

export default function InfoPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, html, headings } = loaderData
  const t = useT(contentMessages)
  const withContents = headings.length > 0
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <GuideFunnelTracking path={page.path} />
      <div
        className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14 ${withContents ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14' : ''}`}
      >
        {withContents ? <TableOfContents headings={headings} /> : null}
        <article className="max-w-3xl">
          {page.lastUpdated || page.printable ? (
            <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
              {page.lastUpdated ? (
                <p className="text-sm text-ink/75">{t('content.page.lastUpdated', { date: page.lastUpdated })}</p>
              ) : null}
              {page.printable ? (
                <div id="print" className="scroll-mt-6">
                  <PrintButton label={t('content.page.print')} />
                </div>
              ) : null}
            </div>
          ) : null}
          <UntranslatedNote text={{ lang: loaderData.bodyLang }} className="mb-4" />
          <div lang={loaderData.bodyLang}>
            <MarkdownHtml html={html} />
          </div>
          {page.slot === 'contact-form' ? <ContactForm result={actionData} /> : null}
          {page.slot === 'closing-cost-calculator' && loaderData.closingCosts ? (
            <ClosingCostCalculator items={loaderData.closingCosts} />
          ) : null}
          {page.callToAction ? <CallToAction {...page.callToAction} /> : null}
        </article>
      </div>
    </>
  )
}
