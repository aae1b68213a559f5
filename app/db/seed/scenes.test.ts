import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPortraitSvg, renderSceneSvg } from './scenes'
import type { SceneKind } from './types'

const KINDS: SceneKind[] = [
  'beach-house',
  'hillside-villa',
  'condo',
  'land',
  'commercial',
  'interior',
  'sea-view',
  'village',
]

async function toJpeg(svg: string, width = 480) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  return { data, info }
}

function expectSelfContainedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.endsWith('</svg>')).toBe(true)
  expect(svg).not.toMatch(/<text|<image|href=|<filter|NaN|Infinity|undefined/)
  // every url(...) points at a gradient or clip defined in the document itself
  for (const [, id] of svg.matchAll(/url\(([^)]*)\)/g)) {
    expect(id).toMatch(/^#/)
    expect(svg).toContain(`id="${id!.slice(1)}"`)
  }
}

describe('renderSceneSvg', () => {
  it.each(KINDS)('draws %s as a self-contained SVG that sharp rasterises to a 480px JPEG', async (kind) => {
    const svg = renderSceneSvg(kind, 7)
    expectSelfContainedSvg(svg)

    const { data, info } = await toJpeg(svg)
    expect(info.format).toBe('jpeg')
    expect(info.width).toBe(480)
    expect(info.height).toBe(320)

    // a real picture, not a blank canvas
    const stats = await sharp(data).stats()
    expect(stats.channels.some((ch) => ch.stdev > 20)).toBe(true)
  })

  it.each(KINDS)('gives different pictures of %s for different seeds', (kind) => {
    const seen = new Set([1, 2, 3, 42].map((seed) => renderSceneSvg(kind, seed)))
    expect(seen.size).toBe(4)
  })

  it.each(KINDS)('draws %s identically for the same seed', (kind) => {
    expect(renderSceneSvg(kind, 1234)).toBe(renderSceneSvg(kind, 1234))
  })

  it('draws different kinds differently for the same seed', () => {
    expect(new Set(KINDS.map((kind) => renderSceneSvg(kind, 5))).size).toBe(KINDS.length)
  })

  it('sizes the document as asked and keeps the default 1600×1067', async () => {
    expect(renderSceneSvg('condo', 1)).toMatch(/^<svg [^>]*width="1600" height="1067"/)
    const svg = renderSceneSvg('condo', 1, 800, 600)
    expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/)
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([800, 600])
  })

  it('accepts awkward seeds (negative, fractional, huge) deterministically', () => {
    for (const seed of [-1, 0.5, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const svg = renderSceneSvg('village', seed)
      expectSelfContainedSvg(svg)
      expect(renderSceneSvg('village', seed)).toBe(svg)
    }
  })
})

describe('renderPortraitSvg', () => {
  it('draws a square avatar that sharp rasterises', async () => {
    const svg = renderPortraitSvg(3)
    expectSelfContainedSvg(svg)
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/)

    const { info } = await toJpeg(svg, 240)
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 240, 240])
  })

  it('varies with the seed and repeats for the same seed', () => {
    expect(renderPortraitSvg(1)).not.toBe(renderPortraitSvg(2))
    expect(renderPortraitSvg(9)).toBe(renderPortraitSvg(9))
    expect(renderPortraitSvg(9, 256)).toMatch(/^<svg [^>]*width="256" height="256"/)
  })
})
