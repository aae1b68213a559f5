import { data, redirect } from 'react-router'
import { RedirectForm, type RedirectFormValues } from '~/components/admin/redirect-form'
import { RedirectNotFoundLog } from '~/components/admin/redirect-not-found-log'
import { RedirectTable } from '~/components/admin/redirect-table'
import { RedirectTools, type RedirectToolResult } from '~/components/admin/redirect-tools'
import { requireRole } from '~/auth/session.server'
import { clearAllCaches } from '~/cache-registry.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { fieldErrors } from '~/lib/form-errors'
import { MAX_REDIRECT_CSV_BYTES, RedirectSchema, SourcePrefixSchema } from '~/lib/redirect-rules'
import {
  cleanupMalformedRedirects,
  countRedirectsWithPrefix,
  deleteRedirect,
  deleteRedirectsWithPrefix,
  forgetNotFound,
  getRedirect,
  importRedirectsCsv,
  listNotFound,
  listRedirects,
  saveRedirect,
} from '~/models/redirect-admin.server'
import type { Route } from './+types/redirects'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'redirects')!

const tool = (result: RedirectToolResult, status = 200) => data(result, { status })

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const editId = Number(url.searchParams.get('edit'))
  const editing = Number.isInteger(editId) && editId > 0 ? await getRedirect(db, editId) : null
  const [redirects, notFound] = await Promise.all([listRedirects(db), listNotFound(db)])
  // "Create redirect" in the 404 log links here with ?source=…, which pre-fills the form.
  const prefill: RedirectFormValues = editing
    ? {
        id: String(editing.id),
        sourceUrl: editing.sourceUrl,
        targetUrl: editing.targetUrl,
        statusCode: String(editing.statusCode),
      }
    : { sourceUrl: url.searchParams.get('source') ?? '', targetUrl: '', statusCode: '301' }
  return { redirects, notFound, prefill, saved: url.searchParams.get('saved') }
}

function formValues(form: FormData): RedirectFormValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    id: text('id') || undefined,
    sourceUrl: text('sourceUrl'),
    targetUrl: text('targetUrl'),
    statusCode: text('statusCode'),
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, config } = getServices(context)
  const siteOrigin = config.appUrl
  const form = await readForm(request)
  const intent = form.get('intent')

  if (intent === 'save') {
    const values = formValues(form)
    const parsed = RedirectSchema.safeParse(values)
    if (!parsed.success) return data({ intent, values, fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
    const result = await asStaff(db, user, (tx) => saveRedirect(tx, parsed.data, { userId: user.id, siteOrigin }))
    if (!result.ok) return data({ intent, values, fieldErrors: result.fieldErrors }, { status: 400 })
    // SPEC §7 url_redirects changed: the public layer reloads on its next request.
    clearAllCaches()
    return redirect(`/admin/redirects?saved=${encodeURIComponent(result.sourceUrl)}`)
  }

  if (intent === 'delete') {
    const deleted = await asStaff(db, user, (tx) => deleteRedirect(tx, Number(form.get('id'))))
    clearAllCaches()
    return deleted
      ? tool({ tool: 'list', ok: true, message: `Deleted the redirect from ${String(form.get('sourceUrl') ?? '')}.` })
      : tool({ tool: 'list', ok: false, message: 'That redirect was already deleted.' }, 404)
  }
  if (intent === 'cleanup') {
    const count = await asStaff(db, user, (tx) => cleanupMalformedRedirects(tx, siteOrigin))
    clearAllCaches()
    return tool({
      tool: 'cleanup',
      ok: true,
      message:
        count === 0
          ? 'Clean up found no malformed redirects (0 deleted).'
          : `Clean up deleted ${count} malformed ${count === 1 ? 'redirect' : 'redirects'}.`,
    })
  }
  if (intent === 'count-prefix' || intent === 'delete-prefix') {
    const given = String(form.get('prefix') ?? '')
    const prefix = SourcePrefixSchema.safeParse(given)
    if (!prefix.success) {
      return tool({ tool: 'prefix', ok: false, message: prefix.error.issues[0]!.message, prefix: given }, 400)
    }
    // SPEC §7 "delete by source patterns": counted first, deleted only after the confirmation.
    if (intent === 'count-prefix') {
      return tool({
        tool: 'prefix',
        ok: true,
        prefix: prefix.data,
        count: await countRedirectsWithPrefix(db, prefix.data),
      })
    }
    const count = await asStaff(db, user, (tx) => deleteRedirectsWithPrefix(tx, prefix.data))
    clearAllCaches()
    return tool({
      tool: 'prefix',
      ok: true,
      message: `Deleted ${count} ${count === 1 ? 'redirect' : 'redirects'} starting with ${prefix.data}.`,
    })
  }
  if (intent === 'import') {
    const file = form.get('csvFile')
    const pasted = form.get('csvText')
    let text = typeof pasted === 'string' ? pasted : ''
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_REDIRECT_CSV_BYTES) {
        return tool({ tool: 'import', ok: false, message: 'The file is over 1 MB. Split it into smaller files.' }, 400)
      }
      text = await file.text()
    }
    if (!text.trim()) return tool({ tool: 'import', ok: false, message: 'Choose a CSV file or paste its lines.' }, 400)
    const report = await asStaff(db, user, (tx) => importRedirectsCsv(tx, text, { userId: user.id, siteOrigin }))
    clearAllCaches()
    return tool({ tool: 'import', ok: true, report })
  }
  if (intent === 'dismiss-404') {
    const path = String(form.get('path') ?? '')
    await asStaff(db, user, (tx) => forgetNotFound(tx, path))
    return tool({ tool: 'not-found', ok: true, message: `Removed ${path} from the 404 log.` })
  }
  return tool({ tool: 'list', ok: false, message: 'Unknown action.' }, 400)
}

export const meta: Route.MetaFunction = () => [{ title: 'Redirects | Admin' }]

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, notFound, prefill, saved } = loaderData
  const saveResult = actionData && 'intent' in actionData ? actionData : undefined
  const toolResult = actionData && 'tool' in actionData ? actionData : undefined
  return (
    <>
      <h1 className="text-2xl">Redirects</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        Send visitors from an old address to a new one. Changes apply on the public site within a few seconds.
      </p>
      {saved ? (
        <p role="status" className="mt-4 rounded-lg bg-white p-3 font-medium text-sea">
          Saved the redirect from {saved}.
        </p>
      ) : null}
      <RedirectForm
        key={`${prefill.id ?? 'new'}:${prefill.sourceUrl}`}
        values={saveResult?.values ?? prefill}
        errors={saveResult?.fieldErrors ?? {}}
      />
      <RedirectTable redirects={redirects} result={toolResult?.tool === 'list' ? toolResult : undefined} />
      <RedirectNotFoundLog entries={notFound} result={toolResult?.tool === 'not-found' ? toolResult : undefined} />
      <RedirectTools result={toolResult} />
    </>
  )
}
