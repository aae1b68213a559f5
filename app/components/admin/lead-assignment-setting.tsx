// Admin → Team: how new leads get an agent (issue 17's automatic assignment). Issue 43: a site-wide setting, here
// beside the team it assigns to rather than on one contact's page.
import { Form } from 'react-router'
import { FormField } from '~/components/ui/form-field'
import { LEAD_ASSIGNMENT_LABELS } from '~/lib/contact-profile-forms'

export function LeadAssignmentSetting({
  mode,
  error,
  saved,
  busy,
}: {
  mode: string
  error?: string
  saved: boolean
  busy: boolean
}) {
  return (
    <section aria-labelledby="auto-assign-heading" className="mt-8 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
      <h2 id="auto-assign-heading" className="text-xl">
        New leads
      </h2>
      <p className="mt-1 text-sm text-ink/80">Who gets a lead that arrives without an agent of its own.</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="lead-assignment" />
        <FormField
          id="lead-assignment-mode"
          name="mode"
          label="Automatic assignment"
          as="select"
          options={LEAD_ASSIGNMENT_LABELS}
          defaultValue={mode}
          error={error}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-sea px-4 py-2 font-semibold text-sea hover:bg-sand"
        >
          Save setting
        </button>
      </Form>
      {saved ? (
        <p role="status" className="mt-2 text-sm font-medium text-sea">
          Setting saved.
        </p>
      ) : null}
    </section>
  )
}
