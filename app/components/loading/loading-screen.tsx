// SPEC §2 "Loading": a full-screen spinner. The ring only turns for visitors who allow motion.
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-12 rounded-full border-4 border-sea/15 border-t-sea motion-safe:animate-spin"
    />
  )
}

export function LoadingScreen() {
  const t = useT(siteMessages)
  return (
    // A polite live region like role="status", without the role: a page has one status of its own (a result count, a
    // "saved"), and the spinner of a slow navigation laid over it must not be taken for it.
    <div
      aria-live="polite"
      aria-atomic="true"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 px-6"
    >
      {/* A solid panel keeps the text readable over any page. */}
      <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-8 py-6 text-center shadow-lg">
        <Spinner />
        <p className="font-medium text-sea">{t('site.loading.spinner')}</p>
      </div>
    </div>
  )
}
