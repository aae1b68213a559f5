// SPEC §2 "Stalled loading": a navigation still loading after 20 s offers "Fix loading", which goes to where the
// visitor was heading. Loaded apart from the navigation spinner (navigation-loading.tsx).
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { fixLoading } from './fix-loading'
import { Spinner } from './loading-screen'

export function StalledLoadingOverlay({ target }: { target: string }) {
  const [fixing, setFixing] = useState(false)
  const titleId = useId()
  const hintId = useId()
  const t = useT(siteMessages)
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 px-6">
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="max-w-md rounded-xl bg-white p-8 text-center shadow-xl"
      >
        <Spinner />
        <h2 id={titleId} className="mt-4 text-2xl">
          {t('site.loading.stalledTitle')}
        </h2>
        <p id={hintId} className="mt-3">
          {t('site.loading.stalledHint')}
        </p>
        <Button
          type="button"
          autoFocus
          disabled={fixing}
          onClick={() => {
            setFixing(true)
            void fixLoading(target)
          }}
          size="2xl"
          className="mt-6 transition-colors disabled:cursor-wait disabled:opacity-70"
        >
          {t('site.loading.fix')}
        </Button>
      </section>
    </div>
  )
}
