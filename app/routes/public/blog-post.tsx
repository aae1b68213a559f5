import Markdown from 'react-markdown'
import { data } from 'react-router'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatDate } from '~/lib/format'
import { getPublishedPost } from '~/models/content.server'
import type { Route } from './+types/blog-post'

export async function loader({ params, context }: Route.LoaderArgs) {
  const row = await getPublishedPost(getServices(context).db, params.slug)
  if (!row) throw data('Not found', { status: 404 })
  return row
}

export const meta: Route.MetaFunction = ({ data: row }) =>
  row
    ? [
        { title: `${row.post.seoTitle ?? row.post.title} | ${DEFAULT_BRAND.name}` },
        { name: 'description', content: row.post.seoDescription ?? row.post.excerpt },
      ]
    : []

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, authorName } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">{post.title}</h1>
      <p className="mt-2 text-ink/75">
        {formatDate(post.publishedAt)}
        {authorName ? ` · ${authorName}` : ''}
      </p>
      {/* react-markdown renders no raw HTML: a <script> in a post shows as text. */}
      <div className="prose-content mt-8 space-y-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc">
        <Markdown>{post.bodyMarkdown}</Markdown>
      </div>
    </article>
  )
}
