// An OpenStreetMap map of listings. This part renders on the server and hydrates; Leaflet, its CSS and the code that
// drives it (./property-map-leaflet) load only in the browser, only when the map comes near the screen.
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useNavigate } from 'react-router'
import { SaveButton } from '~/components/favourites/save-button'
import { LoadFailureCard } from '~/components/loading/load-failure-card'
import { cardsMessages } from '~/i18n/catalogs/cards'
import { useT } from '~/i18n/messages'
import { DEFAULT_LAZY_IMPORT_TIMEOUT_MS, withTimeout } from '~/lib/loading-rules'
import type { ListingMap, MapMarker, MapTexts } from './property-map-leaflet'

/**
 * True once the element is within 300 px of the viewport, and from then on: a map further down the page (the
 * listing page's) costs nothing until the visitor scrolls towards it, so the first paint does not wait on Leaflet.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}

/**
 * A map of listings with a marker (price) each, whose popup links to the listing. With `single`, one listing's
 * position at street level. Without a reachable tile server the markers still show, on a plain sea-blue ground.
 */
export function PropertyMap({
  markers,
  single = false,
  label,
  className = 'h-96',
}: {
  markers: MapMarker[]
  single?: boolean
  /** accessible name of the map region, e.g. 'Map of 24 listings' */
  label: string
  className?: string
}) {
  const containerRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const t = useT(cardsMessages)
  // the map's own words (controls, credits), in the page's language; a page keeps its language, so read once
  const texts = useRef<MapTexts>({
    attribution: (link) => t('cards.map.attribution', { openStreetMap: link }),
    tilesUnavailable: t('cards.map.tilesUnavailable'),
    zoomIn: t('cards.map.zoomIn'),
    zoomOut: t('cards.map.zoomOut'),
    closePopup: t('cards.map.closePopup'),
  })
  const [map, setMap] = useState<ListingMap | null>(null)
  // the open popup's slot, where the listing's heart is rendered (issue 15)
  const [popup, setPopup] = useState<{ marker: MapMarker; slot: HTMLElement } | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'offline' | 'failed'>('loading')
  // Bumped by the Loading Issue card's Retry: loads the map's code again.
  const [attempt, setAttempt] = useState(0)
  const near = useNearViewport(containerRef)

  // Load the map's code (with Leaflet) once and open the map. SPEC §9: the code gets the default lazy-import
  // timeout; a failure or a hang shows the Loading Issue card (SPEC §8).
  useEffect(() => {
    if (!near) return
    let cancelled = false
    let opened: ListingMap | undefined
    withTimeout(import('./property-map-leaflet'), DEFAULT_LAZY_IMPORT_TIMEOUT_MS, 'The map')
      .then(({ openListingMap }) => {
        if (cancelled || !containerRef.current) return
        opened = openListingMap(
          containerRef.current,
          (tiles) => {
            if (!cancelled) setStatus(tiles)
          },
          texts.current,
        )
        setMap(opened)
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      opened?.remove()
      setMap(null)
    }
  }, [attempt, near])

  useEffect(() => {
    map?.show(markers, single, (href) => navigate(href), setPopup)
  }, [map, markers, single, navigate])

  return (
    <div>
      <div className={`relative isolate overflow-hidden rounded-2xl bg-[#a9d3e8] ring-1 ring-black/10 ${className}`}>
        <div ref={containerRef} role="region" aria-label={label} className="h-full w-full !bg-[#a9d3e8]" />
        {status === 'loading' ? (
          <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm font-medium text-sea">
            {t('cards.map.loading')}
          </p>
        ) : null}
        {status === 'failed' ? (
          <div className="absolute inset-0 z-[1000] grid place-items-center overflow-auto bg-[#a9d3e8]">
            <LoadFailureCard
              headingLevel={2}
              onRetry={async () => {
                setStatus('loading')
                setAttempt((count) => count + 1)
              }}
            />
          </div>
        ) : null}
        <noscript>
          <p className="absolute inset-0 z-10 grid place-items-center bg-[#a9d3e8] p-4 text-center text-sm text-sea">
            {t('cards.map.needsScript')}
          </p>
        </noscript>
      </div>
      {status === 'offline' ? (
        <p className="mt-2 text-sm text-ink/80">{t('cards.map.offline')}</p>
      ) : status === 'failed' ? (
        <p className="mt-2 text-sm text-ink/80">{t('cards.map.alsoInList')}</p>
      ) : null}
      {popup && typeof popup.marker.id === 'number'
        ? createPortal(
            <SaveButton propertyId={popup.marker.id} title={popup.marker.title} className="h-9 w-9" />,
            popup.slot,
          )
        : null}
    </div>
  )
}
