// The Spanish version of a guide, legal or company page (issue 16), as staff wrote it on Admin → Page Translations;
// from memory until content changes (the table has the content trigger, so every process forgets it at once).
import { eq } from 'drizzle-orm'
import { contentMemo } from '~/cache-registry.server'
import type { Database } from '~/db/client.server'
import { pageTranslations } from '~/db/schema'
import { renderMarkdown } from '~/content/markdown.server'

export interface PublicPageTranslation {
  title: string
  description: string
  body: string
  html: string
}

const memo = contentMemo<{ found: PublicPageTranslation | null }>('page-translation', 100)

export function publicPageTranslation(db: Database, path: string): Promise<PublicPageTranslation | null> {
  return memo(path, async () => {
    const [row] = await db.select().from(pageTranslations).where(eq(pageTranslations.path, path))
    if (!row || row.bodyMarkdown.trim() === '') return { found: null }
    return {
      found: {
        title: row.title,
        description: row.description,
        body: row.bodyMarkdown,
        html: renderMarkdown(row.bodyMarkdown),
      },
    }
  }).then(({ found }) => found)
}
