import { afterEach, describe, expect, it, vi } from 'vitest'
import { startAdPixel } from './ad-pixel'

describe('starting the pixel', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Just enough of a page's head for the script tag. */
  function stubDocument() {
    const scripts: { src: string; async: boolean; attributes: Record<string, string> }[] = []
    vi.stubGlobal('document', {
      querySelector: () => (scripts.length > 0 ? scripts[0] : null),
      createElement: () => {
        const attributes: Record<string, string> = {}
        return {
          src: '',
          async: false,
          attributes,
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        }
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    })
    return scripts
  }

  it('adds the script once, and nothing without a configured pixel', () => {
    const scripts = stubDocument()
    startAdPixel(null)
    expect(scripts).toHaveLength(0)
    const pixel = { id: 'RR-123', src: 'https://pixel.example/RR-123.js' }
    startAdPixel(pixel)
    startAdPixel(pixel)
    expect(scripts).toEqual([
      expect.objectContaining({ src: pixel.src, async: true, attributes: { 'data-ad-pixel': 'RR-123' } }),
    ])
  })
})
