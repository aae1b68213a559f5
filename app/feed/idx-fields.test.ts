// IDX display rules read from a feed record (issue 40 item 11): the office's public contact, the two internet
// display flags, and the fields an MLS keeps private, which never reach a mapped listing.
import { describe, expect, it } from 'vitest'
import { MLS_PRIVATE_FIELDS, NOT_ON_INTERNET_WARNING, readIdxFields, yesNo } from './idx-fields'
import { ResoPropertySchema, mapResoProperty } from './mapping'

const record = {
  ListingKey: 'IDX-1',
  ListingId: 'MLS-77',
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  ListPrice: 350_000,
  City: 'West Bay',
  ListOfficeName: 'Island Office',
  UnparsedAddress: '12 Reef Lane',
  Latitude: 16.3,
  Longitude: -86.55,
  ModificationTimestamp: '2026-01-05T12:00:00Z',
}

function mapped(extra: Record<string, unknown>) {
  const result = mapResoProperty({ ...record, ...extra })
  if (!result.ok) throw new Error(result.error)
  return result
}

describe('the listing office contact', () => {
  it('reads ListOfficePhone and ListOfficeEmail into the values the feed owns', () => {
    const { listing, warnings } = mapped({
      ListOfficePhone: ' +504 2445-1234 ',
      ListOfficeEmail: 'info@island.example',
    })
    expect(listing.values).toMatchObject({
      listingOfficeName: 'Island Office',
      listingOfficePhone: '+504 2445-1234',
      listingOfficeEmail: 'info@island.example',
      addressHidden: false,
    })
    expect(warnings).toEqual([])
  })

  it.each([
    ['(504) 2445 1234 ext. 12', '(504) 2445 1234 ext. 12'],
    ['504.2445.1234', '504.2445.1234'],
    ['', null],
    [null, null],
  ])('keeps a phone written as %j', (phone, expected) => {
    expect(mapped({ ListOfficePhone: phone }).listing.values.listingOfficePhone).toBe(expected)
  })

  it.each([
    ['call us', 'ListOfficePhone "call us" is not a usable phone number; it was left out.'],
    ['12', 'ListOfficePhone "12" is not a usable phone number; it was left out.'],
    ['<b>2445</b>-1234', 'ListOfficePhone "<b>2445</b>-1234" is not a usable phone number; it was left out.'],
    [24451234, 'ListOfficePhone is not text; it was left out.'],
  ])('leaves out the phone %j with a warning, never the listing', (phone, warning) => {
    const { listing, warnings } = mapped({ ListOfficePhone: phone })
    expect(listing.values.listingOfficePhone).toBeNull()
    expect(warnings).toEqual([warning])
  })

  it.each(['not-an-address', 'a@b', 'office@island.example<script>', 'two words@island.example'])(
    'leaves out the e-mail %j with a warning',
    (email) => {
      const { listing, warnings } = mapped({ ListOfficeEmail: email })
      expect(listing.values.listingOfficeEmail).toBeNull()
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^ListOfficeEmail ".*" is not a usable e-mail address; it was left out\.$/)
    },
  )
})

describe('the internet display flags', () => {
  it('takes a listing the MLS keeps off the internet off the market, with a warning', () => {
    const { listing, warnings } = mapped({ InternetEntireListingDisplayYN: false })
    expect(listing.values.status).toBe('off_market')
    expect(warnings).toEqual([NOT_ON_INTERNET_WARNING])
    expect(NOT_ON_INTERNET_WARNING).toBe('The MLS does not allow this listing on the internet; it is not shown.')
  })

  it.each([true, undefined, null, 'Y'])('shows the listing as today when the flag is %j', (flag) => {
    const { listing } = mapped({ InternetEntireListingDisplayYN: flag })
    expect(listing.values.status).toBe('active')
  })

  it('hides the street address and pin when InternetAddressDisplayYN is false, keeping both for staff', () => {
    const { listing } = mapped({ InternetAddressDisplayYN: false })
    expect(listing.values).toMatchObject({ addressHidden: true, address: '12 Reef Lane', latitude: 16.3 })
    expect(mapped({ InternetAddressDisplayYN: true }).listing.values.addressHidden).toBe(false)
    expect(mapped({}).listing.values.addressHidden).toBe(false)
  })

  it.each([
    ['N', false],
    ['no', false],
    ['false', false],
    ['Yes', true],
    [' TRUE ', true],
    [false, false],
  ])('reads %j as %s', (value, expected) => {
    expect(yesNo('InternetAddressDisplayYN', value, [])).toBe(expected)
  })

  it('leaves out a flag that is not yes or no with a warning: the listing shows as if it were absent', () => {
    const warnings: string[] = []
    const idx = readIdxFields({ InternetEntireListingDisplayYN: 'maybe', InternetAddressDisplayYN: 3 }, warnings)
    expect(idx).toMatchObject({ shownOnInternet: true, values: { addressHidden: false } })
    expect(warnings).toEqual([
      'InternetEntireListingDisplayYN "maybe" is not yes or no; it was left out.',
      'InternetAddressDisplayYN "3" is not yes or no; it was left out.',
    ])
  })
})

describe('fields an MLS keeps private', () => {
  const secret = (field: string) => `SECRET-${field}`
  const privateRecord = {
    ...record,
    ListOfficePhone: '+504 2445-1234',
    ...Object.fromEntries(MLS_PRIVATE_FIELDS.map((field) => [field, secret(field)])),
    BuyerAgencyCompensation: '3%',
    DualVariableCompensationYN: true,
  }

  it('are none of the fields the mapping reads', () => {
    const read = Object.keys(ResoPropertySchema.shape)
    expect(read.filter((field) => (MLS_PRIVATE_FIELDS as readonly string[]).includes(field))).toEqual([])
    expect(MLS_PRIVATE_FIELDS).toEqual(
      expect.arrayContaining([
        'BuyerAgencyCompensation',
        'PrivateRemarks',
        'ShowingInstructions',
        'OwnerName',
        'OwnerPhone',
        'OccupantName',
        'OccupantPhone',
        'LockBoxSerialNumber',
      ]),
    )
  })

  it('never reach a mapped listing, while the office’s public contact does', () => {
    const result = mapResoProperty(privateRecord)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.listing.values.listingOfficePhone).toBe('+504 2445-1234')
    const everything = JSON.stringify(result)
    for (const field of MLS_PRIVATE_FIELDS) {
      expect(everything).not.toContain(secret(field))
      expect(everything).not.toContain(field)
    }
    expect(everything).not.toContain('3%')
  })
})
