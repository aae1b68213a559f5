import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { S3Config } from '~/config.server'
import { startS3Server } from '../../tests/support/s3-server'
import { type Storage, createStorage } from './storage.server'

describe('local storage', () => {
  let storageDir: string
  let storage: Storage

  beforeEach(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'))
    storage = createStorage({ storageDir })
  })

  afterEach(async () => {
    await fs.rm(storageDir, { recursive: true, force: true })
  })

  test('is chosen when no S3 configuration is given', () => {
    expect(storage.kind).toBe('local')
  })

  test('stores objects as files under the bucket folder, creating folders as needed', async () => {
    await storage.put('property-images', 'properties/12/abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg')

    const file = path.join(storageDir, 'property-images', 'properties', '12', 'abc.jpg')
    expect(await fs.readFile(file, 'utf8')).toBe('jpeg bytes')
    expect((await storage.get('property-images', 'properties/12/abc.jpg'))?.toString()).toBe('jpeg bytes')
    expect(await storage.exists('property-images', 'properties/12/abc.jpg')).toBe(true)
  })

  test('replaces an existing object and leaves no temporary files behind', async () => {
    await storage.put('property-images', 'properties/1/a.jpg', Buffer.from('first'), 'image/jpeg')
    await storage.put('property-images', 'properties/1/a.jpg', Buffer.from('second'), 'image/jpeg')

    expect((await storage.get('property-images', 'properties/1/a.jpg'))?.toString()).toBe('second')
    expect(await fs.readdir(path.join(storageDir, 'property-images', 'properties', '1'))).toEqual(['a.jpg'])
  })

  test('refuses object paths that could leave the bucket', async () => {
    const body = Buffer.from('x')
    for (const objectPath of ['../x', 'properties/../../x', '/etc/passwd', 'C:/x', 'a\\b', 'a\0b', '', 'a//b', './a']) {
      await expect(storage.put('property-images', objectPath, body, 'text/plain')).rejects.toThrow(
        /Invalid storage object path/,
      )
      await expect(storage.get('property-images', objectPath)).rejects.toThrow(/Invalid storage object path/)
      await expect(storage.exists('property-images', objectPath)).rejects.toThrow(/Invalid storage object path/)
      await expect(storage.remove('property-images', objectPath)).rejects.toThrow(/Invalid storage object path/)
    }
    await expect(storage.list('property-images', '../')).rejects.toThrow(/Invalid storage prefix/)
  })

  test('refuses bucket names outside a-z, 0-9 and hyphen', async () => {
    for (const bucket of ['..', 'Property-Images', 'a/b', 'a_b', '', '.tmp']) {
      await expect(storage.put(bucket, 'a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /Invalid storage bucket name/,
      )
      await expect(storage.list(bucket, '')).rejects.toThrow(/Invalid storage bucket name/)
      expect(() => storage.publicBaseUrl(bucket)).toThrow(/Invalid storage bucket name/)
    }
  })

  test('publishes buckets under /storage without a trailing slash', () => {
    expect(storage.publicBaseUrl('property-images')).toBe('/storage/property-images')
  })
})

