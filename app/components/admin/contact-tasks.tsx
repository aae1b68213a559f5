// Issue 17: a contact's follow-up tasks on the profile: open and done ones, a form to add one and "Mark done".
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { formatDateTime } from '~/lib/format'
import { TASK_KIND_LABELS, type TaskRow } from '~/lib/staff-work-rules'

export function ContactTasksSection({
  tasks,
  staff,
  defaultAssignee,
  defaultDue,
  errors,
  formKey,
  busy,
}: {
  tasks: TaskRow[]
  staff: { id: string; name: string; email: string }[]
  defaultAssignee: string
  /** a datetime-local value on Roatan */
  defaultDue: string
  errors: Record<string, string | undefined>
  /** changes after a task is added, so the form empties */
  formKey: string
  busy: boolean
}) {
  const open = tasks.filter((task) => !task.completedAt)
  const done = tasks.filter((task) => task.completedAt)
  const staffOptions = Object.fromEntries(staff.map((user) => [user.id, user.name || user.email]))
  return (
    <section aria-labelledby="tasks-heading" className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
      <h2 id="tasks-heading" className="text-xl">
        Tasks
      </h2>
      {errors.task ? (
        <p role="alert" className="mt-2 text-sm font-medium text-coral-dark">
          {errors.task}
        </p>
      ) : null}
      {open.length === 0 ? (
        <p className="mt-3 text-sm">No open tasks.</p>
      ) : (
        <ul aria-label="Open tasks" className="mt-3 space-y-2">
          {open.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sand/50 p-3">
              <div>
                <p className="font-semibold">
                  {task.kindLabel}: {task.title}
                </p>
                <p className="text-sm">
                  {task.overdue ? <strong className="text-coral-dark">Overdue · </strong> : null}
                  Due {formatDateTime(task.dueAt)} · {task.assignee ?? 'Unassigned'}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="task-done" />
                <input type="hidden" name="taskId" value={task.id} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={`Mark done: ${task.kindLabel}: ${task.title}`}
                  className="rounded-lg border border-sea px-3 py-1 text-sm font-semibold text-sea"
                >
                  Mark done
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Done</h3>
          <ul aria-label="Done tasks" className="mt-2 space-y-1 text-sm">
            {done.map((task) => (
              <li key={task.id}>
                {task.kindLabel}: {task.title} — done {formatDateTime(task.completedAt!)}
                {task.completedBy ? ` by ${task.completedBy}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" className="mt-4 space-y-3 border-t border-sand pt-4" key={formKey}>
        <h3 className="text-sm font-semibold">Add a task</h3>
        <input type="hidden" name="intent" value="task" />
        <FormField
          id="task-kind"
          name="kind"
          label="Type"
          as="select"
          options={TASK_KIND_LABELS}
          defaultValue="call"
          error={errors.kind}
        />
        <FormField id="task-title" name="title" label="Title" error={errors.title} />
        <FormField
          id="task-due"
          name="dueAt"
          label="Due (Roatan time)"
          type="datetime-local"
          defaultValue={defaultDue}
          error={errors.dueAt}
        />
        <FormField
          id="task-assignee"
          name="assigneeUserId"
          label="Assignee"
          as="select"
          options={staffOptions}
          defaultValue={defaultAssignee}
          error={errors.assigneeUserId}
        />
        <Button type="submit" disabled={busy}>
          Add task
        </Button>
      </Form>
    </section>
  )
}
