// A Markdown text rendered in the browser with the site's typography: the admin's live preview (app/lib/markdown.tsx).
import { MarkdownBody } from '~/lib/markdown'
import { MARKDOWN_CLASS } from './markdown-html'

export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <div className={MARKDOWN_CLASS}>
      <MarkdownBody markdown={markdown} />
    </div>
  )
}
