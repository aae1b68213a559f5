// The MLS's own counts by status, from the key list (issue 40 item 10): either form of a status is one, leases apart.
import { describe, expect, it } from 'vitest'
import { MLS_LEASES, MLS_NO_STATUS, tallyMlsStatus } from './mls-counts'

describe('the MLS counts by status', () => {
  it('counts display strings and enum members as one status, leases and records without a status apart', () => {
    const counts: Record<string, number> = {}
    for (const record of [
      { ListingKey: 'A', StandardStatus: 'Active', PropertyType: 'Residential' },
      { ListingKey: 'B', StandardStatus: 'Active Under Contract', PropertyType: 'Land' },
      { ListingKey: 'C', StandardStatus: 'ActiveUnderContract', PropertyType: 'CommercialSale' },
      { ListingKey: 'D', StandardStatus: 'Active', PropertyType: 'Residential Lease' },
      { ListingKey: 'E', StandardStatus: 'Active', PropertyType: 'CommercialLease' },
      { ListingKey: 'F' },
      null,
    ])
      tallyMlsStatus(counts, record)
    expect(counts).toEqual({ active: 1, activeundercontract: 2, [MLS_LEASES]: 2, [MLS_NO_STATUS]: 2 })
  })
})
