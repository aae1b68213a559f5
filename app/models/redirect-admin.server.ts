// Staff management of url_redirects (SPEC §3, §5, §7) and the 404 log they are made from. The public layer reads
// redirects through RedirectCache (app/models/redirect.server.ts); callers clear caches after each change.
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { notFoundLog, urlRedirects, users } from '~/db/schema'
import { normalizeRedirectSource } from '~/lib/legacy-redirects'
import { isUniqueViolation } from '~/db/errors'
import {
  type CsvImportReport,
  type RedirectInput,
  describeLoop,
  findRedirectLoop,
  isMalformedRedirect,
  isNotFoundNoise,
  parseRedirectCsv,
} from '~/lib/redirect-rules'

/** SPEC §7 url_redirects: select all ordered by created_at descending (with who created each). */
export async function listRedirects(db: Database) {
  return db
    .select({
      id: urlRedirects.id,
      sourceUrl: urlRedirects.sourceUrl,
      targetUrl: urlRedirects.targetUrl,
      statusCode: urlRedirects.statusCode,
      hitCount: urlRedirects.hitCount,
      lastHitAt: urlRedirects.lastHitAt,
      createdAt: urlRedirects.createdAt,
      createdBy: users.email,
    })
    .from(urlRedirects)
    .leftJoin(users, eq(users.id, urlRedirects.createdBy))
    .orderBy(desc(urlRedirects.createdAt), desc(urlRedirects.id))
}

export async function getRedirect(db: Database, id: number) {
  const [row] = await db.select().from(urlRedirects).where(eq(urlRedirects.id, id)).limit(1)
  return row ?? null
}

type SaveResult =
  | { ok: true; id: number; sourceUrl: string }
  | { ok: false; fieldErrors: Partial<Record<'sourceUrl' | 'targetUrl' | 'id', string>> }

async function loadSources(db: Database) {
  return db
    .select({ id: urlRedirects.id, sourceUrl: urlRedirects.sourceUrl, targetUrl: urlRedirects.targetUrl })
    .from(urlRedirects)
}

function duplicateMessage(source: string) {
  return `A redirect from ${source} already exists. Edit that one instead.`
}

/**
 * Creates (no id) or updates a redirect. SPEC §5: a duplicate source (trailing slash ignored) is refused unless it
 * belongs to the same id; a chain that leads back to the source is refused too.
 */
export async function saveRedirect(
  db: Database,
  input: RedirectInput,
  { userId, siteOrigin }: { userId: string | null; siteOrigin?: string },
): Promise<SaveResult> {
  const rows = await loadSources(db)
  if (input.id !== undefined && !rows.some((row) => row.id === input.id)) {
    return { ok: false, fieldErrors: { id: 'This redirect no longer exists. It may have been deleted.' } }
  }
  const others = rows.filter((row) => row.id !== input.id)
  if (others.some((row) => normalizeRedirectSource(row.sourceUrl) === input.sourceUrl)) {
    return { ok: false, fieldErrors: { sourceUrl: duplicateMessage(input.sourceUrl) } }
  }
  const existing = new Map(others.map((row) => [normalizeRedirectSource(row.sourceUrl), row.targetUrl]))
  const loop = findRedirectLoop(input.sourceUrl, input.targetUrl, existing, siteOrigin)
  if (loop) return { ok: false, fieldErrors: { targetUrl: describeLoop(loop) } }

  const values = { sourceUrl: input.sourceUrl, targetUrl: input.targetUrl, statusCode: input.statusCode }
  try {
    const [saved] =
      input.id === undefined
        ? await db
            .insert(urlRedirects)
            .values({ ...values, createdBy: userId })
            .returning({ id: urlRedirects.id })
        : await db
            .update(urlRedirects)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(urlRedirects.id, input.id))
            .returning({ id: urlRedirects.id })
    if (!saved) return { ok: false, fieldErrors: { id: 'This redirect no longer exists. It may have been deleted.' } }
    await forgetNotFound(db, input.sourceUrl)
    return { ok: true, id: saved.id, sourceUrl: input.sourceUrl }
  } catch (error) {
    // Two people saving the same source at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { sourceUrl: duplicateMessage(input.sourceUrl) } }
    throw error
  }
}

/** SPEC §7 url_redirects: delete by id. Returns whether a row went. */
export async function deleteRedirect(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(urlRedirects).where(eq(urlRedirects.id, id)).returning({ id: urlRedirects.id })
  return deleted.length > 0
}

const startsWith = (prefix: string) => sql`left(${urlRedirects.sourceUrl}, ${prefix.length}) = ${prefix}`

