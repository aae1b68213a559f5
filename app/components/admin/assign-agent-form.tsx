import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { CONTACT_FIELD_LABELS } from '~/lib/contact-profile-forms'

type AssignAnswer = { data: unknown; error: string | null; renotified?: boolean }

/**
 * Assign a lead to an active agent or unassign it (SPEC §4); the action answers {data, error} (SPEC §8). The profile
 * shows it in full; the contacts list shows a compact one per row, posting to its own action with the contact's id.
 */
export function AssignAgentForm({
  agents,
  assignedAgentId,
  row,
}: {
  agents: { id: number; name: string }[]
  assignedAgentId: number | null
  /** in a list row: the contact it assigns and its name for the controls' accessible names */
  row?: { contactId: string; contactName: string }
}) {
  const fetcher = useFetcher<AssignAnswer>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const error = answer?.error
  const idBase = row ? `assign-${row.contactId}` : 'assign-agent'
  const status =
    answer && !error ? (answer.renotified ? 'Already assigned: e-mailed again.' : 'Assignment saved.') : null
  return (
    <fetcher.Form
      method="post"
      className={row ? 'flex flex-wrap items-center gap-2' : 'mt-3 space-y-3'}
      aria-label={row ? `Assignment of ${row.contactName}` : undefined}
    >
      <input type="hidden" name="intent" value="assign" />
      {row ? <input type="hidden" name="contactId" value={row.contactId} /> : null}
      <div>
        <label htmlFor={idBase} className={row ? 'sr-only' : 'block text-sm font-semibold'}>
          {row
            ? `${CONTACT_FIELD_LABELS.assignedAgentId} for ${row.contactName}`
            : CONTACT_FIELD_LABELS.assignedAgentId}
        </label>
        <select
          id={idBase}
          name="agentId"
          defaultValue={assignedAgentId === null ? '' : String(assignedAgentId)}
          key={String(assignedAgentId)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${idBase}-error` : undefined}
          className={
            row
              ? 'rounded-lg border border-ink/30 bg-white px-2 py-1'
              : 'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2'
          }
        >
          <option value="">Unassigned</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={row ? `Save assignment for ${row.contactName}` : undefined}
        size={row ? 'xs' : 'md'}
        className={row ? 'text-sm' : undefined}
      >
        {row ? 'Assign' : 'Save assignment'}
      </Button>
      {error ? (
        <p id={`${idBase}-error`} role="alert" className="text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : status ? (
        <p role="status" className="text-sm">
          {status}
        </p>
      ) : null}
    </fetcher.Form>
  )
}
