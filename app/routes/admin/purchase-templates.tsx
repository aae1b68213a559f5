// Admin → Purchase Templates (issue 44 item 2): the steps a purchase starts with — title in English and Spanish, who
// each waits on and its due day counted from the accepted offer. A purchase copies its template when opened, so a
// change here never moves a purchase under way. Works without JavaScript: three empty rows add steps, clearing a
// row's titles removes it. Admins and brokers.
import { Form, data } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { MAX_STEPS, OWNER_LABELS, type TemplateStep } from '~/lib/purchase-rules'
import { asStaff } from '~/models/audit.server'
import {
  TemplateSchema,
  deletePurchaseTemplate,
  listPurchaseTemplates,
  savePurchaseTemplate,
} from '~/models/purchase-templates.server'
import type { Route } from './+types/purchase-templates'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'purchase-templates')!
const EMPTY_ROWS = 3

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const templates = await listPurchaseTemplates(getServices(context).db)
  const asked = url.searchParams.get('edit')
  const editing =
    asked === 'new' ? null : (templates.find((template) => String(template.id) === asked) ?? templates[0] ?? null)
  return { templates: templates.map(({ id, name }) => ({ id, name })), editing, creating: asked === 'new' }
}

/** The rows of the form, in order; a row without any title is no step. */
function stepsFrom(form: FormData) {
  const rows: Record<string, unknown>[] = []
  for (let index = 0; form.has(`title-${index}`); index++) {
    const row = Object.fromEntries(
      ['title', 'titleEs', 'owner', 'dueDays'].map((field) => [field, form.get(`${field}-${index}`) ?? '']),
    )
    if (String(row.title).trim() || String(row.titleEs).trim()) rows.push({ ...row, row: index })
  }
  return rows
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const form = await readForm(request)
  const id = form.get('id') ? Number(form.get('id')) : null
  if (id !== null && !Number.isSafeInteger(id))
    return data({ error: 'This template no longer exists.' }, { status: 404 })
  if (form.get('intent') === 'delete' && id !== null) {
    const deleted = await asStaff(db, user, (tx) => deletePurchaseTemplate(tx, id))
    return deleted.ok ? { error: undefined, saved: 'deleted' } : data({ error: deleted.error }, { status: 409 })
  }
  const rows = stepsFrom(form)
  const parsed = TemplateSchema.safeParse({ name: form.get('name') ?? '', steps: rows })
  if (!parsed.success) {
    // errors of steps.N.field name the form's row, not the Nth kept step
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path
      const key =
        first === 'steps' && typeof index === 'number' && field ? `${String(field)}-${rows[index]!.row}` : String(first)
      errors[key] ??= issue.message
    }
    return data({ error: 'Check the fields marked below.', fieldErrors: errors }, { status: 400 })
  }
  const saved = await asStaff(db, user, (tx) => savePurchaseTemplate(tx, id, parsed.data))
  if (!saved.ok) return data({ error: saved.error }, { status: saved.status })
  return { error: undefined, saved: 'saved', id: saved.id }
}

export default function PurchaseTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, editing, creating } = loaderData
  const errors = ((actionData && 'fieldErrors' in actionData ? actionData.fieldErrors : undefined) ?? {}) as Record<
    string,
    string | undefined
  >
  const steps: (TemplateStep | null)[] = [...(creating ? [] : (editing?.steps ?? [])), ...Array(EMPTY_ROWS).fill(null)]
  return (
    <>
      <h1 className="text-2xl">Purchase Templates</h1>
      <p className="mt-2 max-w-3xl text-ink/80">
        A purchase starts with its template&rsquo;s steps, each due the given days after the offer was accepted.
        Changing a template changes only purchases opened afterwards. Fill an empty row to add a step; clear a
        row&rsquo;s titles to remove it (at most {MAX_STEPS} steps).
      </p>
      <nav aria-label="Templates" className="mt-4 flex flex-wrap gap-2">
        {templates.map((template) => (
          <Link
            key={template.id}
            to={`?edit=${template.id}`}
            aria-current={!creating && template.id === editing?.id ? 'page' : undefined}
            className="rounded-full px-3 py-1 text-sm ring-1 ring-sea/40 aria-[current=page]:bg-sea aria-[current=page]:text-white"
          >
            {template.name}
          </Link>
        ))}
        <Link
          to="?edit=new"
          aria-current={creating ? 'page' : undefined}
          className="rounded-full px-3 py-1 text-sm ring-1 ring-sea/40 aria-[current=page]:bg-sea aria-[current=page]:text-white"
        >
          New template
        </Link>
      </nav>
      {actionData?.error ? (
        <p role="alert" className="mt-4 font-medium text-coral-dark">
          {actionData.error}
        </p>
      ) : actionData && 'saved' in actionData ? (
        <p role="status" className="mt-4 font-medium">
          {actionData.saved === 'deleted' ? 'Template deleted.' : 'Template saved.'}
        </p>
      ) : null}
      <Form method="post" key={creating ? 'new' : editing?.id} className="mt-6 max-w-5xl space-y-4">
        {!creating && editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="max-w-md">
          <FormField
            id="template-name"
            name="name"
            label="Template name"
            defaultValue={creating ? '' : (editing?.name ?? '')}
            error={errors.name}
          />
        </div>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li key={index}>
              <fieldset className="rounded-lg bg-white p-3 ring-1 ring-ink/15">
                <legend className="font-semibold">{step ? `Step ${index + 1}` : `New step (row ${index + 1})`}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr]">
                  <FormField
                    id={`title-${index}`}
                    name={`title-${index}`}
                    label="Title"
                    defaultValue={step?.title ?? ''}
                    error={errors[`title-${index}`]}
                  />
                  <FormField
                    id={`titleEs-${index}`}
                    name={`titleEs-${index}`}
                    label="Spanish title"
                    defaultValue={step?.titleEs ?? ''}
                    error={errors[`titleEs-${index}`]}
                  />
                  <FormField
                    id={`owner-${index}`}
                    name={`owner-${index}`}
                    label="Who"
                    as="select"
                    options={OWNER_LABELS.en}
                    defaultValue={step?.owner ?? 'agent'}
                    error={errors[`owner-${index}`]}
                  />
                  <FormField
                    id={`dueDays-${index}`}
                    name={`dueDays-${index}`}
                    label="Days after the offer"
                    inputMode="numeric"
                    defaultValue={step ? String(step.dueDays) : ''}
                    error={errors[`dueDays-${index}`]}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {errors.steps ? (
          <p role="alert" className="font-medium text-coral-dark">
            {errors.steps}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{creating ? 'Create template' : 'Save template'}</Button>
          {!creating && editing && templates.length > 1 ? (
            <Button type="submit" variant="secondary" name="intent" value="delete">
              Delete template
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  )
}
