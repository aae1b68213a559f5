import { useEffect, useRef } from 'react'
import { Form, data, redirect, useFetcher, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { EmailTemplatePreview } from '~/components/admin/email-template-preview'
import { Button } from '~/components/ui/button'
import { getServices } from '~/context.server'
import { EMAIL_TEMPLATE_TYPES, isEmailTemplateType } from '~/mail/email-template-catalog'
import { getStoredTemplate, previewTemplate, resetTemplate, saveTemplate } from '~/mail/email-templates.server'
import { SPANISH_EMAILS } from '~/mail/templates-es'
import type { EmailTemplateType } from '~/mail/email-template-catalog'
import type { Locale } from '~/i18n/locale'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import type { Route } from './+types/email-template-edit'
import { readForm } from '~/http/form-body.server'

// Issue 6: edit one e-mail's subject and plain-text body (Liquid placeholders), with a live preview.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'email-templates/edit/:id')!

function requireType(id: string) {
  if (!isEmailTemplateType(id)) throw data('No such e-mail', { status: 404 })
  return id
}

/** Issue 16: the Spanish version of an e-mail buyers get (?lang=es); staff e-mails have none. */
function languageOf(type: EmailTemplateType, requested: FormDataEntryValue | null): Locale {
  return requested === 'es' && SPANISH_EMAILS[type] ? 'es' : 'en'
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const type = requireType(params.id)
  const definition = EMAIL_TEMPLATE_TYPES[type]
  const locale = languageOf(type, url.searchParams.get('lang'))
  const stored = await getStoredTemplate(getServices(context).db, type, locale)
  const template = stored ?? (locale === 'es' ? SPANISH_EMAILS[type]!.starter : definition.starter)
  return {
    type,
    locale,
    hasSpanish: Boolean(SPANISH_EMAILS[type]),
    label: definition.label,
    description: definition.description,
    variables: [...definition.variables],
    edited: Boolean(stored),
    template,
    preview: previewTemplate(type, template).email,
  }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const type = requireType(params.id)
  const { db } = getServices(context)
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = languageOf(type, form.get('lang'))
  if (intent === 'reset') {
    await asStaff(db, user, (tx) => resetTemplate(tx, type, locale))
    return redirect('/admin/email-templates?reset=1')
  }
  const template = { subject: String(form.get('subject') ?? ''), body: String(form.get('body') ?? '') }
  if (intent === 'preview') return { intent: 'preview' as const, ...previewTemplate(type, template) }
  const saved = await asStaff(db, user, (tx) => saveTemplate(tx, type, template, locale))
  if (!saved.ok) return data({ intent: 'save' as const, email: null, fieldErrors: saved.fieldErrors }, { status: 400 })
  return redirect('/admin/email-templates?saved=1')
}

/** The live preview posts to the action; it changes nothing, so the loader need not run again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData
  defaultShouldRevalidate: boolean
}) {
  return formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate
}

export default function EditEmailTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { type, locale, hasSpanish, label, description, variables, edited, template } = loaderData
  const preview = useFetcher<typeof action>()
  const navigation = useNavigation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const live = preview.data?.intent === 'preview' ? preview.data : null
  // A refused save shows its errors until the next preview says otherwise.
  const errors = live ? (live.fieldErrors ?? {}) : (actionData?.fieldErrors ?? {})
  const email = live ? live.email : loaderData.preview

  function schedulePreview(form: HTMLFormElement) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const formData = new FormData(form)
      formData.set('intent', 'preview')
      void preview.submit(formData, { method: 'post' })
    }, 300)
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">
          Edit e-mail: {label}
          {locale === 'es' ? ' (Spanish)' : ''}
        </h1>
        <span className={`rounded px-2 py-0.5 text-sm ${edited ? 'bg-reef/20' : 'bg-sand'}`}>
          {edited ? 'Edited version' : 'Built-in version'}
        </span>
      </div>
      <p className="mt-2 text-ink/80">{description}</p>
      {hasSpanish ? (
        <nav aria-label="Language of the e-mail" className="mt-3 flex gap-3">
          {(['en', 'es'] as const).map((language) => (
            <Link
              key={language}
              to={language === 'es' ? '?lang=es' : '?'}
              aria-current={language === locale ? 'page' : undefined}
              className={`rounded px-3 py-1 font-semibold ${language === locale ? 'bg-sea text-white' : 'text-sea underline'}`}
            >
              {language === 'es' ? 'Spanish' : 'English'}
            </Link>
          ))}
          <span className="self-center text-sm text-ink/80">
            Buyers who use the Spanish site get the Spanish version.
          </span>
        </nav>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Form
          method="post"
          key={`${type}-${locale}`}
          onChange={(event) => schedulePreview(event.currentTarget)}
          className="grid content-start gap-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5"
        >
          <input type="hidden" name="lang" value={locale} />
          <TemplateField id="template-subject" name="subject" label="Subject" error={errors.subject}>
            <input
              id="template-subject"
              name="subject"
              defaultValue={template.subject}
              aria-invalid={Boolean(errors.subject)}
              aria-describedby={errors.subject ? 'template-subject-error' : undefined}
              className={fieldClass(errors.subject)}
            />
          </TemplateField>
          <TemplateField id="template-body" name="body" label="Message (plain text)" error={errors.body}>
            <textarea
              id="template-body"
              name="body"
              rows={14}
              defaultValue={template.body}
              aria-invalid={Boolean(errors.body)}
              aria-describedby={errors.body ? 'template-body-error' : 'template-body-help'}
              className={`${fieldClass(errors.body)} font-mono text-sm`}
            />
          </TemplateField>
          <p id="template-body-help" className="text-sm text-ink/80">
            Placeholders: {variables.map((name) => `{{ ${name} }}`).join(', ')}. Values are escaped; a blank line starts
            a new paragraph.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" disabled={navigation.state !== 'idle'} size="lg">
              Save
            </Button>
            <Link to="/admin/email-templates" className="rounded-lg px-5 py-2 font-semibold text-sea underline">
              Cancel
            </Link>
          </div>
        </Form>
        <EmailTemplatePreview email={email} pending={preview.state !== 'idle'} />
      </div>
      {edited ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="lang" value={locale} />
          <button
            type="submit"
            name="intent"
            value="reset"
            className="rounded-lg border border-coral-dark px-5 py-2 font-semibold text-coral-dark"
          >
            Reset to built-in
          </button>
        </Form>
      ) : null}
    </>
  )
}

function fieldClass(error: string | undefined) {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${error ? 'border-coral-dark' : 'border-ink/30'}`
}

function TemplateField({
  id,
  label,
  error,
  children,
}: {
  id: string
  name: string
  label: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : null}
    </div>
  )
}
