// /unsubscribe from the signed link in every marketing e-mail: no sign-in, one button. A GET never changes anything,
// because mail scanners open links before people do; the button's POST unsubscribes at once (SPEC §4 → revoked).
// Without a link, a person can ask for one by e-mail (app/models/consent/unsubscribe-request.server.ts).
import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { getRequestInfo, getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { requestEvidence } from '~/http/privacy-context.server'
import { WITHDRAW_PURPOSES, verifySignedAddress } from '~/auth/signed-link.server'
import { emailAddress } from '~/lib/contact-fields'
import { requestUnsubscribeLink } from '~/models/consent/unsubscribe-request.server'
import { suppress } from '~/models/marketing-consent.server'
import type { Route } from './+types/unsubscribe'
import { readForm } from '~/http/form-body.server'
import { accountMessages } from '~/i18n/catalogs/account'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { localeFromPath } from '~/i18n/locale'
import { translator, useLocalHref, useT } from '~/i18n/messages'

function addressOf({ url, context }: Route.LoaderArgs | Route.ActionArgs) {
  return verifySignedAddress(getServices(context).config, url.searchParams.get('token'), WITHDRAW_PURPOSES)
}

export function loader(args: Route.LoaderArgs) {
  const email = addressOf(args)
  if (email) return { email, linkGiven: true }
  // Typed in or followed from the site: explain where the link is. A link that fails its check is an error.
  const linkGiven = args.url.searchParams.has('token')
  return data({ email: null, linkGiven }, { status: linkGiven ? 400 : 200 })
}

export async function action(args: Route.ActionArgs) {
  const { request, context, url } = args
  const services = getServices(context)
  const locale = localeFromPath(url.pathname)
  const t = translator(accountMessages, locale)
  const form = await readForm(request)
  if (form.get('intent') === 'send-link') {
    const parsed = emailAddress.safeParse(form.get('email') ?? '')
    if (!parsed.success) {
      // lib/contact-fields.ts answers in English; other pages show the same message in their language.
      const emailError = locale === 'en' ? parsed.error.issues[0]!.message : t('account.error.email')
      return data({ ok: false as const, emailError }, { status: 400 })
    }
    const { clientIp } = getRequestInfo(context)
    const outcome = await requestUnsubscribeLink(services, { email: parsed.data, clientIp, locale })
    if (outcome === 'limited') {
      return data({ ok: false as const, emailError: t('account.unsubscribe.tooManyLinks') }, { status: 429 })
    }
    return { ok: false as const, linkSentTo: parsed.data }
  }
  const email = addressOf(args)
  if (!email) {
    return data(
      { ok: false as const, message: t('account.unsubscribe.invalidLink', { email: DEFAULT_BRAND.email }) },
      { status: 400 },
    )
  }
  try {
    await suppress(services.db, {
      email,
      source: 'unsubscribe_link',
      event: 'unsubscribed',
      ...requestEvidence(request, context),
      // What the person saw when they clicked, in the page's language, kept in the consent ledger.
      wording: t('account.unsubscribe.wording', { brand: DEFAULT_BRAND.name, email }),
    })
  } catch (error) {
    services.logger.error({ err: error }, 'could not unsubscribe')
    return data(
      { ok: false as const, message: translator(privacyMessages, locale)('privacy.consent.revokeFailed') },
      { status: 500 },
    )
  }
  // Choosing again needs more than this link, which never lapses: a sign-in or the confirmation e-mail (decision 009).
  return { ok: true as const }
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.unsubscribe.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { email, linkGiven } = loaderData
  const navigation = useNavigation()
  const t = useT(accountMessages)
  const href = useLocalHref()
  const sending = navigation.state === 'submitting'
  if (actionData?.ok) {
    return (
      <>
        <PageHeader title={t('account.unsubscribe.done.title')} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">
            {t('account.unsubscribe.done.before')} <strong className="break-all">{email}</strong>
            {t('account.unsubscribe.done.after')}
          </p>
          <p>
            {t('account.unsubscribe.done.changed')}{' '}
            <Link to={href('/preferences')} className="font-semibold text-reef-dark underline">
              {t('account.unsubscribe.done.choose')}
            </Link>
            {t('account.unsubscribe.done.end')}
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title={t('account.unsubscribe.title')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        {email ? (
          <Form method="post" className="space-y-5">
            <p className="text-lg">
              {t('account.unsubscribe.askBefore', { brand: DEFAULT_BRAND.name })}{' '}
              <strong className="break-all">{email}</strong>
              {t('account.unsubscribe.askAfter')}
            </p>
            {actionData && 'message' in actionData ? (
              <p role="alert" className="rounded-lg bg-coral/10 p-3 font-medium text-coral-dark">
                {actionData.message}
              </p>
            ) : null}
            <Button type="submit" disabled={sending} size="2xl" className="disabled:opacity-70">
              {t('account.unsubscribe.button')}
            </Button>
          </Form>
        ) : linkGiven ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-4 font-medium text-coral-dark">
            {t('account.unsubscribe.invalidLink', { email: DEFAULT_BRAND.email })}
          </p>
        ) : (
          <div className="space-y-4 text-lg">
            <p>{t('account.unsubscribe.everyEmail', { brand: DEFAULT_BRAND.name })}</p>
            <SendLinkForm
              sending={sending}
              sentTo={actionData && 'linkSentTo' in actionData ? actionData.linkSentTo : undefined}
              error={actionData && 'emailError' in actionData ? actionData.emailError : undefined}
            />
            <p>
              {t('account.unsubscribe.alsoBefore')}{' '}
              <Link to={href('/preferences')} className="font-semibold text-reef-dark underline">
                {t('account.unsubscribe.alsoLink')}
              </Link>{' '}
              {t('account.unsubscribe.alsoAfter', { email: DEFAULT_BRAND.email })}
            </p>
          </div>
        )}
      </div>
    </>
  )
}

/** No e-mail at hand: we send the one-click link to the address, saying the same whether or not we know it. */
function SendLinkForm({ sending, sentTo, error }: { sending: boolean; sentTo?: string; error?: string }) {
  const t = useT(accountMessages)
  if (sentTo) {
    return (
      <p role="status" className="rounded-lg bg-reef/10 p-4 text-base">
        {t('account.unsubscribe.linkSent', { email: sentTo })}
      </p>
    )
  }
  return (
    <Form method="post" noValidate className="space-y-3 rounded-xl bg-white p-5 text-base shadow ring-1 ring-black/5">
      <h2 className="text-xl">{t('account.unsubscribe.noEmail')}</h2>
      <p>{t('account.unsubscribe.enterAddress')}</p>
      <input type="hidden" name="intent" value="send-link" />
      <FormField
        id="unsubscribe-email"
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        error={error}
      />
      <Button type="submit" disabled={sending} size="2xl" className="disabled:opacity-70">
        {t('account.unsubscribe.sendLink')}
      </Button>
    </Form>
  )
}
