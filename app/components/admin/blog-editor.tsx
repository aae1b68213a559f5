// The post editor of /admin/blog/new and /admin/blog/edit/{id}: fields on the left, and on wide screens a live
// preview on the right drawn by the same MarkdownContent the public post page uses, so it is what visitors see.
import { useDeferredValue, useEffect, useId, useState, type FocusEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { MarkdownContent } from '~/components/markdown-content'
import { Button } from '~/components/ui/button'
import { BlogSpanishVersion } from './blog-spanish-version'
import { CountedField, Field, INPUT, MarkdownHint, borderFor, describe } from './blog-editor-fields'
import {
  BLOG_FORM_FIELDS,
  BLOG_STATUSES,
  BlogFormSchema,
  EXCERPT_MAX,
  MAX_COVER_BYTES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  countWords,
  type BlogFieldErrors,
  type BlogStatus,
} from '~/lib/blog-form'
import { fieldErrors } from '~/lib/form-errors'
import { slugify } from '~/lib/slug'

export interface BlogEditorValues {
  title: string
  slug: string
  excerpt: string
  bodyMarkdown: string
  tags: string
  authorAgentId: string
  seoTitle: string
  seoDescription: string
  status: BlogStatus
  publishAt: string
  titleEs: string
  excerptEs: string
  bodyMarkdownEs: string
}

export interface BlogEditorProps {
  mode: 'new' | 'edit'
  values: BlogEditorValues
  authors: { id: number; name: string; active: boolean }[]
  /** the current cover as the site shows it */
  coverSrc: string | null
  errors?: BlogFieldErrors
}

export function BlogEditor({ mode, values, authors, coverSrc, errors: serverErrors }: BlogEditorProps) {
  const prefix = useId()
  const id = (name: string) => `${prefix}-${name}`
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST'

  const [title, setTitle] = useState(values.title)
  const [slug, setSlug] = useState(values.slug)
  // A new post (or a draft still on its generated address) follows its title; a live address stays put.
  const [slugEdited, setSlugEdited] = useState(mode === 'edit' && values.slug !== slugify(values.title))
  const [body, setBody] = useState(values.bodyMarkdown)
  const [excerpt, setExcerpt] = useState(values.excerpt)
  const [seoTitle, setSeoTitle] = useState(values.seoTitle)
  const [seoDescription, setSeoDescription] = useState(values.seoDescription)
  const [status, setStatus] = useState<BlogStatus>(values.status)
  const [coverPreview, setCoverPreview] = useState<string | null>(null)
  const [errors, setErrors] = useState<BlogFieldErrors>(serverErrors ?? {})
  const previewBody = useDeferredValue(body)

  // Each answer from the server replaces what the browser found (state adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(serverErrors)
  if (answered !== serverErrors) {
    setAnswered(serverErrors)
    setErrors(serverErrors ?? {})
  }
  useEffect(() => () => void (coverPreview && URL.revokeObjectURL(coverPreview)), [coverPreview])

  const validateField = (form: HTMLFormElement, name: string) => {
    if (!(BLOG_FORM_FIELDS as readonly string[]).includes(name)) return
    const data = Object.fromEntries(
      BLOG_FORM_FIELDS.map((field) => [field, (new FormData(form).get(field) as string | null) ?? undefined]),
    )
    const result = BlogFormSchema.safeParse(data)
    const problem = result.success
      ? undefined
      : (fieldErrors(result.error) as BlogFieldErrors)[name as keyof BlogFieldErrors]
    setErrors((current) => ({ ...current, [name]: problem }))
  }
  // Field by field: each field is checked as the person leaves it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as EventTarget as Partial<HTMLInputElement>).name
    if (name) validateField(event.currentTarget, name)
  }
  const clear = (name: keyof BlogFieldErrors) =>
    errors[name] && setErrors((current) => ({ ...current, [name]: undefined }))

  const onCoverChange = (file: File | undefined) => {
    setCoverPreview(null)
    if (!file) return clear('cover')
    if (!file.type.startsWith('image/')) {
      return setErrors((current) => ({
        ...current,
        cover: 'That file is not a photo. Choose a JPEG, PNG or WebP image.',
      }))
    }
    if (file.size > MAX_COVER_BYTES) {
      return setErrors((current) => ({
        ...current,
        cover: `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_COVER_BYTES / 1024 / 1024} MB.`,
      }))
    }
    clear('cover')
    setCoverPreview(URL.createObjectURL(file))
  }

  const shownCover = coverPreview ?? coverSrc
  const submitLabel = { draft: 'Save draft', published: 'Publish', scheduled: 'Schedule' }[status]
  const hasErrors = Object.values(errors).some(Boolean)

  return (
    <Form method="post" encType="multipart/form-data" noValidate onBlur={onBlur} className="mt-4">
      {errors.form ? (
        <p role="alert" className="mb-4 rounded-lg bg-coral/15 px-4 py-2 font-medium text-coral-dark">
          {errors.form}
        </p>
      ) : hasErrors ? (
        <p role="alert" className="mb-4 rounded-lg bg-coral/15 px-4 py-2 font-medium text-coral-dark">
          Some fields need a look: see the messages in red.
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-5">
          <Field id={id('title')} label="Title" error={errors.title}>
            <input
              id={id('title')}
              name="title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value)
                clear('title')
                if (!slugEdited) setSlug(slugify(event.target.value))
              }}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={describe(id('title'), { error: errors.title })}
              className={`${INPUT} ${borderFor(errors.title)} text-lg`}
            />
          </Field>
          <Field
            id={id('slug')}
            label="Address (slug)"
            hint={
              <>
                The post will be at <span className="font-mono">/blog/{slugify(slug || title) || '…'}</span>. Made from
                the title; you can change it. Letters, digits and hyphens only.
              </>
            }
            error={errors.slug}
          >
            <input
              id={id('slug')}
              name="slug"
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value)
                setSlugEdited(true)
                clear('slug')
              }}
              onBlur={() => {
                const cleaned = slugify(slug)
                setSlug(cleaned || slugify(title))
                if (!cleaned) setSlugEdited(false)
              }}
              aria-invalid={Boolean(errors.slug)}
              aria-describedby={describe(id('slug'), { hint: true, error: errors.slug })}
              className={`${INPUT} ${borderFor(errors.slug)} font-mono`}
            />
          </Field>
          <CountedField
            id={id('excerpt')}
            name="excerpt"
            label="Excerpt"
            hint="One or two sentences shown in the blog list."
            error={errors.excerpt}
            max={EXCERPT_MAX}
            rows={2}
            value={excerpt}
            onChange={(value) => {
              setExcerpt(value)
              clear('excerpt')
            }}
          />
          <Field
            id={id('body')}
            label="Text (Markdown)"
            hint={<MarkdownHint words={countWords(body)} />}
            error={errors.bodyMarkdown}
          >
            <textarea
              id={id('body')}
              name="bodyMarkdown"
              rows={22}
              value={body}
              onChange={(event) => {
                setBody(event.target.value)
                clear('bodyMarkdown')
              }}
              aria-invalid={Boolean(errors.bodyMarkdown)}
              aria-describedby={describe(id('body'), { hint: true, error: errors.bodyMarkdown })}
              className={`${INPUT} ${borderFor(errors.bodyMarkdown)} font-mono text-sm leading-relaxed`}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={id('tags')}
              label="Tags"
              hint="Separate tags with commas, e.g. Buying, West Bay."
              error={errors.tags}
            >
              <input
                id={id('tags')}
                name="tags"
                defaultValue={values.tags}
                onChange={() => clear('tags')}
                aria-invalid={Boolean(errors.tags)}
                aria-describedby={describe(id('tags'), { hint: true, error: errors.tags })}
                className={`${INPUT} ${borderFor(errors.tags)}`}
              />
            </Field>
            <Field id={id('author')} label="Author" error={errors.authorAgentId}>
              <select
                id={id('author')}
                name="authorAgentId"
                defaultValue={values.authorAgentId}
                onChange={() => clear('authorAgentId')}
                aria-invalid={Boolean(errors.authorAgentId)}
                aria-describedby={describe(id('author'), { error: errors.authorAgentId })}
                className={`${INPUT} ${borderFor(errors.authorAgentId)}`}
              >
                <option value="">No author shown</option>
                {authors.map((author) => (
                  <option key={author.id} value={String(author.id)}>
                    {author.name}
                    {author.active ? '' : ' (no longer on the team)'}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <fieldset className="rounded-xl bg-white p-4 ring-1 ring-black/10">
            <legend className="px-1 text-sm font-semibold">Cover image</legend>
            {shownCover ? (
              <img src={shownCover} alt="Current cover" className="mb-3 aspect-[3/2] w-48 rounded-lg object-cover" />
            ) : (
              <p className="mb-2 text-sm text-ink/80">No cover yet.</p>
            )}
            <Field
              id={id('cover')}
              label={coverSrc ? 'Replace the cover' : 'Upload a cover'}
              hint={`A landscape photo, JPEG, PNG or WebP, up to ${MAX_COVER_BYTES / 1024 / 1024} MB.`}
              error={errors.cover}
            >
              <input
                id={id('cover')}
                name="cover"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/*"
                onChange={(event) => onCoverChange(event.target.files?.[0])}
                aria-invalid={Boolean(errors.cover)}
                aria-describedby={describe(id('cover'), { hint: true, error: errors.cover })}
                className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-sand file:px-3 file:py-2 file:font-semibold"
              />
            </Field>
            {coverSrc ? (
              <label className="mt-3 flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeCover" /> Remove the cover
              </label>
            ) : null}
          </fieldset>
          <fieldset className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-black/10">
            <legend className="px-1 text-sm font-semibold">Search engines</legend>
            <CountedField
              id={id('seo-title')}
              name="seoTitle"
              label="SEO title"
              hint="Shown as the link in Google results. Empty: the post title is used."
              error={errors.seoTitle}
              max={SEO_TITLE_MAX}
              value={seoTitle}
              onChange={(value) => {
                setSeoTitle(value)
                clear('seoTitle')
              }}
            />
            <CountedField
              id={id('seo-description')}
              name="seoDescription"
              label="SEO description"
              hint="The sentence under the link in Google results. Empty: the excerpt is used."
              error={errors.seoDescription}
              max={SEO_DESCRIPTION_MAX}
              rows={2}
              value={seoDescription}
              onChange={(value) => {
                setSeoDescription(value)
                clear('seoDescription')
              }}
            />
          </fieldset>
          <BlogSpanishVersion id={id} values={values} errors={errors} onEdit={clear} />
          <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-black/10">
            <legend className="px-1 text-sm font-semibold">Status</legend>
            {(Object.entries(BLOG_STATUSES) as [BlogStatus, string][]).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => {
                    setStatus(value)
                    setErrors((current) => ({
                      ...current,
                      status: undefined,
                      publishAt: undefined,
                      bodyMarkdown: undefined,
                      titleEs: undefined,
                      bodyMarkdownEs: undefined,
                    }))
                  }}
                />
                {label}
              </label>
            ))}
            {errors.status ? <p className="text-sm font-medium text-coral-dark">{errors.status}</p> : null}
            {status === 'draft' ? null : (
              <Field
                id={id('publish-at')}
                label={status === 'scheduled' ? 'Go live on (Roatan time)' : 'Publish date (Roatan time)'}
                hint={
                  status === 'scheduled'
                    ? 'The post appears on the site by itself at this time.'
                    : 'Leave empty to publish now. A past date back-dates the post.'
                }
                error={errors.publishAt}
              >
                <input
                  id={id('publish-at')}
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={values.publishAt}
                  onChange={() => clear('publishAt')}
                  aria-invalid={Boolean(errors.publishAt)}
                  aria-describedby={describe(id('publish-at'), { hint: true, error: errors.publishAt })}
                  className={`${INPUT} ${borderFor(errors.publishAt)} max-w-xs`}
                />
              </Field>
            )}
          </fieldset>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={saving} size="xl" className="disabled:opacity-60">
              {saving ? 'Saving…' : submitLabel}
            </Button>
            {mode === 'new' ? <span className="text-sm text-ink/75">Drafts need only a title.</span> : null}
          </div>
        </div>
        <section aria-labelledby={id('preview-heading')} className="xl:sticky xl:top-4 xl:self-start">
          <h2 id={id('preview-heading')} className="text-sm font-semibold uppercase tracking-wide text-ink/75">
            Preview: what visitors will see
          </h2>
          <article className="mt-2 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow ring-1 ring-black/5">
            {shownCover ? (
              <img src={shownCover} alt="" className="mb-5 aspect-[3/2] w-full rounded-xl object-cover" />
            ) : null}
            <p className="text-2xl font-bold text-sea sm:text-3xl">{title || 'Untitled post'}</p>
            <div className="mt-4">
              {previewBody.trim() ? (
                <MarkdownContent markdown={previewBody} />
              ) : (
                <p className="text-ink/70">Start writing and the post appears here.</p>
              )}
            </div>
          </article>
        </section>
      </div>
    </Form>
  )
}
