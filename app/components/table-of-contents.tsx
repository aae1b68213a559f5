import { contentMessages } from '~/i18n/catalogs/content'
import { useT } from '~/i18n/messages'
import type { MarkdownHeading } from '~/lib/markdown'

/** 'On this page' for the long guides: plain anchor links, so it works before (and without) any script. */
export function TableOfContents({ headings }: { headings: MarkdownHeading[] }) {
  const t = useT(contentMessages)
  return (
    <nav
      aria-labelledby="table-of-contents"
      className="mb-10 rounded-2xl bg-sand/60 p-5 lg:sticky lg:top-6 lg:mb-0 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto lg:bg-transparent lg:p-0 print:hidden"
    >
      <h2 id="table-of-contents" className="text-sm font-semibold uppercase tracking-wide text-sea">
        {t('content.toc.title')}
      </h2>
      <ol className="mt-3 space-y-1 text-[0.95rem] lg:border-l lg:border-sand">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-px block border-l-2 border-transparent py-1 text-ink/85 hover:text-sea hover:underline lg:pl-4 lg:hover:border-reef"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
