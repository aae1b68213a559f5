import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, parseConfig } from '~/config.server'
import { startAdPixel } from './ad-pixel'

describe('the advertising pixel setting (SPEC §4)', () => {
  const parse = (env: Record<string, string>) =>
    parseConfig({ DATA_DIR: '/tmp/ad-pixel-test', AUTH_SECRET: 'x'.repeat(32), ...env })

  it('is off unless configured, and fills the id into the script address', () => {
    expect(parse({}).adPixel).toBeUndefined()
    expect(parse({ AD_PIXEL_ID: 'RR-123', AD_PIXEL_SRC: 'https://pixel.example/p.js?id={id}' }).adPixel).toEqual({
      id: 'RR-123',
      src: 'https://pixel.example/p.js?id=RR-123',
    })
  })

  it('needs both variables, an address with {id} and an id of plain characters', () => {
    expect(() => parse({ AD_PIXEL_ID: 'RR-123' })).toThrow(ConfigError)
    expect(() => parse({ AD_PIXEL_ID: 'RR-123', AD_PIXEL_SRC: 'https://pixel.example/p.js' })).toThrow(/must contain/)
    expect(() => parse({ AD_PIXEL_ID: '"><script>', AD_PIXEL_SRC: 'https://pixel.example/{id}.js' })).toThrow(
      /AD_PIXEL_ID/,
    )
  })
})

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
