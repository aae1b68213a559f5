// SPEC §4: granted tracking consent starts the advertising pixel. Which pixel is configured by the operator
// (AD_PIXEL_ID, AD_PIXEL_SRC); with none configured nothing loads. The script tag is added once per page.

export interface AdPixel {
  id: string
  /** the script address, the id already filled in */
  src: string
}

const MARKER = 'data-ad-pixel'

export function startAdPixel(pixel: AdPixel | null) {
  if (!pixel || typeof document === 'undefined' || document.querySelector(`script[${MARKER}]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = pixel.src
  script.setAttribute(MARKER, pixel.id)
  document.head.append(script)
}
