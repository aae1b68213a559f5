// Issue 44 item 3: the buyer's side of a purchase's document room — the files with who added them and when, each
// downloaded through its own short-lived link, and a form to add one (checked again on the server, by its bytes).
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { purchasesMessages } from '~/i18n/catalogs/purchases'
import { INTL_LOCALES, type Locale } from '~/i18n/locale'
import { useLocale, useT } from '~/i18n/messages'

export interface RoomDocument {
  id: string
  fileName: string
  sizeBytes: number
  byYou: boolean
  when: string
  href: string
}

export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.heic,.heif'

export function fileSize(bytes: number, locale: Locale) {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte']
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}

export function DocumentRoom({
  documents,
  result,
}: {
  documents: readonly RoomDocument[]
  result: { uploaded?: string; error?: string } | null
}) {
  const t = useT(purchasesMessages)
  const locale = useLocale()
  const navigation = useNavigation()
  const form = useRef<HTMLFormElement>(null)
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  useEffect(() => {
    if (result?.uploaded) form.current?.reset()
  }, [result])
  return (
    <section aria-labelledby="purchase-documents" className="space-y-4">
      <h2 id="purchase-documents" className="text-2xl">
        {t('purchases.docs.heading')}
      </h2>
      <p className="text-ink/85">{t('purchases.docs.intro')}</p>
      {documents.length === 0 ? (
        <p>{t('purchases.docs.empty')}</p>
      ) : (
        <ul className="divide-y divide-ink/10 border-y border-ink/10">
          {documents.map((document) => (
            <li key={document.id} className="py-3">
              <a
                href={document.href}
                download
                aria-label={t('purchases.docs.download', { file: document.fileName })}
                className="font-medium text-reef-dark underline [overflow-wrap:anywhere]"
              >
                {document.fileName}
              </a>
              <p className="text-sm text-ink/80">
                {document.byYou ? t('purchases.docs.byYou') : t('purchases.docs.byTeam')} · {document.when} ·{' '}
                {fileSize(document.sizeBytes, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form ref={form} method="post" encType="multipart/form-data" className="space-y-3 rounded-lg bg-sand p-4">
        <label className="block font-semibold">
          {t('purchases.docs.add')}
          <input type="file" name="file" required accept={DOCUMENT_ACCEPT} className="mt-2 block w-full text-sm" />
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? t('purchases.docs.uploading') : t('purchases.docs.upload')}
        </Button>
        {result?.uploaded ? (
          <p role="status" className="font-medium">
            {t('purchases.docs.uploaded', { file: result.uploaded })}
          </p>
        ) : null}
        {result?.error ? (
          <p role="alert" className="font-medium text-coral-dark">
            {result.error}
          </p>
        ) : null}
      </Form>
    </section>
  )
}
