import { Form, data, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { EMAIL_TEMPLATE_TYPES, EMAIL_TEMPLATE_TYPE_NAMES, isEmailTemplateType } from '~/mail/email-template-catalog'
import { listStoredTemplates, saveTemplate } from '~/mail/email-templates.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import type { Route } from './+types/email-template-new'
import { readForm } from '~/http/form-body.server'

// Issue 6: an edited version for an e-mail that has none, starting from the built-in text.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'email-templates/new')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const stored = await listStoredTemplates(getServices(context).db)
  return {
    choices: Object.fromEntries(
      EMAIL_TEMPLATE_TYPE_NAMES.filter((type) => !stored[type]).map((type) => [type, EMAIL_TEMPLATE_TYPES[type].label]),
    ),
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const type = (await readForm(request)).get('type')
  if (!isEmailTemplateType(type)) return data({ fieldErrors: { type: 'Choose an e-mail.' } }, { status: 400 })
  const stored = await listStoredTemplates(db)
  if (stored[type]) return redirect(`/admin/email-templates/edit/${type}`)
  const saved = await asStaff(db, user, (tx) => saveTemplate(tx, type, EMAIL_TEMPLATE_TYPES[type].starter))
  if (!saved.ok) return data({ fieldErrors: { type: 'The built-in text could not be copied.' } }, { status: 400 })
  return redirect(`/admin/email-templates/edit/${type}`)
}

export default function NewEmailTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { choices } = loaderData
  const hasChoices = Object.keys(choices).length > 0
  return (
    <section className="max-w-xl">
      <h1 className="text-2xl">Customise an e-mail</h1>
      {hasChoices ? (
        <Form method="post" className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
          <p className="text-ink/80">The edited version starts as a copy of the built-in text.</p>
          <FormField
            id="template-type"
            name="type"
            label="E-mail"
            as="select"
            options={choices}
            error={actionData?.fieldErrors.type}
          />
          <div className="flex gap-3">
            <Button type="submit" size="lg">
              Create and edit
            </Button>
            <Link to="/admin/email-templates" className="rounded-lg px-5 py-2 font-semibold text-sea underline">
              Cancel
            </Link>
          </div>
        </Form>
      ) : (
        <p className="mt-4">
          Every e-mail already has an edited version.{' '}
          <Link to="/admin/email-templates" className="underline">
            Back to the list
          </Link>
        </p>
      )}
    </section>
  )
}
