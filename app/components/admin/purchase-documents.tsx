// Issue 44 item 3: a purchase's document room on its staff page — who added each file and when, a download link
// made for this staff member (ten minutes), deleting one file, adding one, and (admins) deleting the whole room
// after typing the confirmation word.
import { Form, useNavigation } from 'react-router'
import { DOCUMENT_ACCEPT, fileSize } from '~/components/purchases/document-room'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { DELETE_ROOM_WORD, type StaffPurchaseResult } from '~/lib/purchase-forms'

interface Document {
  id: string
  fileName: string
  sizeBytes: number
  uploadedByEmail: string
  uploadedBySide: string
  when: string
  href: string
}

const confirmDelete = (fileName: string) => (event: React.FormEvent) => {
  if (!window.confirm(`Delete ${fileName}? The buyer will not see it any more.`)) event.preventDefault()
}

export function PurchaseDocumentsAdmin({
  documents,
  canDeleteRoom,
  result,
}: {
  documents: readonly Document[]
  canDeleteRoom: boolean
  result: StaffPurchaseResult | null
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const own = result && ['upload', 'delete-document', 'delete-room'].includes(result.intent) ? result : null
  return (
    <section aria-labelledby="documents-heading" className="mt-8 max-w-4xl">
      <h2 id="documents-heading" className="text-xl">
        Document room
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Only the buyer and the staff who run this purchase can see these files. Every upload, download and deletion is
        in the audit log.
      </p>
      {own?.message ? (
        <p role={own.ok ? 'status' : 'alert'} className={`mt-2 font-medium ${own.ok ? '' : 'text-coral-dark'}`}>
          {own.message}
        </p>
      ) : null}
      {documents.length === 0 ? (
        <p className="mt-3">No documents yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink/20">
                <th className="py-2 pr-3">File</th>
                <th className="py-2 pr-3">Uploaded by</th>
                <th className="py-2 pr-3">When</th>
                <th className="py-2 pr-3">Size</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={document.id} className="border-b border-ink/10">
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                    <a
                      href={document.href}
                      download
                      className="font-medium text-reef-dark underline"
                      aria-label={`Download ${document.fileName}`}
                    >
                      {document.fileName}
                    </a>
                  </td>
                  <td className="py-2 pr-3">
                    {document.uploadedByEmail} ({document.uploadedBySide === 'buyer' ? 'buyer' : 'staff'})
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{document.when}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{fileSize(document.sizeBytes, 'en')}</td>
                  <td className="py-2">
                    <Form method="post" onSubmit={confirmDelete(document.fileName)}>
                      <input type="hidden" name="intent" value="delete-document" />
                      <input type="hidden" name="documentId" value={document.id} />
                      <Button type="submit" size="xs" variant="secondary" aria-label={`Delete ${document.fileName}`}>
                        Delete
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-sand p-3"
      >
        <input type="hidden" name="intent" value="upload" />
        <label className="font-semibold">
          Add a document
          <input type="file" name="file" required accept={DOCUMENT_ACCEPT} className="mt-1 block text-sm" />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          Upload
        </Button>
      </Form>
      {canDeleteRoom && documents.length > 0 ? (
        <Form method="post" className="mt-6 max-w-md space-y-2 rounded-lg p-3 ring-2 ring-coral-dark/40">
          <input type="hidden" name="intent" value="delete-room" />
          <h3 className="font-semibold">Delete the document room</h3>
          <p className="text-sm">Deletes all {documents.length} files of this purchase for good, for the buyer too.</p>
          <FormField
            id="delete-room-confirm"
            name="confirm"
            label={`Type ${DELETE_ROOM_WORD} to confirm`}
            error={own?.intent === 'delete-room' ? own.fieldErrors?.confirm : undefined}
          />
          <Button type="submit" size="sm" disabled={busy}>
            Delete every document
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
