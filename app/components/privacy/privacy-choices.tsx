// The privacy choices every page offers (SPEC §2 cookie/privacy banner, SPEC §4 banner visibility), and the Manage
// dialog that the banner and the footer's "Privacy choices" open. The dialog's code loads only when it is opened,
// within the default lazy-import timeout (SPEC §9), else the Loading Issue card shows (SPEC §8). So does the banner's:
// it shows only after hydration, to visitors in a region that needs it, so its code stays out of every page's first
// load (issue 13) and eligible visitors fetch it as the page hydrates.
import {
  type ComponentProps,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { LoadFailureCard } from '~/components/loading/load-failure-card'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { useLazyModule } from '~/components/loading/use-lazy-module'
import type { PrivacyContext, Region } from '~/lib/consent'
import type { TrackingConsent } from '~/lib/tracking/browser-records'
import type { PrivacyBanner } from './privacy-banner'
import { decideTracking, useTrackingDecision } from './tracking-decision'

const loadManageDialog = () => import('./manage-privacy-dialog')
const loadBanner = () => import('./privacy-banner')

const PrivacyChoicesContext = createContext<{ openManage: (opener: HTMLElement) => void } | null>(null)

export function PrivacyChoices({ privacy, children }: { privacy: PrivacyContext; children: ReactNode }) {
  const decision = useTrackingDecision()
  const [managing, setManaging] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const value = useMemo(
    () => ({
      openManage(element: HTMLElement) {
        opener.current = element
        setManaging(true)
      },
    }),
    [],
  )

  function closeManage() {
    setManaging(false)
    // Focus goes back to what opened the dialog, if it is still on the page (the banner closes once you decide).
    if (opener.current?.isConnected) opener.current.focus()
  }

  // SPEC §4: host and region allow it (server), and no tracking decision is stored (browser; null until hydrated).
  const showBanner = privacy.bannerEligible && decision === 'unknown'
  return (
    <PrivacyChoicesContext.Provider value={value}>
      {children}
      {showBanner ? (
        <Banner
          onAccept={() => decideTracking('granted', privacy.region)}
          onReject={() => decideTracking('denied', privacy.region)}
          onManage={value.openManage}
        />
      ) : null}
      {managing ? <ManageDialog region={privacy.region} trackingDecision={decision} onClose={closeManage} /> : null}
    </PrivacyChoicesContext.Provider>
  )
}

/** Opens the Manage dialog; `opener` gets the focus back when it closes. */
export function usePrivacyChoices() {
  const choices = useContext(PrivacyChoicesContext)
  if (!choices) throw new Error('usePrivacyChoices must be used within PrivacyChoices')
  return choices
}

function Banner(props: ComponentProps<typeof PrivacyBanner>) {
  const { module, failed, retry } = useLazyModule(loadBanner, 'The privacy banner')
  const t = useT(siteMessages)
  if (module) return <module.PrivacyBanner {...props} />
  return failed ? (
    <section aria-label={t('site.privacy.label')} className="sticky bottom-0 z-[1100]">
      <LoadFailureCard onRetry={retry} headingLevel={2} inBar />
    </section>
  ) : null
}

function ManageDialog(props: { region: Region; trackingDecision: TrackingConsent | null; onClose: () => void }) {
  const { module, failed, retry } = useLazyModule(loadManageDialog, 'The privacy choices')
  if (module) return <module.default {...props} />
  return failed ? <LoadFailureDialog onClose={props.onClose} onRetry={retry} /> : null
}

/** The Loading Issue card in place of the dialog: modal like it, Escape or a click beside it closes it. */
function LoadFailureDialog({ onClose, onRetry }: { onClose: () => void; onRetry: () => Promise<unknown> }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT(siteMessages)
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-label={t('site.privacy.label')}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="m-auto bg-transparent backdrop:bg-ink/50"
    >
      <LoadFailureCard onRetry={onRetry} headingLevel={2} />
    </dialog>
  )
}
