import { TIME_ZONE_LABEL, formatDateTime } from '~/lib/format'

export interface ContactProfileTimelineEntry {
  id: string
  kind: string
  at: Date | string
  title: string
  detail: string
  by: string
  property: { title: string; slug: string } | null
}

/** The lead's activity, newest first (SPEC §1 dates). */
export function ContactProfileTimeline({ entries }: { entries: ContactProfileTimelineEntry[] }) {
  if (entries.length === 0) return <p className="mt-3">Nothing has happened with this lead yet.</p>
  return (
    <>
      <p className="mt-3 text-sm text-ink/80">Times in {TIME_ZONE_LABEL}</p>
      <ol className="mt-3 space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{entry.title}</span>
              <time dateTime={new Date(entry.at).toISOString()} className="text-sm text-ink/80">
                {formatDateTime(entry.at)}
              </time>
            </p>
            {entry.property ? (
              <p className="text-sm">
                About{' '}
                <a href={`/property/${entry.property.slug}`} className="underline">
                  {entry.property.title}
                </a>
              </p>
            ) : null}
            {entry.detail ? <p className="mt-1 whitespace-pre-line">{entry.detail}</p> : null}
            <p className="mt-1 text-sm text-ink/80">By {entry.by}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
