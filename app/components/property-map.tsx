// An OpenStreetMap map of listings with Leaflet. Leaflet and its CSS load only in the browser, only when a map is
// shown (dynamic import in an effect), so they never weigh on the first load of a page.
import type * as Leaflet from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { LoadFailureCard } from '~/components/loading/load-failure-card'
import { formatCompactPrice, formatPrice } from '~/lib/format'
import { DEFAULT_LAZY_IMPORT_TIMEOUT_MS, withTimeout } from '~/lib/loading-rules'

export interface MapMarker {
  id: number | string
  lat: number
  lng: number
  title: string
  /** whole US dollars */
  price: number
  href: string
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const TILE_PROBE_URL = 'https://a.tile.openstreetmap.org/0/0/0.png'
// links underlined: in a line of small text, colour alone does not mark them as links
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

const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" style="text-decoration:underline">OpenStreetMap</a> contributors'
const LEAFLET_CREDIT = '<a href="https://leafletjs.com" style="text-decoration:underline">Leaflet</a>'
// The middle of Roatan, for an empty map.
const ROATAN: [number, number] = [16.35, -86.45]

let tileCheck: Promise<boolean> | undefined

/**
 * Whether the tile server answers. A failed request in the page is logged by the browser as a console error
 * ('Failed to load resource'), once per tile; offline, or where the tile host is blocked, that is dozens of errors.
 * So one small tile is fetched from a throwaway worker first (its failure stays out of the page's console), and the
 * tile layer is added only if that works. Checked once per page load.
 */
function tilesReachable(): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.resolve(navigator.onLine)
  tileCheck ??= new Promise<boolean>((resolve) => {
    const source = `fetch(${JSON.stringify(TILE_PROBE_URL)}, { mode: 'no-cors' }).then(() => postMessage(true), () => postMessage(false))`
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
    let worker: Worker
    try {
      worker = new Worker(url)
    } catch {
      resolve(navigator.onLine) // e.g. a content security policy without blob: workers
      return
    }
    const finish = (reachable: boolean) => {
      clearTimeout(timer)
      worker.terminate()
      URL.revokeObjectURL(url)
      resolve(reachable)
    }
    const timer = setTimeout(() => finish(false), 4000)
    worker.onmessage = (event: MessageEvent<boolean>) => finish(event.data === true)
    worker.onerror = () => finish(false)
  })
  return tileCheck
}

function popupContent(marker: MapMarker, open: (href: string) => void): HTMLElement {
  const box = document.createElement('div')
  box.className = 'min-w-40 space-y-1 text-sm'
  const price = document.createElement('div')
  price.className = 'text-lg font-bold text-sea'
  price.textContent = formatPrice(marker.price)
  const link = document.createElement('a')
  link.href = marker.href
  link.className = 'block font-semibold !text-reef-dark underline'
  link.textContent = marker.title
  // a plain click stays in the app (client-side navigation); modified clicks open tabs as usual
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    open(marker.href)
  })
  box.append(price, link)
  return box
}

// Zoomed out, markers are dots (price pills would pile up); from this zoom on they show their price.
const PRICE_LABEL_ZOOM = 14
const COMPACT_CLASS = 'map-compact'

