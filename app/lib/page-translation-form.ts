// Admin → Page Translations form (issue 16): the Spanish title, description and Markdown text of a guide, legal or
// company page whose English lives in app/content/pages. An empty text removes the translation.
import { z } from 'zod'
import { fieldErrors } from './form-errors'

export const PAGE_TITLE_MAX = 160
/** The meta description search engines show, as for the English pages. */
export const PAGE_DESCRIPTION_MAX = 160
export const PAGE_BODY_MAX = 200_000

const trimmed = (max: number, message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(max, message))

const PageTranslationFormSchema = z
  .object({
    title: trimmed(PAGE_TITLE_MAX, `Keep the title under ${PAGE_TITLE_MAX} characters.`),
    description: trimmed(PAGE_DESCRIPTION_MAX, `Keep the description under ${PAGE_DESCRIPTION_MAX} characters.`),
    // Markdown keeps its leading spaces (an indented list); only an all-blank text counts as empty.
    bodyMarkdown: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+$/, '') : ''),
      z.string().max(PAGE_BODY_MAX, 'The text is too long for one page.'),
    ),
  })
  // Checked even when another field is wrong, so every message shows at once.
  .refine((page) => !page.bodyMarkdown || page.title !== '', {
    path: ['title'],
    message: 'Give the Spanish page its title.',
    when: (payload) => typeof (payload.value as { title?: unknown }).title === 'string',
  })

export type PageTranslationValues = z.output<typeof PageTranslationFormSchema>
export type PageTranslationErrors = Partial<Record<keyof PageTranslationValues, string>>

export function parsePageTranslationForm(input: Record<string, unknown>) {
  const parsed = PageTranslationFormSchema.safeParse(input)
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) as PageTranslationErrors } as const)
}
