// Blog posts as staff manage them (/admin/blog, /admin/blogs, the editor): listings, saving with a cover image
// in the site-images bucket, deleting. The public side reads posts through content.server.ts.
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import sharp from 'sharp'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { agents, blogPosts } from '~/db/schema'
import {
  BLOG_FORM_FIELDS,
  BlogFormSchema,
  MAX_COVER_BYTES,
  type BlogFieldErrors,
  type BlogForm,
  type OverviewSort,
  type PostState,
  toLocalInput,
} from '~/lib/blog-form'
import { fieldErrors } from '~/lib/form-errors'
import { IMAGE_WIDTHS, SITE_IMAGES_BUCKET, bucketImageSources, imageVariantPath } from '~/lib/image-url'
import { encodeImageVariants, writeImageVariants } from '~/storage/images.server'
import type { Storage } from '~/storage/storage.server'

/**
 * What staff see. A scheduled post is stored as status 'published' with a future published_at: the public query
 * (content.server.ts) shows only status 'published' with published_at <= now(), so it goes live by itself when the
 * time comes, with no job to run. A row stored as 'scheduled' (never written here) would never go live; it is
 * shown as scheduled so staff open and save it.
 */

const postState = sql<PostState>`case
  when ${blogPosts.status} = 'draft' then 'draft'
  when ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= now() then 'published'
  else 'scheduled' end`

const wordCount = sql<number>`coalesce(array_length(regexp_split_to_array(nullif(btrim(${blogPosts.bodyMarkdown}, E' \\n\\r\\t'), ''), '\\s+'), 1), 0)::int`

/** The editorial list of /admin/blog: newest change first, narrowed by a search and a state. */
export function listPostsForEditors(db: Database, options: { search?: string; state?: PostState | null } = {}) {
  const conditions: SQL[] = []
  const search = options.search?.trim()
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.excerpt, pattern),
        sql`${blogPosts.tags}::text ilike ${pattern}`,
      )!,
    )
  }
  if (options.state) conditions.push(sql`${postState} = ${options.state}`)
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      state: postState,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorName: agents.name,
    })
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.authorAgentId))
    .where(and(...conditions))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(200)
}

export async function countPostsByState(db: Database): Promise<Record<PostState, number>> {
  const rows = await db
    .select({ state: postState, count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .groupBy(postState)
  const counts: Record<PostState, number> = { draft: 0, scheduled: 0, published: 0 }
  for (const row of rows) counts[row.state] = row.count
  return counts
}

/** /admin/blogs: every post with the facts an editor audits (author, date, tags, length). */
export function listPostsOverview(db: Database, sort: OverviewSort = 'date') {
  const order = {
    date: [sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id)],
    title: [asc(blogPosts.title)],
    words: [desc(wordCount), asc(blogPosts.title)],
    author: [sql`${agents.name} asc nulls last`, asc(blogPosts.title)],
  }[sort]
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      state: postState,
      publishedAt: blogPosts.publishedAt,
      tags: blogPosts.tags,
      wordCount,
      hasCover: sql<boolean>`${blogPosts.coverImage} <> ''`,
      hasSeoDescription: sql<boolean>`coalesce(${blogPosts.seoDescription}, '') <> ''`,
      authorName: agents.name,
      authorActive: agents.active,
    })
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.authorAgentId))
    .orderBy(...order)
}

export async function getPostForEditing(db: Database, id: number) {
  const [post] = await db.select({ post: blogPosts, state: postState }).from(blogPosts).where(eq(blogPosts.id, id))
  return post ?? null
}

/** Active team members, plus the post's current author if they have since left (so saving keeps them). */
export function listAuthorOptions(db: Database, currentAuthorId: number | null = null) {
  return db
    .select({ id: agents.id, name: agents.name, active: agents.active })
    .from(agents)
    .where(
      currentAuthorId === null ? eq(agents.active, true) : or(eq(agents.active, true), eq(agents.id, currentAuthorId)),
    )
    .orderBy(asc(agents.sortOrder), asc(agents.name))
}

export type SaveResult = { ok: true; id: number; slug: string } | { ok: false; errors: BlogFieldErrors }

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif'])

/** The encoded variants of an uploaded cover, or the message to show beside the field. */
async function readCover(
  file: File,
): Promise<{ files: Awaited<ReturnType<typeof encodeImageVariants>> } | { error: string }> {
  if (file.size > MAX_COVER_BYTES) {
    return {
      error: `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_COVER_BYTES / 1024 / 1024} MB.`,
    }
  }
  const input = Buffer.from(await file.arrayBuffer())
  // The bytes decide, not the name or the browser's type: a renamed text file is refused here.
  const format = await sharp(input)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => null)
  if (!format || !IMAGE_FORMATS.has(format)) {
    return { error: 'That file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF image.' }
  }
  try {
    return { files: await encodeImageVariants(input) }
  } catch {
    return { error: 'That image looks damaged and could not be read. Try exporting it again.' }
  }
}

