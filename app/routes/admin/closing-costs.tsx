// Admin → Closing Costs (issue 16): the items of the estimate buyers see on listings for sale and in the buying
// guide's calculator, each a share of the price or a dollar amount. Saving replaces the list at once.
import { Form, data, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { MAX_CLOSING_COST_ITEMS, parseClosingCostForm } from '~/lib/closing-cost-form'
import { closingCostAmountText } from '~/lib/closing-costs'
import { readForm } from '~/http/form-body.server'
import { listClosingCostItems, saveClosingCostItems } from '~/models/closing-costs.server'
import type { Route } from './+types/closing-costs'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'closing-costs')!
/** Empty rows offered for new items. */
const BLANK_ROWS = 2

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { items: await listClosingCostItems(getServices(context).db) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const parsed = parseClosingCostForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 })
  await asStaff(services.db, user, (tx) => saveClosingCostItems(tx, parsed.items))
  services.logger.info({ actor: user.email, items: parsed.items.length }, 'closing costs changed')
  return { ok: true as const, errors: {} as Record<string, string> }
}

export const meta: Route.MetaFunction = () => [{ title: 'Closing costs | Admin' }]

export default function ClosingCosts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const rows = Math.min(MAX_CLOSING_COST_ITEMS, loaderData.items.length + BLANK_ROWS)
  return (
    <>
      <h1 className="text-2xl">Closing costs</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        The estimate buyers see on every listing for sale and in the buying guide’s calculator. Give each cost as a
        share of the price (1.5%) or an amount in US dollars ($750). Empty rows are left out.
      </p>
      <Form method="post" className="mt-6 max-w-4xl space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
        {Array.from({ length: rows }, (_, row) => {
          const item = loaderData.items[row]
          return (
            <fieldset key={`${row}-${item?.label ?? ''}`} className="grid gap-3 sm:grid-cols-[2fr_1fr_3fr]">
              <legend className="sr-only">Cost {row + 1}</legend>
              {(
                [
                  ['label', `Cost ${row + 1}`, item?.label ?? ''],
                  ['amount', `Amount of cost ${row + 1}`, item ? closingCostAmountText(item) : ''],
                  ['note', `Note on cost ${row + 1}`, item?.note ?? ''],
                ] as const
              ).map(([field, label, value]) => (
                <FormField
                  key={field}
                  id={`${field}-${row}`}
                  name={`${field}-${row}`}
                  label={label}
                  defaultValue={value}
                  error={errors[`${field}-${row}`]}
                />
              ))}
            </fieldset>
          )
        })}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
            Save closing costs
          </Button>
          {actionData?.ok ? <p role="status">Closing costs saved. Listings show them on their next visit.</p> : null}
          {actionData && !actionData.ok ? (
            <p role="alert" className="text-coral-dark">
              Nothing was saved: check the fields marked.
            </p>
          ) : null}
        </div>
      </Form>
    </>
  )
}
