// Object storage with named buckets (property-images, …): local files by default, one S3 bucket when configured.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '~/config.server'

export interface Storage {
  put(bucket: string, objectPath: string, body: Buffer, contentType: string): Promise<void>
  /** null when the object does not exist. */
  get(bucket: string, objectPath: string): Promise<Buffer | null>
  exists(bucket: string, objectPath: string): Promise<boolean>
  /** Removing a missing object is not an error. */
  remove(bucket: string, objectPath: string): Promise<void>
  /** Object paths (relative to the bucket) starting with prefix, sorted. */
  list(bucket: string, prefix: string): Promise<string[]>
  /** Base address of the bucket for lib/image-url, without trailing slash. */
  publicBaseUrl(bucket: string): string
  readonly kind: 'local' | 's3'
}

export function createStorage(options: { storageDir: string; s3?: S3Config }): Storage {
  return options.s3 ? createS3Storage(options.s3) : createLocalStorage(options.storageDir)
}

const BUCKET_NAME = /^[a-z0-9-]+$/

function assertBucket(bucket: string): void {
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(`Invalid storage bucket name ${JSON.stringify(bucket)}: use only a-z, 0-9 and '-'`)
  }
}

// Object paths come from uploads and imports: refuse anything that could leave the bucket folder, and keep keys
// canonical (no empty or '.' segments) so the local and S3 backends name the same object the same way.
function pathProblem(value: string, what: 'object path' | 'prefix'): string | null {
  if (value.includes('\0')) return 'contains a NUL character'
  if (value.includes('\\')) return 'contains a backslash'
  if (value.startsWith('/') || /^[a-zA-Z]:/.test(value)) return 'is absolute'
  const segments = value.split('/')
  if (segments.includes('..')) return "contains a '..' segment"
  if (what === 'prefix') {
    // A prefix may be '' or end with '/', or stop part-way through a name.
    return segments.slice(0, -1).some((segment) => segment === '' || segment === '.')
      ? 'has an empty or "." segment'
      : null
  }
  if (value === '') return 'is empty'
  return segments.some((segment) => segment === '' || segment === '.') ? 'has an empty or "." segment' : null
}

function assertObjectPath(objectPath: string): void {
  const problem = pathProblem(objectPath, 'object path')
  if (problem) throw new Error(`Invalid storage object path ${JSON.stringify(objectPath)}: it ${problem}`)
}

