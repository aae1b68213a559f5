// /my-account/purchases/:id (issue 44 items 2 and 3): the buyer's purchase — its steps in their language with what
// is due from them, and the private document room (upload; download through links signed for them for ten minutes).
// Only the buyer the purchase was opened for reaches it: any other id, existing or not, is the same 404. Private.
import { data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { DocumentRoom } from '~/components/purchases/document-room'
import { PurchaseTimeline } from '~/components/purchases/purchase-timeline'
import { Link } from '~/components/site-link'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { getSessionUser, loginRedirect } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { documentHref } from '~/http/purchase-document-links.server'
import { purchasesMessages } from '~/i18n/catalogs/purchases'
import { localeFromPath, type Locale } from '~/i18n/locale'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatDateTime, formatDay } from '~/lib/format'
import { localizedText } from '~/lib/localized-content'
import { roatanDate } from '~/lib/tour-slots'
import { MAX_DOCUMENTS_PER_PURCHASE, currentStep, type PurchaseStepState } from '~/lib/purchase-rules'
import { timelineSteps } from '~/lib/purchase-timeline'
import { DOCUMENT_UPLOAD_LIMIT, uploadDocument } from '~/models/purchase-documents.server'
import { purchaseDetail, reachablePurchase, type PurchaseDetail, type PurchaseViewer } from '~/models/purchases.server'
import type { Route } from './+types/purchase'

const notFound = () => data('There is no purchase here.', { status: 404 })

/** The page's data: what a buyer may see of their purchase, in their language. */
function buyerView(detail: PurchaseDetail, userId: string, locale: Locale, secrets: { authSecret: string }) {
  const today = roatanDate(new Date())
  const steps = detail.steps.map((step) => ({ ...step, state: step.state as PurchaseStepState }))
  const buyerNext = steps.find(
    (step) => step.owner === 'buyer' && (step.state === 'todo' || step.state === 'in_progress'),
  )
  return {
    status: detail.purchase.status,
    title: localizedText(detail.listing?.title ?? detail.purchase.listingTitle, detail.listing?.titleEs, locale),
    slug: detail.listing?.slug ?? null,
    offerAcceptedOn: formatDay(detail.purchase.offerAcceptedOn, locale),
    agentName: detail.agent?.name ?? null,
    steps: timelineSteps(steps, today, locale),
    current: currentStep(steps)?.id ?? null,
    buyerNext: buyerNext ? { id: buyerNext.id, due: formatDay(buyerNext.dueOn, locale) } : null,
    documents: detail.documents.map((document) => ({
      id: document.id,
      fileName: document.fileName,
      sizeBytes: document.sizeBytes,
      byYou: document.uploadedBySide === 'buyer',
      when: formatDateTime(document.createdAt, undefined, locale),
      href: documentHref(secrets, { documentId: document.id, userId, side: 'buyer' }, locale),
    })),
  }
}

async function buyer(args: Pick<Route.LoaderArgs, 'request' | 'url' | 'context'>) {
  const user = await getSessionUser(args)
  if (!user) throw loginRedirect(args.url)
  return { user, viewer: { side: 'buyer', userId: user.id, email: user.email } satisfies PurchaseViewer }
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { viewer, user } = await buyer({ request, url, context })
  const { db, config } = getServices(context)
  const detail = await purchaseDetail(db, viewer, params.id)
  if (!detail) throw notFound()
  return buyerView(detail, user.id, localeFromPath(url.pathname), config)
}

type UploadResult = { uploaded: string; error?: undefined } | { error: string; uploaded?: undefined }

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { viewer, user } = await buyer({ request, url, context })
  const services = getServices(context)
  const t = translator(purchasesMessages, localeFromPath(url.pathname))
  // checked before the body is read: someone else's purchase costs them nothing to ask about
  if (!(await reachablePurchase(services.db, viewer, params.id))) throw notFound()
  if (!(await takeRateLimit(services.db, DOCUMENT_UPLOAD_LIMIT, user.id)))
    return data<UploadResult>({ error: t('purchases.docs.error.limited') }, { status: 429 })
  const file = (await readForm(request)).get('file')
  if (!(file instanceof File) || (file.size === 0 && file.name === ''))
    return data<UploadResult>({ error: t('purchases.docs.error.missing') }, { status: 400 })
  const stored = await uploadDocument(services, viewer, user, params.id, file)
  if (!stored.ok) {
    if (stored.code === 'no_purchase') throw notFound()
    const error = t(`purchases.docs.error.${stored.code}`, { file: file.name, max: MAX_DOCUMENTS_PER_PURCHASE })
    return data<UploadResult>({ error }, { status: stored.status })
  }
  services.logger.info({ purchaseId: params.id, documentId: stored.id }, 'purchase document uploaded by the buyer')
  return { uploaded: stored.fileName } satisfies UploadResult
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  {
    title: translator(purchasesMessages, localeFromPath(location.pathname))('purchases.page.metaTitle', {
      title: loaderData?.title.text ?? '',
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function PurchasePage({ loaderData: purchase, actionData }: Route.ComponentProps) {
  const t = useT(purchasesMessages)
  const href = useLocalHref()
  const done = purchase.steps.filter((step) => step.state === 'done' || step.state === 'skipped').length
  return (
    <>
      <PageHeader title={t('purchases.page.heading')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
        <p>
          <Link to={href('/my-account')} className="font-semibold text-reef-dark underline">
            {t('purchases.page.back')}
          </Link>
        </p>
        <section aria-labelledby="purchase-listing" className="space-y-2">
          <h2 id="purchase-listing" className="text-2xl">
            {purchase.slug ? (
              <Link to={href(`/property/${purchase.slug}`)} className="underline" lang={purchase.title.lang}>
                {purchase.title.text}
              </Link>
            ) : (
              <span lang={purchase.title.lang}>{purchase.title.text}</span>
            )}
          </h2>
          <p>{t('purchases.page.offer', { day: purchase.offerAcceptedOn })}</p>
          {purchase.agentName ? <p>{t('purchases.page.agent', { agent: purchase.agentName })}</p> : null}
          <p className="font-semibold">{t('purchases.page.progress', { done, total: purchase.steps.length })}</p>
          <p className="rounded-lg bg-reef/10 p-4 font-medium">
            {purchase.status === 'closed'
              ? t('purchases.page.closed')
              : purchase.status === 'cancelled'
                ? t('purchases.page.cancelled')
                : purchase.buyerNext
                  ? t('purchases.page.nextYours', {
                      step: purchase.steps.find((step) => step.id === purchase.buyerNext!.id)?.label ?? '',
                      day: purchase.buyerNext.due,
                    })
                  : t('purchases.page.nothingYours')}
          </p>
        </section>
        <PurchaseTimeline steps={purchase.steps} current={purchase.current} />
        <DocumentRoom documents={purchase.documents} result={actionData ?? null} />
      </div>
    </>
  )
}
