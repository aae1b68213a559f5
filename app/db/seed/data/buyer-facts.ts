// Foreign-buyer facts of the demo listings (SEED_DEMO, issue 16), derived from each listing so the 65 entries stay
// readable: most land is titled; who can hold it is left to the lot size (issue 44: over 3,000 m² needs a Honduran
// company), except commercial property, which staff mark as held through a company, and listings without a lot size
// (condos), marked as held directly; condos pay an HOA fee; listings whose text speaks of rentals have a rental history. Plausible
// examples, not market data.
import type { TitleType, ForeignOwnership } from '../../../lib/buyer-facts'
import type { DemoProperty } from '../types'

export function demoBuyerFacts(listing: DemoProperty) {
  const number = Number(listing.listingId.replace(/\D/g, ''))
  const titleType: TitleType =
    number % 9 === 4
      ? 'in_process'
      : listing.propertyType === 'land' && number % 5 === 2
        ? 'possession_rights'
        : 'titled'
  const foreignOwnership: ForeignOwnership | null =
    listing.propertyType === 'commercial' ? 'company' : listing.lotSizeSqft == null ? 'direct' : null
  const rents = /rent/i.test(`${listing.description} ${listing.features.join(' ')}`) && listing.propertyType !== 'land'
  return {
    titleType,
    foreignOwnership,
    hoaFeeUsd:
      listing.propertyType === 'condo' ? Math.max(150, Math.round((listing.priceUsd * 0.0009) / 10) * 10) : null,
    rentalProgram: !rents
      ? ''
      : listing.propertyType === 'commercial'
        ? 'Let to long-term tenants; leases transfer with the sale.'
        : 'Managed by a local rental company; the owner keeps the income after a 25% fee.',
    rentalProgramEs: !rents
      ? ''
      : listing.propertyType === 'commercial'
        ? 'Arrendado a inquilinos de largo plazo; los contratos pasan al comprador con la venta.'
        : 'La administra una empresa local de alquileres; el propietario recibe los ingresos después de una comisión del 25 %.',
    rentalIncomeUsd: rents ? Math.round((listing.priceUsd * 0.085) / 1000) * 1000 : null,
    rentalOccupancyPercent: rents ? 55 + (number % 4) * 5 : null,
  }
}
