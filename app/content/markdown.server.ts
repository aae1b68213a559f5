// Markdown texts of public pages rendered to HTML once on the server, with the same components the admin preview
// uses (app/lib/markdown.tsx), so the browser never loads the Markdown code (issue 13).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MarkdownBody } from '~/lib/markdown'

export function renderMarkdown(markdown: string): string {
  return renderToStaticMarkup(createElement(MarkdownBody, { markdown }))
}
