// Every CSV file the app writes goes through csvText (issue 39): the inquiries export, the listing, agent and
// redirect exports, and the import's rejected-rows report. Papa Parse does the quoting.
import Papa from 'papaparse'

/**
 * OWASP "CSV injection": a cell that starts with = + - @ TAB or CR may run as a formula when the file is opened in a
 * spreadsheet. Such a cell gets a leading apostrophe, which spreadsheets read as "text" and do not show. A signed
 * number or a phone number (-16.32, +504 9999-9999, +1 (403) 555) stays as it is: after its sign come only digits,
 * spaces, dots, brackets and signs, from which no spreadsheet can make a function call.
 */
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().+-]*$)/

/** A CSV file (header row, CRLF line ends) with every header and cell made safe to open in a spreadsheet. */
export function csvText(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  )
}

/** What the importer reads back from a cell: the apostrophe csvText put before a formula goes again. */
export function restoreCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell
}
