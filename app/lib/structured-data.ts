// schema.org objects for JSON-LD (rendered through pageMeta's structuredData).
import { DEFAULT_BRAND } from './brand'

interface ListingInput {
  title: string
  description: string
  url: string
  images: string[]
  priceUsd: number
  status: string
  listingId: string
  address: string
  areaName: string | null
  latitude: number | null
  longitude: number | null
  bedrooms: number
  bathrooms: number
  livingAreaSqft: number | null
  datePosted: Date | string | null
}

const AVAILABILITY: Record<string, string> = {
  active: 'https://schema.org/InStock',
  under_contract: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
}

export function realEstateListingJsonLd(listing: ListingInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description,
    url: listing.url,
    image: listing.images,
    identifier: listing.listingId,
    ...(listing.datePosted ? { datePosted: new Date(listing.datePosted).toISOString() } : {}),
    offers: {
      '@type': 'Offer',
      price: listing.priceUsd,
      priceCurrency: 'USD',
      availability: AVAILABILITY[listing.status] ?? 'https://schema.org/InStock',
      seller: { '@type': 'RealEstateAgent', name: DEFAULT_BRAND.name },
    },
    about: {
      '@type': 'Accommodation',
      ...(listing.bedrooms ? { numberOfBedrooms: listing.bedrooms } : {}),
      ...(listing.bathrooms ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
      ...(listing.livingAreaSqft
        ? { floorSize: { '@type': 'QuantitativeValue', value: listing.livingAreaSqft, unitCode: 'FTK' } }
        : {}),
      address: {
        '@type': 'PostalAddress',
        // none when the MLS withholds it (issue 40): the area alone
        ...(listing.address ? { streetAddress: listing.address } : {}),
        addressLocality: listing.areaName ?? 'Roatan',
        addressRegion: 'Bay Islands',
        addressCountry: 'HN',
      },
      ...(listing.latitude !== null && listing.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } }
        : {}),
    },
  }
}

export function realEstateAgentJsonLd(agent: {
  name: string
  url: string
  email: string
  phone: string
  image?: string
  description: string
  languages: string[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agent.name,
    url: agent.url,
    email: agent.email,
    telephone: agent.phone,
    description: agent.description,
    knowsLanguage: agent.languages,
    ...(agent.image ? { image: agent.image } : {}),
    worksFor: { '@type': 'RealEstateAgent', name: DEFAULT_BRAND.name },
    areaServed: { '@type': 'Place', name: 'Roatan, Bay Islands, Honduras' },
  }
}

export function blogPostingJsonLd(post: {
  title: string
  description: string
  url: string
  image?: string
  publishedAt: Date | string | null
  updatedAt: Date | string
  authorName: string | null
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    ...(post.image ? { image: post.image } : {}),
    ...(post.publishedAt ? { datePublished: new Date(post.publishedAt).toISOString() } : {}),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { '@type': 'Person', name: post.authorName ?? DEFAULT_BRAND.name },
    publisher: { '@type': 'Organization', name: DEFAULT_BRAND.name },
  }
}

export function faqPageJsonLd(entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
