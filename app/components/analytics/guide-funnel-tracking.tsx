// SPEC §3 guide_download funnel on /guide-download: view_guide_page, click_download on a link to the guide, and
// download_success when the guide itself opens. Our guide asks for no details, so there is no form step.
import { useEffect } from 'react'
import { setPendingStep } from '~/lib/tracking/pending-step'
import { track } from '~/lib/tracking/tracking'

const GUIDE_DOWNLOAD_PATH = '/guide-download'
const GUIDE_PATH = '/the-ultimate-guide-to-buying-property-in-roatan'

export function GuideFunnelTracking({ path }: { path: string }) {
  useEffect(() => {
    if (path !== GUIDE_DOWNLOAD_PATH) return
    track('view_guide_page', { funnel: 'guide_download' })
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a')
      if (!link || link.origin !== window.location.origin || link.pathname !== GUIDE_PATH) return
      track('click_download', { funnel: 'guide_download', metadata: { print: link.hash === '#print' } })
      setPendingStep({ step: 'download_success', funnel: 'guide_download', on: GUIDE_PATH, from: GUIDE_DOWNLOAD_PATH })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [path])
  return null
}
