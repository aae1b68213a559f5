// /alerts/stop from a listing alert (issue 15): the link under each section stops that alert alone, after one
// button (a GET changes nothing: mail scanners open links first); the e-mail's List-Unsubscribe header posts here
// with List-Unsubscribe=One-Click (RFC 8058) and stops the alerts of that e-mail at once. Marketing consent and other
// alerts stay as they are; the searches stay saved, with no e-mail.
import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { readForm } from '~/http/form-body.server'
import { describeAlertStop, readAlertStop, stopAlerts } from '~/models/alert-stop.server'
import type { Route } from './+types/alerts-stop'
import { accountMessages } from '~/i18n/catalogs/account'
import { localeFromPath } from '~/i18n/locale'
import { translator, useLocalHref, useT } from '~/i18n/messages'

function stopOf({ url, context }: Route.LoaderArgs | Route.ActionArgs) {
  return readAlertStop(getServices(context).config, url.searchParams.get('token'))
}

export async function loader(args: Route.LoaderArgs) {
  const stop = stopOf(args)
  if (!stop) return data({ valid: false as const }, { status: 400 })
  return { valid: true as const, ...(await describeAlertStop(getServices(args.context).db, stop)) }
}

export async function action(args: Route.ActionArgs) {
  const stop = stopOf(args)
  if (!stop) return data({ stopped: false as const }, { status: 400 })
  await readForm(args.request).catch(() => null) // a one-click body, or the button's: either stops
  await stopAlerts(getServices(args.context).db, stop)
  return { stopped: true as const }
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.alerts.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function AlertsStop({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const t = useT(accountMessages)
  const href = useLocalHref()
  if (actionData?.stopped) {
    return (
      <>
        <PageHeader title={t('account.alerts.stopped.title')} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">{t('account.alerts.stopped.text')}</p>
          <p>
            <Link to={href('/my-account#alerts')} className="font-semibold text-reef-dark underline">
              {t('account.alerts.stopped.manage')}
            </Link>
          </p>
        </div>
      </>
    )
  }
  if (!loaderData.valid) {
    return (
      <>
        <PageHeader title={t('account.alerts.title')} />
        <p role="alert" className="mx-auto max-w-2xl px-4 py-10 font-medium text-coral-dark sm:px-6">
          {t('account.alerts.invalidLink')}
        </p>
      </>
    )
  }
  const what = [
    ...loaderData.searches.map((name) => t('account.alerts.search', { name })),
    ...(loaderData.favourites ? [t('account.alerts.favourites')] : []),
  ]
  return (
    <>
      <PageHeader title={t('account.alerts.title')} />
      <Form method="post" className="mx-auto max-w-2xl space-y-5 px-4 py-10 sm:px-6">
        <p className="text-lg">
          {what.length > 0
            ? t('account.alerts.ask', { what: what.join(` ${t('account.alerts.and')} `) })
            : t('account.alerts.gone')}
        </p>
        <Button
          type="submit"
          disabled={navigation.state === 'submitting' || what.length === 0}
          size="2xl"
          className="disabled:opacity-70"
        >
          {t('account.alerts.button')}
        </Button>
      </Form>
    </>
  )
}
