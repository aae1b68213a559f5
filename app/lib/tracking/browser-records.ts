// SPEC §3 browser storage records: session id (with timestamp), tracking consent, device id ("fingerprint": a random
// id, never derived from the device), privacy-consent record. localStorage, read only in the browser.
import type { Region } from '~/lib/consent'

export type TrackingConsent = 'granted' | 'denied' | 'unknown'

export interface SessionRecord {
  id: string
  startedAt: number
  lastSeenAt: number
}

export interface PrivacyConsentRecord {
  accepted: boolean
  timestamp: string
  region: Region
}

export const STORAGE_KEYS = {
  session: 'rr_session',
  trackingConsent: 'rr_tracking_consent',
  deviceId: 'rr_device_id',
  privacyConsent: 'rr_privacy_consent',
} as const

/** SPEC §4 / §9: a session ends after 30 minutes without activity. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled (private mode, blocked cookies)
  }
}

function readJson<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    storage()?.setItem(key, value)
  } catch {
    // full or blocked: the choice still applies to this page view
  }
}

export function getTrackingConsent(): TrackingConsent {
  const value = storage()?.getItem(STORAGE_KEYS.trackingConsent)
  return value === 'granted' || value === 'denied' ? value : 'unknown'
}

export function setTrackingConsent(value: Exclude<TrackingConsent, 'unknown'>) {
  write(STORAGE_KEYS.trackingConsent, value)
}

export function setPrivacyConsent(record: PrivacyConsentRecord) {
  write(STORAGE_KEYS.privacyConsent, JSON.stringify(record))
}

/** A random v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function getDeviceId(): string {
  const existing = storage()?.getItem(STORAGE_KEYS.deviceId)
  if (existing) return existing
  const id = randomId()
  write(STORAGE_KEYS.deviceId, id)
  return id
}

/** The current session, or a new one when there is none or it timed out; `fresh` forces a new one. */
export function touchSession(now = Date.now(), fresh = false): SessionRecord {
  const current = readJson<SessionRecord>(STORAGE_KEYS.session)
  const session =
    !fresh && current && now - current.lastSeenAt < SESSION_TIMEOUT_MS
      ? { ...current, lastSeenAt: now }
      : { id: randomId(), startedAt: now, lastSeenAt: now }
  write(STORAGE_KEYS.session, JSON.stringify(session))
  return session
}

/** SPEC §4 denied tracking: no session or device id is kept beyond the decision itself. */
export function clearTrackingIds() {
  try {
    storage()?.removeItem(STORAGE_KEYS.session)
    storage()?.removeItem(STORAGE_KEYS.deviceId)
  } catch {
    // storage blocked: nothing was kept
  }
}
