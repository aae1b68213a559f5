// The values the generator (generator.ts) draws from, with their weights: statuses, property types (about 22 %
// leases), sub-types, places on the Bay Islands (and a few far away), offices and words.

export const STATUSES = [
  ['Active', 55],
  ['ActiveUnderContract', 7],
  ['Pending', 7],
  ['Closed', 10],
  ['Withdrawn', 5],
  ['Expired', 5],
  ['Canceled', 3],
  ['Hold', 2],
  ['ComingSoon', 3],
  ['Delete', 1],
  ['Incomplete', 2],
] as const

export const TYPES = [
  ['Residential', 33],
  ['ResidentialLease', 16],
  ['CommercialLease', 6],
  ['Land', 15],
  ['Farm', 3],
  ['CommercialSale', 8],
  ['BusinessOpportunity', 5],
  ['ManufacturedInPark', 6],
  ['ResidentialIncome', 8],
] as const

export const SUB_TYPES: Record<string, (string | null)[]> = {
  Residential: [
    'SingleFamilyResidence',
    'SingleFamilyResidence',
    'Condominium',
    'Townhouse',
    'Apartment',
    'Cabin',
    null,
  ],
  ResidentialLease: ['SingleFamilyResidence', 'Condominium', 'Apartment', 'Townhouse'],
  ResidentialIncome: ['Duplex', 'Triplex', 'MultiFamily'],
  Land: ['UnimprovedLand', null],
  Farm: ['Farm', 'Agriculture'],
  CommercialSale: ['Office', 'Retail', 'HotelMotel', 'MixedUse'],
  CommercialLease: ['Office', 'Retail'],
  BusinessOpportunity: ['Business'],
  ManufacturedInPark: ['ManufacturedHome', 'MobileHome'],
}

export const PLACES = [
  { city: 'West Bay', lat: 16.277, lon: -86.6 },
  { city: 'West End', lat: 16.305, lon: -86.595 },
  { city: 'Sandy Bay', lat: 16.33, lon: -86.56 },
  { city: 'Coxen Hole', lat: 16.316, lon: -86.537 },
  { city: 'French Harbour', lat: 16.354, lon: -86.445 },
  { city: 'Oak Ridge', lat: 16.389, lon: -86.35 },
  { city: 'Punta Gorda', lat: 16.404, lon: -86.37 },
  { city: 'Utila', lat: 16.1, lon: -86.93 },
  { city: 'Guanaja', lat: 16.45, lon: -85.89 },
]
/** The towns the generated listings are in (the site's areas in a test). */
export const CITIES = PLACES.map((place) => place.city)
export const FAR_AWAY = [
  [25.7617, -80.1918],
  [14.0723, -87.1921],
  [16.33, 86.55],
] as const

export const STREETS = [
  'Main Road',
  'Beach Road',
  'Pristine Bay Drive',
  'Lawson Rock Road',
  'Keifito Lane',
  'Hill Top Road',
]
export const REMARKS = [
  'Steps from the reef with a breezy veranda and sunset views.',
  'Fully furnished, with solar power and a rain-water cistern.',
  'A short walk to the beach, restaurants and dive shops.',
  'Private dock on the lagoon; bring your kayak.',
  'Hillside lot with ocean views on both sides of the island.',
  'Turn-key rental with a strong booking history.',
]
export const OFFICES = [
  ['Bay Islands Realty Group', '+504 2445-1100', 'info@bayislandsrealty.example'],
  ['Caribbean Coast Properties', '+504 2445-2200', null],
  ['Reef Edge Real Estate', null, 'hello@reefedge.example'],
  ['Island Life Brokers', '+504 9988-7766', 'office@islandlife.example'],
  ['Sandy Bay Homes & Land', '+504 2445-3300', 'sales@sandybayhomes.example'],
] as const
