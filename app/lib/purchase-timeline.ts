// Issue 44 item 2: a purchase's steps as the buyer reads them — in their language, with who each waits on, its due
// day or the day it was done, and whether it is late (Roatan calendar days).
import type { Locale } from '~/i18n/locale'
import { formatDay } from './format'
import {
  OWNER_LABELS,
  STATE_LABELS,
  isOverdue,
  stepTitleIn,
  type PurchaseStepOwner,
  type PurchaseStepState,
} from './purchase-rules'
import { roatanDate } from './tour-slots'

export interface TimelineStep {
  id: string
  label: string
  owner: PurchaseStepOwner
  ownerLabel: string
  state: PurchaseStepState
  stateLabel: string
  due: string
  doneOn: string
  overdue: boolean
}

export function timelineSteps(
  steps: readonly {
    id: string
    title: string
    titleEs: string
    owner: string
    dueOn: string
    state: PurchaseStepState
    completedAt: Date | null
  }[],
  today: string,
  locale: Locale,
): TimelineStep[] {
  return steps.map((step) => {
    const owner = step.owner as PurchaseStepOwner
    return {
      id: step.id,
      label: stepTitleIn(step, locale),
      owner,
      ownerLabel: OWNER_LABELS[locale][owner],
      state: step.state,
      stateLabel: STATE_LABELS[locale][step.state],
      due: formatDay(step.dueOn, locale),
      doneOn: step.completedAt ? formatDay(roatanDate(step.completedAt), locale) : '',
      overdue: isOverdue(step, today),
    }
  })
}
