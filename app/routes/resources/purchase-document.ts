// /purchase-document?token=… (issue 44 item 3): one file of a purchase's document room. The token is signed for the
// document, the account and its side, for ten minutes; the session must be that account's, and the purchase must
// still let it in (a broker moved off it, a buyer of another purchase: nothing). Sent as an attachment, never shown
// inline, never kept by any cache; every download is in the audit log.
import { getSessionUser, getUserRoles } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { attachmentDisposition, readDocumentLink } from '~/http/purchase-document-links.server'
import { runsPurchases } from '~/http/purchase-open.server'
import { downloadDocument } from '~/models/purchase-documents.server'
import type { PurchaseViewer } from '~/models/purchases.server'
import type { Route } from './+types/purchase-document'

const EXPIRED = {
  en: 'This download link has expired or is not yours. Open the purchase page again for a fresh one.',
  es: 'Este enlace de descarga ha caducado o no es suyo. Vuelva a abrir la página de la compra para obtener uno nuevo.',
}

const refuse = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const words = EXPIRED[url.searchParams.get('lang') === 'es' ? 'es' : 'en']
  const link = readDocumentLink(services.config, url.searchParams.get('token'))
  const user = link ? await getSessionUser({ request, context }) : null
  if (!link || !user || user.id !== link.userId) return refuse(410, words)
  let viewer: PurchaseViewer = { side: 'buyer', userId: user.id, email: user.email }
  if (link.side === 'staff') {
    const roles = await getUserRoles(context, user)
    if (!runsPurchases(roles)) return refuse(410, words)
    viewer = { side: 'staff', userId: user.id, roles }
  }
  const document = await downloadDocument(services, viewer, { id: user.id, email: user.email }, link.documentId)
  if (!document) return refuse(404, 'This document is not here any more.')
  return new Response(new Uint8Array(document.body), {
    headers: {
      'content-type': document.contentType,
      'content-length': String(document.body.length),
      'content-disposition': attachmentDisposition(document.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    },
  })
}
