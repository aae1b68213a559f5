import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { buttonClasses } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { EMAIL_TEMPLATE_TYPES, EMAIL_TEMPLATE_TYPE_NAMES } from '~/mail/email-template-catalog'
import { listStoredTemplates } from '~/mail/email-templates.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import type { Route } from './+types/email-templates'

// Issue 6: every e-mail the site sends, with its subject and whether staff have edited it.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'email-templates')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const stored = await listStoredTemplates(db)
  return {
    templates: EMAIL_TEMPLATE_TYPE_NAMES.map((type) => ({
      type,
      label: EMAIL_TEMPLATE_TYPES[type].label,
      description: EMAIL_TEMPLATE_TYPES[type].description,
      subject: stored[type]?.subject ?? EMAIL_TEMPLATE_TYPES[type].starter.subject,
      edited: Boolean(stored[type]),
    })),
    notice: url.searchParams.get('saved')
      ? 'Template saved.'
      : url.searchParams.get('reset')
        ? 'Back to the built-in template.'
        : null,
  }
}

export default function EmailTemplates({ loaderData }: Route.ComponentProps) {
  const { templates, notice } = loaderData
  const canAdd = templates.some((template) => !template.edited)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">Email templates</h1>
        {canAdd ? (
          <Link to="/admin/email-templates/new" className={buttonClasses()}>
            Customise a template
          </Link>
        ) : null}
      </div>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-white p-3 font-medium shadow ring-1 ring-black/5">
          {notice}
        </p>
      ) : null}
      <AdminTableScroll label="Templates" className="mt-6">
        <table className="w-full text-left text-sm">
          <AdminTableHead
            className="border-b border-ink/10"
            scope="col"
            cellClassName="px-4 py-3"
            columns={['E-mail', 'Subject', 'Version', { label: 'Actions', srOnly: true }]}
          />
          <tbody>
            {templates.map((template) => (
              <tr key={template.type} className="border-b border-ink/5 last:border-0">
                <td className="px-4 py-3">
                  <p className="font-semibold">{template.label}</p>
                  <p className="text-ink/80">{template.description}</p>
                </td>
                <td className="px-4 py-3 font-mono text-xs">{template.subject}</td>
                <td className="px-4 py-3">
                  <span className={`rounded px-2 py-0.5 text-xs ${template.edited ? 'bg-reef/20' : 'bg-sand'}`}>
                    {template.edited ? 'Edited' : 'Built-in'}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/email-templates/edit/${template.type}`}
                    className="font-semibold text-reef-dark underline"
                    aria-label={`Edit ${template.label}`}
                  >
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableScroll>
    </>
  )
}
