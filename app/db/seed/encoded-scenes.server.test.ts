import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { encodeScene, sceneCacheFile } from './encoded-scenes.server'

// a scene of its own per run, so the first call encodes
const scene = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="64" height="40" fill="#0b6e8a"/><!-- ${Math.random()} --></svg>`

describe('encodeScene', () => {
  it('encodes a drawing once and reads the same files back on the next call', async () => {
    const svg = scene()
    const file = sceneCacheFile(svg)
    expect(fs.existsSync(file)).toBe(false)
    const first = await encodeScene(svg)
    expect(fs.existsSync(file)).toBe(true)
    expect(first.map((encoded) => encoded.variant)).toContainEqual(null)
    const again = await encodeScene(svg)
    expect(again.map(({ variant, body }) => [variant, body.toString('base64')])).toEqual(
      first.map(({ variant, body }) => [variant, body.toString('base64')]),
    )
    expect(Buffer.isBuffer(again[0]!.body)).toBe(true)
    fs.rmSync(file)
  })

  it('encodes again when the cached file is damaged', async () => {
    const svg = scene()
    const first = await encodeScene(svg)
    const file = sceneCacheFile(svg)
    fs.writeFileSync(file, 'not a cache entry')
    const again = await encodeScene(svg)
    expect(again).toHaveLength(first.length)
    expect(again[0]!.body.equals(first[0]!.body)).toBe(true)
    fs.rmSync(file)
  })
})
