import { useFetcher } from 'react-router'

/** Assign the lead to an active agent or unassign it; the action answers {data, error} (SPEC §8). */
export function ContactProfileAssign({
  agents,
  assignedAgentId,
}: {
  agents: { id: number; name: string }[]
  assignedAgentId: number | null
}) {
  const fetcher = useFetcher<{ data: unknown; error: string | null }>()
  const error = fetcher.state === 'idle' ? fetcher.data?.error : null
  const done = fetcher.state === 'idle' && fetcher.data && !fetcher.data.error
  return (
    <fetcher.Form method="post" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="assign" />
      <div>
        <label htmlFor="assign-agent" className="block text-sm font-semibold">
          Assigned agent
        </label>
        <select
          id="assign-agent"
          name="agentId"
          defaultValue={assignedAgentId === null ? '' : String(assignedAgentId)}
          key={String(assignedAgentId)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'assign-error' : undefined}
          className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
        >
          <option value="">Unassigned</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark"
      >
        Save assignment
      </button>
      {error ? (
        <p id="assign-error" role="alert" className="text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : done ? (
        <p role="status" className="text-sm">
          Assignment saved.
        </p>
      ) : null}
    </fetcher.Form>
  )
}
