// What an MLS lets a site show of another broker's listing (IDX display rules, issue 40 item 11), read from its
// Property record: the listing office's public contact and the two "internet display" flags. Each value is read
// loosely; a bad one is left out with a warning, never the listing. Pure rules, unit-tested.

/** The warning of a record whose MLS keeps the whole listing off the internet (InternetEntireListingDisplayYN). */
export const NOT_ON_INTERNET_WARNING = 'The MLS does not allow this listing on the internet; it is not shown.'

/**
 * RESO Data Dictionary fields an MLS keeps among its members: compensation, private remarks, showing and access
 * details, seller and occupant contacts. The site never reads them (mapping.ts): a test checks that none is among the
 * fields read and that none of their values reaches a mapped listing.
 */
export const MLS_PRIVATE_FIELDS = [
  'BuyerAgencyCompensation',
  'BuyerAgencyCompensationType',
  'SubAgencyCompensation',
  'SubAgencyCompensationType',
  'TransactionBrokerCompensation',
  'TransactionBrokerCompensationType',
  'DualVariableCompensationYN',
  'PrivateRemarks',
  'PrivateOfficeRemarks',
  'ShowingInstructions',
  'ShowingContactName',
  'ShowingContactPhone',
  'ShowingContactType',
  'ShowingRequirements',
  'LockBoxLocation',
  'LockBoxSerialNumber',
  'LockBoxType',
  'AccessCode',
  'OwnerName',
  'OwnerPhone',
  'OccupantName',
  'OccupantPhone',
  'OccupantType',
] as const

/** A RESO Boolean (…YN): true/false, or the 'Y'/'N', 'yes'/'no', 'true'/'false' some servers send as text. */
export function yesNo(field: string, value: unknown, warnings: string[]): boolean | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null
  if (text === 'true' || text === 'y' || text === 'yes') return true
  if (text === 'false' || text === 'n' || text === 'no') return false
  warnings.push(`${field} "${String(value).slice(0, 40)}" is not yes or no; it was left out.`)
  return null
}

// Loose on purpose: MLSs write phones every way ('+504 2445-1234', '(504) 2445 1234 ext. 12'); what is refused
// (letters, markup, a number too short or too long to dial) would only confuse a buyer.
const PHONE = /^\+?[\d\s().\-/]+((x|ext\.?)\s*\d{1,6})?$/i
const EMAIL = /^[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}$/i

function contact(field: string, value: unknown, warnings: string[], valid: (text: string) => boolean) {
  if (value === null || value === undefined) return null
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : null
  if (text === '') return null
  if (text !== null && valid(text)) return text
  warnings.push(
    text === null
      ? `${field} is not text; it was left out.`
      : `${field} "${text.slice(0, 60)}" is not a usable ${field.endsWith('Email') ? 'e-mail address' : 'phone number'}; it was left out.`,
  )
  return null
}

export interface IdxValues {
  listingOfficePhone: string | null
  listingOfficeEmail: string | null
  /** InternetAddressDisplayYN false: no street address and no exact position on public pages. */
  addressHidden: boolean
}

/** The record's IDX fields; `shownOnInternet` false when the MLS keeps the whole listing off the internet. */
export function readIdxFields(
  record: {
    ListOfficePhone?: unknown
    ListOfficeEmail?: unknown
    InternetEntireListingDisplayYN?: unknown
    InternetAddressDisplayYN?: unknown
  },
  warnings: string[],
): { shownOnInternet: boolean; values: IdxValues } {
  const shownOnInternet = yesNo('InternetEntireListingDisplayYN', record.InternetEntireListingDisplayYN, warnings)
  if (shownOnInternet === false) warnings.push(NOT_ON_INTERNET_WARNING)
  const digits = (text: string) => text.replace(/\D/g, '').length
  return {
    shownOnInternet: shownOnInternet !== false,
    values: {
      listingOfficePhone: contact(
        'ListOfficePhone',
        record.ListOfficePhone,
        warnings,
        (text) => PHONE.test(text) && digits(text) >= 5 && digits(text) <= 20 && text.length <= 40,
      ),
      listingOfficeEmail: contact(
        'ListOfficeEmail',
        record.ListOfficeEmail,
        warnings,
        (text) => text.length <= 254 && EMAIL.test(text),
      ),
      addressHidden: yesNo('InternetAddressDisplayYN', record.InternetAddressDisplayYN, warnings) === false,
    },
  }
}
