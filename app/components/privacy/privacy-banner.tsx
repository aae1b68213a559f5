// SPEC §2 cookie/privacy banner: Accept All, Reject All, Manage. A region at the bottom of the page, never a modal:
// it sticks to the bottom while you scroll and sits below the footer at the end, so it never hides anything for good.
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { siteMessages } from '~/i18n/catalogs/site'
import { useLocalHref, useT } from '~/i18n/messages'

export function PrivacyBanner({
  onAccept,
  onReject,
  onManage,
}: {
  onAccept: () => void
  onReject: () => void
  onManage: (opener: HTMLElement) => void
}) {
  const t = useT(siteMessages)
  const href = useLocalHref()
  return (
    <section
      aria-label={t('site.privacy.label')}
      className="sticky bottom-0 z-[1100] border-t border-sea/20 bg-white shadow-[0_-4px_16px_rgba(30,42,50,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <p className="text-sm md:flex-1">
          {t('site.privacy.bannerText')}{' '}
          <Link to={href('/cookies-policy')} className="font-semibold text-reef-dark underline">
            {t('site.privacy.cookiesPolicy')}
          </Link>{' '}
          {t('site.privacy.and')}{' '}
          <Link to={href('/privacy-policy')} className="font-semibold text-reef-dark underline">
            {t('site.privacy.privacyPolicy')}
          </Link>
          {t('site.privacy.end')}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button type="button" onClick={onAccept} className="transition-colors">
            {t('site.privacy.acceptAll')}
          </Button>
          <Button type="button" onClick={onReject} className="transition-colors">
            {t('site.privacy.rejectAll')}
          </Button>
          <button
            type="button"
            onClick={(event) => onManage(event.currentTarget)}
            className="rounded-lg px-4 py-2 font-semibold transition-colors col-span-2 text-sea underline ring-2 ring-inset ring-sea hover:bg-sand sm:col-span-1"
          >
            {t('site.privacy.manage')}
          </button>
        </div>
      </div>
    </section>
  )
}
