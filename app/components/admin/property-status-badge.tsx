import { isPublicStatus } from '~/lib/property-form-schema'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'

/** The publishing state, with a plain word on whether the site shows it. */
export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  const shown = isPublicStatus(status)
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        shown ? 'bg-reef/15 text-sea-dark' : 'bg-ink/10 text-ink'
      }`}
    >
      {PROPERTY_STATUS_LABELS[status]}
      <span className="font-normal"> · {shown ? 'on site' : 'hidden'}</span>
    </span>
  )
}
