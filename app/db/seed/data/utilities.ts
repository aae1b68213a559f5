// Utilities and resilience of the demo listings (SEED_DEMO, issue 44 item 5), derived from each listing so the 65
// entries stay readable: the grid everywhere built, solar and backup on some, cisterns beside municipal water or a
// well, sewers for condos and septic tanks for houses, fibre where it reaches and fixed wireless elsewhere, and a
// plausible height above the sea. Plausible examples, not surveys.
import { orderedChoices, WATER_SOURCES, type UtilityFacts } from '../../../lib/utilities'
import type { DemoProperty } from '../types'

export function demoUtilities(listing: DemoProperty): UtilityFacts {
  const number = Number(listing.listingId.replace(/\D/g, ''))
  if (listing.propertyType === 'land')
    return { powerSources: [], waterSources: [], sewer: null, internet: [], hurricaneStandards: null, elevationM: null }
  const solar = number % 3 === 0
  const condo = listing.propertyType === 'condo'
  return {
    powerSources: [
      'grid',
      ...(solar ? ['solar'] : []),
      ...(listing.priceUsd >= 500_000 ? ['generator'] : []),
      ...(solar && number % 2 === 1 ? ['battery'] : []),
    ],
    // in the form's order, as a save writes them, so that saving a listing records no reordering as a change
    waterSources: condo
      ? ['municipal']
      : orderedChoices(WATER_SOURCES, [
          number % 4 === 1 ? 'well' : 'municipal',
          'cistern',
          ...(listing.priceUsd >= 1_500_000 ? ['desalination'] : []),
        ]),
    sewer: condo ? 'municipal' : 'septic',
    internet: number % 3 === 2 ? ['fixed_wireless'] : ['fibre'],
    hurricaneStandards: (listing.yearBuilt ?? 0) >= 2005 ? true : null,
    elevationM: condo ? 2 + (number % 5) : 3 + ((number * 7) % 45),
  }
}