function markerIcon(L: typeof Leaflet, marker: MapMarker, single: boolean): Leaflet.DivIcon {
  const dot = document.createElement('span')
  dot.className = 'block h-4 w-4 rounded-full border-[3px] border-white bg-coral-dark shadow-md'
  const content = document.createElement('span')
  if (single) {
    content.append(dot)
  } else {
    dot.classList.add('hidden', 'in-[.map-compact]:block')
    const pill = document.createElement('span')
    pill.className =
      'block whitespace-nowrap rounded-full border-2 border-white bg-sea px-2 py-0.5 text-xs font-bold text-white shadow-md in-[.map-compact]:hidden'
    pill.textContent = formatCompactPrice(marker.price) // the full price is the marker's name and tooltip
    content.append(dot, pill)
  }
  // our class replaces Leaflet's default white square; the dot or pill is centred on the point
  return L.divIcon({ html: content, className: '!flex items-center justify-center', iconSize: [72, 24] })
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
  const [leaflet, setLeaflet] = useState<{ L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null>(
    null,
  )
  const [status, setStatus] = useState<'loading' | 'ready' | 'offline' | 'failed'>('loading')
  // Bumped by the Loading Issue card's Retry: loads Leaflet again.
  const [attempt, setAttempt] = useState(0)
  const near = useNearViewport(containerRef)

  // Load Leaflet once, create the map, and add tiles if the tile server can be reached. SPEC §9: the code gets the
  // default lazy-import timeout; a failure or a hang shows the Loading Issue card (SPEC §8).
  useEffect(() => {
    if (!near) return
    let cancelled = false
    let map: Leaflet.Map | undefined
    const leafletCode = Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    withTimeout(leafletCode, DEFAULT_LAZY_IMPORT_TIMEOUT_MS, 'The map')
      .then(async ([module]) => {
        const L = (module as { default?: typeof Leaflet }).default ?? (module as typeof Leaflet)
        if (cancelled || !containerRef.current) return
        map = L.map(containerRef.current, { center: ROATAN, zoom: 11, scrollWheelZoom: false })
        map.attributionControl.setPrefix(LEAFLET_CREDIT)
        const container = map.getContainer()
        const showPrices = () => container.classList.toggle(COMPACT_CLASS, map!.getZoom() < PRICE_LABEL_ZOOM)
        map.on('zoomend', showPrices)
        showPrices()
        const layer = L.layerGroup().addTo(map)
        setLeaflet({ L, map, layer })
        const online = await tilesReachable()
        if (cancelled) return
        if (online) {
          const tiles = L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19, subdomains: 'abc' })
          let failures = 0
          // tiles that fail later (connection lost) give up quietly rather than retrying every pan
          tiles.on('tileerror', () => {
            if (++failures === 5) {
              map?.removeLayer(tiles)
              setStatus('offline')
            }
          })
          tiles.addTo(map)
          setStatus('ready')
        } else {
          map.attributionControl.addAttribution('Map tiles unavailable')
          setStatus('offline')
        }
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [attempt, near])

  // Show the markers, and fit the map around them.
  useEffect(() => {
    if (!leaflet) return
    const { L, map, layer } = leaflet
    layer.clearLayers()
    const points: Leaflet.LatLngExpression[] = []
    for (const marker of markers) {
      const position: [number, number] = [marker.lat, marker.lng]
      const name = `${formatPrice(marker.price)}, ${marker.title}`
      const pin = L.marker(position, { icon: markerIcon(L, marker, single), title: name, riseOnHover: true })
        .bindPopup(() => popupContent(marker, (href) => navigate(href)), {
          maxWidth: 220,
          // room for the zoom buttons at the top left
          autoPanPaddingTopLeft: [56, 16],
          autoPanPaddingBottomRight: [16, 16],
        })
        .addTo(layer)
      pin.getElement()?.setAttribute('aria-label', name)
      points.push(position)
    }
    // No animation: a zoom still running when the visitor leaves the page makes Leaflet throw as the map is removed.
    if (single && points[0]) map.setView(points[0], 15, { animate: false })
    else if (points.length > 0)
      map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 16, animate: false })
    else map.setView(ROATAN, 11, { animate: false })
  }, [leaflet, markers, single, navigate])

  return (
    <div>
      <div className={`relative isolate overflow-hidden rounded-2xl bg-[#a9d3e8] ring-1 ring-black/10 ${className}`}>
        <div ref={containerRef} role="region" aria-label={label} className="h-full w-full !bg-[#a9d3e8]" />
        {status === 'loading' ? (
          <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm font-medium text-sea">
            Loading map…
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
            The map needs JavaScript. Every listing is also in the list.
          </p>
        </noscript>
      </div>
      {status === 'offline' ? (
        <p className="mt-2 text-sm text-ink/80">
          The street map could not be loaded, so the markers are shown on a plain background.
        </p>
      ) : status === 'failed' ? (
        <p className="mt-2 text-sm text-ink/80">Every listing is also in the list.</p>
      ) : null}
    </div>
  )
}
