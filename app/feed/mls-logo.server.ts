// The MLS's logo on feed listings' pages (issue 40 item 11). Staff give the address of the MLS's logo; the site never
// hot-links it (its Content Security Policy loads images only from this site and its storage): a new address is
// downloaded once (https, at most 500 KB, an image sharp can read), stored as a PNG in the site-images bucket
// (mls/logo-….png) and feed_settings.mls_logo_url holds our copy's public address, which the form shows back. The
// download happens before the settings transaction; the copy it replaces is removed only once the save committed.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { feedSettings } from '~/db/schema'
import { SITE_IMAGES_BUCKET } from '~/lib/image-url'
import { asStaff, type StaffActor } from '~/models/audit.server'
import type { Storage } from '~/storage/storage.server'
import { saveFeedSettings, type SaveFeedSettingsResult } from './settings.server'
import { isAllowedFeedUrl, isSitePath, type FeedSettingsInput } from './settings-schema'
import { withOutsideEncoding } from './retry.server'

export const MLS_LOGO_MAX_BYTES = 500 * 1024
const LOGO_FOLDER = 'mls/'
const LOGO_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif'])
const MAX_REDIRECTS = 3
// a logo is shown at most 160 × 40 CSS pixels: this is room for three times that
const LOGO_BOX = { width: 480, height: 160 }

export interface LogoDownloadOptions {
  /** how long the whole download may take (10 s) */
  timeoutMs?: number
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string }

const notDownloaded = (reason: string) =>
  `The logo could not be downloaded (${reason}). Check the address, or leave the field empty for no logo.`

/** The logo's bytes (at most 500 KB, https or a loopback test server at every redirect), or why not. */
async function downloadLogo(address: string, timeoutMs: number): Promise<Outcome<Buffer>> {
  const signal = AbortSignal.timeout(timeoutMs)
  const seconds = `no answer within ${Math.round(timeoutMs / 1000)} seconds`
  let url = address
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      signal,
      headers: withOutsideEncoding({ accept: 'image/*' }),
    }).catch(() => null)
    if (!response)
      return { ok: false, error: notDownloaded(signal.aborted ? seconds : 'the address could not be reached') }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      url = new URL(location, url).href
      if (!isAllowedFeedUrl(url)) return { ok: false, error: notDownloaded('it leads to an address that is not https') }
      continue
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel()
      return { ok: false, error: notDownloaded(String(response.status)) }
    }
    const tooLarge = {
      ok: false,
      error: 'The logo is larger than 500 KB. Give the address of a smaller image.',
    } as const
    if (Number(response.headers.get('content-length')) > MLS_LOGO_MAX_BYTES) {
      await response.body.cancel()
      return tooLarge
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > MLS_LOGO_MAX_BYTES) {
          await reader.cancel()
          return tooLarge
        }
        chunks.push(value)
      }
    } catch {
      return { ok: false, error: notDownloaded(signal.aborted ? seconds : 'the download was cut off') }
    }
    return { ok: true, value: Buffer.concat(chunks) }
  }
  return { ok: false, error: notDownloaded('too many redirects') }
}

/** The downloaded logo as a PNG no larger than it is shown, or why it is not an image we take. */
async function logoPng(bytes: Buffer): Promise<Outcome<Buffer>> {
  const notImage = {
    ok: false,
    error: 'The address does not give an image we can use (PNG, JPEG, WebP or GIF). Check that it is the logo itself.',
  } as const
  const options = { failOn: 'error', limitInputPixels: 25_000_000 } as const
  try {
    const metadata = await sharp(bytes, options).metadata()
    if (!metadata.format || !LOGO_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) return notImage
    const png = await sharp(bytes, options)
      .rotate()
      .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
    return { ok: true, value: png }
  } catch {
    return notImage
  }
}

/** Downloads the logo at `address` and stores our copy; its public address (a site path, or in storage). */
export async function copyMlsLogo(
  storage: Storage,
  address: string,
  options: LogoDownloadOptions = {},
): Promise<Outcome<string>> {
  const downloaded = await downloadLogo(address, options.timeoutMs ?? 10_000)
  if (!downloaded.ok) return downloaded
  const png = await logoPng(downloaded.value)
  if (!png.ok) return png
  const objectPath = `${LOGO_FOLDER}logo-${randomUUID().slice(0, 8)}.png`
  await storage.put(SITE_IMAGES_BUCKET, objectPath, png.value, 'image/png')
  return { ok: true, value: `${storage.publicBaseUrl(SITE_IMAGES_BUCKET)}/${objectPath}` }
}

/** Removes a copy this module stored; any other address (typed by hand before, or '') is left alone. */
export async function removeMlsLogoCopy(storage: Storage, publicUrl: string) {
  const base = `${storage.publicBaseUrl(SITE_IMAGES_BUCKET)}/`
  if (!publicUrl.startsWith(base)) return
  const objectPath = publicUrl.slice(base.length)
  if (objectPath.startsWith(LOGO_FOLDER)) await storage.remove(SITE_IMAGES_BUCKET, objectPath)
}

export type SaveWithLogoResult = SaveFeedSettingsResult | { ok: false; errors: { mlsLogoUrl: string } }

/**
 * Saves the settings form as staff (Admin → RETS): an unchanged logo address keeps the stored copy, a new one is
 * downloaded and stored first (nothing is saved when it cannot be), an empty one removes the logo.
 */
export async function saveFeedSettingsWithLogo(
  services: { db: Database; storage: Storage; config: Pick<AppConfig, 'feedSecretKey'> },
  values: FeedSettingsInput,
  user: StaffActor,
  options: LogoDownloadOptions = {},
): Promise<SaveWithLogoResult> {
  const { db, storage, config } = services
  const [row] = await db.select({ logo: feedSettings.mlsLogoUrl }).from(feedSettings).where(eq(feedSettings.id, 1))
  const current = row?.logo ?? ''
  const requested = values.mlsLogoUrl
  const save = (mlsLogoUrl: string | undefined) =>
    asStaff(db, user, (tx) => saveFeedSettings(tx, config, { ...values, mlsLogoUrl }, user.id))
  if (requested === undefined || requested === current) return save(undefined)

  let copy = ''
  if (requested !== '') {
    if (isSitePath(requested))
      return { ok: false, errors: { mlsLogoUrl: 'Enter the full https:// address of the MLS’s logo image.' } }
    const copied = await copyMlsLogo(storage, requested, options)
    if (!copied.ok) return { ok: false, errors: { mlsLogoUrl: copied.error } }
    copy = copied.value
  }
  let saved: SaveFeedSettingsResult
  try {
    saved = await save(copy)
  } catch (error) {
    await removeMlsLogoCopy(storage, copy)
    throw error
  }
  await removeMlsLogoCopy(storage, saved.ok ? current : copy)
  return saved
}
