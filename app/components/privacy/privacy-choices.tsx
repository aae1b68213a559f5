// The privacy choices every page offers (SPEC §2 cookie/privacy banner, SPEC §4 banner visibility), and the Manage
// dialog that the banner and the footer's "Privacy choices" open. The dialog's code loads only when it is opened.
import { Suspense, createContext, lazy, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import type { PrivacyContext } from '~/lib/privacy-context.server'
import { PrivacyBanner } from './privacy-banner'
import { decideTracking, useTrackingDecision } from './tracking-decision'

const ManagePrivacyDialog = lazy(() => import('./manage-privacy-dialog'))

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
        <PrivacyBanner
          onAccept={() => decideTracking('granted', privacy.region)}
          onReject={() => decideTracking('denied', privacy.region)}
          onManage={value.openManage}
        />
      ) : null}
      {managing ? (
        <Suspense fallback={null}>
          <ManagePrivacyDialog region={privacy.region} trackingDecision={decision} onClose={closeManage} />
        </Suspense>
      ) : null}
    </PrivacyChoicesContext.Provider>
  )
}

/** Opens the Manage dialog; `opener` gets the focus back when it closes. */
export function usePrivacyChoices() {
  const choices = useContext(PrivacyChoicesContext)
  if (!choices) throw new Error('usePrivacyChoices must be used within PrivacyChoices')
  return choices
}