/** How many redirects "delete by source pattern" (SPEC §7) would remove: the confirmation step shows it. */
export async function countRedirectsWithPrefix(db: Database, prefix: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(urlRedirects)
    .where(startsWith(prefix))
  return row?.count ?? 0
}

/** SPEC §7 url_redirects: delete by source patterns — every redirect whose source starts with `prefix`. */
export async function deleteRedirectsWithPrefix(db: Database, prefix: string): Promise<number> {
  const deleted = await db.delete(urlRedirects).where(startsWith(prefix)).returning({ id: urlRedirects.id })
  return deleted.length
}

/** SPEC §5 "Redirect cleanup deletes malformed rows". Returns how many went (Admin → Tools calls this too). */
export async function cleanupMalformedRedirects(db: Database, siteOrigin?: string): Promise<number> {
  const rows = await db
    .select({
      id: urlRedirects.id,
      sourceUrl: urlRedirects.sourceUrl,
      targetUrl: urlRedirects.targetUrl,
      statusCode: urlRedirects.statusCode,
    })
    .from(urlRedirects)
  const malformed = rows.filter((row) => isMalformedRedirect(row, siteOrigin)).map((row) => row.id)
  if (malformed.length === 0) return 0
  const deleted = await db
    .delete(urlRedirects)
    .where(inArray(urlRedirects.id, malformed))
    .returning({ id: urlRedirects.id })
  return deleted.length
}

/**
 * SPEC §7 "upsert on source_url ignoring duplicates": valid rows are added, a source that already exists is left
 * untouched, and every other row is reported with its line number. Rows that would close a loop are refused.
 */
export async function importRedirectsCsv(
  db: Database,
  text: string,
  { userId, siteOrigin }: { userId: string | null; siteOrigin?: string },
): Promise<CsvImportReport> {
  const { rows, problems } = parseRedirectCsv(text)
  const existingRows = await loadSources(db)
  const existing = new Map(existingRows.map((row) => [normalizeRedirectSource(row.sourceUrl), row.targetUrl]))
  const alreadyPresent: CsvImportReport['alreadyPresent'] = []
  const accepted: { line: number; redirect: RedirectInput }[] = []
  for (const row of rows) {
    const { sourceUrl, targetUrl } = row.redirect
    if (existing.has(sourceUrl)) {
      alreadyPresent.push({ line: row.line, sourceUrl })
      continue
    }
    const loop = findRedirectLoop(sourceUrl, targetUrl, existing, siteOrigin)
    if (loop) {
      problems.push({ line: row.line, message: describeLoop(loop) })
      continue
    }
    existing.set(sourceUrl, targetUrl)
    accepted.push(row)
  }
  let imported = 0
  if (accepted.length > 0) {
    const inserted = await db
      .insert(urlRedirects)
      .values(
        accepted.map(({ redirect }) => ({
          sourceUrl: redirect.sourceUrl,
          targetUrl: redirect.targetUrl,
          statusCode: redirect.statusCode,
          createdBy: userId,
        })),
      )
      .onConflictDoNothing({ target: urlRedirects.sourceUrl })
      .returning({ sourceUrl: urlRedirects.sourceUrl })
    imported = inserted.length
    await db.delete(notFoundLog).where(
      inArray(
        notFoundLog.path,
        inserted.map((row) => row.sourceUrl),
      ),
    )
  }
  problems.sort((a, b) => a.line - b.line)
  return { imported, alreadyPresent, problems }
}

// ---- 404 log ----

/**
 * Counts a path that answered not found. Bot probes are skipped (isNotFoundNoise). Callers do not wait for it:
 * a failure here must never slow or break the page.
 */
export async function recordNotFound(db: Database, path: string): Promise<void> {
  const normalized = normalizeRedirectSource(path)
  if (isNotFoundNoise(normalized)) return
  await db
    .insert(notFoundLog)
    .values({ path: normalized })
    .onConflictDoUpdate({
      target: notFoundLog.path,
      set: { hits: sql`${notFoundLog.hits} + 1`, lastSeenAt: sql`now()` },
    })
}

/** The 404 log, most hit first, then most recent. */
export async function listNotFound(db: Database, limit = 50) {
  return db.select().from(notFoundLog).orderBy(desc(notFoundLog.hits), desc(notFoundLog.lastSeenAt)).limit(limit)
}

/** Removes a path from the 404 log (it now redirects, or staff dismissed it). Trailing slash ignored. */
export async function forgetNotFound(db: Database, path: string): Promise<void> {
  const normalized = normalizeRedirectSource(path)
  await db.delete(notFoundLog).where(inArray(notFoundLog.path, [normalized, `${normalized}/`]))
}
