import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listPublishedPosts } from '~/models/content.server'
import type { Route } from './+types/blog'
import { localeFromPath } from '~/i18n/locale'
import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { localizePost } from '~/lib/localized-content'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  return pageMeta({
    locale,
    title: t('content.blog.metaTitle', { brand: DEFAULT_BRAND.name }),
    description: t('content.blog.metaDescription'),
    path: '/blog',
    appUrl: appUrlFromMatches(matches),
  })
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname)
  const posts = await listPublishedPosts(getServices(context).db)
  // issue 16: a post written in Spanish too is listed in Spanish on Spanish pages
  return { posts: posts.map((post) => localizePost(post, locale)) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT(contentMessages)
  const href = useLocalHref()
  return (
    <>
      <PageHeader title={t('content.blog.title')} lead={t('content.blog.lead')} />
      <SomeUntranslatedNote items={loaderData.posts} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6" />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
        {loaderData.posts.map((post) => (
          <article key={post.slug} lang={post.lang} className="rounded-2xl p-6 shadow-md ring-1 ring-black/5">
            <h2 className="text-xl">
              <Link to={href(`/blog/${post.slug}`)} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-ink/75">
              {post.published}
              {post.authorName ? ` · ${post.authorName}` : ''}
            </p>
            <p className="mt-3">{post.excerpt}</p>
          </article>
        ))}
      </div>
    </>
  )
}
