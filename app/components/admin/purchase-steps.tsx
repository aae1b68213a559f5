// Issue 44 item 2: a purchase's steps on its staff page — each its own small form (title in both languages, who it
// waits on, due day, state), and a form to add one. Marking a step done e-mails the buyer.
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { OWNER_LABELS, STATE_LABELS, isOverdue, type PurchaseStepState } from '~/lib/purchase-rules'
import type { StaffPurchaseResult } from '~/lib/purchase-forms'

interface Step {
  id: string
  position: number
  title: string
  titleEs: string
  owner: string
  dueOn: string
  state: string
  updatedAt: Date | string
}

export function PurchaseStepsAdmin({
  steps,
  today,
  open,
  result,
}: {
  steps: readonly Step[]
  today: string
  open: boolean
  result: StaffPurchaseResult | null
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const added = result?.intent === 'add-step' ? result : null
  return (
    <section aria-labelledby="steps-heading" className="mt-8 max-w-6xl">
      <h2 id="steps-heading" className="text-xl">
        Steps
      </h2>
      {open ? null : <p className="mt-2 text-ink/80">Reopen the purchase to change its steps.</p>}
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => {
          const own = result?.intent === 'step' && result.stepId === step.id ? result : null
          const errors = own?.fieldErrors ?? {}
          const overdue = isOverdue({ state: step.state as PurchaseStepState, dueOn: step.dueOn }, today)
          return (
            <li key={`${step.id}-${String(step.updatedAt)}`}>
              <Form method="post" className="rounded-lg bg-white p-3 ring-1 ring-ink/15">
                <fieldset disabled={!open}>
                  <legend className="font-semibold">
                    Step {index + 1}: {step.title}
                    {overdue ? <strong className="ml-2 text-coral-dark">Overdue</strong> : null}
                  </legend>
                  <input type="hidden" name="intent" value="step" />
                  <input type="hidden" name="stepId" value={step.id} />
                  <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_9rem_10rem_9rem]">
                    <FormField
                      id={`step-${step.id}-title`}
                      name="title"
                      label="Title"
                      defaultValue={step.title}
                      error={errors.title}
                    />
                    <FormField
                      id={`step-${step.id}-es`}
                      name="titleEs"
                      label="Spanish title"
                      defaultValue={step.titleEs}
                      error={errors.titleEs}
                    />
                    <FormField
                      id={`step-${step.id}-owner`}
                      name="owner"
                      label="Who"
                      as="select"
                      options={OWNER_LABELS.en}
                      defaultValue={step.owner}
                      error={errors.owner}
                    />
                    <FormField
                      id={`step-${step.id}-due`}
                      name="dueOn"
                      label="Due"
                      type="date"
                      defaultValue={step.dueOn}
                      error={errors.dueOn}
                    />
                    <FormField
                      id={`step-${step.id}-state`}
                      name="state"
                      label="State"
                      as="select"
                      options={STATE_LABELS.en}
                      defaultValue={step.state}
                      error={errors.state}
                    />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <Button type="submit" size="sm" disabled={busy}>
                      Save step {index + 1}
                    </Button>
                    {own?.message ? (
                      <span role={own.ok ? 'status' : 'alert'} className={own.ok ? '' : 'font-medium text-coral-dark'}>
                        {own.message}
                      </span>
                    ) : null}
                  </div>
                </fieldset>
              </Form>
            </li>
          )
        })}
      </ol>
      {open ? (
        <Form method="post" className="mt-4 rounded-lg bg-sand p-3">
          <fieldset>
            <legend className="font-semibold">Add a step</legend>
            <input type="hidden" name="intent" value="add-step" />
            <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_9rem_10rem]">
              <FormField id="new-step-title" name="title" label="Title" error={added?.fieldErrors?.title} />
              <FormField id="new-step-es" name="titleEs" label="Spanish title" error={added?.fieldErrors?.titleEs} />
              <FormField
                id="new-step-owner"
                name="owner"
                label="Who"
                as="select"
                options={OWNER_LABELS.en}
                error={added?.fieldErrors?.owner}
              />
              <FormField
                id="new-step-due"
                name="dueOn"
                label="Due"
                type="date"
                defaultValue={today}
                error={added?.fieldErrors?.dueOn}
              />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <Button type="submit" size="sm" disabled={busy}>
                Add step
              </Button>
              {added?.message ? (
                <span role={added.ok ? 'status' : 'alert'} className={added.ok ? '' : 'font-medium text-coral-dark'}>
                  {added.message}
                </span>
              ) : null}
            </div>
          </fieldset>
        </Form>
      ) : null}
    </section>
  )
}
