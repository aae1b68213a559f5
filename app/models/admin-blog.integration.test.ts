// The blog editor's model against a real database and local storage: create, edit, slug clashes, covers, and
// scheduled posts going live through the public query (content.server.ts) with no job to run.
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { blogPosts } from '~/db/schema'
import { toLocalInput, type BlogForm } from '~/lib/blog-form'
import { SITE_IMAGES_BUCKET } from '~/lib/image-url'
import { getPublishedPost, listPublishedPosts } from './content.server'
import {
  countPostsByState,
  deletePost,
  getPostForEditing,
  listPostsForEditors,
  listPostsOverview,
  editorValues,
  savePost,
  savePostFromForm,
} from './admin-blog.server'
import { createAgent } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'

let services: AppServices
let close: () => Promise<void>
let authorId: number
let formerAuthorId: number

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  authorId = (await createAgent(services.db, { name: 'Ana Lopez' })).id
  formerAuthorId = (await createAgent(services.db, { name: 'Former Agent', active: false })).id
})
afterAll(() => close())

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const publicSlugs = async () => (await listPublishedPosts(services.db)).map((post) => post.slug)

describe('creating and editing posts', () => {
  it('saves a draft with only a title, its slug made by the SPEC §1 rule, and keeps it off the site', async () => {
    const result = await savePostFromForm(
      services,
      form({ title: '  Buying in  West Bay: Costs & Fees! ', status: 'draft' }),
    )
    expect(result).toMatchObject({ ok: true, slug: 'buying-in-west-bay-costs-fees' })
    const row = await getPostForEditing(services.db, (result as { id: number }).id)
    expect(row).toMatchObject({ state: 'draft', post: { status: 'draft', publishedAt: null, tags: [] } })
    expect(await publicSlugs()).not.toContain('buying-in-west-bay-costs-fees')
  })

  it('publishes a post with every field and shows it on the public side', async () => {
    const result = await savePostFromForm(
      services,
      form({
        title: 'Closing costs explained',
        slug: 'Closing Costs -- Explained',
        excerpt: 'What you pay at closing.',
        bodyMarkdown: '## Taxes\n\n- Transfer tax\n- Registry fee',
        tags: 'Buying, costs , buying,',
        authorAgentId: String(authorId),
        seoTitle: 'Closing costs on Roatan',
        seoDescription: 'Transfer tax, registry and attorney fees.',
        status: 'published',
      }),
    )
    expect(result).toMatchObject({ ok: true, slug: 'closing-costs-explained' })
    const row = await getPublishedPost(services.db, 'closing-costs-explained')
    expect(row?.authorName).toBe('Ana Lopez')
    expect(row?.post).toMatchObject({
      tags: ['Buying', 'costs'],
      seoTitle: 'Closing costs on Roatan',
      status: 'published',
    })
    expect(row!.post.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a slug another post uses, with a clear message, and stores nothing', async () => {
    const before = await services.db.select({ id: blogPosts.id }).from(blogPosts)
    const result = await savePostFromForm(services, form({ title: 'Closing costs, explained', status: 'draft' }))
    expect(result).toEqual({
      ok: false,
      errors: { slug: 'Another post already uses the address /blog/closing-costs-explained. Change the slug.' },
    })
    expect(await services.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(before.length)
  })

  it('edits a post, keeping its own slug and its first publish date', async () => {
    const [post] = await services.db.select().from(blogPosts).where(eq(blogPosts.slug, 'closing-costs-explained'))
    const result = await savePostFromForm(
      services,
      form({
        title: 'Closing costs, explained again',
        slug: 'closing-costs-explained',
        bodyMarkdown: 'New text',
        tags: 'Costs',
        authorAgentId: String(authorId),
        status: 'published',
      }),
      post!.id,
    )
    expect(result).toMatchObject({ ok: true, id: post!.id })
    const edited = await getPostForEditing(services.db, post!.id)
    expect(edited?.post).toMatchObject({
      title: 'Closing costs, explained again',
      bodyMarkdown: 'New text',
      tags: ['Costs'],
    })
    expect(edited?.post.publishedAt?.getTime()).toBe(post!.publishedAt!.getTime())
  })

  it('gives field messages for a post that cannot go live, and refuses an author who left', async () => {
    expect(await savePostFromForm(services, form({ title: '', status: 'published' }))).toEqual({
      ok: false,
      errors: {
        title: 'Give the post a title.',
        bodyMarkdown: 'Write the post before it goes live (or save it as a draft).',
      },
    })
    expect(
      await savePostFromForm(
        services,
        form({ title: 'Team news', authorAgentId: String(formerAuthorId), status: 'draft' }),
      ),
    ).toEqual({ ok: false, errors: { authorAgentId: 'Choose an author from the list.' } })
  })
})

describe('scheduled posts', () => {
  const base: BlogForm = {
    title: 'Hurricane season checklist',
    slug: 'hurricane-season-checklist',
    excerpt: '',
    bodyMarkdown: 'Shutters, generator, insurance.',
    tags: [],
    authorAgentId: null,
    seoTitle: null,
    seoDescription: null,
    status: 'scheduled',
    publishAt: null,
    titleEs: '',
    excerptEs: '',
    bodyMarkdownEs: '',
  }

  it('refuses a time in the past', async () => {
    const past = toLocalInput(new Date(Date.now() - 3_600_000))
    expect(
      await savePostFromForm(
        services,
        form({ title: 'Old news', bodyMarkdown: 'x', status: 'scheduled', publishAt: past }),
      ),
    ).toEqual({ ok: false, errors: { publishAt: 'Choose a time in the future, or choose Published to go live now.' } })
  })

  it('stays off the site until its time, then is public by itself', async () => {
    const goesLive = new Date(Date.now() + 3_600_000)
    const result = await savePost(services, { form: { ...base, publishAt: goesLive } })
    expect(result.ok).toBe(true)
    const id = (result as { id: number }).id
    expect((await getPostForEditing(services.db, id))?.state).toBe('scheduled')
    expect(await publicSlugs()).not.toContain(base.slug)
    expect(await getPublishedPost(services.db, base.slug)).toBeNull()
    expect((await countPostsByState(services.db)).scheduled).toBe(1)

    // The hour passes: the database's clock decides, so the post's time is moved back instead (no job runs).
    await services.db
      .update(blogPosts)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(blogPosts.id, id))
    expect(await publicSlugs()).toContain(base.slug)
    expect((await getPostForEditing(services.db, id))?.state).toBe('published')
    expect(
      (await listPostsForEditors(services.db, { state: 'published', search: 'hurricane' })).map((p) => p.id),
    ).toEqual([id])
  })
})

describe('cover images', () => {
  it('stores an uploaded photo with its variants under blog/ in the site-images bucket', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#01a7a3' } })
      .jpeg()
      .toBuffer()
    const data = form({ title: 'Sunset at West End', status: 'draft' })
    data.set('cover', new File([photo], 'sunset.jpg', { type: 'image/jpeg' }))
    const result = await savePostFromForm(services, data)
    expect(result.ok).toBe(true)
    const { post } = (await getPostForEditing(services.db, (result as { id: number }).id))!
    expect(post.coverImage).toMatch(/^blog\/sunset-at-west-end-[0-9a-f]{8}\.jpg$/)
    const stored = await services.storage.list(SITE_IMAGES_BUCKET, 'blog/sunset-at-west-end-')
    expect(stored).toHaveLength(7) // the main file and 3 widths × WebP and JPEG
    expect(stored).toContain(post.coverImage.replace('.jpg', '-960.webp'))

    expect(await deletePost(services, post.id)).toBe(true)
    expect(await services.storage.list(SITE_IMAGES_BUCKET, 'blog/sunset-at-west-end-')).toEqual([])
    expect(await getPostForEditing(services.db, post.id)).toBeNull()
  })

  it('refuses a text file named like a photo and stores nothing', async () => {
    const data = form({ title: 'Not a photo', status: 'draft' })
    data.set('cover', new File(['hello, I am text'], 'photo.jpg', { type: 'image/jpeg' }))
    expect(await savePostFromForm(services, data)).toEqual({
      ok: false,
      errors: { cover: 'That file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF image.' },
    })
    expect(await services.storage.list(SITE_IMAGES_BUCKET, 'blog/not-a-photo')).toEqual([])
  })
})

