import { Form } from 'react-router'
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { BlogStateBadge } from '~/components/admin/blog-state-badge'
import { Button, buttonClasses } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { OVERVIEW_SORTS, POST_STATE_LABELS, type OverviewSort, type PostState } from '~/lib/blog-form'
import { formatDateTime, formatNumber } from '~/lib/format'
import { listPostsOverview } from '~/models/admin-blog.server'
import type { Route } from './+types/blogs'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'blogs')!

// /admin/blogs is the audit view of SPEC §2's second blog listing: every post at once, with the facts an editor
// checks (who wrote it, when it goes out, tags, length, missing cover or SEO text). /admin/blog is for daily work.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const sortParam = url.searchParams.get('sort') ?? 'date'
  const sort: OverviewSort = Object.hasOwn(OVERVIEW_SORTS, sortParam) ? (sortParam as OverviewSort) : 'date'
  // Every post is listed, so the counts by state come from the list rather than a second query.
  const posts = await listPostsOverview(db, sort)
  const counts: Record<PostState, number> = { draft: 0, scheduled: 0, published: 0 }
  const tagCounts = new Map<string, number>()
  for (const post of posts) {
    counts[post.state]++
    for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
  }
  return {
    posts,
    counts,
    sort,
    totalWords: posts.reduce((sum, post) => sum + post.wordCount, 0),
    topTags: [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 12),
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireRole({ request, url, context }, screen.roles)
  throw new Response('This table does not accept changes: open a post to edit it.', { status: 405 })
}

export default function BlogOverview({ loaderData }: Route.ComponentProps) {
  const { posts, counts, sort, totalWords, topTags } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">All blog posts</h1>
        <Link to="/admin/blog/new" className={buttonClasses()}>
          Write a new post
        </Link>
      </div>
      <p className="mt-1 text-ink/80">
        Every post in one table. To search and edit day to day, use{' '}
        <Link to="/admin/blog" className="underline">
          Blog
        </Link>
        .
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-4">
        {[
          ...(Object.keys(POST_STATE_LABELS) as PostState[]).map(
            (state) => [POST_STATE_LABELS[state], formatNumber(counts[state])] as const,
          ),
          ['Words in all posts', formatNumber(totalWords)] as const,
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
            <dt className="text-sm text-ink/80">{label}</dt>
            <dd className="text-2xl font-semibold text-sea">{value}</dd>
          </div>
        ))}
      </dl>
      {topTags.length > 0 ? (
        <p className="mt-4 text-sm">
          <span className="font-semibold">Most used tags: </span>
          {topTags.map(([tag, count]) => `${tag} (${count})`).join(', ')}
        </p>
      ) : null}
      <Form method="get" className="mt-4 flex items-end gap-2">
        <div>
          <label htmlFor="blogs-sort" className="block text-sm font-semibold">
            Sort by
          </label>
          <select
            id="blogs-sort"
            name="sort"
            defaultValue={sort}
            className="mt-1 rounded-lg border border-ink/30 bg-white px-3 py-2"
          >
            {Object.entries(OVERVIEW_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Sort</Button>
      </Form>
      <AdminTableScroll label="All blog posts" className="mt-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All blog posts</caption>
          <AdminTableHead
            className="bg-sand/70 text-sea"
            scope="col"
            cellClassName="px-3 py-2"
            columns={[
              'Title',
              'Status',
              'Author',
              'Publish date',
              'Tags',
              { label: 'Words', className: 'text-right' },
              'Missing',
            ]}
          />
          <tbody>
            {posts.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-4">
                  No posts yet.
                </td>
              </tr>
            ) : (
              posts.map((post) => {
                const missing = [
                  post.hasCover ? null : 'cover',
                  post.hasSeoDescription ? null : 'SEO description',
                  post.authorName ? null : 'author',
                ].filter(Boolean)
                return (
                  <tr key={post.id} className="border-t border-sand align-top">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      <Link to={`/admin/blog/edit/${post.id}`} className="hover:underline">
                        {post.title}
                      </Link>
                      {post.state === 'published' ? (
                        <a href={`/blog/${post.slug}`} className="block text-xs font-normal text-reef-dark underline">
                          /blog/{post.slug}
                        </a>
                      ) : (
                        <span className="block text-xs font-normal text-ink/70">/blog/{post.slug}</span>
                      )}
                    </th>
                    <td className="px-3 py-2">
                      <BlogStateBadge state={post.state} />
                    </td>
                    <td className="px-3 py-2">
                      {post.authorName ?? '—'}
                      {post.authorName && post.authorActive === false ? ' (no longer on the team)' : ''}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDateTime(post.publishedAt) || '—'}</td>
                    <td className="px-3 py-2">{post.tags.join(', ') || '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(post.wordCount)}</td>
                    <td className="px-3 py-2 text-ink/80">{missing.join(', ') || '—'}</td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </AdminTableScroll>
    </>
  )
}
