// Rules for the redirects staff keep (SPEC §3 url_redirects, §5, §7), pure so the browser and tests share them.
// The database checks (duplicate source, loops through stored redirects) use the helpers below in the model.
import Papa from 'papaparse'
import { z } from 'zod'
import { normalizeRedirectSource } from './legacy-redirects'

export const REDIRECT_STATUS_CODES = [301, 302] as const
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number]

export const REDIRECT_STATUS_LABELS: Record<RedirectStatusCode, string> = {
  301: '301 Permanent',
  302: '302 Temporary',
}

const MAX_URL_LENGTH = 2000

/** A path on this site: starts with one slash, no spaces. `//host` is a protocol-relative address, not a path. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])\S*$/.test(value) || value === '/'
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const parsed = new URL(value)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/**
 * How a source is stored. The redirect layer matches the request path only, so a full address pasted from the old
 * site is kept as its path, and SPEC §5's trailing slash is dropped. Returns null for anything else.
 */
export function normalizeSourceInput(value: string): string | null {
  const trimmed = value.trim()
  let path: string
  if (isSitePath(trimmed)) path = trimmed
  else if (isHttpUrl(trimmed)) {
    const parsed = new URL(trimmed)
    if (parsed.search || parsed.hash) return null
    path = safeDecode(parsed.pathname)
  } else return null
  if (path.includes('?') || path.includes('#')) return null
  return normalizeRedirectSource(path)
}

/**
 * The site path a target leads to (normalised like a source), or null when it leaves the site. Full addresses on
 * `siteOrigin` count as site paths, so `https://our-site/about` is seen as `/about` when looking for loops.
 */
export function targetSitePath(target: string, siteOrigin?: string): string | null {
  const trimmed = target.trim()
  if (isSitePath(trimmed)) return normalizeRedirectSource(trimmed.split(/[?#]/)[0]!)
  if (siteOrigin && isHttpUrl(trimmed)) {
    const parsed = new URL(trimmed)
    if (parsed.origin === new URL(siteOrigin).origin) return normalizeRedirectSource(safeDecode(parsed.pathname))
  }
  return null
}

const sourceField = z
  .string({ error: 'Enter the old address.' })
  .trim()
  .min(1, 'Enter the old address.')
  .max(MAX_URL_LENGTH, 'That address is too long.')
  .transform((value, ctx) => {
    const normalized = normalizeSourceInput(value)
    if (normalized === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a path on this site, such as /old-page, or a full http(s) address without a ? or # part.',
      })
      return z.NEVER
    }
    return normalized
  })

const targetField = z
  .string({ error: 'Enter where visitors should go.' })
  .trim()
  .min(1, 'Enter where visitors should go.')
  .max(MAX_URL_LENGTH, 'That address is too long.')
  .refine((value) => isSitePath(value) || isHttpUrl(value), {
    message: 'Enter a path on this site, such as /about, or a full address starting with https://',
  })

const statusField = z.coerce
  .number({ error: 'Choose 301 or 302.' })
  .refine((value): value is RedirectStatusCode => (REDIRECT_STATUS_CODES as readonly number[]).includes(value), {
    message: 'Choose 301 (permanent) or 302 (temporary).',
  })

/** The redirect form and each CSV row: source, target, status (SPEC §3). Self-redirects are refused here. */
export const RedirectSchema = z
  .object({
    id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().positive().optional(),
    ),
    sourceUrl: sourceField,
    targetUrl: targetField,
    statusCode: z.preprocess((value) => (value === '' || value === undefined ? 301 : value), statusField),
  })
  .superRefine((value, ctx) => {
    if (targetSitePath(value.targetUrl) === value.sourceUrl) {
      ctx.addIssue({ code: 'custom', path: ['targetUrl'], message: 'A page cannot redirect to itself.' })
    }
  })

export type RedirectInput = z.output<typeof RedirectSchema>

/**
 * Follows the chain from `target` through `existing` (normalised source → target). Returns the chain of paths that
 * leads back to `source`, or null when it ends elsewhere. A loop elsewhere in the data does not hang the search.
 */
export function findRedirectLoop(
  source: string,
  target: string,
  existing: ReadonlyMap<string, string>,
  siteOrigin?: string,
): string[] | null {
  const chain = [source]
  const seen = new Set<string>([source])
  let next = targetSitePath(target, siteOrigin)
  while (next !== null) {
    chain.push(next)
    if (next === source) return chain
    if (seen.has(next)) return null
    seen.add(next)
    const following = existing.get(next)
    next = following === undefined ? null : targetSitePath(following, siteOrigin)
  }
  return null
}

