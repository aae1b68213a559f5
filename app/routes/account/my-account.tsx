import { Form, data, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { DELETE_CONFIRMATION_WORDS, deleteAccountSchema } from '~/components/account/delete-account-schema'
import { YourDataSection } from '~/components/account/your-data-section'
import { getSessionUser, loginRedirect } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatDateTime } from '~/lib/format'
import { requestEvidence } from '~/http/privacy-context.server'
import { LAST_SUPER_ADMIN_ACCOUNT, deleteAccount } from '~/models/account-data.server'
import { listInquiriesForUser } from '~/models/contact.server'
import { getFavouriteAlerts, listFavouriteListings } from '~/models/favourites.server'
import { savedItemAction } from '~/http/saved-items-actions.server'
import { SAVED_ITEM_INTENTS, type SavedItemIntent } from '~/lib/saved-search-rules'
import { listSavedSearches } from '~/models/saved-searches.server'
import { canEmailAlerts } from '~/models/marketing-consent.server'
import { SavedListingsSection } from '~/components/account/saved-listings-section'
import { SavedSearchesSection } from '~/components/account/saved-searches-section'
import { LoadWhenKept } from '~/components/favourites/load-when-kept'
import { Button } from '~/components/ui/button'
import { AccountPurchases } from '~/components/purchases/account-purchases'
import { listPurchases } from '~/models/purchases.server'
import { roatanDate } from '~/lib/tour-slots'
import { PRIVATE_DOCUMENTS_BUCKET } from '~/storage/private-buckets'

const loadRecentlyViewed = () =>
  import('~/components/favourites/recently-viewed').then((module) => module.RecentlyViewed)
import type { Route } from './+types/my-account'
import { readForm } from '~/http/form-body.server'
import { accountMessages } from '~/i18n/catalogs/account'
import { localeFromPath, localizePath } from '~/i18n/locale'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { localizedText, type LocalizedText } from '~/lib/localized-content'

