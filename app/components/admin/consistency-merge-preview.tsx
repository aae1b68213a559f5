import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/lib/format'

interface PreviewContact {
  id: string
  name: string
  email: string
  phone: string
  userId: string | null
  createdAt: Date
  activityCount: number
}

export interface ConsistencyMergePreviewProps {
  kept: PreviewContact
  others: PreviewContact[]
  fills: { field: string; label: string; value: string; fromId: string }[]
  activitiesMoving: number
  busy: boolean
}

const label = (contact: PreviewContact) => `${contact.name || '(no name)'} <${contact.email || 'no e-mail'}>`

/** What a merge will do, before it is done: the kept contact (staff may pick another), the fields it takes, the moves. */
export function ConsistencyMergePreview({ kept, others, fills, activitiesMoving, busy }: ConsistencyMergePreviewProps) {
  const everyone = [kept, ...others]
  return (
    <section
      aria-labelledby="merge-preview-heading"
      className="mt-6 rounded-xl bg-white p-6 shadow ring-1 ring-black/5"
    >
      <h2 id="merge-preview-heading" className="text-xl">
        Merge preview
      </h2>
      <p className="mt-2">
        Kept contact: <strong>{label(kept)}</strong>, created {formatDateTime(kept.createdAt)}
        {kept.userId ? ' · linked to a user account' : ''}.
      </p>

      <Form method="get" className="mt-3">
        <fieldset>
          <legend className="font-semibold">Contact to keep</legend>
          {everyone.map((contact) => (
            <input key={contact.id} type="hidden" name="merge" value={contact.id} />
          ))}
          {everyone.map((contact) => (
            <label key={contact.id} className="mt-1 flex items-center gap-2">
              <input type="radio" name="keep" value={contact.id} defaultChecked={contact.id === kept.id} />
              {label(contact)} · {contact.activityCount} {contact.activityCount === 1 ? 'activity' : 'activities'}
              {contact.userId ? ' · user account' : ''}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={busy}
          className="mt-2 rounded-lg border border-sea px-4 py-2 font-semibold text-sea"
        >
          Update preview
        </button>
      </Form>

      <h3 className="mt-4 font-semibold">Fields the kept contact takes</h3>
      {fills.length === 0 ? (
        <p>None: it keeps all its own values.</p>
      ) : (
        <ul className="list-disc pl-6">
          {fills.map((fill) => (
            <li key={fill.field}>
              {fill.label}: {fill.value}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        {activitiesMoving} {activitiesMoving === 1 ? 'activity moves' : 'activities move'} to the kept contact;{' '}
        {others.length} {others.length === 1 ? 'contact is' : 'contacts are'} deleted: {others.map(label).join(', ')}.
      </p>

      <Form method="post" className="mt-4 flex gap-3">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="keepId" value={kept.id} />
        {everyone.map((contact) => (
          <input key={contact.id} type="hidden" name="contactId" value={contact.id} />
        ))}
        <Button type="submit" disabled={busy} size="lg">
          Merge contacts
        </Button>
        <Link to="/admin/contact-consistency" className="self-center underline">
          Cancel
        </Link>
      </Form>
    </section>
  )
}
