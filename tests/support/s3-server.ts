// A real S3-compatible server for tests that run the app on S3 storage (docs/decisions/020-s3-in-tests.md): the
// maintained fork of s3rver, on a free port of loopback, keeping its objects in a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

export interface S3Server {
  endpoint: string
  bucket: string
  /** the app's S3_* configuration for this server (CONTRACT.md) */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3Server(bucket = 'site-files'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-server-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    // s3rver signs a bucket-level request (a listing) as '/bucket' where the AWS SDK signs '/bucket/', so it would
    // refuse every listing: signatures go unchecked; keys, listings, missing objects and public reads are its own.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
