// A Markdown text rendered on the server (app/content/markdown.server.ts), shown with the site's typography. Links
// within the site navigate in the app, as a <Link> would; modified clicks, new-tab links and other sites behave as
// usual.
import { useNavigate } from 'react-router'

export const MARKDOWN_CLASS = 'text-base leading-relaxed sm:text-lg [&>*:first-child]:mt-0'

export function MarkdownHtml({ html }: { html: string }) {
  const navigate = useNavigate()
  return (
    <div
      className={MARKDOWN_CLASS}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const link = (event.target as Element).closest('a')
        const href = link?.getAttribute('href') ?? ''
        if (!link || !href.startsWith('/') || href.startsWith('//') || link.target) return
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate(href)
      }}
    />
  )
}
