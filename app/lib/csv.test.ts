import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvText, restoreCsvCell } from './csv'

const cells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data

describe('csvText', () => {
  it('puts an apostrophe before every header and cell a spreadsheet would run as a formula (OWASP)', () => {
    const hostile = ['=1+1', "+cmd|' /C calc'!A0", '-2+3+cmd', '@SUM(A1:A9)', '\t=1', '\r=1', '=HYPERLINK("x","y")']
    const csv = csvText(
      ['@header', 'plain'],
      hostile.map((cell) => [cell, 'ok']),
    )
    const [header, ...rows] = cells(csv)
    expect(header).toEqual(["'@header", 'plain'])
    expect(rows.map((row) => row[0])).toEqual(hostile.map((cell) => `'${cell}`))
    expect(csv.split('\r\n')).toHaveLength(hostile.length + 1)
  })

  it('leaves signed numbers, phone numbers and ordinary text usable', () => {
    const kept = [
      '-16.32',
      '+504 9999-9999',
      '+1 (403) 555 0199',
      '-',
      '450000',
      'a=b',
      "O'Brien",
      '',
      'Two floors.\nSea views.',
    ]
    const csv = csvText(
      ['value', 'count'],
      kept.map((cell) => [cell, 3]),
    )
    expect(cells(csv).slice(1)).toEqual(kept.map((cell) => [cell, '3']))
  })

  it('reads back what it wrote, so an exported file imports unchanged', () => {
    for (const cell of ['=1+1', '-2+3+cmd', '@x', '+504 9999-9999', "'quoted", "'+504 1"])
      expect(restoreCsvCell(cells(csvText(['a'], [[cell]]))[1]![0]!)).toBe(cell)
  })
})
