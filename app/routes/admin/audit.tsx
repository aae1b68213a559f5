// Issue 17: the audit log of staff writes, newest first, filtered by who, what kind and day; read-only (entries
// cannot be edited or deleted through the app, docs/decisions/025-audit-log.md).
import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { z } from 'zod'
import { FilterBar, FilterChoice, FilterInput } from '~/components/admin/list-controls'
import { AuditEntryRow } from '~/components/admin/audit-entry-row'
import { ListTable } from '~/components/admin/list-table'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { AUDIT_SUBJECTS, AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '~/lib/audit-subjects'
import { TIME_ZONE_LABEL } from '~/lib/format'
import { listAuditEntries } from '~/models/audit.server'
import type { Route } from './+types/audit'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'audit')!

const day = z
  .union([z.literal(''), z.iso.date({ message: 'Dates are written YYYY-MM-DD.' })])
  .optional()
  .transform((value) => value || undefined)

export const AuditQuerySchema = z
  .object({
    who: z
      .string()
      .trim()
      .max(200, { message: 'The e-mail to look for is too long.' })
      .optional()
      .transform((value) => value || undefined),
    kind: z
      .union([z.literal(''), z.enum(AUDIT_SUBJECT_TYPES as [AuditSubjectType, ...AuditSubjectType[]])], {
        message: 'Choose a kind of change from the list.',
      })
      .optional()
      .transform((value) => value || undefined),
    from: day,
    to: day,
    page: z.coerce.number({ message: 'The page is a number.' }).int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The “from” day comes after the “to” day.',
  })

type AuditQuery = z.infer<typeof AuditQuerySchema>

function auditHref(query: AuditQuery, page: number) {
  const params = new URLSearchParams()
  for (const key of ['who', 'kind', 'from', 'to'] as const) if (query[key]) params.set(key, query[key])
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/admin/audit?${search}` : '/admin/audit'
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const raw = Object.fromEntries(url.searchParams)
  const parsed = AuditQuerySchema.safeParse(raw)
  if (!parsed.success) {
    const values = { who: raw.who ?? '', kind: raw.kind ?? '', from: raw.from ?? '', to: raw.to ?? '' }
    const error = parsed.error.issues.map((issue) => issue.message).join(' ')
    return data({ error, values, query: null, entries: [], hasMore: false, names: {} }, { status: 400 })
  }
  const query = parsed.data
  const { entries, hasMore, names } = await listAuditEntries(getServices(context).db, query)
  const values = { who: query.who ?? '', kind: query.kind ?? '', from: query.from ?? '', to: query.to ?? '' }
  return { error: null, values, query, entries, hasMore, names }
}

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Admin' }]

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { error, values, query, entries, hasMore, names } = loaderData
  const filtered = Boolean(values.who || values.kind || values.from || values.to)
  return (
    <>
      <h1 className="text-2xl">Audit log</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        Every change staff make, with who made it, when, and the fields before and after. Entries cannot be changed or
        deleted; they are kept for two years.
      </p>

      <FilterBar
        label="Find audit entries"
        clearHref="/admin/audit"
        filtered={filtered}
        actionsClassName="lg:col-span-1"
      >
        <FilterInput
          id="audit-who"
          name="who"
          label="Who (staff e-mail)"
          type="search"
          value={values.who}
          placeholder="e.g. ana@"
          className="col-span-2"
        />
        <FilterChoice id="audit-kind" name="kind" label="What kind" value={values.kind} all="All kinds">
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_SUBJECTS[type].label}
            </option>
          ))}
        </FilterChoice>
        <FilterInput id="audit-from" name="from" label="From day" type="date" value={values.from} />
        <FilterInput id="audit-to" name="to" label="To day" type="date" value={values.to} />
      </FilterBar>

      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-white p-3 font-medium text-coral-dark">
          {error}
        </p>
      ) : entries.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-ink/80">
          {filtered ? 'No entry matches. Try fewer filters.' : 'No changes recorded yet.'}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink/80">Times in {TIME_ZONE_LABEL}</p>
          <ListTable
            caption="Audit entries, newest first"
            scrollLabel="Audit entries"
            columns={[
              { label: 'When' },
              { label: 'Who', className: 'min-w-48' },
              { label: 'Change' },
              { label: 'Subject', className: 'min-w-40' },
              { label: 'Fields (before → after)', className: 'min-w-72' },
            ]}
          >
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} names={names} />
            ))}
          </ListTable>
        </>
      )}

      {query && (query.page > 1 || hasMore) ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
          {query.page > 1 ? (
            <Link to={auditHref(query, query.page - 1)} className="underline">
              Newer entries
            </Link>
          ) : null}
          <span>Page {query.page}</span>
          {hasMore ? (
            <Link to={auditHref(query, query.page + 1)} className="underline">
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
