import { data, useNavigation } from 'react-router'
import { AdminTableHead } from '~/components/admin/admin-table'
import { leadSourceLabel } from '~/lib/lead-sources'
import { Link } from '~/components/site-link'
import { ConsistencyMergePreview } from '~/components/admin/consistency-merge-preview'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { formatDateTime } from '~/lib/format'
import {
  ContactMergeSchema,
  type ConsistencyContact,
  getConsistencyReport,
  mergeContacts,
  previewContactMerge,
} from '~/models/contact-consistency.server'
import type { Route } from './+types/contact-consistency'
import { readForm } from '~/http/form-body.server'

// Issue 6 contact-consistency: duplicates, orphaned and incomplete leads; merge with a preview first.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'contact-consistency')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const report = await getConsistencyReport(db)
  // The preview is a GET (?merge=…&merge=…&keep=…), so choosing another kept contact needs no write.
  const ids = url.searchParams.getAll('merge')
  let preview = null
  let previewError: string | null = null
  if (ids.length > 0) {
    const parsed = ContactMergeSchema.safeParse({ contactIds: ids, keepId: url.searchParams.get('keep') || undefined })
    if (!parsed.success) previewError = parsed.error.issues[0]?.message ?? 'These contacts cannot be merged.'
    else preview = await previewContactMerge(db, parsed.data)
  }
  return { ...report, preview, previewError }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, logger } = getServices(context)
  const form = await readForm(request)
  const parsed = ContactMergeSchema.safeParse({
    contactIds: form.getAll('contactId'),
    keepId: form.get('keepId') || undefined,
  })
  if (!parsed.success) {
    return data({ merged: null, error: parsed.error.issues[0]?.message ?? 'Invalid merge.' }, { status: 400 })
  }
  const result = await asStaff(db, user, (tx) => mergeContacts(tx, parsed.data, user.id))
  if (result.error !== null) return data(result, { status: 409 })
  logger.info(
    { actor: user.email, kept: result.merged.kept.id, merged: result.merged.others.map((other) => other.id) },
    'contacts merged',
  )
  return result
}

const display = (contact: ConsistencyContact) => contact.name || '(no name)'

function ContactRows({ contacts }: { contacts: ConsistencyContact[] }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <AdminTableHead scope="col" columns={['Name', 'E-mail', 'Phone', 'Source', 'Created', 'Activities']} />
      <tbody>
        {contacts.map((contact) => (
          <tr key={contact.id} className="border-t border-ink/10">
            <td>
              <Link to={`/admin/contacts/profile/${contact.id}`} className="underline">
                {display(contact)}
              </Link>
            </td>
            <td>{contact.email || '—'}</td>
            <td>{contact.phone || '—'}</td>
            <td>{leadSourceLabel(contact.leadSource)}</td>
            <td>{formatDateTime(contact.createdAt)}</td>
            <td>{contact.activityCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default function ContactConsistency({ loaderData, actionData }: Route.ComponentProps) {
  const { duplicates, orphans, incomplete, preview, previewError } = loaderData
  const busy = useNavigation().state !== 'idle'
  const merged = actionData?.merged
  return (
    <>
      <h1 className="text-2xl">Contact Consistency</h1>
      {merged ? (
        <p role="status" className="mt-3 rounded-lg bg-sea/10 p-3">
          Merged {merged.others.length + 1} contacts into{' '}
          <Link to={`/admin/contacts/profile/${merged.kept.id}`} className="underline">
            {display(merged.kept)} &lt;{merged.kept.email}&gt;
          </Link>
          ; {merged.activitiesMoving} {merged.activitiesMoving === 1 ? 'activity' : 'activities'} moved.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-3 text-coral-dark">
          {actionData.error}
        </p>
      ) : null}
      {previewError ? (
        <p role="alert" className="mt-3 text-coral-dark">
          {previewError}
        </p>
      ) : null}
      {preview && !merged ? <ConsistencyMergePreview {...preview} busy={busy} /> : null}

      <section aria-labelledby="duplicates-heading" className="mt-6">
        <h2 id="duplicates-heading" className="text-xl">
          Duplicate contacts
        </h2>
        {duplicates.length === 0 ? <p className="mt-2">No duplicates found.</p> : null}
        {duplicates.map((group) => {
          const heading = `${group.reason === 'email' ? 'Same e-mail' : 'Same phone and name'}: ${group.shared}`
          const query = new URLSearchParams(group.contacts.map((contact) => ['merge', contact.id]))
          return (
            <article
              key={`${group.reason}-${group.shared}`}
              aria-label={heading}
              className="mt-3 rounded-xl bg-white p-4 shadow ring-1 ring-black/5"
            >
              <h3 className="font-semibold">{heading}</h3>
              <ContactRows contacts={group.contacts} />
              <Link to={`?${query.toString()}`} className="mt-2 inline-block underline">
                Preview merge
              </Link>
            </article>
          )
        })}
      </section>

      <section aria-labelledby="orphans-heading" className="mt-6">
        <h2 id="orphans-heading" className="text-xl">
          Leads whose user no longer exists
        </h2>
        {orphans.length === 0 ? <p className="mt-2">None.</p> : <ContactRows contacts={orphans} />}
      </section>

      <section aria-labelledby="incomplete-heading" className="mt-6">
        <h2 id="incomplete-heading" className="text-xl">
          Contacts missing required data
        </h2>
        {incomplete.length === 0 ? <p className="mt-2">None.</p> : <ContactRows contacts={incomplete} />}
      </section>
    </>
  )
}
