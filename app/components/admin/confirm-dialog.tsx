// An action that cannot be undone asks first (issue 43): the button opens a dialog that says what will happen, and
// only the dialog's own form posts. `fields` are the hidden inputs the action needs.
import { useId, useRef, type ReactNode } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

export function ConfirmDialogButton({
  label,
  heading,
  children,
  confirmLabel,
  fields,
  buttonClassName = 'rounded-lg px-4 py-2 font-semibold text-coral-dark ring-1 ring-coral-dark hover:bg-coral/10',
}: {
  /** the button that opens the dialog */
  label: string
  heading: string
  /** what will happen, and that it cannot be undone */
  children: ReactNode
  confirmLabel: string
  fields: Record<string, string>
  buttonClassName?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={buttonClassName}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-ink/40"
      >
        <h2 id={headingId} className="text-xl">
          {heading}
        </h2>
        <div className="mt-2 space-y-2">{children}</div>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg px-4 py-2 font-semibold">
            Cancel
          </button>
          <Form method="post" onSubmit={() => dialog.current?.close()}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="cta">
              {confirmLabel}
            </Button>
          </Form>
        </div>
      </dialog>
    </>
  )
}
