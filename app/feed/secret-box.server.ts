// The feed's client secret at rest: AES-256-GCM with a key from FEED_SECRET_KEY (or derived from the app secret),
// stored as "v1.<iv>.<tag>.<ciphertext>" in base64url. A wrong key or a changed row fails to open, never half-opens.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const VERSION = 'v1'

function keyFrom(keyMaterial: string): Buffer {
  return createHash('sha256').update(`roatan-feed-secret-key\0${keyMaterial}`).digest()
}

export function encryptSecret(plain: string, keyMaterial: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(keyMaterial), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The stored secret, or null when there is none or it cannot be opened with this key. */
export function decryptSecret(stored: string, keyMaterial: string): string | null {
  const [version, iv, tag, body] = stored.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(keyMaterial), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
