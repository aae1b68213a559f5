// Step 2: one choice of column per field (pre-filled with the automatic matches), the preview of the first rows,
// then a dry run or the import. Changing a choice refreshes the preview.
import { Form, useNavigation, useSubmit } from 'react-router'
import type { MappingStep } from '~/import/screen.server'
import type { Counters, PlannedRow } from '~/import/run'
import { PreviewTable } from './preview-table'
import { box, button, secondaryButton } from './styles'

export interface DryRunResult {
  counters: Counters
  rejected: PlannedRow[]
}

export function ColumnMapping({
  jobId,
  fileName,
  totalRows,
  step,
  dryRun,
}: {
  jobId: string
  fileName: string
  totalRows: number
  step: MappingStep
  dryRun: DryRunResult | null
}) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const formId = 'import-mapping'
  return (
    <section aria-labelledby="import-mapping-heading" className={box}>
      <h2 id="import-mapping-heading" className="text-lg">
        Match the columns: {step.entityLabel} from {fileName} ({totalRows} {totalRows === 1 ? 'row' : 'rows'})
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Columns with a known name are matched for you. Fields set to “(not imported)” keep their stored values on rows
        that update a record.
      </p>
      <Form
        method="post"
        id={formId}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName !== 'SELECT') return
          const data = new FormData(event.currentTarget)
          data.set('intent', 'map')
          void submit(data, { method: 'post', preventScrollReset: true })
        }}
      >
        <input type="hidden" name="job" value={jobId} />
        {step.fields.map((field) => (
          <div key={field.key}>
            <label htmlFor={`import-field-${field.key}`} className="block text-sm font-semibold">
              {field.label}
            </label>
            <select
              id={`import-field-${field.key}`}
              name={`field:${field.key}`}
              defaultValue={step.mapping[field.key] ?? ''}
              aria-describedby={field.hint ? `import-hint-${field.key}` : undefined}
              className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
            >
              <option value="">(not imported)</option>
              {step.columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
            {field.hint ? (
              <p id={`import-hint-${field.key}`} className="mt-1 text-xs text-ink/70">
                {field.hint}
              </p>
            ) : null}
          </div>
        ))}
      </Form>

      <h3 className="mt-6 text-base font-semibold">Preview</h3>
      <PreviewTable columns={step.columns} rows={step.preview} />

      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" form={formId} name="intent" value="map" disabled={busy} className={secondaryButton}>
          Update preview
        </button>
        <button type="submit" form={formId} name="intent" value="dry-run" disabled={busy} className={secondaryButton}>
          Dry run
        </button>
        <button type="submit" form={formId} name="intent" value="import" disabled={busy} className={button}>
          Import
        </button>
      </div>
      {dryRun ? <DryRunSummary result={dryRun} /> : null}
    </section>
  )
}

function DryRunSummary({ result }: { result: DryRunResult }) {
  const { counters, rejected } = result
  return (
    <div role="status" className="mt-4">
      <p className="font-medium">
        Dry run, nothing was written: {counters.created} would be created, {counters.updated} would be updated,{' '}
        {counters.unchanged} unchanged, {counters.rejected} rejected.
      </p>
      {rejected.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-coral-dark">
          {rejected.map((row) => (
            <li key={row.row}>
              Row {row.row}: {row.errors.join(' ')}
            </li>
          ))}
          {counters.rejected > rejected.length ? (
            <li>… and {counters.rejected - rejected.length} more rejected rows.</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
