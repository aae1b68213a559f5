// Admin → Currency Rates (issue 16): what one US dollar buys in each currency buyers can choose, with the day of the
// rate. Visitors see converted prices beside the US dollar ones; the dollar price stays the one of record.
import { Form, data, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { BUYER_CURRENCIES, CURRENCY_NAMES } from '~/lib/currency'
import { parseRatesForm } from '~/lib/currency-form'
import { readForm } from '~/http/form-body.server'
import { listCurrencyRates, saveCurrencyRates } from '~/models/currency-rates.server'
import type { Route } from './+types/rates'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'rates')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { rates: await listCurrencyRates(getServices(context).db) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const today = new Date().toISOString().slice(0, 10)
  const parsed = parseRatesForm(Object.fromEntries(await readForm(request)), today)
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 })
  await asStaff(services.db, user, (tx) => saveCurrencyRates(tx, parsed.rates, user.id))
  services.logger.info({ actor: user.email, rates: parsed.rates }, 'currency rates changed')
  return { ok: true as const, errors: {} }
}

export const meta: Route.MetaFunction = () => [{ title: 'Currency rates | Admin' }]

export default function Rates({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const saved = new Map(loaderData.rates.map((rate) => [rate.code, rate]))
  return (
    <>
      <h1 className="text-2xl">Currency rates</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        Buyers can see an approximate price in their currency beside the US dollar price, with the date of the rate.
        Leave a rate empty to stop offering that currency. No outside service is asked: these are the only rates used.
      </p>
      <Form method="post" className="mt-6 max-w-3xl space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
        {BUYER_CURRENCIES.map((code) => (
          <fieldset key={code} className="grid gap-3 sm:grid-cols-2">
            <legend className="font-semibold">{CURRENCY_NAMES[code]}</legend>
            {(
              [
                ['rate', `${code} per US dollar`, 'text', String(saved.get(code)?.perUsd ?? '')],
                ['date', `Date of the ${code} rate`, 'date', saved.get(code)?.asOf ?? ''],
              ] as const
            ).map(([field, label, type, value]) => (
              <FormField
                key={field}
                id={`${code}-${field}`}
                name={`${code}-${field}`}
                label={label}
                type={type}
                inputMode={field === 'rate' ? 'decimal' : undefined}
                defaultValue={value}
                error={errors[`${code}-${field}`]}
              />
            ))}
          </fieldset>
        ))}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
            Save rates
          </Button>
          {actionData?.ok ? <p role="status">Rates saved. Visitors see them on their next page.</p> : null}
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
