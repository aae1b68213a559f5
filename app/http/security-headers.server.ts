// Security headers of every response (docs/decisions/017-security-headers.md). Pages get a strict Content Security
// Policy whose scripts run only with the nonce of their render; everything else gets a policy that allows nothing.
// Every outside host the site may load from is listed here, and only here.
import { randomFillSync } from 'node:crypto'
import type { AppConfig } from '~/config.server'

/** The outside services the browser may reach, by what they are for. */
export const OUTSIDE_HOSTS = {
  /** OpenStreetMap tiles (app/components/property-map.tsx), images and the reachability probe */
  mapTiles: ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'],
  /** the optional sign-in captcha (CAPTCHA_PROVIDER): its script, frames and checks */
  captcha: {
    'cloudflare-turnstile': ['https://challenges.cloudflare.com'],
    'google-recaptcha': ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
    hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
} as const

type PolicyConfig = Pick<AppConfig, 'appUrl' | 'captcha' | 'adPixel' | 's3'>

const NONCE_BYTES = 16
// Random bytes for 256 nonces at a time, each 16-byte slice used once: one call into the system's random source per
// 256 pages instead of one per page (randomBytes(16) alone cost about 1 % of an uncached page, issue 13).
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let nonceOffset = noncePool.length

/** A fresh nonce for one render's inline scripts: 16 random bytes, base64. */
export function createNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool)
    nonceOffset = 0
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES)
  nonceOffset += NONCE_BYTES
  return nonce
}

/** The page policy: scripts only from this site, the listed hosts, or inline with this render's nonce. */
export function pageContentSecurityPolicy(config: PolicyConfig, nonce: string): string {
  const captcha: readonly string[] = config.captcha ? OUTSIDE_HOSTS.captcha[config.captcha.provider] : []
  // The advertising pixel (after tracking consent) loads its script and sends its beacons from its own host.
  const pixel = config.adPixel ? [new URL(config.adPixel.src).origin] : []
  const storage = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // The built modules from this site, the render's inline scripts by nonce, and the few outside scripts we add.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...captcha, ...pixel],
    // React and Leaflet set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...OUTSIDE_HOSTS.mapTiles, ...storage, ...pixel],
    'connect-src': ["'self'", ...OUTSIDE_HOSTS.mapTiles, ...captcha, ...pixel],
    // The map checks the tile server from a worker made from a blob (its failure stays out of the page's console).
    'worker-src': ["'self'", 'blob:'],
    'frame-src': captcha.length > 0 ? captcha : ["'none'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  if (config.appUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = []
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Whether a page's img-src lets it show an image from `url` (a path on this site, the site's own origin or its
 * storage): an address staff typed, such as the MLS's logo (issue 40), is shown only if it can load.
 */
export function pageMayShowImage(config: Pick<PolicyConfig, 'appUrl' | 's3'>, url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true
  let origin: string
  try {
    origin = new URL(url).origin
  } catch {
    return false
  }
  const storage = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : null
  return origin === new URL(config.appUrl).origin || origin === storage
}

/** For anything that is not a page (JSON, files, redirects): nothing may run or frame it. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Headers every response carries, whatever answers it (the policy is added where none was given). */
export function baseSecurityHeaders(config: Pick<AppConfig, 'appUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // Browsers honour these on https only (and warn about COOP on a plain-http public host).
    ...(config.appUrl.startsWith('https:')
      ? {
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'cross-origin-opener-policy': 'same-origin',
        }
      : {}),
  }
}
