// What every server process loads (issue 42): the demo seed's data and drawing code only when it seeds.
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_DIR } from '../../build-dir'
import { expect, test } from './fixtures'

test('the server bundle leaves the demo seed in a chunk of its own, loaded only to seed', () => {
  const serverDir = path.join(BUILD_DIR, 'server')
  const files = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  const holding = (text: string) =>
    files.filter((file) => fs.readFileSync(path.join(serverDir, file), 'utf8').includes(text))
  const seedChunks = holding('function renderSceneSvg(')
  expect(seedChunks).toHaveLength(1)
  expect(seedChunks[0]).not.toBe('index.js')
  // and the demo listings with it
  expect(holding('Canal-Front 4-Bedroom Home with 50-Foot Dock')).toEqual(seedChunks)
})