function assertPrefix(prefix: string): void {
  const problem = pathProblem(prefix, 'prefix')
  if (problem) throw new Error(`Invalid storage prefix ${JSON.stringify(prefix)}: it ${problem}`)
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Local files: ${storageDir}/${bucket}/${objectPath}, served by the HTTP server at /storage.

const TEMP_FILE = /^\..*\.[0-9a-f-]{36}\.tmp$/

function createLocalStorage(storageDir: string): Storage {
  const root = path.resolve(storageDir)

  function filePath(bucket: string, objectPath: string): string {
    assertBucket(bucket)
    assertObjectPath(objectPath)
    return path.join(root, bucket, ...objectPath.split('/'))
  }

  async function walk(directory: string, keyPrefix: string, into: string[]): Promise<void> {
    let entries
    try {
      entries = await fs.readdir(directory, { withFileTypes: true })
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return
      throw error
    }
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`
      if (entry.isDirectory()) await walk(path.join(directory, entry.name), `${key}/`, into)
      else if (entry.isFile() && !TEMP_FILE.test(entry.name)) into.push(key)
    }
  }

  return {
    kind: 'local',

    async put(bucket, objectPath, body) {
      // The content type is not stored: the static file server derives it from the extension.
      const target = filePath(bucket, objectPath)
      await fs.mkdir(path.dirname(target), { recursive: true })
      // Write beside the target and rename, so readers never see a half-written file.
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`)
      try {
        await fs.writeFile(temp, body)
        await fs.rename(temp, target)
      } catch (error) {
        await fs.rm(temp, { force: true })
        throw error
      }
    },

    async get(bucket, objectPath) {
      try {
        return await fs.readFile(filePath(bucket, objectPath))
      } catch (error) {
        const code = errorCode(error)
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null
        throw error
      }
    },

    async exists(bucket, objectPath) {
      try {
        return (await fs.stat(filePath(bucket, objectPath))).isFile()
      } catch (error) {
        const code = errorCode(error)
        if (code === 'ENOENT' || code === 'ENOTDIR') return false
        throw error
      }
    },

    async remove(bucket, objectPath) {
      const target = filePath(bucket, objectPath)
      try {
        await fs.unlink(target)
      } catch (error) {
        const code = errorCode(error)
        if (code === 'ENOENT' || code === 'ENOTDIR') return
        // A folder is not an object, so there is nothing to remove.
        if ((code === 'EISDIR' || code === 'EPERM') && (await fs.stat(target)).isDirectory()) return
        throw error
      }
    },

    async list(bucket, prefix) {
      assertBucket(bucket)
      assertPrefix(prefix)
      // Walk only the deepest folder the prefix names completely, then filter on the rest.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1)
      const keys: string[] = []
      await walk(path.join(root, bucket, ...folder.split('/').filter(Boolean)), folder, keys)
      return keys.filter((key) => key.startsWith(prefix)).sort()
    },

    publicBaseUrl(bucket) {
      assertBucket(bucket)
      return `/storage/${bucket}`
    },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// S3: every app bucket is a folder of the one configured S3 bucket (key `${bucket}/${objectPath}`).

type S3Sdk = typeof import('@aws-sdk/client-s3')

function isMissingObject(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  if (name === 'NoSuchKey' || name === 'NotFound') return true
  // A missing S3 bucket is a configuration error, not a missing object.
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket'
}

function createS3Storage(config: S3Config): Storage {
  // The SDK is large; load it on first use so local-storage installs never pay for it.
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined
  function connect() {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 requires them: the SDK's default (a CRC32 on every upload, sent as a chunked
        // trailer) is refused by several S3-compatible stores, the test server among them (decision 020).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }))
    return connection
  }

  function objectKey(bucket: string, objectPath: string): string {
    assertBucket(bucket)
    assertObjectPath(objectPath)
    return `${bucket}/${objectPath}`
  }

  const publicUrl = config.publicUrl.replace(/\/+$/, '')

  return {
    kind: 's3',

    async put(bucket, objectPath, body, contentType) {
      const Key = objectKey(bucket, objectPath)
      const { sdk, client } = await connect()
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key, Body: body, ContentType: contentType }))
    },

    async get(bucket, objectPath) {
      const Key = objectKey(bucket, objectPath)
      const { sdk, client } = await connect()
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key }))
        if (!response.Body) return Buffer.alloc(0)
        return Buffer.from(await response.Body.transformToByteArray())
      } catch (error) {
        if (isMissingObject(error)) return null
        throw error
      }
    },

    async exists(bucket, objectPath) {
      const Key = objectKey(bucket, objectPath)
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key }))
        return true
      } catch (error) {
        if (isMissingObject(error)) return false
        throw error
      }
    },

    async remove(bucket, objectPath) {
      const Key = objectKey(bucket, objectPath)
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key }))
      } catch (error) {
        if (!isMissingObject(error)) throw error
      }
    },

    async list(bucket, prefix) {
      assertBucket(bucket)
      assertPrefix(prefix)
      const { sdk, client } = await connect()
      const bucketPrefix = `${bucket}/`
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: `${bucketPrefix}${prefix}`,
            ContinuationToken,
          }),
        )
        for (const object of page.Contents ?? []) {
          // Keys ending in '/' are folder markers some S3 tools create, not objects.
          const key = object.Key
          if (key?.startsWith(bucketPrefix) && !key.endsWith('/')) keys.push(key.slice(bucketPrefix.length))
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },

    publicBaseUrl(bucket) {
      assertBucket(bucket)
      return `${publicUrl}/${bucket}`
    },
  }
}
