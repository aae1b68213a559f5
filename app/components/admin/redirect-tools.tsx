import { Form, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { Button, buttonClasses } from '~/components/ui/button'
import type { CsvImportReport } from '~/lib/redirect-rules'

export type RedirectToolResult =
  | { tool: 'list' | 'cleanup' | 'not-found' | 'import'; ok: boolean; message: string }
  | { tool: 'prefix'; ok: boolean; message: string; prefix?: string }
  /** the confirmation step of "delete by source pattern" */
  | { tool: 'prefix'; ok: true; prefix: string; count: number }
  | { tool: 'import'; ok: true; report: CsvImportReport }

const box = 'rounded-xl bg-white p-5 shadow ring-1 ring-black/5'
const dangerButton = buttonClasses({ variant: 'cta', className: 'disabled:opacity-60' })

function Message({ result }: { result: { ok: boolean; message: string } }) {
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 font-medium ${result.ok ? 'text-sea' : 'text-coral-dark'}`}
    >
      {result.message}
    </p>
  )
}

/** Clean up, delete by source prefix (with a confirmation step) and CSV import. */
export function RedirectTools({ result }: { result: RedirectToolResult | undefined }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const cleanup = result?.tool === 'cleanup' ? result : undefined
  const prefix = result?.tool === 'prefix' ? result : undefined
  const imported = result?.tool === 'import' ? result : undefined
  return (
    <section aria-labelledby="redirect-tools-heading" className="mt-8">
      <h2 id="redirect-tools-heading" className="text-xl">
        Tidy up and import
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className={box}>
          <h3 className="text-lg">Clean up</h3>
          <p className="mt-1 text-sm text-ink/80">
            Deletes broken redirects: an empty or invalid address, a page that redirects to itself, or an unknown type.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cleanup" />
            <Button type="submit" disabled={busy} className="disabled:opacity-60">
              Clean up malformed redirects
            </Button>
          </Form>
          {cleanup ? <Message result={cleanup} /> : null}
        </div>

        <div className={box}>
          <h3 className="text-lg">Delete by old address prefix</h3>
          <p className="mt-1 text-sm text-ink/80">
            Removes every redirect whose old address starts with the text you enter. You see how many first.
          </p>
          {prefix && 'count' in prefix ? (
            <div className="mt-3">
              <p role="status" className="font-medium">
                {prefix.count === 0
                  ? `No redirect starts with ${prefix.prefix}.`
                  : `${prefix.count} ${prefix.count === 1 ? 'redirect starts' : 'redirects start'} with ${prefix.prefix}.`}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {prefix.count > 0 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-prefix" />
                    <input type="hidden" name="prefix" value={prefix.prefix} />
                    <button type="submit" disabled={busy} className={dangerButton}>
                      Delete {prefix.count} {prefix.count === 1 ? 'redirect' : 'redirects'}
                    </button>
                  </Form>
                ) : null}
                <Link to="/admin/redirects" className="font-semibold text-sea underline underline-offset-4">
                  Cancel
                </Link>
              </div>
            </div>
          ) : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
              <input type="hidden" name="intent" value="count-prefix" />
              <div className="min-w-48 flex-1">
                <label htmlFor="redirect-prefix" className="block text-sm font-semibold">
                  Old addresses starting with
                </label>
                <input
                  id="redirect-prefix"
                  name="prefix"
                  placeholder="/listings/"
                  defaultValue={prefix?.prefix ?? ''}
                  aria-invalid={prefix ? !prefix.ok : undefined}
                  aria-describedby={prefix && !prefix.ok ? 'redirect-prefix-error' : undefined}
                  className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
                />
              </div>
              <Button type="submit" disabled={busy} className="disabled:opacity-60">
                Count matching redirects
              </Button>
              {prefix && 'message' in prefix ? (
                <p
                  id="redirect-prefix-error"
                  role={prefix.ok ? 'status' : 'alert'}
                  className={`w-full font-medium ${prefix.ok ? 'text-sea' : 'text-coral-dark'}`}
                >
                  {prefix.message}
                </p>
              ) : null}
            </Form>
          )}
        </div>

        <div className={`${box} lg:col-span-2`}>
          <h3 className="text-lg">Import from CSV</h3>
          <p className="mt-1 text-sm text-ink/80">
            One redirect per line: <code>old address,new address</code> and optionally <code>,301</code> or{' '}
            <code>,302</code> (301 when left out). A first line naming the columns is skipped. Old addresses that
            already redirect are left as they are.
          </p>
          <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3 md:grid-cols-2">
            <input type="hidden" name="intent" value="import" />
            <div>
              <label htmlFor="redirect-csv-file" className="block text-sm font-semibold">
                CSV file
              </label>
              <input
                id="redirect-csv-file"
                name="csvFile"
                type="file"
                accept=".csv,text/csv,text/plain"
                className="mt-1 block w-full text-sm"
              />
            </div>
            <div>
              <label htmlFor="redirect-csv-text" className="block text-sm font-semibold">
                Or paste the lines
              </label>
              <textarea
                id="redirect-csv-text"
                name="csvText"
                rows={4}
                placeholder={'source,target,status\n/old-listing,/properties,301'}
                className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2 font-mono text-sm"
              />
            </div>
            <div className="md:col-span-2">
              <Button type="submit" disabled={busy} className="disabled:opacity-60">
                Import redirects
              </Button>
            </div>
          </Form>
          {imported && 'message' in imported ? <Message result={imported} /> : null}
          {imported && 'report' in imported ? <ImportReport report={imported.report} /> : null}
        </div>
      </div>
    </section>
  )
}

function ImportReport({ report }: { report: CsvImportReport }) {
  return (
    <div role="status" className="mt-3">
      <p className="font-medium text-sea">
        Imported {report.imported} {report.imported === 1 ? 'redirect' : 'redirects'}
        {report.alreadyPresent.length > 0 ? `; ${report.alreadyPresent.length} already existed and were kept` : ''}
        {report.problems.length > 0
          ? `; ${report.problems.length} ${report.problems.length === 1 ? 'line was' : 'lines were'} not imported`
          : ''}
        .
      </p>
      {report.problems.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-coral-dark">
          {report.problems.map((problem) => (
            <li key={problem.line}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      {report.alreadyPresent.length > 0 ? (
        <p className="mt-2 text-sm text-ink/80">
          Already there: {report.alreadyPresent.map((row) => `${row.sourceUrl} (line ${row.line})`).join(', ')}
        </p>
      ) : null}
    </div>
  )
}
