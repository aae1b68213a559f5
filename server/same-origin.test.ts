import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseCrossSitePosts } from './same-origin'

let base: string
let close: () => void
beforeAll(async () => {
  const app = express()
  app.use(refuseCrossSitePosts('https://roatanrealty.example'))
  app.all('/{*path}', (_req, res) => res.send('ok'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const post = (headers: Record<string, string>) =>
  fetch(`${base}/login`, { method: 'POST', headers, body: 'email=a@b.c' })

describe('cross-site form posts', () => {
  it('are refused when the browser says they come from another site', async () => {
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('are allowed from the site itself, by its public origin or by the host it was reached on', async () => {
    expect((await post({ origin: 'https://roatanrealty.example' })).status).toBe(200)
    expect((await post({ origin: base })).status).toBe(200)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('do not concern reading pages or clients that send no origin', async () => {
    expect((await fetch(`${base}/`, { headers: { origin: 'https://evil.example' } })).status).toBe(200)
    expect((await post({})).status).toBe(200)
  })
})
