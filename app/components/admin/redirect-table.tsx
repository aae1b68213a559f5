import { Form, useNavigation } from 'react-router'
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { formatDateTime, formatNumber } from '~/lib/format'
import { REDIRECT_STATUS_LABELS } from '~/lib/redirect-rules'

export interface RedirectRow {
  id: number
  sourceUrl: string
  targetUrl: string
  statusCode: number
  hitCount: number
  lastHitAt: Date | string | null
  createdAt: Date | string
  createdBy: string | null
}

type Result = { ok: boolean; message?: string } | undefined

/** Every redirect, newest first (SPEC §7), with its hits; edit or delete each. */
export function RedirectTable({ redirects, result }: { redirects: RedirectRow[]; result: Result }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section aria-labelledby="redirect-list-heading" className="mt-8">
      <h2 id="redirect-list-heading" className="text-xl">
        All redirects <span className="text-base font-normal text-ink/75">({redirects.length})</span>
      </h2>
      {result?.message ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-lg bg-white p-3 font-medium ${result.ok ? 'text-sea' : 'text-coral-dark'}`}
        >
          {result.message}
        </p>
      ) : null}
      {redirects.length === 0 ? (
        <p className="mt-3">No redirects yet.</p>
      ) : (
        <AdminTableScroll label="Redirects, newest first" className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Redirects, newest first</caption>
            <AdminTableHead
              className="bg-sand"
              scope="col"
              cellClassName="px-3 py-2"
              columns={[
                'Old address',
                'New address',
                'Type',
                'Created (by)',
                { label: 'Hits', className: 'text-right' },
                'Last hit',
                { label: 'Actions', srOnly: true },
              ]}
            />
            <tbody>
              {redirects.map((row) => (
                <tr key={row.id} className="border-t border-sand align-top">
                  <td className="max-w-64 break-words px-3 py-2 font-semibold">{row.sourceUrl}</td>
                  <td className="max-w-64 break-words px-3 py-2">{row.targetUrl}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {REDIRECT_STATUS_LABELS[row.statusCode === 302 ? 302 : 301]}
                  </td>
                  <td className="px-3 py-2">
                    <span className="block whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
                    <span className="block break-words text-ink/75">{row.createdBy ?? 'not recorded'}</span>
                  </td>
                  <td className="px-3 py-2 text-right">{formatNumber(row.hitCount)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.lastHitAt ? formatDateTime(row.lastHitAt) : 'Never'}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      <Link
                        to={`/admin/redirects?edit=${row.id}#redirect-form`}
                        aria-label={`Edit the redirect from ${row.sourceUrl}`}
                        className="font-semibold text-sea underline underline-offset-4"
                      >
                        Edit
                      </Link>
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(`Delete the redirect from ${row.sourceUrl}?`)) event.preventDefault()
                        }}
                      >
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="sourceUrl" value={row.sourceUrl} />
                        <button
                          type="submit"
                          disabled={busy}
                          aria-label={`Delete the redirect from ${row.sourceUrl}`}
                          className="font-semibold text-coral-dark underline underline-offset-4"
                        >
                          Delete
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
    </section>
  )
}
