import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server'

const dirs: string[] = []
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('parseConfig', () => {
  it('applies the defaults of CONTRACT.md', () => {
    const config = parseConfig({ DATA_DIR: tempDataDir() })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.mailFrom).toBe('Roatan Realty <no-reply@localhost>')
    expect(config.geoCountryHeader).toBe('cf-ipcountry')
    expect(config.adminEmails).toEqual([])
    expect(config.seedDemo).toBeUndefined()
    expect(config.databaseUrl).toBeUndefined()
    expect(config.storageDir).toBe(path.join(config.dataDir, 'storage'))
    expect(config.s3).toBeUndefined()
    expect(config.jobLeaseMs).toBe(15_000)
  })

  it('derives APP_URL from PORT and reads lists and flags', () => {
    const config = parseConfig({
      DATA_DIR: tempDataDir(),
      PORT: '8080',
      ADMIN_EMAILS: ' Ana@Example.com, bo@example.com ,',
      SEED_DEMO: '0',
      PREVIEW_HOSTS: '.preview.example.com',
    })
    expect(config.appUrl).toBe('http://localhost:8080')
    expect(config.adminEmails).toEqual(['ana@example.com', 'bo@example.com'])
    expect(config.seedDemo).toBe(false)
    expect(config.previewHosts).toEqual(['.preview.example.com'])
  })

  it.each([
    ['PORT', 'abc', 'must be a number'],
    ['PORT', '70000', 'between 0 and 65535'],
    ['APP_URL', 'example.com', 'http(s) URL'],
    ['DATABASE_URL', 'mysql://x', 'postgres:// URL'],
    ['SMTP_URL', 'http://mail', 'smtp://'],
    ['ADMIN_EMAILS', 'not-an-address', 'e-mail addresses'],
    ['SEED_DEMO', 'maybe', '1 or 0'],
    ['JOB_LEASE_S', '1', '3 or more'],
    ['JOB_LEASE_S', '2.5', 'whole seconds'],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => parseConfig({ DATA_DIR: tempDataDir(), [name]: value })).toThrowError(ConfigError)
    expect(() => parseConfig({ DATA_DIR: tempDataDir(), [name]: value })).toThrowError(
      new RegExp(`${name}=.*${message.replace(/[()/.]/g, '\\$&')}`),
    )
  })

  it('asks for every S3 variable once one is given', () => {
    expect(() => parseConfig({ DATA_DIR: tempDataDir(), S3_BUCKET: 'media' })).toThrowError(/S3_ENDPOINT/)
  })

  it('generates a missing secret once and keeps it under DATA_DIR', () => {
    const dataDir = tempDataDir()
    const first = parseConfig({ DATA_DIR: dataDir }).authSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(parseConfig({ DATA_DIR: dataDir }).authSecret).toBe(first)
    const file = path.join(dataDir, 'secrets', 'auth-secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('uses a configured secret as it is', () => {
    const secret = 'x'.repeat(40)
    expect(parseConfig({ DATA_DIR: tempDataDir(), AUTH_SECRET: secret }).authSecret).toBe(secret)
  })
})

describe('the advertising pixel setting (SPEC §4)', () => {
  const parse = (env: Record<string, string>) =>
    parseConfig({ DATA_DIR: tempDataDir(), AUTH_SECRET: 'x'.repeat(32), ...env })

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
