// A figures table on the Analytics screen: the first column names the row, the others are right-aligned numbers.
import type { ReactNode } from 'react'

const cell = 'px-3 py-2'

export function ReportTable({
  columns,
  rows,
}: {
  /** Column headings; the first one is the row names' column. */
  columns: string[]
  rows: { key: string | number; name: ReactNode; values: number[] }[]
}) {
  return (
    <table className="mt-3 w-full overflow-hidden rounded-xl bg-white text-left text-sm shadow ring-1 ring-black/5">
      <thead className="bg-sand">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index === 0 ? cell : `${cell} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-sand">
            <th scope="row" className={`${cell} font-normal`}>
              {row.name}
            </th>
            {row.values.map((value, index) => (
              <td key={index} className={`${cell} text-right`}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
