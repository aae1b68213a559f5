// The first rows of the file as they would import: each with what would happen to it, rejected rows with why.
import type { PlannedRow, RowOutcome } from '~/import/run'

const OUTCOME_LABELS: Record<Exclude<RowOutcome, 'rejected'>, string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
}

export function PreviewTable({ columns, rows }: { columns: string[]; rows: PlannedRow[] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Preview of the first {rows.length} rows</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="px-2 py-1">
              Row
            </th>
            <th scope="col" className="px-2 py-1">
              Result
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.row}
              className={`border-b border-ink/10 align-top ${row.outcome === 'rejected' ? 'bg-coral/10' : ''}`}
            >
              <th scope="row" className="px-2 py-1 font-normal">
                {row.row}
              </th>
              <td
                className={`min-w-48 px-2 py-1 ${row.outcome === 'rejected' ? 'font-medium text-coral-dark' : 'text-sea'}`}
              >
                {row.outcome === 'rejected' ? `Rejected: ${row.errors.join(' ')}` : OUTCOME_LABELS[row.outcome]}
              </td>
              {columns.map((column) => (
                <td key={column} className="max-w-64 truncate px-2 py-1" title={row.values[column]}>
                  {row.values[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
