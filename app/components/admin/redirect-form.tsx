import { useState } from 'react'
import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { REDIRECT_STATUS_CODES, REDIRECT_STATUS_LABELS } from '~/lib/redirect-rules'
import { FormField } from '../ui/form-field'

export interface RedirectFormValues {
  id?: string
  sourceUrl: string
  targetUrl: string
  statusCode: string
}

type Errors = Partial<Record<'id' | 'sourceUrl' | 'targetUrl' | 'statusCode', string>>

/**
 * Create a redirect, or edit one (values carry its id). The server checks duplicates and loops. A plain document
 * post: a refused redirect answers 400 as the page itself, and the form works before scripts load.
 */
export function RedirectForm({ values, errors }: { values: RedirectFormValues; errors: Errors }) {
  const [busy, setBusy] = useState(false)
  const editing = Boolean(values.id)
  return (
    <section
      id="redirect-form"
      aria-labelledby="redirect-form-heading"
      className="mt-6 scroll-mt-6 rounded-xl bg-white p-5 shadow ring-1 ring-black/5"
    >
      <h2 id="redirect-form-heading" className="text-lg">
        {editing ? 'Edit redirect' : 'New redirect'}
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Addresses are paths on this site, such as <code>/old-page</code>, or full addresses starting with https://. A
        slash at the end of the old address makes no difference.
      </p>
      {errors.id ? (
        <p role="alert" className="mt-3 font-medium text-coral-dark">
          {errors.id}
        </p>
      ) : null}
      <Form
        method="post"
        action="/admin/redirects"
        reloadDocument
        className="mt-3 grid items-start gap-3 md:grid-cols-[1fr_1fr_15rem]"
        noValidate
        onSubmit={() => setBusy(true)}
      >
        <input type="hidden" name="intent" value="save" />
        {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
        <FormField
          id="redirect-source"
          name="sourceUrl"
          label="Old address (source)"
          defaultValue={values.sourceUrl}
          autoComplete="off"
          error={errors.sourceUrl}
        />
        <FormField
          id="redirect-target"
          name="targetUrl"
          label="New address (target)"
          defaultValue={values.targetUrl}
          autoComplete="off"
          error={errors.targetUrl}
        />
        <FormField
          id="redirect-status"
          name="statusCode"
          label="Redirect type"
          as="select"
          options={Object.fromEntries(
            REDIRECT_STATUS_CODES.map((code) => [String(code), REDIRECT_STATUS_LABELS[code]]),
          )}
          defaultValue={values.statusCode || '301'}
          error={errors.statusCode}
        />
        <div className="flex flex-wrap items-center gap-3 md:col-span-3">
          <Button type="submit" disabled={busy} className="disabled:opacity-60">
            {busy ? 'Saving…' : editing ? 'Save changes' : 'Create redirect'}
          </Button>
          {editing || values.sourceUrl ? (
            <Link to="/admin/redirects" className="font-semibold text-sea underline underline-offset-4">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  )
}
