// An action that cannot be undone asks first (issue 43): the button opens a dialog that says what will happen, and
// only the dialog's own form posts. `fields` are the hidden inputs the action needs.
import { type ReactNode, type RefObject, useId, useRef } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/** The dialog itself: a heading, what will happen, Cancel and the caller's confirming button. */
export function ConfirmDialog({
  dialogRef,
  heading,
  children,
  confirm,
  width = 'max-w-md',
}: {
  dialogRef: RefObject<HTMLDialogElement | null>
  heading: ReactNode
  children: ReactNode
  /** the button that goes ahead (it closes the dialog itself) */
  confirm: ReactNode
  width?: string
}) {
  const headingId = useId()
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      className={`m-auto ${width} rounded-2xl p-6 shadow-xl backdrop:bg-ink/40`}
    >
      <h2 id={headingId} className="text-xl">
        {heading}
      </h2>
      <div className="mt-2 space-y-2">{children}</div>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={() => dialogRef.current?.close()} className="rounded-lg px-4 py-2 font-semibold">
          Cancel
        </button>
        {confirm}
      </div>
    </dialog>
  )
}

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
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={buttonClassName}>
        {label}
      </button>
      <ConfirmDialog
        dialogRef={dialog}
        heading={heading}
        confirm={
          <Form method="post" onSubmit={() => dialog.current?.close()}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="cta">
              {confirmLabel}
            </Button>
          </Form>
        }
      >
        {children}
      </ConfirmDialog>
    </>
  )
}
