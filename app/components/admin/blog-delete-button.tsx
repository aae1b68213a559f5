// Deleting a post asks first, in a dialog that names the post; the form posts only from the dialog.
import { useRef } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

export function BlogDeleteButton({ title }: { title: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-lg px-4 py-2 font-semibold text-coral-dark ring-1 ring-coral-dark hover:bg-coral/10"
      >
        Delete post
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-post-heading"
        className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-ink/40"
      >
        <h2 id="delete-post-heading" className="text-xl">
          Delete this post?
        </h2>
        <p className="mt-2">
          “{title}” will be removed from the site and from the admin, with its cover image. This cannot be undone.
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg px-4 py-2 font-semibold">
            Cancel
          </button>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="cta">
              Yes, delete it
            </Button>
          </Form>
        </div>
      </dialog>
    </>
  )
}