describe('the /admin/blogs overview', () => {
  it('counts words and lists every post with its author', async () => {
    const rows = await listPostsOverview(services.db, 'words')
    const closing = rows.find((row) => row.slug === 'closing-costs-explained')
    expect(closing).toMatchObject({ wordCount: 2, authorName: 'Ana Lopez', state: 'published', tags: ['Costs'] })
    expect(rows.find((row) => row.slug === 'buying-in-west-bay-costs-fees')?.wordCount).toBe(0)
  })
})

describe('the Spanish version (issue 16)', () => {
  const live = { title: 'Snorkeling spots', bodyMarkdown: 'West Bay reef.', status: 'published' }

  it('saves the Spanish title, excerpt and text and gives them back to the editor', async () => {
    const result = await savePostFromForm(
      services,
      form({
        ...live,
        titleEs: '  Lugares para hacer esnórquel ',
        excerptEs: 'Los mejores arrecifes.',
        bodyMarkdownEs: '## Arrecife\n\nWest Bay.',
      }),
    )
    expect(result.ok).toBe(true)
    const id = (result as { id: number }).id
    const row = await getPostForEditing(services.db, id)
    expect(row?.post).toMatchObject({
      titleEs: 'Lugares para hacer esnórquel',
      excerptEs: 'Los mejores arrecifes.',
      bodyMarkdownEs: '## Arrecife\n\nWest Bay.',
    })
    expect(editorValues(row)).toMatchObject({
      titleEs: 'Lugares para hacer esnórquel',
      excerptEs: 'Los mejores arrecifes.',
    })

    // Emptied, the post is no longer translated.
    const cleared = await savePostFromForm(services, form({ ...live, titleEs: '', bodyMarkdownEs: '  \n ' }), id)
    expect(cleared.ok).toBe(true)
    expect((await getPostForEditing(services.db, id))?.post).toMatchObject({
      titleEs: '',
      excerptEs: '',
      bodyMarkdownEs: '',
    })
  })

  it('refuses a Spanish text over the limits, or a live half-translation, and writes nothing', async () => {
    const created = await savePostFromForm(
      services,
      form({ ...live, title: 'Diving', titleEs: 'Buceo', bodyMarkdownEs: 'Sí.' }),
    )
    const id = (created as { id: number }).id
    expect(
      await savePostFromForm(
        services,
        form({ ...live, title: 'Diving', titleEs: 'x'.repeat(161), excerptEs: 'y'.repeat(301), bodyMarkdownEs: 'Sí.' }),
        id,
      ),
    ).toEqual({
      ok: false,
      errors: {
        titleEs: 'Keep the Spanish title under 160 characters.',
        excerptEs: 'Keep the Spanish excerpt under 300 characters.',
      },
    })
    expect(await savePostFromForm(services, form({ ...live, title: 'Diving', titleEs: 'Buceo nuevo' }), id)).toEqual({
      ok: false,
      errors: { bodyMarkdownEs: 'Write the Spanish text, or leave all the Spanish fields empty.' },
    })
    expect((await getPostForEditing(services.db, id))?.post).toMatchObject({ titleEs: 'Buceo', bodyMarkdownEs: 'Sí.' })
    // A draft may hold a half-written translation.
    expect(
      (await savePostFromForm(services, form({ title: 'Diving', status: 'draft', titleEs: 'Buceo nuevo' }), id)).ok,
    ).toBe(true)
  })
})
