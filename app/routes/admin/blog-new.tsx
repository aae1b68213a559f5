import { data, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { BlogEditor } from '~/components/admin/blog-editor'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { editorValues, listAuthorOptions, savePostFromForm } from '~/models/admin-blog.server'
import type { Route } from './+types/blog-new'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'blog/new')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { authors: await listAuthorOptions(getServices(context).db), values: editorValues(null) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const form = await readForm(request)
  const result = await asStaff(services.db, user, (tx) => savePostFromForm({ ...services, db: tx }, form))
  if (!result.ok) return data({ errors: result.errors }, { status: 400 })
  return redirect(`/admin/blog/edit/${result.id}?saved=created`)
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/blog" className="text-reef-dark underline">
          ← All posts
        </Link>
      </p>
      <h1 className="mt-1 text-2xl">New blog post</h1>
      <BlogEditor
        mode="new"
        values={loaderData.values}
        authors={loaderData.authors}
        coverSrc={null}
        errors={actionData?.errors}
      />
    </>
  )
}
