// Issue 16: the Spanish version of a post in the blog editor. Optional: left empty, /es/blog/{slug} shows the
// English post with a note. Labels are in Spanish, marked “(en español)”, so they never read like the English ones.
import { useState } from 'react'
import { EXCERPT_MAX, countWords, type BlogFieldErrors } from '~/lib/blog-form'
import { CountedField, Field, INPUT, MarkdownHint, borderFor, describe } from './blog-editor-fields'

export interface BlogSpanishValues {
  titleEs: string
  excerptEs: string
  bodyMarkdownEs: string
}

export function BlogSpanishVersion({
  id,
  values,
  errors,
  onEdit,
}: {
  /** the editor's id maker, so ids stay unique on the page */
  id: (name: string) => string
  values: BlogSpanishValues
  errors: BlogFieldErrors
  /** a field was changed: its old message no longer applies */
  onEdit: (name: keyof BlogSpanishValues) => void
}) {
  const [title, setTitle] = useState(values.titleEs)
  const [excerpt, setExcerpt] = useState(values.excerptEs)
  const [body, setBody] = useState(values.bodyMarkdownEs)
  const translated = title.trim() !== '' || body.trim() !== ''
  return (
    <fieldset className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-black/10">
      <legend className="px-1 text-sm font-semibold">Spanish version</legend>
      <p className="text-sm text-ink/80">
        {translated
          ? 'Spanish visitors read this version at /es/blog/…'
          : 'Optional. Left empty, Spanish visitors read the English post with a note that it is in English.'}{' '}
        A live Spanish version needs a title and a text.
      </p>
      <Field id={id('title-es')} label="Título (en español)" error={errors.titleEs}>
        <input
          id={id('title-es')}
          name="titleEs"
          lang="es"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value)
            onEdit('titleEs')
          }}
          aria-invalid={Boolean(errors.titleEs)}
          aria-describedby={describe(id('title-es'), { error: errors.titleEs })}
          className={`${INPUT} ${borderFor(errors.titleEs)}`}
        />
      </Field>
      <CountedField
        id={id('excerpt-es')}
        name="excerptEs"
        label="Resumen (en español)"
        hint="One or two sentences shown in the Spanish blog list."
        error={errors.excerptEs}
        max={EXCERPT_MAX}
        rows={2}
        lang="es"
        value={excerpt}
        onChange={(value) => {
          setExcerpt(value)
          onEdit('excerptEs')
        }}
      />
      <Field
        id={id('body-es')}
        label="Texto (en español)"
        hint={
          <>
            Markdown, as in the English text: <MarkdownHint words={countWords(body)} />
          </>
        }
        error={errors.bodyMarkdownEs}
      >
        <textarea
          id={id('body-es')}
          name="bodyMarkdownEs"
          lang="es"
          rows={14}
          value={body}
          onChange={(event) => {
            setBody(event.target.value)
            onEdit('bodyMarkdownEs')
          }}
          aria-invalid={Boolean(errors.bodyMarkdownEs)}
          aria-describedby={describe(id('body-es'), { hint: true, error: errors.bodyMarkdownEs })}
          className={`${INPUT} ${borderFor(errors.bodyMarkdownEs)} font-mono text-sm leading-relaxed`}
        />
      </Field>
    </fieldset>
  )
}
