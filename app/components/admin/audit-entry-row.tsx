// One row of Admin → Audit Log: when, who (by name and e-mail), what happened, to which record (by name, linked to
// its admin page) and each field by its form label, before and after, with long values folded (usability review 9).
import { Link } from '~/components/site-link'
import { auditFieldChanges, auditSubjectView, type AuditNames, type AuditValueView } from '~/lib/audit-fields'
import { DayAndTime, listRowClass } from './list-table'

export interface AuditEntryView {
  id: number | string
  createdAt: Date | string
  actorUserId: string | null
  actorEmail: string
  via: string | null
  action: string
  subjectType: string
  subjectId: string
  changes: Record<string, [unknown, unknown]>
}

// 'run': a staff operation recorded with what it did (a test e-mail, a tool, a feed sync started), no before.
const ACTION_LABELS: Record<string, string> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  run: 'Ran',
  download: 'Downloaded',
}
/** Fields shown before the rest fold behind "Show all". */
const FIELDS_SHOWN = 8

export function AuditEntryRow({ entry, names }: { entry: AuditEntryView; names: AuditNames }) {
  const subject = auditSubjectView(entry, names)
  const actorName = entry.actorUserId ? names.users?.[entry.actorUserId]?.name : undefined
  const items = auditFieldChanges(entry, names).map((change) => (
    <FieldChange key={change.key} label={change.label} before={change.before} after={change.after} />
  ))
  return (
    <tr className={listRowClass}>
      <td className="p-3">
        <DayAndTime at={entry.createdAt} />
      </td>
      <td className="p-3 [overflow-wrap:anywhere]">
        {actorName && actorName !== entry.actorEmail ? <span className="block font-semibold">{actorName}</span> : null}
        <span className="block">{entry.actorEmail}</span>
        {entry.via ? <span className="block text-ink/80">through {entry.via}</span> : null}
      </td>
      <td className="p-3">{ACTION_LABELS[entry.action] ?? entry.action}</td>
      <td className="p-3 [overflow-wrap:anywhere]">
        <span className="block text-ink/80">{subject.kind}</span>
        {subject.name ? (
          subject.href ? (
            <Link to={subject.href} className="font-semibold text-sea underline">
              {subject.name}
            </Link>
          ) : (
            <span className="font-semibold">{subject.name}</span>
          )
        ) : subject.href ? (
          <Link to={subject.href} className="text-sea underline">
            Open
          </Link>
        ) : null}
      </td>
      <td className="p-3">
        {items.length === 0 ? (
          <span className="text-ink/80">None</span>
        ) : (
          <>
            <ul className="space-y-1">{items.slice(0, FIELDS_SHOWN)}</ul>
            {items.length > FIELDS_SHOWN ? (
              <details className="mt-1">
                <summary className="cursor-pointer font-semibold text-sea underline">
                  Show {items.length - FIELDS_SHOWN} more {items.length - FIELDS_SHOWN === 1 ? 'field' : 'fields'}
                </summary>
                <ul className="mt-1 space-y-1">{items.slice(FIELDS_SHOWN)}</ul>
              </details>
            ) : null}
          </>
        )}
      </td>
    </tr>
  )
}

/** "Price (US dollars): $450,000 → $425,000"; a long value folds, and the change then reads one value a line. */
function FieldChange({
  label,
  before,
  after,
}: {
  label: string
  before: AuditValueView | null
  after: AuditValueView
}) {
  if (before?.long || after.long)
    return (
      <li className="[overflow-wrap:anywhere]">
        <span className="font-semibold">{label}</span>
        {before ? (
          <span className="block">
            Before: <Value view={before} />
          </span>
        ) : null}
        <span className="block">
          {before ? 'After: ' : null}
          <Value view={after} />
        </span>
      </li>
    )
  return (
    <li className="[overflow-wrap:anywhere]">
      <span className="font-semibold">{label}</span>:{' '}
      {before ? (
        <>
          <Value view={before} /> →{' '}
        </>
      ) : null}
      <Value view={after} />
    </li>
  )
}

function Value({ view }: { view: AuditValueView }) {
  if (view.href)
    return (
      <Link to={view.href} className="text-sea underline">
        {view.text}
      </Link>
    )
  if (view.empty) return <span className="text-ink/80">{view.text}</span>
  if (!view.long) return <>{view.text}</>
  return (
    <details className="group inline-block align-top">
      <summary className="cursor-pointer">
        <span className="group-open:hidden">{view.text.slice(0, 60).replace(/\s+/g, ' ').trim()}… </span>
        <span className="font-semibold text-sea underline">
          <span className="group-open:hidden">Show all</span>
          <span className="hidden group-open:inline">Show less</span>
        </span>
      </summary>
      <span className="block whitespace-pre-line">{view.text}</span>
    </details>
  )
}
