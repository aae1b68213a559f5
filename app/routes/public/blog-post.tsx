import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { MarkdownHtml } from '~/components/markdown-html'
import { ResponsiveImage } from '~/components/responsive-image'
import { contentMemo } from '~/cache-registry.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatDateTime } from '~/lib/format'
import { SITE_IMAGES_BUCKET, bucketImageSources } from '~/lib/image-url'
import { absoluteUrl, appUrlFromMatches, pageMeta } from '~/lib/seo'
import { blogPostingJsonLd } from '~/lib/structured-data'
import { renderMarkdown } from '~/content/markdown.server'
import { getPublishedPost } from '~/models/content.server'
import type { Route } from './+types/blog-post'
import { localeFromPath } from '~/i18n/locale'
import { SomeUntranslatedNote, UntranslatedNote } from '~/components/untranslated-note'
import { tagMessageId } from '~/lib/blog-tags'
import { localizeLinks } from '~/lib/localized-content'

/** A post's text as HTML, kept until public content changes. */
const renderedPosts = contentMemo<string>('blog-post-html', 100)

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const locale = localeFromPath(url.pathname)
  const row = await getPublishedPost(db, params.slug)
  if (!row) throw data('Not found', { status: 404 })
  const cover = row.post.coverImage
    ? bucketImageSources(row.post.coverImage, storage.publicBaseUrl(SITE_IMAGES_BUCKET))
    : null
  const { bodyMarkdown, bodyMarkdownEs, ...post } = row.post
  // issue 16: the Spanish version when staff wrote one (title and text), else the English post with a note
  const spanish = locale === 'es' && post.titleEs.trim() !== '' && bodyMarkdownEs.trim() !== ''
  const lang = spanish ? ('es' as const) : ('en' as const)
  const bodyHtml = await renderedPosts(`${post.id}:${post.updatedAt.valueOf()}:${lang}`, async () =>
    renderMarkdown(spanish ? bodyMarkdownEs : bodyMarkdown),
  )
  const text = {
    title: spanish ? post.titleEs : post.title,
    excerpt: spanish ? post.excerptEs || post.excerpt : post.excerpt,
    lang,
  }
  // dated on the server: the browser's first date format costs a hydration 30–60 ms (decision 030)
  const published = formatDateTime(post.publishedAt, undefined, locale)
  return { ...row, post, published, text, bodyHtml: localizeLinks(bodyHtml, locale), cover }
}

export const meta: Route.MetaFunction = ({ loaderData: row, matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  if (!row) return [{ title: t('content.post.notFound', { brand: DEFAULT_BRAND.name }) }]
  const appUrl = appUrlFromMatches(matches)
  const path = `/blog/${row.post.slug}`
  const description = row.text.lang === 'es' ? row.text.excerpt : (row.post.seoDescription ?? row.post.excerpt)
  const image = row.cover ? absoluteUrl(appUrl, row.cover.src) : undefined
  return pageMeta({
    locale,
    title: t('content.titleWithBrand', {
      title: row.text.lang === 'es' ? row.text.title : (row.post.seoTitle ?? row.post.title),
      brand: DEFAULT_BRAND.name,
    }),
    description,
    path,
    appUrl,
    image,
    type: 'article',
    structuredData: [
      blogPostingJsonLd({
        title: row.text.title,
        description,
        url: absoluteUrl(appUrl, path),
        image,
        publishedAt: row.post.publishedAt,
        updatedAt: row.post.updatedAt,
        authorName: row.authorName,
      }),
    ],
  })
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, published, text, bodyHtml, authorName, authorSlug, cover } = loaderData
  const t = useT(contentMessages)
  const href = useLocalHref()
  const locale = useLocale()
  // issue 43: known tags in the page's language; others in English, marked lang="en" with the site's note
  const tags = post.tags.map((tag) => {
    const id = tagMessageId(tag)
    return { key: tag, text: id ? t(id) : tag, lang: id || locale === 'en' ? undefined : 'en' }
  })
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-reef-dark">
        <Link to={href('/blog')} className="hover:underline">
          {t('content.blog.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl" lang={text.lang}>
        {text.title}
      </h1>
      <UntranslatedNote text={text} className="mt-2" />
      <p className="mt-2 text-ink/80">
        {published}
        {authorName && authorSlug ? (
          <>
            {' · '}
            <Link to={href(`/agent/${authorSlug}`)} className="underline">
              {authorName}
            </Link>
          </>
        ) : null}
      </p>
      {cover ? (
        <div className="mt-6 overflow-hidden rounded-2xl">
          <ResponsiveImage
            image={cover}
            alt=""
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[3/2] w-full object-cover"
          />
        </div>
      ) : null}
      {/* Markdown renders no raw HTML: a <script> or onerror= in a post shows as text and never runs. */}
      <div className="mt-8" lang={text.lang}>
        <MarkdownHtml html={bodyHtml} />
      </div>
      {tags.length > 0 ? (
        <>
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('content.post.tags')}>
            {tags.map((tag) => (
              <li key={tag.key} className="rounded-full bg-sand px-3 py-1 text-sm" lang={tag.lang}>
                {tag.text}
              </li>
            ))}
          </ul>
          <SomeUntranslatedNote items={tags.map((tag) => ({ lang: tag.lang ?? locale }))} className="mt-2" />
        </>
      ) : null}
    </article>
  )
}
