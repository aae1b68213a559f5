import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import { BlogStateBadge } from '~/components/admin/blog-state-badge'
import { Button, buttonClasses } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { POST_STATE_LABELS, isPostState, type PostState } from '~/lib/blog-form'
import { formatDateTime } from '~/lib/format'
import { countPostsByState, listPostsForEditors } from '~/models/admin-blog.server'
import type { Route } from './+types/blog'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'blog')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const search = url.searchParams.get('search') ?? ''
  const stateParam = url.searchParams.get('state')
  const state = isPostState(stateParam) ? stateParam : null
  const [posts, counts] = await Promise.all([listPostsForEditors(db, { search, state }), countPostsByState(db)])
  return { posts, counts, search, state, deleted: url.searchParams.get('deleted') }
}

// The list changes nothing, but a POST must still meet the guard (SPEC §6): others get 403, editors a plain 405.
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireRole({ request, url, context }, screen.roles)
  throw new Response('This list does not accept changes: open a post to edit it.', { status: 405 })
}

function filterHref(state: PostState | null, search: string) {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (state) params.set('state', state)
  const query = params.toString()
  return query ? `?${query}` : '.'
}

export default function BlogEditorial({ loaderData }: Route.ComponentProps) {
  const { posts, counts, search, state, deleted } = loaderData
  const total = counts.draft + counts.scheduled + counts.published
  const tabs: [PostState | null, string, number][] = [
    [null, 'All', total],
    ...(Object.keys(POST_STATE_LABELS) as PostState[]).map(
      (key) => [key, POST_STATE_LABELS[key], counts[key]] as [PostState, string, number],
    ),
  ]
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Blog</h1>
        <div className="flex gap-3">
          <Link to="/admin/blogs" className="rounded-lg px-4 py-2 font-semibold text-sea underline">
            All posts as a table
          </Link>
          <Link to="/admin/blog/new" className={buttonClasses()}>
            Write a new post
          </Link>
        </div>
      </div>
      {deleted ? (
        <p role="status" className="mt-4 rounded-lg bg-reef/10 px-4 py-2">
          The post “{deleted}” was deleted.
        </p>
      ) : null}
      <nav aria-label="Filter posts by status" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {tabs.map(([key, label, count]) => (
            <li key={label}>
              <Link
                to={filterHref(key, search)}
                aria-current={state === key ? 'page' : undefined}
                className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${state === key ? 'bg-sea text-white' : 'bg-white text-sea ring-1 ring-sea/30 hover:bg-sand'}`}
              >
                {label} ({count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        {state ? <input type="hidden" name="state" value={state} /> : null}
        <label htmlFor="blog-search" className="sr-only">
          Search posts by title, address, excerpt or tag
        </label>
        <input
          id="blog-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Search by title, address, excerpt or tag"
          className="w-full max-w-md rounded-lg border border-ink/30 bg-white px-3 py-2"
        />
        <Button type="submit">Search</Button>
      </Form>
      {posts.length === 0 ? (
        <p className="mt-6">
          {search || state ? 'No post matches. Try another word or status.' : 'No posts yet. Write the first one.'}
        </p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg">
                    <Link to={`/admin/blog/edit/${post.id}`} className="hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink/80">
                    <BlogStateBadge state={post.state} />
                    <span>
                      {post.state === 'published'
                        ? `Published ${formatDateTime(post.publishedAt)}`
                        : post.state === 'scheduled' && post.publishedAt
                          ? `Goes live ${formatDateTime(post.publishedAt)}`
                          : `Last saved ${formatDateTime(post.updatedAt)}`}
                    </span>
                    {post.authorName ? <span>· {post.authorName}</span> : null}
                  </p>
                  {post.excerpt ? <p className="mt-2 line-clamp-2 text-sm">{post.excerpt}</p> : null}
                </div>
                <p className="flex shrink-0 gap-3 text-sm">
                  <Link
                    to={`/admin/blog/edit/${post.id}`}
                    className="font-semibold text-reef-dark underline"
                    aria-label={`Edit “${post.title}”`}
                  >
                    Edit
                  </Link>
                  {post.state === 'published' ? (
                    <a
                      href={`/blog/${post.slug}`}
                      className="font-semibold text-reef-dark underline"
                      aria-label={`View “${post.title}” on the site`}
                    >
                      View on site
                    </a>
                  ) : (
                    <span className="text-ink/70">Not on the site yet</span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
