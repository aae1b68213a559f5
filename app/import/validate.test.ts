import { describe, expect, it } from 'vitest'
import { agentImporter } from './agents'
import { propertyImporter, type PropertyRecord } from './properties'
import { redirectImporter } from './redirects'

const propertyContext = () => ({
  areas: new Map([
    ['west bay', 1],
    ['west-bay', 1],
  ]),
  agents: new Map([
    ['ana lopez', 7],
    ['ana@example.com', 7],
  ]),
  slugOwners: new Map([['taken-villa', 'RR-1']]),
})

const VALID = {
  listing_id: 'rr-2001',
  title: '  Ocean   villa ',
  status: 'For sale',
  property_type: 'Villa',
  price_usd: '$450,000',
  area: 'West Bay',
  description: 'Sea views.',
}

describe('property rows', () => {
  it('read the form rules: upper-case listing id, prices with $ and commas, slugs from the title', () => {
    const result = propertyImporter.validate(
      { ...VALID, agent: 'ANA@example.com', images: 'https://a.example/x.jpg; properties/1/y.jpg', featured: 'yes' },
      undefined,
      propertyContext(),
    )
    expect(result).toMatchObject({
      ok: true,
      record: {
        listingId: 'RR-2001',
        slug: 'ocean-villa',
        title: 'Ocean villa',
        status: 'active',
        propertyType: 'house',
        priceUsd: 450000,
        areaId: 1,
        agentId: 7,
        featured: true,
        images: ['https://a.example/x.jpg', 'properties/1/y.jpg'],
      },
    })
  })

  it('give every reason a row is refused', () => {
    const result = propertyImporter.validate(
      {
        listing_id: '',
        title: 'X',
        status: 'gone',
        property_type: 'castle',
        price_usd: 'lots',
        area: 'Atlantis',
        agent: 'Nobody',
        images: 'ftp://x',
        featured: 'maybe',
      },
      undefined,
      propertyContext(),
    )
    expect(result).toEqual({
      ok: false,
      errors: [
        'Listing ID is missing: rows are matched on it.',
        'Status "gone" is not one of: draft, active, under_contract, sold, off_market (or For sale, Under contract, Sold, Off market).',
        'Type "castle" is not one of: house, condo, land, commercial.',
        'Area "Atlantis" is not an area on the site (use its name or slug).',
        'Agent "Nobody" is not on the Team screen (use a name or e-mail).',
        'Featured "maybe" should be yes or no.',
        'Photo "ftp://x" is not a full http(s) address or a stored path (properties/…).',
        'Price must be a number, e.g. 3.',
      ],
    })
  })

  it('need a price, an area and a description to be shown on the site', () => {
    const result = propertyImporter.validate({ ...VALID, price_usd: '', area: '' }, undefined, propertyContext())
    expect(result).toEqual({
      ok: false,
      errors: [
        'Enter the price to publish as "For sale" (or save as Draft).',
        'Choose the area to publish as "For sale" (or save as Draft).',
      ],
    })
  })

  it('avoid a slug another listing has, or refuse one given by hand', () => {
    const context = propertyContext()
    const auto = propertyImporter.validate({ ...VALID, title: 'Taken villa' }, undefined, context)
    expect(auto).toMatchObject({ ok: true, record: { slug: 'taken-villa-2' } })
    const byHand = propertyImporter.validate({ ...VALID, slug: 'Taken Villa' }, undefined, context)
    expect(byHand).toEqual({
      ok: false,
      errors: ['Another listing already uses this web address. Change it, or use "taken-villa-2".'],
    })
  })

  it('keep stored values for fields not imported, and see when nothing changes', () => {
    const first = propertyImporter.validate(VALID, undefined, propertyContext())
    if (!first.ok) throw new Error('invalid')
    const stored: PropertyRecord = { ...first.record }
    const again = propertyImporter.validate({ listing_id: 'RR-2001', bedrooms: '' }, stored, propertyContext())
    if (!again.ok) throw new Error('invalid')
    expect(again.record).toEqual(stored)
    expect(propertyImporter.isUnchanged(again.record, stored)).toBe(true)
    const cheaper = propertyImporter.validate({ listing_id: 'RR-2001', price_usd: '400000' }, stored, propertyContext())
    expect(cheaper.ok && propertyImporter.isUnchanged(cheaper.record, stored)).toBe(false)
  })
})

describe('agent rows', () => {
  const context = () => ({ bySlug: new Map(), byEmail: new Map(), areas: new Map(), slugOwners: new Map() })

  it('use the Team form rules', () => {
    expect(agentImporter.validate({ name: 'Ana Lopez', email: 'ANA@Example.com' }, undefined, context())).toMatchObject(
      { ok: true, record: { slug: 'ana-lopez', email: 'ana@example.com', active: true } },
    )
    expect(agentImporter.validate({ name: 'A', email: 'x' }, undefined, context())).toEqual({
      ok: false,
      errors: ['Please enter your name.', 'Please enter a valid e-mail address.'],
    })
  })
})

describe('redirect rows', () => {
  const context = () => ({ stored: new Map(), chains: new Map([['/b', '/a']]), siteOrigin: 'https://site.example' })

  it('use the redirect form rules and refuse loops through stored redirects', () => {
    expect(redirectImporter.validate({ source_url: '/old/', target_url: '/new' }, undefined, context())).toEqual({
      ok: true,
      record: { sourceUrl: '/old', targetUrl: '/new', statusCode: 301 },
    })
    expect(
      redirectImporter.validate({ source_url: '/a', target_url: 'https://site.example/b' }, undefined, context()),
    ).toEqual({ ok: false, errors: ['This would make a loop: /a → /b → /a. Visitors would never arrive.'] })
    expect(
      redirectImporter.validate({ source_url: '/x', target_url: '/y', status_code: '307' }, undefined, context()),
    ).toEqual({ ok: false, errors: ['Choose 301 (permanent) or 302 (temporary).'] })
  })
})
