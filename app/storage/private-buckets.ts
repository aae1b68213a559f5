// Buckets whose objects are never served as files: the local /storage handler refuses them and they are read only
// through the app, after its own checks (issue 44: purchase documents). On S3 the bucket's public read must be limited
// to the image prefixes (README, "Storage").

export const PRIVATE_DOCUMENTS_BUCKET = 'purchase-documents'
export const PRIVATE_BUCKETS: readonly string[] = [PRIVATE_DOCUMENTS_BUCKET]

/**
 * Whether a request path below /storage names a private bucket, however it is spelled (%-escapes, doubled or dot
 * segments): the static handler decodes and normalizes, so this does too before comparing. Undecodable paths count as
 * private (the handler would refuse them anyway).
 */
export function isPrivateStoragePath(requestPath: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return true
  }
  const segments: string[] = []
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '' && segment !== '.') segments.push(segment)
  }
  return segments.length === 0 || PRIVATE_BUCKETS.includes(segments[0]!.toLowerCase())
}
