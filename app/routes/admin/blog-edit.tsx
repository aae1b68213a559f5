import { data, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { BlogDeleteButton } from '~/components/admin/blog-delete-button'
import { BlogEditor } from '~/components/admin/blog-editor'
import { BlogStateBadge } from '~/components/admin/blog-state-badge'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { formatDateTime } from '~/lib/format'
import {
  coverPreviewSrc,
  deletePost,
  editorValues,
  getPostForEditing,
  listAuthorOptions,
  parsePostId,
  savePostFromForm,
} from '~/models/admin-blog.server'
import type { Route } from './+types/blog-edit'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'blog/edit/:id')!

const notFound = () =>
  new Response('There is no blog post with this number. It may have been deleted.', { status: 404 })

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, storage } = getServices(context)
  const id = parsePostId(params.id)
  const row = id === null ? null : await getPostForEditing(db, id)
  if (!row) throw notFound()
  return {
    id: row.post.id,
    slug: row.post.slug,
    title: row.post.title,
    state: row.state,
    publishedAt: row.post.publishedAt,
    updatedAt: row.post.updatedAt,
    values: editorValues(row),
    coverSrc: coverPreviewSrc(storage, row.post.coverImage),
    authors: await listAuthorOptions(db, row.post.authorAgentId),
    saved: url.searchParams.get('saved'),
  }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const id = parsePostId(params.id)
  const row = id === null ? null : await getPostForEditing(services.db, id)
  if (!row) throw notFound()
  const formData = await readForm(request)
  if (formData.get('intent') === 'delete') {
    await asStaff(services.db, user, (tx) => deletePost({ ...services, db: tx }, row.post.id))
    return redirect(`/admin/blog?deleted=${encodeURIComponent(row.post.title)}`)
  }
  const result = await asStaff(services.db, user, (tx) =>
    savePostFromForm({ ...services, db: tx }, formData, row.post.id),
  )
  if (!result.ok) return data({ errors: result.errors }, { status: 400 })
  // Back to a GET: a reload does not post again, and the form starts from what was stored.
  return redirect(`/admin/blog/edit/${result.id}?saved=updated`)
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { id, slug, title, state, publishedAt, updatedAt, values, coverSrc, authors, saved } = loaderData
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/blog" className="text-reef-dark underline">
          ← All posts
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">Edit blog post</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink/80">
            <BlogStateBadge state={state} />
            {state === 'published' ? (
              <>
                <span>Live since {formatDateTime(publishedAt)}</span>
                <a href={`/blog/${slug}`} className="font-semibold text-reef-dark underline">
                  View on site
                </a>
              </>
            ) : state === 'scheduled' && publishedAt ? (
              <span>Goes live {formatDateTime(publishedAt)}</span>
            ) : null}
            <span>· Last saved {formatDateTime(updatedAt)}</span>
          </p>
        </div>
        <BlogDeleteButton title={title} />
      </div>
      {saved && !actionData ? (
        <p role="status" className="mt-4 rounded-lg bg-reef/10 px-4 py-2 font-medium">
          {saved === 'created' ? 'Post created.' : 'Changes saved.'}{' '}
          {state === 'published'
            ? 'It is live on the site.'
            : state === 'scheduled'
              ? `It goes live ${formatDateTime(publishedAt)}.`
              : 'It is a draft: only staff can see it.'}
        </p>
      ) : null}
      {/* A new key after each save starts the form from what was stored (and forgets the uploaded file). */}
      <BlogEditor
        key={`${id}-${String(updatedAt)}`}
        mode="edit"
        values={values}
        authors={authors}
        coverSrc={coverSrc}
        errors={actionData?.errors}
      />
    </>
  )
}
