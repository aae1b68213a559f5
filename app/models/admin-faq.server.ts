// Admin → FAQ (issue 16): the entries of /faq as staff edit them, in English and Spanish. The table has the content
// trigger, so a save refreshes the public pages in every process.
import { asc, eq, like, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { faqEntries } from '~/db/schema'
import type { FaqFormValues } from '~/lib/faq-form'
import { slugify } from '~/lib/slug'

/** In the order /faq shows them (it groups by category in order of first appearance). */
export function listAdminFaq(db: Database) {
  return db
    .select({
      id: faqEntries.id,
      question: faqEntries.question,
      category: faqEntries.category,
      sortOrder: faqEntries.sortOrder,
      published: faqEntries.published,
      translated: sql<boolean>`${faqEntries.questionEs} <> ''`,
    })
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id))
}

export async function listFaqCategories(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ category: faqEntries.category }).from(faqEntries).orderBy(faqEntries.category)
  return rows.map((row) => row.category)
}

export async function getAdminFaqEntry(db: Database, id: number) {
  const [row] = await db
    .select({
      id: faqEntries.id,
      slug: faqEntries.slug,
      question: faqEntries.question,
      answer: faqEntries.answer,
      questionEs: faqEntries.questionEs,
      answerEs: faqEntries.answerEs,
      category: faqEntries.category,
      sortOrder: faqEntries.sortOrder,
      published: faqEntries.published,
    })
    .from(faqEntries)
    .where(eq(faqEntries.id, id))
  return row ?? null
}

/** The question's slug, with -2, -3, … when another entry has it ('faq' when the question has no letters). */
async function freeSlug(db: Database, question: string): Promise<string> {
  const base = slugify(question).slice(0, 80).replace(/-+$/, '') || 'faq'
  const rows = await db
    .select({ slug: faqEntries.slug })
    .from(faqEntries)
    .where(or(eq(faqEntries.slug, base), like(faqEntries.slug, `${base}-%`)))
  const taken = new Set(rows.map((row) => row.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

export async function createFaqEntry(db: Database, values: FaqFormValues): Promise<number> {
  const [created] = await db
    .insert(faqEntries)
    .values({ ...values, slug: await freeSlug(db, values.question) })
    .returning({ id: faqEntries.id })
  return created!.id
}

/** Keeps the slug, so links to an entry stay put when its question is reworded. False when there is no such entry. */
export async function saveFaqEntry(db: Database, id: number, values: FaqFormValues): Promise<boolean> {
  const updated = await db
    .update(faqEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqEntries.id, id))
    .returning({ id: faqEntries.id })
  return updated.length > 0
}

/** The entry a route parameter names, or null ('12' → 12; anything else is no entry). */
export function parseFaqId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null
}
