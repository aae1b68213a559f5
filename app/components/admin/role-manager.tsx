import { Form, useNavigation } from 'react-router'
import { AdminTableHead } from '~/components/admin/admin-table'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/lib/format'
import { FormField } from '../ui/form-field'

export interface ManagedUser {
  id: string
  email: string
  name: string
  createdAt: string | Date
  roles: string[]
}

type Result =
  { ok: true; message: string } | { ok: false; error?: string; fieldErrors?: Record<string, string> } | undefined

/** Users with their roles; grant a role by e-mail, remove one with a click. The server checks every change. */
export function RoleManager({
  users,
  roles,
  result,
}: {
  users: ManagedUser[]
  roles: readonly string[]
  result: Result
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <>
      <section aria-labelledby="grant-heading" className="mt-6 rounded-xl bg-white p-5 shadow ring-1 ring-black/5">
        <h2 id="grant-heading" className="text-lg">
          Grant a role
        </h2>
        <Form method="post" className="mt-3 grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
          <input type="hidden" name="intent" value="grant" />
          <FormField id="grant-email" name="email" label="E-mail" type="email" error={errors.email} />
          <FormField
            id="grant-role"
            name="role"
            label="Role"
            as="select"
            options={Object.fromEntries(roles.map((role) => [role, role]))}
            defaultValue={roles.length === 1 ? roles[0] : undefined}
            error={errors.role}
          />
          <Button type="submit" disabled={busy}>
            Grant
          </Button>
        </Form>
      </section>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg p-3 font-medium ${result.ok ? 'bg-white text-sea' : 'bg-white text-coral-dark'}`}
        >
          {result.ok ? result.message : (result.error ?? 'Please check the form.')}
        </p>
      ) : null}
      <table className="mt-6 w-full overflow-hidden rounded-xl bg-white text-left shadow ring-1 ring-black/5">
        <caption className="sr-only">Users and their roles</caption>
        <AdminTableHead className="bg-sand text-sm" cellClassName="px-4 py-2" columns={['User', 'Roles', 'Joined']} />
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-sand align-top">
              <td className="px-4 py-2">
                <span className="font-semibold">{user.email}</span>
                {user.name ? <span className="block text-sm text-ink/75">{user.name}</span> : null}
              </td>
              <td className="px-4 py-2">
                <ul className="flex flex-wrap gap-2">
                  {user.roles
                    .filter((role) => roles.includes(role))
                    .map((role) => (
                      <li key={role}>
                        <Form
                          method="post"
                          className="inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm"
                        >
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="email" value={user.email} />
                          <input type="hidden" name="role" value={role} />
                          {role}
                          <button
                            type="submit"
                            disabled={busy}
                            aria-label={`Remove ${role} from ${user.email}`}
                            className="ml-1 font-bold text-coral-dark"
                          >
                            ×
                          </button>
                        </Form>
                      </li>
                    ))}
                </ul>
              </td>
              <td className="px-4 py-2 text-sm">{formatDateTime(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
