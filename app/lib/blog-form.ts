// The blog post form of /admin/blog/new and /admin/blog/edit/{id}, checked in the browser (field by field) and on
// the server with this one schema. Drafts are forgiving: a title is all they need.
import { z } from 'zod'
import { DEFAULT_TIME_ZONE } from './format'
import { slugify } from './slug'

export const BLOG_STATUSES = {
  draft: 'Draft: only staff can see it',
  published: 'Published: live on the site now',
  scheduled: 'Scheduled: goes live at the date and time below',
} as const
export type BlogStatus = keyof typeof BLOG_STATUSES

/** What a post is to staff (the admin lists): stored status and published_at together, see admin-blog.server.ts. */
export const POST_STATE_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const
export type PostState = keyof typeof POST_STATE_LABELS
export function isPostState(value: string | null): value is PostState {
  return value !== null && Object.hasOwn(POST_STATE_LABELS, value)
}

/** The orders of the /admin/blogs table. */
export const OVERVIEW_SORTS = {
  date: 'Publish date (newest first)',
  title: 'Title (A–Z)',
  words: 'Word count (longest first)',
  author: 'Author (A–Z)',
} as const
export type OverviewSort = keyof typeof OVERVIEW_SORTS

export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 160
export const EXCERPT_MAX = 300
export const TITLE_MAX = 160
export const BODY_MAX = 200_000
export const MAX_TAGS = 12
export const MAX_COVER_BYTES = 10 * 1024 * 1024

const MINUTE_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** Minutes the zone is ahead of UTC at `at` (Honduras: -360, no daylight saving). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!)
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * A `datetime-local` value ('2026-11-22T15:05') read as Roatan time: staff schedule in the island's clock, whatever
 * the zone of their own computer. null when the text is not such a value.
 */
export function fromLocalInput(value: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const match = MINUTE_INPUT.exec(value.trim())
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  if (Number.isNaN(asUtc)) return null
  const date = new Date(asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The `datetime-local` value showing `date` in Roatan time; '' for no date. */
export function toLocalInput(date: Date | string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!date) return ''
  const at = new Date(date)
  if (Number.isNaN(at.getTime())) return ''
  const wall = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000)
  return wall.toISOString().slice(0, 16)
}

/** 'Roatan, Sunset , roatan' → ['Roatan', 'Sunset']: trimmed, empty and repeated (any case) tags dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase())
      tags.push(tag)
    }
  }
  return tags
}

export function countWords(markdown: string): number {
  const text = markdown.trim()
  return text === '' ? 0 : text.split(/\s+/).length
}

// Missing or blank → null, so the public page falls back to the title and excerpt.
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .max(max, { message: `${label} can be at most ${max} characters.` })
      .transform((value) => (value === '' ? null : value)),
  )

export const BlogFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'Give the post a title.' })
      .max(TITLE_MAX, { message: `Keep the title under ${TITLE_MAX} characters.` }),
    slug: z.string().trim().max(120, { message: 'Keep the address under 120 characters.' }).default(''),
    excerpt: z
      .string()
      .trim()
      .max(EXCERPT_MAX, { message: `Keep the excerpt under ${EXCERPT_MAX} characters.` })
      .default(''),
    bodyMarkdown: z.string().max(BODY_MAX, { message: 'The text is too long for one post.' }).default(''),
    tags: z
      .string()
      .default('')
      .transform(parseTags)
      .refine((tags) => tags.length <= MAX_TAGS, { message: `Use at most ${MAX_TAGS} tags.` })
      .refine((tags) => tags.every((tag) => tag.length <= 40), { message: 'Keep each tag under 40 characters.' }),
    authorAgentId: z
      .string()
      .default('')
      .refine((value) => value === '' || /^\d+$/.test(value), { message: 'Choose an author from the list.' })
      .transform((value) => (value === '' ? null : Number(value))),
    seoTitle: optionalText(SEO_TITLE_MAX, 'The SEO title'),
    seoDescription: optionalText(SEO_DESCRIPTION_MAX, 'The SEO description'),
    status: z.enum(Object.keys(BLOG_STATUSES) as [BlogStatus], { message: 'Choose draft, published or scheduled.' }),
    publishAt: z.string().trim().default(''),
    // Issue 16: the Spanish version, optional; '' = not translated (the Spanish page shows English with a note).
    titleEs: z
      .string()
      .trim()
      .max(TITLE_MAX, { message: `Keep the Spanish title under ${TITLE_MAX} characters.` })
      .default(''),
    excerptEs: z
      .string()
      .trim()
      .max(EXCERPT_MAX, { message: `Keep the Spanish excerpt under ${EXCERPT_MAX} characters.` })
      .default(''),
    bodyMarkdownEs: z
      .string()
      .max(BODY_MAX, { message: 'The Spanish text is too long for one post.' })
      .default('')
      .transform((value) => (value.trim() === '' ? '' : value)),
  })
  .superRefine((form, context) => {
    // SPEC §1: the address is the slug rule applied to what staff typed, or to the title when they left it empty.
    if (slugify(form.slug || form.title) === '') {
      context.addIssue({
        code: 'custom',
        path: [form.slug ? 'slug' : 'title'],
        message: 'The address needs at least one letter or digit (a-z, 0-9).',
      })
    }
    const when = form.publishAt ? fromLocalInput(form.publishAt) : null
    if (form.publishAt && !when) {
      context.addIssue({ code: 'custom', path: ['publishAt'], message: 'Enter a date and time, or leave it empty.' })
    }
    if (form.status === 'draft') return
    // A live Spanish version is whole: a title and a text (the excerpt may stay empty).
    if (form.titleEs || form.excerptEs || form.bodyMarkdownEs) {
      if (!form.titleEs) {
        context.addIssue({
          code: 'custom',
          path: ['titleEs'],
          message: 'Give the Spanish version a title, or leave all the Spanish fields empty.',
        })
      }
      if (!form.bodyMarkdownEs) {
        context.addIssue({
          code: 'custom',
          path: ['bodyMarkdownEs'],
          message: 'Write the Spanish text, or leave all the Spanish fields empty.',
        })
      }
    }
    if (form.bodyMarkdown.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['bodyMarkdown'],
        message: 'Write the post before it goes live (or save it as a draft).',
      })
    }
    if (form.status === 'scheduled') {
      if (!form.publishAt) {
        context.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when the post should go live.' })
      } else if (when && when.getTime() <= Date.now()) {
        context.addIssue({
          code: 'custom',
          path: ['publishAt'],
          message: 'Choose a time in the future, or choose Published to go live now.',
        })
      }
    }
    if (form.status === 'published' && when && when.getTime() > Date.now() + 60_000) {
      context.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: 'That time is in the future: choose Scheduled, or clear the date to publish now.',
      })
    }
  })
  .transform((form) => ({
    ...form,
    slug: slugify(form.slug || form.title),
    publishAt: form.publishAt ? fromLocalInput(form.publishAt) : null,
  }))

export type BlogFormInput = z.input<typeof BlogFormSchema>
export type BlogForm = z.output<typeof BlogFormSchema>
export type BlogFieldErrors = Partial<Record<keyof BlogFormInput | 'cover' | 'form', string>>
export const BLOG_FORM_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'bodyMarkdown',
  'tags',
  'authorAgentId',
  'seoTitle',
  'seoDescription',
  'status',
  'publishAt',
  'titleEs',
  'excerptEs',
  'bodyMarkdownEs',
] as const satisfies readonly (keyof BlogFormInput)[]