async function removeCoverFiles(storage: Storage, objectPath: string) {
  if (!objectPath.startsWith('blog/')) return
  const paths = [objectPath]
  for (const width of IMAGE_WIDTHS) {
    for (const format of ['webp', 'jpg'] as const) paths.push(imageVariantPath(objectPath, width, format))
  }
  await Promise.all(paths.map((path) => storage.remove(SITE_IMAGES_BUCKET, path)))
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

const slugTaken = (slug: string) => `Another post already uses the address /blog/${slug}. Change the slug.`

/** Where the post's status and published_at end up (see PostState for why scheduled is stored as published). */
function publication(form: BlogForm, existing: { status: string; publishedAt: Date | null } | null, now: Date) {
  if (form.status === 'draft') return { status: 'draft', publishedAt: form.publishAt }
  if (form.status === 'scheduled') return { status: 'published', publishedAt: form.publishAt }
  const wasLive = existing?.status === 'published' && existing.publishedAt && existing.publishedAt <= now
  return { status: 'published', publishedAt: form.publishAt ?? (wasLive ? existing.publishedAt : now) }
}

export interface SavePostInput {
  form: BlogForm
  cover?: File | null
  removeCover?: boolean
}

/** Creates (no id) or updates a post. Field problems come back as messages; nothing is stored then. */
export async function savePost(
  services: Pick<AppServices, 'db' | 'storage'>,
  input: SavePostInput,
  id: number | null = null,
): Promise<SaveResult> {
  const { db, storage } = services
  const { form } = input
  const existing = id === null ? null : ((await getPostForEditing(db, id))?.post ?? null)
  if (id !== null && !existing) return { ok: false, errors: { form: 'This post no longer exists.' } }

  const errors: BlogFieldErrors = {}
  const [clash] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, form.slug), id === null ? undefined : ne(blogPosts.id, id)))
  if (clash) errors.slug = slugTaken(form.slug)
  if (form.authorAgentId !== null && form.authorAgentId !== existing?.authorAgentId) {
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, form.authorAgentId), eq(agents.active, true)))
    if (!agent) errors.authorAgentId = 'Choose an author from the list.'
  }
  const cover = input.cover && input.cover.size > 0 ? await readCover(input.cover) : null
  if (cover && 'error' in cover) errors.cover = cover.error
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  let coverImage = input.removeCover ? '' : (existing?.coverImage ?? '')
  let newCover: string | null = null
  if (cover && 'files' in cover) {
    newCover = `blog/${form.slug}-${randomUUID().slice(0, 8)}.jpg`
    await writeImageVariants(storage, SITE_IMAGES_BUCKET, newCover, cover.files)
    coverImage = newCover
  }

  const values = {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    bodyMarkdown: form.bodyMarkdown,
    tags: form.tags,
    authorAgentId: form.authorAgentId,
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    coverImage,
    titleEs: form.titleEs,
    excerptEs: form.excerptEs,
    bodyMarkdownEs: form.bodyMarkdownEs,
    ...publication(form, existing, new Date()),
  }
  try {
    const [saved] = existing
      ? await db
          .update(blogPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(blogPosts.id, existing.id))
          .returning({ id: blogPosts.id })
      : await db.insert(blogPosts).values(values).returning({ id: blogPosts.id })
    if (existing?.coverImage && existing.coverImage !== coverImage) await removeCoverFiles(storage, existing.coverImage)
    return { ok: true, id: saved!.id, slug: form.slug }
  } catch (error) {
    if (newCover) await removeCoverFiles(storage, newCover)
    // Two editors saving the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, errors: { slug: slugTaken(form.slug) } }
    throw error
  }
}

/** Reads the editor's multipart form and saves it: what the new and edit routes share. */
export async function savePostFromForm(
  services: Pick<AppServices, 'db' | 'storage'>,
  formData: FormData,
  id: number | null = null,
): Promise<SaveResult> {
  const fields = Object.fromEntries(
    BLOG_FORM_FIELDS.map((name) => [name, typeof formData.get(name) === 'string' ? formData.get(name) : undefined]),
  )
  const parsed = BlogFormSchema.safeParse(fields)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const cover = formData.get('cover')
  return savePost(
    services,
    {
      form: parsed.data,
      cover: cover instanceof File ? cover : null,
      removeCover: formData.get('removeCover') === 'on',
    },
    id,
  )
}

/** Deletes the post and its cover files; false when there was no such post. */
export async function deletePost(services: Pick<AppServices, 'db' | 'storage'>, id: number): Promise<boolean> {
  const [deleted] = await services.db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ coverImage: blogPosts.coverImage })
  if (!deleted) return false
  if (deleted.coverImage) await removeCoverFiles(services.storage, deleted.coverImage)
  return true
}

/** '12' → 12; anything else (including the role matrix's made-up UUID) → null, which the route answers with 404. */
export function parsePostId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  return Number(value)
}

/** The editor's starting values for a stored post (or a blank one). */
export function editorValues(row: { post: typeof blogPosts.$inferSelect; state: PostState } | null): BlogEditorStart {
  if (!row) {
    return {
      title: '',
      slug: '',
      excerpt: '',
      bodyMarkdown: '',
      tags: '',
      authorAgentId: '',
      seoTitle: '',
      seoDescription: '',
      status: 'draft',
      publishAt: '',
      titleEs: '',
      excerptEs: '',
      bodyMarkdownEs: '',
    }
  }
  const { post, state } = row
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    tags: post.tags.join(', '),
    authorAgentId: post.authorAgentId === null ? '' : String(post.authorAgentId),
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    status: state,
    publishAt: toLocalInput(post.publishedAt),
    titleEs: post.titleEs,
    excerptEs: post.excerptEs,
    bodyMarkdownEs: post.bodyMarkdownEs,
  }
}

export type BlogEditorStart = Record<Exclude<(typeof BLOG_FORM_FIELDS)[number], 'status'>, string> & {
  status: PostState
}

/** The cover as the site shows it (middle-size JPEG variant), for the editor. */
export function coverPreviewSrc(storage: Storage, coverImage: string): string | null {
  return coverImage ? bucketImageSources(coverImage, storage.publicBaseUrl(SITE_IMAGES_BUCKET)).src : null
}