// Anonymous visitors are sent to /login and come back here after signing in; right after deleting their account
// they see that it is gone.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await getSessionUser({ request, context })
  if (!user) {
    if (url.searchParams.get('deleted') === '1') return { deleted: true as const }
    throw loginRedirect(url)
  }
  const { db, storage } = getServices(context)
  const [purchases, inquiries, favourites, favouriteAlerts, searches, alertsConsented] = await Promise.all([
    listPurchases(db, { side: 'buyer', userId: user.id, email: user.email }, roatanDate(new Date())),
    listInquiriesForUser(db, user.id),
    listFavouriteListings(db, storage, user.id),
    getFavouriteAlerts(db, user.id),
    listSavedSearches(db, user.id),
    canEmailAlerts(db, user.email),
  ])
  return {
    deleted: false as const,
    user,
    purchases,
    inquiries,
    favourites,
    favouriteAlerts,
    searches,
    alertsConsented,
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = await getSessionUser({ request, context })
  if (!user) throw loginRedirect(url)
  const locale = localeFromPath(url.pathname)
  const t = translator(accountMessages, locale)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (SAVED_ITEM_INTENTS.includes(intent as SavedItemIntent))
    return savedItemAction(getServices(context), user.id, intent as SavedItemIntent, form)
  const parsed = deleteAccountSchema(locale).safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const deleteError =
      locale === 'en'
        ? parsed.error.issues[0]!.message
        : t('account.data.confirmError', { word: DELETE_CONFIRMATION_WORDS[locale] })
    return data({ deleteError }, { status: 400 })
  }
  const { auth, db, logger } = getServices(context)
  const deleted = await deleteAccount(
    { db },
    {
      user,
      ...requestEvidence(request, context),
    },
  )
  if (!deleted.ok) {
    const deleteError =
      locale !== 'en' && deleted.error === LAST_SUPER_ADMIN_ACCOUNT ? t('account.my.lastSuperAdmin') : deleted.error
    return data({ deleteError }, { status: 409 })
  }
  // their purchases' document rooms went with the account: their files go now (a failure leaves a file nobody can reach)
  const { storage } = getServices(context)
  for (const objectPath of deleted.documentPaths)
    await storage
      .remove(PRIVATE_DOCUMENTS_BUCKET, objectPath)
      .catch((error: unknown) => logger.error({ err: error }, 'document file not removed'))
  logger.info({ userId: user.id }, 'account deleted by its owner')
  // The sessions went with the account; this clears the cookie in this browser.
  const signOut = await auth.api.signOut({ headers: request.headers, asResponse: true })
  const headers = new Headers()
  for (const cookie of signOut.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return redirect(localizePath('/my-account?deleted=1', locale), { headers })
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.my.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(accountMessages)
  const locale = useLocale()
  const href = useLocalHref()
  if (loaderData.deleted) {
    return (
      <>
        <PageHeader title={t('account.my.deleted.title')} />
        <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">{t('account.my.deleted.text')}</p>
          <p className="mt-4">
            <Link to={href('/')} className="font-semibold text-reef-dark underline">
              {t('account.my.deleted.home')}
            </Link>
          </p>
        </div>
      </>
    )
  }
  const { user, inquiries, favourites, favouriteAlerts, searches } = loaderData
  const saved = actionData && 'intent' in actionData ? actionData : undefined
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name
  return (
    <>
      <PageHeader title={t('account.my.title')} lead={name ? t('account.my.signedInAs', { name }) : undefined} />
      {/* issue 43: columns (and each section) never grow to their contents' width, e.g. the sideways row of
          recently viewed cards, which scrolls inside its own box instead of widening the page */}
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-10 px-4 py-10 *:min-w-0 sm:px-6 md:grid-cols-3">
        <AccountPurchases purchases={loaderData.purchases} />
        <section aria-labelledby="details-heading" className="md:col-span-1">
          <h2 id="details-heading" className="text-xl">
            {t('account.my.details')}
          </h2>
          <dl className="mt-3 space-y-2">
            {name ? (
              <div>
                <dt className="text-sm text-ink/75">{t('account.my.name')}</dt>
                <dd className="font-semibold">{name}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-ink/75">{t('account.email')}</dt>
              <dd className="font-semibold break-all">{user.email}</dd>
            </div>
          </dl>
          <p className="mt-6">
            <Link to={href('/preferences')} className="font-semibold text-reef-dark underline">
              {t('account.my.preferences')}
            </Link>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post" action="/logout">
              <Button type="submit">{t('account.my.signOut')}</Button>
            </Form>
            <Form method="post" action="/logout">
              <input type="hidden" name="everywhere" value="1" />
              <button type="submit" className="rounded-lg px-4 py-2 font-semibold text-sea underline">
                {t('account.my.signOutEverywhere')}
              </button>
            </Form>
          </div>
        </section>
        <section aria-labelledby="inquiries-heading" className="md:col-span-2">
          <h2 id="inquiries-heading" className="text-xl">
            {t('account.my.inquiries')}
          </h2>
          {inquiries.length === 0 ? (
            <p className="mt-3">
              {t('account.my.noInquiries')}{' '}
              <Link to={href('/properties')} className="font-semibold text-reef-dark underline">
                {t('account.browseProperties')}
              </Link>
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {inquiries.map((inquiry) => (
                <li key={inquiry.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
                  <p className="font-semibold">
                    {inquiry.propertySlug ? (
                      <InquiryTitle
                        href={href(`/property/${inquiry.propertySlug}`)}
                        title={localizedText(inquiry.propertyTitle ?? '', inquiry.propertyTitleEs, locale)}
                      />
                    ) : (
                      t('account.my.generalInquiry')
                    )}
                  </p>
                  <p className="text-sm text-ink/75">{formatDateTime(inquiry.createdAt, undefined, locale)}</p>
                  <p className="mt-2 whitespace-pre-line">{inquiry.message}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <SavedListingsSection listings={favourites} favouriteAlerts={favouriteAlerts} answer={saved} />
        <SavedSearchesSection searches={searches} answer={saved} canEmail={loaderData.alertsConsented} />
        <LoadWhenKept storageKey="recently-viewed" load={loadRecentlyViewed} props={{ className: 'md:col-span-3' }} />
        <YourDataSection deleteError={actionData && 'deleteError' in actionData ? actionData.deleteError : undefined} />
      </div>
    </>
  )
}

/** A listing's title in the page's language; an English one on a Spanish page says so (issue 16). */
function InquiryTitle({ href, title }: { href: string; title: LocalizedText }) {
  return (
    <Link to={href} className="underline" lang={title.lang}>
      {title.text}
    </Link>
  )
}
