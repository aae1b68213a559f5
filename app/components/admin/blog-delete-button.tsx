// Deleting a post asks first, in a dialog that names the post; the form posts only from the dialog.
import { ConfirmDialogButton } from './confirm-dialog'

export function BlogDeleteButton({ title }: { title: string }) {
  return (
    <ConfirmDialogButton
      label="Delete post"
      heading="Delete this post?"
      confirmLabel="Yes, delete it"
      fields={{ intent: 'delete' }}
    >
      <p>“{title}” will be removed from the site and from the admin, with its cover image. This cannot be undone.</p>
    </ConfirmDialogButton>
  )
}
