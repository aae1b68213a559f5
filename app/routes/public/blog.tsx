import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { formatDateTime } from '~/lib/format'
import { listPublishedPosts } from '~/models/content.server'
import type { Route } from './+types/blog'
import { localeFromPath } from '~/i18n/locale'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    locale: localeFromPath(location.pathname),
    title: `Blog: buying, living and investing on Roatan | ${DEFAULT_BRAND.name}`,
    description: 'Practical articles on buying property in Honduras, closing costs, rentals and island life.',
    path: '/blog',
    appUrl: appUrlFromMatches(matches),
  })

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPublishedPosts(getServices(context).db) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Blog" lead="Plain answers about buying, owning and living on Roatan." />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
        {loaderData.posts.map((post) => (
          <article key={post.slug} className="rounded-2xl p-6 shadow-md ring-1 ring-black/5">
            <h2 className="text-xl">
              <Link to={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-ink/75">
              {formatDateTime(post.publishedAt)}
              {post.authorName ? ` · ${post.authorName}` : ''}
            </p>
            <p className="mt-3">{post.excerpt}</p>
          </article>
        ))}
      </div>
    </>
  )
}
