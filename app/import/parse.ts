// Reads an uploaded file into rows of text cells keyed by column name: CSV (header row, BOM, quoted line breaks,
// comma, semicolon or tab detected) or JSON (an array of objects). Papa Parse does the CSV work.
import Papa from 'papaparse'
import { restoreCsvCell } from '~/lib/csv'

export const IMPORT_FORMATS = ['csv', 'json'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

export interface ParsedSource {
  columns: string[]
  rows: Record<string, string>[]
}

export type ParseResult = ({ ok: true } & ParsedSource) | { ok: false; error: string }

/** JSON when the name says so or the text starts like JSON; CSV otherwise. */
export function detectFormat(fileName: string, text: string): ImportFormat {
  if (/\.json$/i.test(fileName)) return 'json'
  if (/\.csv$/i.test(fileName)) return 'csv'
  return /^\s*[[{]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'csv'
}

export function parseSource(text: string, format: ImportFormat): ParseResult {
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') return { ok: false, error: 'The file is empty.' }
  return format === 'json' ? parseJson(body) : parseCsv(body)
}

function parseCsv(text: string): ParseResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    // '|' stays out of the guess: list cells (photos, features) use it.
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (header) => restoreCsvCell(header.trim()),
  })
  const columns = (parsed.meta.fields ?? []).filter((column) => column !== '')
  if (columns.length === 0) return { ok: false, error: 'The first line of the file should name the columns.' }
  const broken = parsed.errors.find((error) => error.type === 'Quotes')
  if (broken) {
    return { ok: false, error: `Row ${(broken.row ?? 0) + 1} has a quote that is never closed. Check the file.` }
  }
  const rows = parsed.data.map((row) => {
    const cells: Record<string, string> = {}
    // A file we exported reads back as it was: the apostrophe before a formula-like cell goes (lib/csv.ts).
    for (const column of columns) cells[column] = restoreCsvCell((row[column] ?? '').trim())
    return cells
  })
  return { ok: true, columns, rows }
}

function parseJson(text: string): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, error: 'The file is not valid JSON. Expected an array of objects, e.g. [{"title": "…"}].' }
  }
  if (!Array.isArray(data) || !data.every(isPlainObject)) {
    return { ok: false, error: 'Expected a JSON array of objects, one per row, e.g. [{"title": "…"}].' }
  }
  const columns: string[] = []
  const seen = new Set<string>()
  const rows = data.map((item) => {
    const cells: Record<string, string> = {}
    for (const [key, value] of Object.entries(item)) {
      const column = key.trim()
      if (column === '') continue
      if (!seen.has(column)) {
        seen.add(column)
        columns.push(column)
      }
      cells[column] = cellText(value)
    }
    return cells
  })
  for (const row of rows) for (const column of columns) row[column] ??= ''
  return { ok: true, columns, rows }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Lists become "a | b" (the separator the list fields read); other values their text. */
function cellText(value: unknown): string {
  if (value == null) return ''
  if (Array.isArray(value)) return value.map(cellText).join(' | ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value as string | number | boolean).trim()
}
