// Issue 44 item 2: the buyer hears of their purchase — when it is opened and each time a step is done — in their
// language, with what comes next and the link to their purchase page. Transactional: sent whatever their marketing
// choices, to the address staff opened the purchase for. A failure is logged and never undoes the staff change.
import type { AppServices } from '~/context.server'
import { localizePath, type Locale } from '~/i18n/locale'
import { localizedText } from '~/lib/localized-content'
import { currentStep, stepTitleIn, type PurchaseStepOwner, type PurchaseStepState } from '~/lib/purchase-rules'
import { purchaseEmail } from '~/mail/purchase-templates'
import { purchaseDetail } from '~/models/purchases.server'

type Services = Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>

export async function sendPurchaseEmail(
  { db, logger, outbox, config }: Services,
  purchaseId: string,
  event: 'opened' | 'step_done',
  doneStepId?: string,
): Promise<boolean> {
  try {
    const detail = await purchaseDetail(db, { side: 'system' }, purchaseId)
    if (!detail) return false
    const locale: Locale = detail.contact.locale === 'es' ? 'es' : 'en'
    const steps = detail.steps.map((step) => ({ ...step, state: step.state as PurchaseStepState }))
    const done = steps.find((step) => step.id === doneStepId)
    const next = currentStep(steps)
    const title = localizedText(
      detail.listing?.title ?? detail.purchase.listingTitle,
      detail.listing?.titleEs ?? '',
      locale,
    ).text
    const email = purchaseEmail(
      {
        event,
        title,
        firstName: detail.contact.firstName,
        doneStep: done ? stepTitleIn(done, locale) : undefined,
        next: next && { title: stepTitleIn(next, locale), owner: next.owner as PurchaseStepOwner, dueOn: next.dueOn },
        pageUrl: `${config.appUrl}${localizePath(`/my-account/purchases/${purchaseId}`, locale)}`,
      },
      locale,
    )
    await outbox.enqueue({ to: detail.contact.email, templateType: `purchase_${event}`, ...email })
    return true
  } catch (error) {
    logger.error({ err: error, purchaseId }, 'purchase e-mail failed')
    return false
  }
}
