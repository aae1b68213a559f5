// Admin → Page Translations (issue 16): the Spanish versions of the guide, legal and company pages whose English
// text is in app/content/pages. No row means not translated; the table has the content trigger, so a save refreshes
// the public pages in every process.
import { eq } from 'drizzle-orm'
import { CONTENT_PAGES } from '~/content/pages/catalog'
import type { ContentPage } from '~/content/pages/types'
import type { Database } from '~/db/client.server'
import { pageTranslations } from '~/db/schema'
import type { PageTranslationValues } from '~/lib/page-translation-form'

/** The pages with a Spanish copy under /es: staff pages (noIndex) are English only. */
const TRANSLATABLE_PAGES = CONTENT_PAGES.filter((page) => !page.noIndex)

/** The id of a page in admin addresses: its path without the slash ('/buying-guide' → 'buying-guide'). */
export const pageTranslationId = (page: Pick<ContentPage, 'path'>) => page.path.replace(/^\//, '')

/** The page an admin address names, or null. */
export function getTranslatablePage(id: string | undefined): ContentPage | null {
  return TRANSLATABLE_PAGES.find((page) => pageTranslationId(page) === id) ?? null
}

/** Every translatable page in the catalog's order, with when its translation was last saved (null: none). */
export async function listPageTranslations(db: Database) {
  const rows = await db
    .select({ path: pageTranslations.path, updatedAt: pageTranslations.updatedAt })
    .from(pageTranslations)
  const saved = new Map(rows.map((row) => [row.path, row.updatedAt]))
  return TRANSLATABLE_PAGES.map((page) => ({
    id: pageTranslationId(page),
    path: page.path,
    title: page.title,
    translatedAt: saved.get(page.path) ?? null,
  }))
}

export async function getPageTranslation(db: Database, path: string) {
  const [row] = await db.select().from(pageTranslations).where(eq(pageTranslations.path, path))
  return row ?? null
}

/** Stores the translation, or removes it when the text is empty. */
export async function savePageTranslation(
  db: Database,
  path: string,
  values: PageTranslationValues,
): Promise<'saved' | 'removed'> {
  if (!values.bodyMarkdown) {
    await db.delete(pageTranslations).where(eq(pageTranslations.path, path))
    return 'removed'
  }
  const row = { title: values.title, description: values.description, bodyMarkdown: values.bodyMarkdown }
  await db
    .insert(pageTranslations)
    .values({ path, ...row })
    .onConflictDoUpdate({ target: pageTranslations.path, set: { ...row, updatedAt: new Date() } })
  return 'saved'
}