export function describeLoop(chain: readonly string[]): string {
  return `This would make a loop: ${chain.join(' → ')}. Visitors would never arrive.`
}

/** SPEC §5 "Redirect cleanup deletes malformed rows": bad source or target, a self-redirect, or a bad status. */
export function isMalformedRedirect(
  row: { sourceUrl: string | null; targetUrl: string | null; statusCode: number | null },
  siteOrigin?: string,
): boolean {
  const source = row.sourceUrl?.trim() ?? ''
  const target = row.targetUrl?.trim() ?? ''
  if (normalizeSourceInput(source) === null) return true
  if (!isSitePath(target) && !isHttpUrl(target)) return true
  if (!(REDIRECT_STATUS_CODES as readonly number[]).includes(row.statusCode ?? 0)) return true
  return targetSitePath(target, siteOrigin) === normalizeSourceInput(source)
}

/** A prefix for "delete by source pattern" (SPEC §7): a path of at least one character after the slash. */
export const SourcePrefixSchema = z
  .string()
  .trim()
  .refine((value) => isSitePath(value) && value.length > 1, {
    message: 'Enter the start of the old addresses, such as /listings/ (a lone / would match every redirect).',
  })

export interface CsvRedirectRow {
  line: number
  redirect: RedirectInput
}
export interface CsvProblem {
  line: number
  message: string
}

/** What a CSV import did, shown to staff line by line. */
export interface CsvImportReport {
  imported: number
  /** sources already in the table: kept as they are (SPEC §7 upsert ignoring duplicates) */
  alreadyPresent: { line: number; sourceUrl: string }[]
  problems: CsvProblem[]
}

const MAX_CSV_ROWS = 5000
/** The largest redirect CSV file the import takes; its screen's request ceiling follows it (server/body-limit.ts). */
export const MAX_REDIRECT_CSV_BYTES = 1_000_000

/**
 * Reads `source,target[,status]` lines (an optional header row naming the columns). Valid rows come back with their
 * line numbers, every other row as a problem; the same source twice keeps the first.
 */
export function parseRedirectCsv(text: string): { rows: CsvRedirectRow[]; problems: CsvProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const rows: CsvRedirectRow[] = []
  const problems: CsvProblem[] = []
  const seen = new Map<string, number>()
  parsed.data.forEach((cells, index) => {
    const line = index + 1
    const values = cells.map((cell) => cell.trim())
    if (values.every((value) => value === '')) return
    if (index === 0 && /^source/i.test(values[0] ?? '')) return
    if (rows.length + problems.length >= MAX_CSV_ROWS) {
      if (rows.length + problems.length === MAX_CSV_ROWS) {
        problems.push({ line, message: `Only the first ${MAX_CSV_ROWS} rows are read; split the file.` })
      }
      return
    }
    if (values.length > 3) {
      problems.push({ line, message: 'Expected the columns source, target and (optional) status.' })
      return
    }
    const result = RedirectSchema.safeParse({ sourceUrl: values[0], targetUrl: values[1], statusCode: values[2] })
    if (!result.success) {
      problems.push({ line, message: result.error.issues.map((issue) => issue.message).join(' ') })
      return
    }
    const earlier = seen.get(result.data.sourceUrl)
    if (earlier !== undefined) {
      problems.push({ line, message: `${result.data.sourceUrl} is already on line ${earlier}.` })
      return
    }
    seen.set(result.data.sourceUrl, line)
    rows.push({ line, redirect: result.data })
  })
  return { rows, problems }
}

/**
 * Requests that bots send looking for weaknesses: not worth a redirect, and they would flood the 404 log.
 * Also anything very long or with control characters.
 */
export function isNotFoundNoise(path: string): boolean {
  if (path.length > 300 || [...path].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return true
  return /\.(php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|zip|gz|tar|rar|7z|xml|txt|json|ya?ml|cfg|config|log|sh|pl|py|rb|exe|dll|map)$|^\/(wp-|wordpress|xmlrpc|\.|cgi-bin|phpmyadmin|pma|vendor|admin\/config|boaform|owa|autodiscover|actuator|_ignition|telescope|hnap1|ecp|solr|geoserver|manager\/html)|\/\.(git|env|svn|hg|aws|ssh|ds_store)|\/(wp-admin|wp-content|wp-includes|wp-login|wp-json)(\/|$)/i.test(
    path,
  )
}

function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
