// The part of the RESO Data Dictionary 2.0 our reference server offers: the Property, Media, OpenHouse, Office and
// Lookup resources with the fields the site reads (and a few it must never show), and the lookups they use. Each
// lookup value has its Edm.EnumType member name (enum mode, namespace org.reso.metadata.enums) and its display
// string (string mode, with a Lookup resource). Written from the public DD 2.0 field and lookup lists.

export const NAMESPACE = 'org.reso.metadata'
export const ENUM_NAMESPACE = 'org.reso.metadata.enums'

export type EdmType =
  'Edm.String' | 'Edm.Int64' | 'Edm.Decimal' | 'Edm.Double' | 'Edm.Boolean' | 'Edm.Date' | 'Edm.DateTimeOffset'

export interface FieldDefinition {
  name: string
  /**
   * An Edm type, or the name of a lookup (an enum type in enum mode, Edm.String in string mode); `collection`: a
   * multi-valued lookup (DD 2.0: Collection of either), sent as a JSON array.
   */
  type: EdmType | { lookup: LookupName; collection?: true }
  maxLength?: number
}

export interface NavigationDefinition {
  name: string
  target: ResourceName
  collection: boolean
}

/** [member name, display string]; the display string is the member name unless given. */
type Values = (string | [string, string])[]

const LOOKUP_VALUES = {
  StandardStatus: [
    'Active',
    ['ActiveUnderContract', 'Active Under Contract'],
    'Canceled',
    'Closed',
    ['ComingSoon', 'Coming Soon'],
    'Delete',
    'Expired',
    'Hold',
    'Incomplete',
    'Pending',
    'Withdrawn',
  ],
  PropertyType: [
    ['BusinessOpportunity', 'Business Opportunity'],
    ['CommercialLease', 'Commercial Lease'],
    ['CommercialSale', 'Commercial Sale'],
    'Farm',
    'Land',
    ['ManufacturedInPark', 'Manufactured In Park'],
    'Residential',
    ['ResidentialIncome', 'Residential Income'],
    ['ResidentialLease', 'Residential Lease'],
  ],
  PropertySubType: [
    'Agriculture',
    'Apartment',
    'Business',
    'Cabin',
    'Condominium',
    'Duplex',
    'Farm',
    ['HotelMotel', 'Hotel/Motel'],
    ['ManufacturedHome', 'Manufactured Home'],
    ['MixedUse', 'Mixed Use'],
    ['MobileHome', 'Mobile Home'],
    ['MultiFamily', 'Multi Family'],
    'Office',
    'Retail',
    ['SingleFamilyResidence', 'Single Family Residence'],
    'Townhouse',
    'Triplex',
    ['UnimprovedLand', 'Unimproved Land'],
  ],
  AreaUnits: [
    ['SquareFeet', 'Square Feet'],
    ['SquareMeters', 'Square Meters'],
  ],
  LotSizeUnits: ['Acres', ['SquareFeet', 'Square Feet'], ['SquareMeters', 'Square Meters']],
  MediaCategory: [
    ['BrandedVirtualTour', 'Branded Virtual Tour'],
    'Document',
    ['FloorPlan', 'Floor Plan'],
    'Photo',
    ['UnbrandedVirtualTour', 'Unbranded Virtual Tour'],
    'Video',
  ],
  MediaType: [
    ['Jpeg', 'jpeg'],
    ['Mp4', 'mp4'],
    ['Pdf', 'pdf'],
    ['Png', 'png'],
  ],
  OpenHouseStatus: ['Active', 'Canceled', 'Ended'],
  // issue 44: the utilities lookups (multi-valued), a part of each DD 2.0 list
  Utilities: [
    ['CableAvailable', 'Cable Available'],
    ['ElectricityAvailable', 'Electricity Available'],
    ['ElectricityConnected', 'Electricity Connected'],
    ['PhoneAvailable', 'Phone Available'],
    ['SewerConnected', 'Sewer Connected'],
    ['UndergroundUtilities', 'Underground Utilities'],
    ['WaterConnected', 'Water Connected'],
  ],
  WaterSource: ['Cistern', 'None', 'Other', 'Public', ['SharedWell', 'Shared Well'], 'Spring', 'Well'],
  Sewer: [
    ['AerobicSeptic', 'Aerobic Septic'],
    'Cesspool',
    'None',
    ['PublicSewer', 'Public Sewer'],
    ['SepticTank', 'Septic Tank'],
    'Unknown',
  ],
  PowerProductionType: ['Photovoltaics', 'Wind'],
  Electric: [
    ['Amps200OrMore', '200+ Amp Service'],
    ['CircuitBreakers', 'Circuit Breakers'],
    ['EnergyStorageDevice', 'Energy Storage Device'],
    'Generator',
    ['NetMeter', 'Net Meter'],
    ['PhotovoltaicsSellerOwned', 'Photovoltaics Seller Owned'],
    ['PhotovoltaicsThirdPartyOwned', 'Photovoltaics Third-Party Owned'],
  ],
  OpenHouseType: ['Broker', 'Office', 'Public'],
} satisfies Record<string, Values>

export type LookupName = keyof typeof LOOKUP_VALUES

export interface LookupValue {
  member: string
  display: string
}

export const LOOKUPS = Object.fromEntries(
  Object.entries(LOOKUP_VALUES).map(([name, values]) => [
    name,
    (values as Values).map((value) =>
      typeof value === 'string' ? { member: value, display: value } : { member: value[0], display: value[1] },
    ),
  ]),
) as Record<LookupName, LookupValue[]>

/** A lookup value by member name or display string (either form), or undefined. */
export function findLookupValue(lookup: LookupName, value: string): LookupValue | undefined {
  return LOOKUPS[lookup].find((entry) => entry.member === value || entry.display === value)
}

