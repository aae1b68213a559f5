import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { z } from 'zod'
import { AssignAgentForm } from '~/components/admin/assign-agent-form'
import { BuyingSignalsSection } from '~/components/admin/buying-signals'
import { ContactProfileTimeline } from '~/components/admin/contact-profile-timeline'
import { ContactTasksSection } from '~/components/admin/contact-tasks'
import { ContactPurchasesSection } from '~/components/admin/contact-purchases'
import { contactPurchases, openPurchaseFromForm } from '~/http/purchase-open.server'
import { Button } from '~/components/ui/button'
import { listFavouriteListings } from '~/models/favourites.server'
import { listSavedSearches } from '~/models/saved-searches.server'
import { FormField } from '~/components/ui/form-field'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import {
  CONTACT_FIELD_LABELS,
  CONTACT_STATUS_LABELS,
  ContactDetailsSchema,
  ContactNoteSchema,
} from '~/lib/contact-profile-forms'
import { formatDateTime } from '~/lib/format'
import { leadSourceLabel } from '~/lib/lead-sources'
import { fieldErrors } from '~/lib/form-errors'
import { addContactNote, getContactProfile, updateContactDetails } from '~/models/contact-profile.server'
import { assignContactFromForm, listAssignableAgents } from '~/models/lead-assignment.server'
import type { Route } from './+types/contact-profile'
import { readForm } from '~/http/form-body.server'
import { invariantResponse } from '~/http/invariant'
import { CompleteTaskSchema, toRoatanInput } from '~/lib/follow-up-task-form'
import {
  completeFollowUpTask,
  createFollowUpTask,
  listContactTasks,
  listStaffUsers,
} from '~/models/follow-up-tasks.server'

// SPEC §2 admin contacts/profile/{id}: one lead, its timeline, notes and assignment (§4).
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'contacts/profile/:id')!

