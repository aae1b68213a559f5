// Admin → Page Translations → a page (issue 16): its Spanish title, description and Markdown text, with the English
// beside them for reference. An empty text removes the translation; bad input answers 400 and stores nothing.
import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { readForm } from '~/http/form-body.server'
import { PAGE_DESCRIPTION_MAX, parsePageTranslationForm } from '~/lib/page-translation-form'
import { getPageTranslation, getTranslatablePage, savePageTranslation } from '~/models/admin-page-translations.server'
import type { Route } from './+types/page-translation-edit'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'page-translations/edit/:id')!

function requirePage(id: string) {
  const page = getTranslatablePage(id)
  if (!page) throw data('There is no page to translate at this address.', { status: 404 })
  return page
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const page = requirePage(params.id)
  const translation = await getPageTranslation(getServices(context).db, page.path)
  return {
    english: { path: page.path, title: page.title, description: page.description, body: page.body.trim() },
    spanish: {
      title: translation?.title ?? '',
      description: translation?.description ?? '',
      bodyMarkdown: translation?.bodyMarkdown ?? '',
      updatedAt: translation?.updatedAt ?? null,
    },
  }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const page = requirePage(params.id)
  const parsed = parsePageTranslationForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 })
  const outcome = await asStaff(services.db, user, (tx) => savePageTranslation(tx, page.path, parsed.values))
  services.logger.info({ actor: user.email, page: page.path, outcome }, 'page translation changed')
  return { ok: true as const, outcome, errors: {} }
}

export const meta: Route.MetaFunction = ({ loaderData: loaderData }) => [
  { title: `${loaderData?.english.title ?? 'Page'} | Page translations | Admin` },
]

export default function PageTranslationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { english, spanish } = loaderData
  const navigation = useNavigation()
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const spanishPath = `/es${english.path}`
  return (
    <>
      <p>
        <Link to="/admin/page-translations" className="text-sea underline">
          All pages
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">{english.title}: Spanish version</h1>
      <p className="mt-1 text-ink/80">
        {spanish.updatedAt ? 'Translated' : 'Not translated yet'}: <a href={spanishPath}>{spanishPath}</a>
      </p>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Form
          method="post"
          // A new key after each save starts the fields from what was stored (empty again once removed).
          key={spanish.updatedAt ? new Date(spanish.updatedAt).toISOString() : 'none'}
          className="space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5"
        >
          <FormField
            id="page-title-es"
            name="title"
            label="Título (en español)"
            defaultValue={spanish.title}
            error={errors.title}
          />
          <FormField
            id="page-description-es"
            name="description"
            label="Descripción (en español)"
            as="textarea"
            defaultValue={spanish.description}
            error={errors.description}
          />
          <p className="-mt-2 text-sm text-ink/80">
            The sentence search engines show, at most {PAGE_DESCRIPTION_MAX} characters. Empty: the English one is used.
          </p>
          <div>
            <label htmlFor="page-body-es" className="block text-sm font-semibold">
              Texto (en español)
            </label>
            <textarea
              id="page-body-es"
              name="bodyMarkdown"
              lang="es"
              rows={24}
              defaultValue={spanish.bodyMarkdown}
              aria-invalid={Boolean(errors.bodyMarkdown)}
              aria-describedby={errors.bodyMarkdown ? 'page-body-es-error page-body-es-hint' : 'page-body-es-hint'}
              className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm leading-relaxed ${errors.bodyMarkdown ? 'border-coral-dark' : 'border-ink/30'}`}
            />
            <p id="page-body-es-hint" className="mt-1 text-sm text-ink/80">
              Markdown, like the English: keep its headings, tables and links. Empty the text and save to remove the
              translation.
            </p>
            {errors.bodyMarkdown ? (
              <p id="page-body-es-error" className="mt-1 text-sm font-medium text-coral-dark">
                {errors.bodyMarkdown}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
              Save Spanish version
            </Button>
            {actionData?.ok ? (
              <p role="status">
                {actionData.outcome === 'saved'
                  ? `Spanish version saved. ${spanishPath} shows it on its next visit.`
                  : `No Spanish text, so no translation: ${spanishPath} shows the English page with a note.`}
              </p>
            ) : null}
            {actionData && !actionData.ok ? (
              <p role="alert" className="text-coral-dark">
                Nothing was saved: check the fields marked.
              </p>
            ) : null}
          </div>
        </Form>
        <section
          aria-labelledby="english-heading"
          className="rounded-xl bg-sand/40 p-6 ring-1 ring-black/5 xl:sticky xl:top-4 xl:self-start"
        >
          <h2 id="english-heading" className="text-lg font-semibold">
            English, for reference
          </h2>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="text-sm font-semibold">Title</dt>
              <dd>{english.title}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">Description</dt>
              <dd>{english.description}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">Text (Markdown source)</dt>
              <dd>
                <pre className="mt-1 max-h-[36rem] overflow-y-auto whitespace-pre-wrap rounded-lg bg-white p-3 font-mono text-sm">
                  {english.body}
                </pre>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  )
}
