// The parts of @20minutes/s3rver (which ships no types) that tests/support/s3-server.ts uses.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory?: string
      vhostBuckets?: boolean
      allowMismatchedSignatures?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