function contactId(params: { id: string }) {
  const parsed = z.uuid().safeParse(params.id)
  invariantResponse(parsed.success, 'Not found', { status: 404 })
  return parsed.data
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const [profile, agents, tasks, staff, purchases] = await Promise.all([
    getContactProfile(db, contactId(params)),
    listAssignableAgents(db),
    listContactTasks(db, contactId(params)),
    listStaffUsers(db),
    contactPurchases(db, user, roles, contactId(params)),
  ])
  invariantResponse(profile, 'Not found', { status: 404 })
  const { userId } = profile.contact
  const { storage } = getServices(context)
  const signals = userId
    ? await Promise.all([listFavouriteListings(db, storage, userId), listSavedSearches(db, userId)]).then(
        ([favourites, searches]) => ({ favourites, searches }),
      )
    : null
  // issue 17: a new task is for me, due this time tomorrow, unless changed
  const taskDefaults = { assignee: user.id, due: toRoatanInput(new Date(Date.now() + 24 * 60 * 60_000)) }
  return {
    ...profile,
    signals,
    agents,
    tasks,
    staff,
    taskDefaults,
    purchases,
  }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const id = contactId(params)
  const form = await readForm(request)
  const intent = form.get('intent')

  if (intent === 'purchase') return openPurchaseFromForm(services, user, roles, id, form)

  if (intent === 'assign') {
    const by = { userId: user.id, name: user.name || user.email, email: user.email }
    const { result, status } = await assignContactFromForm(services, { contactId: id, form, by })
    return data(result, { status })
  }
  if (intent === 'note') {
    const parsed = ContactNoteSchema.safeParse({ note: form.get('note') ?? '' })
    if (!parsed.success) return data({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
    const added = await asStaff(services.db, user, (tx) => addContactNote(tx, id, parsed.data.note, user.id))
    invariantResponse(added, 'Not found', { status: 404 })
    return { intent, fieldErrors: {}, savedAt: Date.now() }
  }
  if (intent === 'task') {
    const input = Object.fromEntries(form) as Record<string, unknown>
    const created = await asStaff(services.db, user, (tx) =>
      createFollowUpTask(tx, { contactId: id, input, createdBy: user.id }),
    )
    if (!created.ok) return data({ intent, fieldErrors: created.fieldErrors }, { status: created.status })
    return { intent, fieldErrors: {}, savedAt: Date.now() }
  }
  if (intent === 'task-done') {
    const parsed = CompleteTaskSchema.safeParse({ taskId: form.get('taskId') })
    if (!parsed.success) return data({ intent, fieldErrors: { task: 'That task no longer exists.' } }, { status: 400 })
    const done = await asStaff(services.db, user, (tx) =>
      completeFollowUpTask(tx, { contactId: id, taskId: parsed.data.taskId, userId: user.id }),
    )
    if (!done.ok) return data({ intent, fieldErrors: { task: done.error } }, { status: done.status })
    return { intent, fieldErrors: {}, savedAt: Date.now() }
  }
  const parsed = ContactDetailsSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ intent: 'details', fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
  const updated = await asStaff(services.db, user, (tx) => updateContactDetails(tx, id, parsed.data, user.id))
  invariantResponse(updated, 'Not found', { status: 404 })
  return { intent: 'details', fieldErrors: {}, savedAt: Date.now() }
}

// The text fields of the details form, in screen order.
const DETAIL_FIELDS = [
  { id: 'contact-first-name', name: 'firstName', label: CONTACT_FIELD_LABELS.firstName },
  { id: 'contact-last-name', name: 'lastName', label: CONTACT_FIELD_LABELS.lastName },
  { id: 'contact-email', name: 'email', label: CONTACT_FIELD_LABELS.email, type: 'email' },
  { id: 'contact-phone', name: 'phone', label: CONTACT_FIELD_LABELS.phone, type: 'tel' },
] as const

export default function ContactProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, assignedAgentName, timeline, signals, agents, tasks, staff } = loaderData
  const navigation = useNavigation()
  const result = actionData && 'intent' in actionData ? actionData : undefined
  // Each form shows only the errors of its own last post.
  const errorsOf = (intent: string): Record<string, string | undefined> =>
    result?.intent === intent ? result.fieldErrors : {}
  const detailErrors = errorsOf('details')
  const savedAt = result && 'savedAt' in result ? result.savedAt : undefined
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email
  const busy = navigation.state !== 'idle'
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/contacts" className="underline">
          ← All contacts
        </Link>
      </p>
      <h1 className="text-2xl">{name}</h1>
      <p className="mt-1 text-sm text-ink/80">
        Lead source: {leadSourceLabel(contact.leadSource)}
        {contact.firstLeadSource && contact.firstLeadSource !== contact.leadSource
          ? ` (first: ${leadSourceLabel(contact.firstLeadSource)})`
          : ''}{' '}
        · created {formatDateTime(contact.createdAt)} · last changed {formatDateTime(contact.updatedAt)} ·{' '}
        {assignedAgentName ? `assigned to ${assignedAgentName}` : 'unassigned'}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="details-heading" className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
            <h2 id="details-heading" className="text-xl">
              Details
            </h2>
            <Form
              method="post"
              className="mt-4 grid gap-4 md:grid-cols-2"
              key={`details-${contact.updatedAt.toString()}`}
            >
              <input type="hidden" name="intent" value="details" />
              {DETAIL_FIELDS.map((field) => (
                <FormField
                  key={field.name}
                  {...field}
                  defaultValue={contact[field.name]}
                  error={detailErrors[field.name]}
                />
              ))}
              <FormField
                id="contact-status"
                name="status"
                label={CONTACT_FIELD_LABELS.status}
                as="select"
                options={CONTACT_STATUS_LABELS}
                defaultValue={contact.status}
                error={detailErrors.status}
              />
              <div className="flex items-end gap-3">
                <Button type="submit" disabled={busy} size="lg">
                  Save details
                </Button>
                {result?.intent === 'details' && savedAt ? <p role="status">Details saved.</p> : null}
              </div>
            </Form>
          </section>

          <section aria-labelledby="timeline-heading">
            <h2 id="timeline-heading" className="text-xl">
              Activity
            </h2>
            <Form
              method="post"
              className="mt-3 space-y-2"
              key={`note-${result?.intent === 'note' ? String(savedAt) : ''}`}
            >
              <input type="hidden" name="intent" value="note" />
              <FormField id="contact-note" name="note" label="Add a note" as="textarea" error={errorsOf('note').note} />
              <Button type="submit" disabled={busy}>
                Add note
              </Button>
            </Form>
            <ContactProfileTimeline entries={timeline} />
          </section>
        </div>

        <aside className="space-y-6">
          <ContactTasksSection
            tasks={tasks}
            staff={staff}
            defaultAssignee={loaderData.taskDefaults.assignee}
            defaultDue={loaderData.taskDefaults.due}
            errors={{ ...errorsOf('task'), task: errorsOf('task-done').task }}
            formKey={`task-${result?.intent === 'task' && savedAt ? savedAt : ''}`} // kept after an error: the input stays
            busy={busy}
          />
          <ContactPurchasesSection data={loaderData.purchases} errors={errorsOf('purchase')} busy={busy} />
          <BuyingSignalsSection signals={signals} />
          <section aria-labelledby="assign-heading" className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
            <h2 id="assign-heading" className="text-xl">
              Assignment
            </h2>
            <AssignAgentForm agents={agents} assignedAgentId={contact.assignedAgentId} />
          </section>
        </aside>
      </div>
    </>
  )
}
