// The Leaflet side of the listings map (app/components/property-map.tsx). Loaded with Leaflet and its CSS only when a
// map comes near the screen, so neither weighs on the first load of a page.
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { formatCompactPrice, formatPrice } from '~/lib/format'

/** A listing on the map. */
export interface MapMarker {
  id: number | string
  lat: number
  lng: number
  title: string
  /** whole US dollars */
  price: number
  /** the listing's address in the page's language */
  href: string
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const TILE_PROBE_URL = 'https://a.tile.openstreetmap.org/0/0/0.png'
// links underlined: in a line of small text, colour alone does not mark them as links
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright" style="text-decoration:underline">OpenStreetMap</a>'
const LEAFLET_CREDIT = '<a href="https://leafletjs.com" style="text-decoration:underline">Leaflet</a>'
// The middle of Roatan, for an empty map.
const ROATAN: [number, number] = [16.35, -86.45]
// Zoomed out, markers are dots (price pills would pile up); from this zoom on they show their price.
const PRICE_LABEL_ZOOM = 14
const COMPACT_CLASS = 'map-compact'

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
  const slot = document.createElement('div')
  slot.className = 'pt-1'
  slot.dataset.saveSlot = ''
  box.append(price, link, slot)
  return box
}

function markerIcon(marker: MapMarker, single: boolean): L.DivIcon {
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

/** The map's words in the page's language (issue 16): its credits and the labels of Leaflet's buttons. */
export interface MapTexts {
  /** '{link} contributors', given the OpenStreetMap link (HTML) */
  attribution: (link: string) => string
  tilesUnavailable: string
  zoomIn: string
  zoomOut: string
  closePopup: string
}

export interface ListingMap {
  /** Shows these markers (replacing the last ones) and fits the map around them. */
  /** `onPopup` is told of the open popup's slot for the listing's heart (and of null when it closes). */
  show(
    markers: MapMarker[],
    single: boolean,
    open: (href: string) => void,
    onPopup?: (popup: { marker: MapMarker; slot: HTMLElement } | null) => void,
  ): void
  remove(): void
}

/**
 * A Leaflet map in `container`; tiles are added once the tile server answers (`onTiles('ready')`), else the markers
 * stay on a plain sea-blue ground (`onTiles('offline')`, also when tiles start failing later).
 */
export function openListingMap(
  container: HTMLElement,
  onTiles: (status: 'ready' | 'offline') => void,
  texts: MapTexts,
): ListingMap {
  const map = L.map(container, { center: ROATAN, zoom: 11, scrollWheelZoom: false, zoomControl: false })
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  let removed = false
  map.attributionControl.setPrefix(LEAFLET_CREDIT)
  const showPrices = () => map.getContainer().classList.toggle(COMPACT_CLASS, map.getZoom() < PRICE_LABEL_ZOOM)
  map.on('zoomend', showPrices)
  showPrices()
  const layer = L.layerGroup().addTo(map)

  void tilesReachable().then((online) => {
    if (removed) return
    if (!online) {
      map.attributionControl.addAttribution(texts.tilesUnavailable)
      onTiles('offline')
      return
    }
    const tiles = L.tileLayer(TILE_URL, {
      attribution: `&copy; ${texts.attribution(OSM_LINK)}`,
      maxZoom: 19,
      subdomains: 'abc',
    })
    let failures = 0
    // tiles that fail later (connection lost) give up quietly rather than retrying every pan
    tiles.on('tileerror', () => {
      if (++failures === 5) {
        map.removeLayer(tiles)
        onTiles('offline')
      }
    })
    tiles.addTo(map)
    onTiles('ready')
  })

  return {
    show(markers, single, open, onPopup) {
      layer.clearLayers()
      const points: L.LatLngExpression[] = []
      for (const marker of markers) {
        const position: [number, number] = [marker.lat, marker.lng]
        const name = `${formatPrice(marker.price)}, ${marker.title}`
        const pin = L.marker(position, { icon: markerIcon(marker, single), title: name, riseOnHover: true })
          .bindPopup(() => popupContent(marker, open), {
            maxWidth: 220,
            // room for the zoom buttons at the top left
            autoPanPaddingTopLeft: [56, 16],
            autoPanPaddingBottomRight: [16, 16],
          })
          .addTo(layer)
        pin.on('popupopen', (event) => {
          const element = event.popup.getElement()
          element?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup)
          const slot = element?.querySelector<HTMLElement>('[data-save-slot]')
          if (slot) onPopup?.({ marker, slot })
        })
        pin.on('popupclose', () => onPopup?.(null))
        pin.getElement()?.setAttribute('aria-label', name)
        points.push(position)
      }
      // No animation: a zoom still running when the visitor leaves the page makes Leaflet throw as the map is removed.
      if (single && points[0]) map.setView(points[0], 15, { animate: false })
      else if (points.length > 0)
        map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 16, animate: false })
      else map.setView(ROATAN, 11, { animate: false })
    },
    remove() {
      removed = true
      map.remove()
    },
  }
}
