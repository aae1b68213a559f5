import { Form, data, redirect, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { ResponsiveImage } from '~/components/responsive-image'
import { Button, buttonClasses } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { fieldErrors } from '~/lib/form-errors'
import { SITE_IMAGES_BUCKET, bucketImageSources } from '~/lib/image-url'
import { AgentFormSchema } from '~/lib/team-form'
import { agentExists, listAreaChoices, listTeam, saveAgent, setAgentPhoto } from '~/models/admin-team.server'
import { storeUploadedImage } from '~/storage/upload.server'
import type { Route } from './+types/team'
import { readForm } from '~/http/form-body.server'
import { invariantResponse } from '~/http/invariant'
import { LeadAssignmentSetting } from '~/components/admin/lead-assignment-setting'
import { LeadAssignmentSettingSchema } from '~/lib/contact-profile-forms'
import { getLeadAssignmentMode, setLeadAssignmentMode } from '~/models/lead-assignment.server'

// SPEC §2 admin Team: the agents the public /agents and /agent/{slug} pages show.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'team')!

const notFound = () => data('There is no team member with this number.', { status: 404 })

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { roles } = await requireRole({ request, url, context }, screen.roles)
  const { db, storage } = getServices(context)
  const [team, areas, leadAssignment] = await Promise.all([
    listTeam(db),
    listAreaChoices(db),
    getLeadAssignmentMode(db),
  ])
  const photos = storage.publicBaseUrl(SITE_IMAGES_BUCKET)
  const edit = url.searchParams.get('edit')
  const editing = edit === 'new' ? 'new' : edit ? Number(edit) : null
  if (typeof editing === 'number' && !team.some(({ agent }) => agent.id === editing)) throw notFound()
  return {
    team: team.map(({ agent, userEmail }) => ({
      ...agent,
      userEmail,
      photoSources: agent.photo ? bucketImageSources(agent.photo, photos) : null,
    })),
    areas,
    editing,
    leadAssignment,
    canConfigure: roles.includes('admin'),
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const { db, storage, logger } = getServices(context)
  const form = await readForm(request)
  if (form.get('intent') === 'lead-assignment') {
    invariantResponse(roles.includes('admin'), 'Only admins can change this.', { status: 403 })
    const parsed = LeadAssignmentSettingSchema.safeParse({ mode: form.get('mode') })
    if (!parsed.success) return data({ modeError: fieldErrors(parsed.error).mode }, { status: 400 })
    await asStaff(db, user, (tx) => setLeadAssignmentMode(tx, parsed.data.mode))
    logger.info({ actor: user.email, mode: parsed.data.mode }, 'lead assignment setting changed')
    return { modeSaved: true }
  }
  const postedId = form.get('id')
  const id = postedId === null || postedId === '' ? undefined : Number(postedId)
  if (id !== undefined && !(Number.isSafeInteger(id) && id > 0 && (await agentExists(db, id)))) throw notFound()
  const parsed = AgentFormSchema.safeParse({ ...Object.fromEntries(form), areasServed: form.getAll('areasServed') })
  if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
  const saved = await asStaff(db, user, (tx) => saveAgent(tx, parsed.data, id))
  if (!saved.ok) return data({ fieldErrors: saved.fieldErrors }, { status: 400 })
  const photo = form.get('photo')
  if (photo instanceof File && photo.size > 0) {
    const upload = await storeUploadedImage(storage, SITE_IMAGES_BUCKET, 'agents', photo)
    if (!upload.ok) return data({ fieldErrors: { photo: upload.error } }, { status: 400 })
    await asStaff(db, user, (tx) => setAgentPhoto(tx, saved.id, upload.objectPath))
  }
  return redirect(`/admin/team?saved=${saved.id}`)
}

// The text fields of the agent form, in screen order.
const AGENT_TEXT_FIELDS = [
  { id: 'agent-name', name: 'name', label: 'Name' },
  { id: 'agent-title', name: 'title', label: 'Title' },
  { id: 'agent-slug', name: 'slug', label: 'Profile address (/agent/…), made from the name if empty' },
  { id: 'agent-email', name: 'email', label: 'E-mail', type: 'email' },
  { id: 'agent-phone', name: 'phone', label: 'Phone', type: 'tel' },
  { id: 'agent-whatsapp', name: 'whatsapp', label: 'WhatsApp number with country code' },
  { id: 'agent-languages', name: 'languages', label: 'Languages (comma-separated)' },
  { id: 'agent-user', name: 'userEmail', label: 'Linked account e-mail (optional)', type: 'email' },
] as const

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { team, areas, editing } = loaderData
  const current = typeof editing === 'number' ? team.find((agent) => agent.id === editing) : undefined
  const errors: Record<string, string | undefined> =
    (actionData && 'fieldErrors' in actionData && actionData.fieldErrors) || {}
  const fieldValues = current && {
    ...current,
    languages: current.languages.join(', '),
    userEmail: current.userEmail ?? '',
  }
  const navigation = useNavigation()
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">Team</h1>
        <Link to="?edit=new" className={buttonClasses()}>
          Add a team member
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {team.map((agent) => (
          <li key={agent.id} className="flex gap-4 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
            <div className="h-16 w-16 shrink-0 overflow-hidden rounded-full bg-sand">
              {agent.photoSources ? (
                <ResponsiveImage
                  image={agent.photoSources}
                  alt=""
                  sizes="64px"
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0">
              <p className="font-semibold">
                {agent.name} {agent.active ? null : <span className="ml-1 rounded bg-sand px-2 text-xs">Inactive</span>}
              </p>
              <p className="text-sm text-ink/80">{agent.title}</p>
              <p className="truncate text-sm text-ink/80">
                {agent.userEmail ? `Account: ${agent.userEmail}` : 'No linked account'}
              </p>
              <p className="mt-1 flex gap-3 text-sm">
                <Link
                  to={`?edit=${agent.id}`}
                  className="font-semibold text-reef-dark underline"
                  aria-label={`Edit ${agent.name}`}
                >
                  Edit
                </Link>
                {agent.active ? (
                  <Link to={`/agent/${agent.slug}`} className="underline">
                    Public profile
                  </Link>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>

      {editing ? (
        <section
          aria-labelledby="agent-form-heading"
          className="mt-8 rounded-xl bg-white p-6 shadow ring-1 ring-black/5"
        >
          <h2 id="agent-form-heading" className="text-xl">
            {current ? `Edit ${current.name}` : 'New team member'}
          </h2>
          <Form
            method="post"
            encType="multipart/form-data"
            className="mt-4 grid gap-4 md:grid-cols-2"
            key={String(editing)}
          >
            {current ? <input type="hidden" name="id" value={current.id} /> : null}
            {AGENT_TEXT_FIELDS.map((field) => (
              <FormField
                key={field.name}
                {...field}
                defaultValue={fieldValues?.[field.name]}
                error={errors[field.name]}
              />
            ))}
            <div className="md:col-span-2">
              <FormField
                id="agent-bio"
                name="bio"
                label="Bio"
                as="textarea"
                defaultValue={current?.bio}
                error={errors.bio}
              />
            </div>
            <p className="text-sm text-ink/80 md:col-span-2">
              For the Spanish site, optional: left empty, it shows the English title and bio with a note.
            </p>
            <FormField
              id="agent-title-es"
              name="titleEs"
              label="Cargo (en español)"
              defaultValue={current?.titleEs}
              error={errors.titleEs}
            />
            <div className="md:col-span-2">
              <FormField
                id="agent-bio-es"
                name="bioEs"
                label="Biografía (en español)"
                as="textarea"
                defaultValue={current?.bioEs}
                error={errors.bioEs}
              />
            </div>
            <fieldset className="md:col-span-2">
              <legend className="text-sm font-semibold">Areas served</legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {areas.map((area) => (
                  <label key={area.slug} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="areasServed"
                      value={area.slug}
                      defaultChecked={current?.areasServed.includes(area.slug)}
                    />
                    {area.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor="agent-photo" className="block text-sm font-semibold">
                Photo (JPEG, PNG or WebP)
              </label>
              <input
                id="agent-photo"
                name="photo"
                type="file"
                accept="image/*"
                aria-describedby={errors.photo ? 'agent-photo-error' : undefined}
                className="mt-1 block"
              />
              {errors.photo ? (
                <p id="agent-photo-error" className="mt-1 text-sm font-medium text-coral-dark">
                  {errors.photo}
                </p>
              ) : null}
            </div>
            <label className="flex items-center gap-2 self-end font-semibold">
              <input type="checkbox" name="active" defaultChecked={current?.active ?? true} /> Active (shown on the
              site)
            </label>
            <div className="flex gap-3 md:col-span-2">
              <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
                Save
              </Button>
              <Link to="/admin/team" className="rounded-lg px-5 py-2 font-semibold text-sea underline">
                Cancel
              </Link>
            </div>
          </Form>
        </section>
      ) : null}
      {loaderData.canConfigure ? (
        <LeadAssignmentSetting
          mode={loaderData.leadAssignment}
          error={actionData && 'modeError' in actionData ? actionData.modeError : undefined}
          saved={Boolean(actionData && 'modeSaved' in actionData)}
          busy={navigation.state !== 'idle'}
        />
      ) : null}
    </>
  )
}
