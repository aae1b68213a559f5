// The MLS's own count of its listings by StandardStatus (issue 40 item 10, the health panel), tallied from the key
// list, which asks for StandardStatus and PropertyType beside each ListingKey: no request of its own. Statuses are
// kept normalised ("ActiveUnderContract" and "Active Under Contract" are one); leases, which the site does not list
// (decision 036), are counted apart so the two columns can match.
import { normaliseLookup } from './lookups'

/** The count of leases, under a name no normalised status can take. */
export const MLS_LEASES = '(leases)'
/** A record without a StandardStatus. */
export const MLS_NO_STATUS = '(none)'

const LEASE_TYPES = new Set(['residentiallease', 'commerciallease'])

/** Adds one key-list record to `counts`. */
export function tallyMlsStatus(counts: Record<string, number>, record: unknown) {
  const { StandardStatus: status, PropertyType: type } = (record ?? {}) as Record<string, unknown>
  const name =
    typeof type === 'string' && LEASE_TYPES.has(normaliseLookup(type))
      ? MLS_LEASES
      : typeof status === 'string' && normaliseLookup(status)
        ? normaliseLookup(status)
        : MLS_NO_STATUS
  counts[name] = (counts[name] ?? 0) + 1
}
