// Issue 44 item 3: a document of a purchase's room is read through a link signed for one document, one account and
// one side (buyer or staff), good for ten minutes (auth/signed-link 'document'). The page that shows the room makes
// fresh ones on every load; a forwarded or old link opens nothing for anyone else, nor later.
import { signValue, verifySignedValue } from '~/auth/signed-link.server'
import type { AppConfig } from '~/config.server'
import type { Locale } from '~/i18n/locale'

type Secrets = Pick<AppConfig, 'authSecret'>
export type DocumentSide = 'buyer' | 'staff'

export interface DocumentLink {
  documentId: string
  userId: string
  side: DocumentSide
}

/** The download address (relative) of a document for this account. */
export function documentHref(secrets: Secrets, link: DocumentLink, locale: Locale = 'en'): string {
  const token = signValue(secrets, 'document', `${link.documentId}|${link.userId}|${link.side}`)
  return `/purchase-document?token=${encodeURIComponent(token)}${locale === 'en' ? '' : `&lang=${locale}`}`
}

export function readDocumentLink(secrets: Secrets, token: string | null): DocumentLink | null {
  const value = verifySignedValue(secrets, token, ['document'])
  const [documentId, userId, side] = value?.split('|') ?? []
  if (!documentId || !userId || (side !== 'buyer' && side !== 'staff')) return null
  return { documentId, userId, side }
}

/** `attachment` with the name in ASCII for old clients and in full (RFC 6266 / 5987) for the rest. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}
