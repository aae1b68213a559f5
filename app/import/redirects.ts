// Redirects import (SPEC §3 url_redirects, §5): the redirect form's rules for each row, upsert by source (trailing
// slash ignored), and no row may close a loop through the stored redirects or the rows before it.
import { eq, inArray, sql } from 'drizzle-orm'
import { notFoundLog, urlRedirects } from '~/db/schema'
import { normalizeRedirectSource } from '~/lib/legacy-redirects'
import { describeLoop, findRedirectLoop, normalizeSourceInput, RedirectSchema } from '~/lib/redirect-rules'
import type { EntityImporter, ImportField } from './entity'

export const REDIRECT_FIELDS: readonly ImportField[] = [
  { key: 'source_url', label: 'Source', synonyms: ['source', 'from', 'old url', 'old address', 'old path', 'old'] },
  { key: 'target_url', label: 'Target', synonyms: ['target', 'to', 'destination', 'new url', 'new address', 'new'] },
  { key: 'status_code', label: 'Status code', synonyms: ['status', 'code', 'type', 'http status'], hint: '301 or 302' },
]

export interface RedirectRecord {
  sourceUrl: string
  targetUrl: string
  statusCode: number
}
type StoredRedirect = RedirectRecord & { id: number }

interface RedirectContext {
  /** normalised source → stored redirect */
  stored: Map<string, StoredRedirect>
  /** normalised source → target, stored and accepted rows: loops are looked for through it */
  chains: Map<string, string>
  siteOrigin?: string
}

const sourceKey = (text: string | undefined) => normalizeSourceInput(text ?? '') ?? ''

export const redirectImporter: EntityImporter<RedirectRecord, StoredRedirect, RedirectContext> = {
  entity: 'redirects',
  fields: REDIRECT_FIELDS,

  async prepare(db, { siteOrigin }) {
    const rows = await db
      .select({
        id: urlRedirects.id,
        sourceUrl: urlRedirects.sourceUrl,
        targetUrl: urlRedirects.targetUrl,
        statusCode: urlRedirects.statusCode,
      })
      .from(urlRedirects)
    const stored = new Map(rows.map((row) => [normalizeRedirectSource(row.sourceUrl), row]))
    return { stored, chains: new Map([...stored].map(([source, row]) => [source, row.targetUrl])), siteOrigin }
  },

  keyOf: (values) => sourceKey(values.source_url),

  findExisting(_db, rows, context) {
    return Promise.resolve(rows.map((values) => context.stored.get(sourceKey(values.source_url))))
  },

  validate(values, existing, context) {
    const parsed = RedirectSchema.safeParse({
      sourceUrl: values.source_url ?? '',
      targetUrl: values.target_url ?? existing?.targetUrl ?? '',
      statusCode: values.status_code ?? existing?.statusCode ?? '',
    })
    if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((issue) => issue.message) }
    const { sourceUrl, targetUrl, statusCode } = parsed.data
    // The search stops when it comes back to the source, so the source's own stored target does not matter.
    const loop = findRedirectLoop(sourceUrl, targetUrl, context.chains, context.siteOrigin)
    if (loop) return { ok: false, errors: [describeLoop(loop)] }
    return { ok: true, record: { sourceUrl: existing?.sourceUrl ?? sourceUrl, targetUrl, statusCode } }
  },

  isUnchanged: (record, existing) =>
    record.targetUrl === existing.targetUrl && record.statusCode === existing.statusCode,

  accept(record, _existing, context) {
    context.chains.set(normalizeRedirectSource(record.sourceUrl), record.targetUrl)
  },

  async write(writer, rows, { userId }) {
    const created = rows.filter((row) => !row.existing).map((row) => ({ ...row.record, createdBy: userId }))
    if (created.length > 0) {
      await writer.insert(urlRedirects).values(created)
      // They redirect now: no longer "not found".
      await writer.delete(notFoundLog).where(
        inArray(
          notFoundLog.path,
          created.map((row) => row.sourceUrl),
        ),
      )
    }
    for (const { record, existing } of rows) {
      if (!existing) continue
      await writer
        .update(urlRedirects)
        .set({ targetUrl: record.targetUrl, statusCode: record.statusCode, updatedAt: sql`now()` })
        .where(eq(urlRedirects.id, existing.id))
    }
  },
}
