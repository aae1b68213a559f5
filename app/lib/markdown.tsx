// Page texts written in Markdown (app/content/, blog posts), rendered with the site's typography. react-markdown never
// renders raw HTML, so content cannot inject markup or scripts; remark-gfm adds tables. Public pages get this rendered
// on the server (app/content/markdown.server.ts, shown by MarkdownHtml), so the Markdown code never reaches their
// visitors' browsers; the admin's live preview renders it in the browser (MarkdownContent).
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { slugify } from './slug'

export interface MarkdownHeading {
  id: string
  text: string
}

/** Heading text without inline Markdown: '[Costs](/x) and *fees*' → 'Costs and fees'. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim()
}

/** The level-2 headings of a Markdown text with the ids MarkdownBody gives them: a table of contents. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  return [...markdown.matchAll(/^## +(.+?)[ #]*$/gm)].map((match) => {
    const text = plainText(match[1] ?? '')
    return { id: slugify(text), text }
  })
}

type TextNode = { type: string; value?: string; children?: TextNode[] }
const textOf = (node: TextNode | undefined): string =>
  node?.type === 'text' ? (node.value ?? '') : (node?.children ?? []).map(textOf).join('')

// The default transform drops tel: links; phone numbers on the contact page need them.
const urlTransform = (url: string) => (/^tel:\+?[\d\s-]+$/.test(url) ? url : defaultUrlTransform(url))

const LINK_CLASS = 'font-medium text-reef-dark underline underline-offset-2 hover:text-sea'

const components: Components = {
  h2: ({ node, children }) => (
    <h2 id={slugify(textOf(node))} className="mt-12 scroll-mt-6 text-2xl sm:text-3xl">
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 text-xl">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 font-semibold text-sea">{children}</h4>,
  p: ({ children }) => <p className="mt-4">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-reef-dark">{children}</ul>,
  ol: ({ children }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-sea">{children}</ol>
  ),
  li: ({ children }) => <li className="pl-1 [&>ol]:mt-2 [&>p]:mt-2 [&>ul]:mt-2">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 rounded-xl border-l-4 border-reef bg-sand/60 px-5 py-1 pb-4">{children}</blockquote>
  ),
  hr: () => <hr className="my-10 border-sand" />,
  table: ({ children }) => (
    <div className="mt-6 overflow-x-auto rounded-xl ring-1 ring-black/10">
      <table className="w-full border-collapse text-left text-sm sm:text-base">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="bg-sand px-3 py-2 font-semibold text-sea sm:px-4">{children}</th>,
  td: ({ children }) => <td className="border-t border-sand px-3 py-2 align-top sm:px-4">{children}</td>,
  // links within the site stay in the app: MarkdownHtml follows them without a page load
  a: ({ href = '', children }) => (
    <a
      href={href}
      className={LINK_CLASS}
      {...(/^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  ),
}

/** The text's elements, without a wrapper. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={urlTransform}>
      {markdown}
    </ReactMarkdown>
  )
}
