import { Form } from 'react-router'
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { formatDateTime, formatNumber } from '~/lib/format'

export interface NotFoundEntry {
  path: string
  hits: number
  firstSeenAt: Date | string
  lastSeenAt: Date | string
}

type Result = { ok: boolean; message?: string } | undefined

/** Paths that answered "page not found", most hit first: one click turns one into a redirect. */
export function RedirectNotFoundLog({ entries, result }: { entries: NotFoundEntry[]; result: Result }) {
  return (
    <section aria-labelledby="not-found-heading" className="mt-8">
      <h2 id="not-found-heading" className="text-xl">
        404 log
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Addresses visitors asked for that do not exist, most asked for first. Bot probes (such as /wp-admin or .php
        files) are not recorded. A path leaves the log once it redirects.
      </p>
      {result?.message ? (
        <p role="status" className="mt-3 rounded-lg bg-white p-3 font-medium text-sea">
          {result.message}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-3">No missing pages recorded.</p>
      ) : (
        <AdminTableScroll label="Paths that answered not found" className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Paths that answered not found</caption>
            <AdminTableHead
              className="bg-sand"
              scope="col"
              cellClassName="px-3 py-2"
              columns={[
                'Path',
                { label: 'Times', className: 'text-right' },
                'First seen',
                'Last seen',
                { label: 'Actions', srOnly: true },
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.path} className="border-t border-sand align-top">
                  <td className="max-w-96 break-words px-3 py-2 font-semibold">{entry.path}</td>
                  <td className="px-3 py-2 text-right">{formatNumber(entry.hits)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.firstSeenAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.lastSeenAt)}</td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      <Link
                        to={`/admin/redirects?source=${encodeURIComponent(entry.path)}#redirect-form`}
                        aria-label={`Create redirect from ${entry.path}`}
                        className="whitespace-nowrap font-semibold text-sea underline underline-offset-4"
                      >
                        Create redirect
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="intent" value="dismiss-404" />
                        <input type="hidden" name="path" value={entry.path} />
                        <button
                          type="submit"
                          aria-label={`Remove ${entry.path} from the 404 log`}
                          className="font-semibold text-ink/80 underline underline-offset-4"
                        >
                          Dismiss
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
