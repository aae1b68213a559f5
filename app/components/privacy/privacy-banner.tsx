// SPEC §2 cookie/privacy banner: Accept All, Reject All, Manage. A region at the bottom of the page, never a modal:
// it sticks to the bottom while you scroll and sits below the footer at the end, so it never hides anything for good.
import { Link } from 'react-router'

const buttonBase = 'rounded-lg px-4 py-2 font-semibold transition-colors'

export function PrivacyBanner({
  onAccept,
  onReject,
  onManage,
}: {
  onAccept: () => void
  onReject: () => void
  onManage: (opener: HTMLElement) => void
}) {
  return (
    <section
      aria-label="Privacy choices"
      className="sticky bottom-0 z-[1100] border-t border-sea/20 bg-white shadow-[0_-4px_16px_rgba(30,42,50,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <p className="text-sm md:flex-1">
          We use cookies to keep the site working. With your OK we also count visits and see which listings you view, so
          we can improve the site and measure our ads. Read our{' '}
          <Link to="/cookies-policy" className="font-semibold text-reef-dark underline">
            cookies policy
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="font-semibold text-reef-dark underline">
            privacy policy
          </Link>
          .
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <button type="button" onClick={onAccept} className={`${buttonBase} bg-sea text-white hover:bg-sea-dark`}>
            Accept All
          </button>
          <button type="button" onClick={onReject} className={`${buttonBase} bg-sea text-white hover:bg-sea-dark`}>
            Reject All
          </button>
          <button
            type="button"
            onClick={(event) => onManage(event.currentTarget)}
            className={`${buttonBase} col-span-2 text-sea underline ring-2 ring-inset ring-sea hover:bg-sand sm:col-span-1`}
          >
            Manage
          </button>
        </div>
      </div>
    </section>
  )
}