// The same behaviour from both backends: local files, and a real S3-compatible server (tests/support/s3-server.ts).
describe.each([
  {
    backend: 'local files',
    async open() {
      const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'))
      return {
        storage: createStorage({ storageDir }),
        close: () => fs.rm(storageDir, { recursive: true, force: true }),
      }
    },
  },
  {
    backend: 'an S3-compatible server',
    async open() {
      const server = await startS3Server()
      const s3: S3Config = {
        bucket: server.bucket,
        endpoint: server.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
        publicUrl: `${server.endpoint}/${server.bucket}`,
      }
      return { storage: createStorage({ storageDir: '/unused', s3 }), close: () => server.close() }
    },
  },
])('storage on $backend', ({ open }) => {
  let storage: Storage
  let close: () => Promise<unknown>

  beforeEach(async () => {
    ;({ storage, close } = await open())
  })

  afterEach(() => close())

  test('keeps buckets apart', async () => {
    await storage.put('property-images', 'a.txt', Buffer.from('images'), 'text/plain')
    await storage.put('documents', 'a.txt', Buffer.from('documents'), 'text/plain')

    expect((await storage.get('property-images', 'a.txt'))?.toString()).toBe('images')
    expect((await storage.get('documents', 'a.txt'))?.toString()).toBe('documents')
    expect(await storage.list('documents', '')).toEqual(['a.txt'])
  })

  test('reports missing objects as null and false', async () => {
    expect(await storage.get('property-images', 'properties/404.jpg')).toBeNull()
    expect(await storage.exists('property-images', 'properties/404.jpg')).toBe(false)
    await storage.put('property-images', 'properties/1/a.jpg', Buffer.from('x'), 'image/jpeg')
    // A folder, or a path through a file, is not an object either.
    expect(await storage.get('property-images', 'properties/1')).toBeNull()
    expect(await storage.exists('property-images', 'properties/1')).toBe(false)
    expect(await storage.get('property-images', 'properties/1/a.jpg/b')).toBeNull()
  })

  test('removes objects, and removing a missing one is not an error', async () => {
    await storage.put('property-images', 'properties/1/a.jpg', Buffer.from('x'), 'image/jpeg')
    await storage.remove('property-images', 'properties/1/a.jpg')

    expect(await storage.exists('property-images', 'properties/1/a.jpg')).toBe(false)
    await expect(storage.remove('property-images', 'properties/1/a.jpg')).resolves.toBeUndefined()
    await expect(storage.remove('never-used', 'x.jpg')).resolves.toBeUndefined()
  })

  test('lists object paths under a prefix, sorted', async () => {
    for (const objectPath of [
      'properties/12/b-960.webp',
      'properties/12/a.jpg',
      'properties/12/a-480.jpg',
      'properties/123/c.jpg',
      'properties/7/d.jpg',
      'other/e.jpg',
    ]) {
      await storage.put('property-images', objectPath, Buffer.from(objectPath), 'image/jpeg')
    }

    expect(await storage.list('property-images', 'properties/12/')).toEqual([
      'properties/12/a-480.jpg',
      'properties/12/a.jpg',
      'properties/12/b-960.webp',
    ])
    // A prefix need not end at a folder, just like S3.
    expect(await storage.list('property-images', 'properties/12')).toEqual([
      'properties/12/a-480.jpg',
      'properties/12/a.jpg',
      'properties/12/b-960.webp',
      'properties/123/c.jpg',
    ])
    expect(await storage.list('property-images', 'properties/12/a')).toEqual([
      'properties/12/a-480.jpg',
      'properties/12/a.jpg',
    ])
    expect(await storage.list('property-images', '')).toHaveLength(6)
    expect(await storage.list('property-images', 'nothing/here/')).toEqual([])
    expect(await storage.list('empty-bucket', '')).toEqual([])
  })

  test('serves what it stores at its public address', async () => {
    await storage.put('property-images', 'properties/9/a.txt', Buffer.from('public bytes'), 'text/plain')
    const base = storage.publicBaseUrl('property-images')
    if (base.startsWith('/')) return // local files are served by the app (server/static-files.ts)
    const response = await fetch(`${base}/properties/9/a.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('public bytes')
  })
})

describe('S3 storage', () => {
  const s3: S3Config = {
    bucket: 'roatan-realty',
    endpoint: 'http://127.0.0.1:9',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    region: 'us-east-1',
    publicUrl: 'https://cdn.example.com/roatan-realty/',
  }

  test('is chosen when S3 configuration is given and publishes under its public URL', () => {
    const storage = createStorage({ storageDir: '/unused', s3 })

    expect(storage.kind).toBe('s3')
    expect(storage.publicBaseUrl('property-images')).toBe('https://cdn.example.com/roatan-realty/property-images')
  })

  test('refuses bad bucket names and object paths before any request', async () => {
    const storage = createStorage({ storageDir: '/unused', s3 })

    await expect(storage.get('property-images', '../x')).rejects.toThrow(/Invalid storage object path/)
    await expect(storage.list('Bad_Bucket', '')).rejects.toThrow(/Invalid storage bucket name/)
  })
})