const text = (name: string, maxLength = 255): FieldDefinition => ({ name, type: 'Edm.String', maxLength })
const of = (name: string, type: EdmType): FieldDefinition => ({ name, type })
const lookup = (name: string, lookupName: LookupName = name as LookupName): FieldDefinition => ({
  name,
  type: { lookup: lookupName },
})
const lookups = (name: LookupName): FieldDefinition => ({ name, type: { lookup: name, collection: true } })

export type ResourceName = 'Property' | 'Media' | 'OpenHouse' | 'Office' | 'Lookup'

export interface ResourceDefinition {
  key: string
  fields: FieldDefinition[]
  navigation: NavigationDefinition[]
}

export const RESOURCES: Record<ResourceName, ResourceDefinition> = {
  Property: {
    key: 'ListingKey',
    fields: [
      text('ListingKey'),
      text('ListingId'),
      lookup('StandardStatus'),
      lookup('PropertyType'),
      lookup('PropertySubType'),
      of('ListPrice', 'Edm.Decimal'),
      of('BedroomsTotal', 'Edm.Int64'),
      of('BathroomsTotalInteger', 'Edm.Int64'),
      of('LivingArea', 'Edm.Decimal'),
      lookup('LivingAreaUnits', 'AreaUnits'),
      of('LotSizeArea', 'Edm.Decimal'),
      lookup('LotSizeUnits'),
      of('Latitude', 'Edm.Decimal'),
      of('Longitude', 'Edm.Decimal'),
      text('City', 50),
      text('UnparsedAddress'),
      text('PublicRemarks', 4000),
      text('ListOfficeKey'),
      text('ListOfficeName'),
      text('ListOfficePhone', 16),
      text('ListOfficeEmail', 80),
      text('ListAgentKey'),
      text('ListAgentEmail', 80),
      of('InternetEntireListingDisplayYN', 'Edm.Boolean'),
      of('InternetAddressDisplayYN', 'Edm.Boolean'),
      text('OriginatingSystemName'),
      of('PhotosCount', 'Edm.Int64'),
      of('PhotosChangeTimestamp', 'Edm.DateTimeOffset'),
      of('ModificationTimestamp', 'Edm.DateTimeOffset'),
      lookups('Utilities'),
      lookups('WaterSource'),
      lookups('Sewer'),
      lookups('PowerProductionType'),
      lookups('Electric'),
      // IDX forbids showing these; the site must never store them where a visitor could see them.
      text('PrivateRemarks', 4000),
      text('ShowingInstructions', 4000),
      text('BuyerAgencyCompensation', 25),
      text('OwnerName', 50),
    ],
    navigation: [
      { name: 'Media', target: 'Media', collection: true },
      { name: 'OpenHouse', target: 'OpenHouse', collection: true },
      { name: 'ListOffice', target: 'Office', collection: false },
    ],
  },
  Media: {
    key: 'MediaKey',
    fields: [
      text('MediaKey'),
      text('ResourceName', 50),
      text('ResourceRecordKey'),
      lookup('MediaCategory'),
      lookup('MediaType'),
      text('MediaURL', 8000),
      of('Order', 'Edm.Int64'),
      text('ShortDescription', 50),
      of('ImageWidth', 'Edm.Int64'),
      of('ImageHeight', 'Edm.Int64'),
      of('MediaModificationTimestamp', 'Edm.DateTimeOffset'),
      of('ModificationTimestamp', 'Edm.DateTimeOffset'),
    ],
    navigation: [],
  },
  OpenHouse: {
    key: 'OpenHouseKey',
    fields: [
      text('OpenHouseKey'),
      text('ListingKey'),
      text('ListingId'),
      of('OpenHouseDate', 'Edm.Date'),
      of('OpenHouseStartTime', 'Edm.DateTimeOffset'),
      of('OpenHouseEndTime', 'Edm.DateTimeOffset'),
      lookup('OpenHouseStatus'),
      lookup('OpenHouseType'),
      text('OpenHouseRemarks', 500),
      text('OriginatingSystemName'),
      of('ModificationTimestamp', 'Edm.DateTimeOffset'),
    ],
    navigation: [],
  },
  Office: {
    key: 'OfficeKey',
    fields: [
      text('OfficeKey'),
      text('OfficeName'),
      text('OfficePhone', 16),
      text('OfficeEmail', 80),
      of('ModificationTimestamp', 'Edm.DateTimeOffset'),
    ],
    navigation: [],
  },
  // DD 2.0 section 2.2: served in string mode only, where it names every lookup value.
  Lookup: {
    key: 'LookupKey',
    fields: [
      text('LookupKey'),
      text('LookupName'),
      text('LookupValue'),
      text('StandardLookupValue'),
      text('LegacyODataValue'),
      of('ModificationTimestamp', 'Edm.DateTimeOffset'),
    ],
    navigation: [],
  },
}

export type EnumMode = 'string' | 'enum'

export const resourceOf = (name: string): ResourceName | null =>
  Object.hasOwn(RESOURCES, name) ? (name as ResourceName) : null

export function fieldOf(resource: ResourceName, name: string): FieldDefinition | undefined {
  return RESOURCES[resource].fields.find((field) => field.name === name)
}

export function navigationOf(resource: ResourceName, name: string): NavigationDefinition | undefined {
  return RESOURCES[resource].navigation.find((nav) => nav.name === name)
}

/** The resources a server in this mode offers (the Lookup resource only in string mode). */
export const resourcesIn = (mode: EnumMode): ResourceName[] =>
  (Object.keys(RESOURCES) as ResourceName[]).filter((name) => name !== 'Lookup' || mode === 'string')
