// Admin → Properties: the status of the ticked listings changed in one go. Issue 43: it asks first, naming how many
// listings and which, and the new status (without JavaScript the form posts at once, as before).
import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { PROPERTY_STATUS_OPTIONS } from '~/lib/property-form-schema'
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import { ConfirmDialog } from './confirm-dialog'
import { filterFieldClass } from './list-controls'

const FORM_ID = 'bulk-status'

export function BulkStatusForm({
  ticked,
  busy,
  onSubmitted,
}: {
  ticked: { id: number; title: string; listingId: string }[]
  busy: boolean
  onSubmitted: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [status, setStatus] = useState<PropertyStatus | ''>('')
  const count = `${ticked.length} ${ticked.length === 1 ? 'listing' : 'listings'}`
  return (
    <>
      <Form method="post" id={FORM_ID} className="mt-4 flex flex-wrap items-end gap-3" onSubmit={onSubmitted}>
        <div>
          <label htmlFor="bulk-status-select" className="block text-sm font-semibold">
            Change status of ticked listings to
          </label>
          <select
            id="bulk-status-select"
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value as PropertyStatus)}
            className={filterFieldClass}
            required
          >
            <option value="" disabled>
              Choose…
            </option>
            {PROPERTY_STATUSES.map((each) => (
              <option key={each} value={each}>
                {PROPERTY_STATUS_OPTIONS[each]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          disabled={busy || ticked.length === 0}
          onClick={(event) => {
            // With a status chosen, ask first; the browser's own check speaks for an empty choice.
            if (!status) return
            event.preventDefault()
            dialog.current?.showModal()
          }}
          className="disabled:cursor-not-allowed disabled:opacity-60"
        >
          Apply to {count}
        </Button>
      </Form>
      <ConfirmDialog
        dialogRef={dialog}
        width="max-w-lg"
        heading={`Change ${count} to “${status ? PROPERTY_STATUS_LABELS[status] : ''}”?`}
        confirm={
          <Button type="submit" form={FORM_ID} onClick={() => dialog.current?.close()}>
            Change {count}
          </Button>
        }
      >
        <ul aria-label="Listings to change" className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
          {ticked.map((row) => (
            <li key={row.id}>
              {row.title} <span className="text-ink/70">({row.listingId})</span>
            </li>
          ))}
        </ul>
        <p className="text-sm">Buyers see the new status at once; a listing taken off the site leaves search.</p>
      </ConfirmDialog>
    </>
  )
}
