// The first rows of the file as they would import: each with what would happen to it, rejected rows with why.
import { AdminTableHead } from '~/components/admin/admin-table'
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
        <AdminTableHead
          rowClassName="border-b border-ink/20"
          scope="col"
          cellClassName="px-2 py-1"
          columns={['Row', 'Result', ...columns.map((column) => ({ label: column, className: 'whitespace-nowrap' }))]}
        />
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
