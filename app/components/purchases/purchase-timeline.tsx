// Issue 44 item 2: the buyer's timeline — an ordered list of the steps, the one the purchase stands at marked as
// current, each with who it waits on and its due day (or the day it was done).
import { purchasesMessages } from '~/i18n/catalogs/purchases'
import { useT } from '~/i18n/messages'
import type { TimelineStep } from '~/lib/purchase-timeline'

const MARKS: Record<TimelineStep['state'], string> = {
  done: 'bg-reef-dark text-white',
  skipped: 'bg-ink/20 text-ink',
  in_progress: 'bg-coral/20 text-ink',
  todo: 'bg-white text-ink ring-2 ring-ink/30',
}

export function PurchaseTimeline({ steps, current }: { steps: readonly TimelineStep[]; current: string | null }) {
  const t = useT(purchasesMessages)
  return (
    <section aria-labelledby="purchase-steps">
      <h2 id="purchase-steps" className="text-2xl">
        {t('purchases.steps.heading')}
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={step.id === current ? 'step' : undefined}
            className={`flex gap-3 rounded-lg p-3 ${step.id === current ? 'bg-sand' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${MARKS[step.state]}`}
            >
              {step.state === 'done' ? '✓' : index + 1}
            </span>
            <div className="min-w-0">
              <p className={`font-semibold ${step.state === 'skipped' ? 'line-through' : ''}`}>{step.label}</p>
              <p className="text-sm text-ink/80">
                {t('purchases.steps.owner', {
                  owner: step.owner === 'buyer' ? t('purchases.steps.you') : step.ownerLabel,
                })}
                {' · '}
                {step.state === 'done' && step.doneOn
                  ? t('purchases.steps.doneOn', { day: step.doneOn })
                  : t('purchases.steps.due', { day: step.due })}
                {' · '}
                <span className={step.overdue ? 'font-semibold text-coral-dark' : undefined}>
                  {step.overdue ? t('purchases.steps.overdue') : step.stateLabel}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
