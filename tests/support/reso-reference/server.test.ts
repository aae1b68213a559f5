// The reference server over HTTP: how it pages (as RESO's does), $metadata and the Lookup resource in both modes,
// $expand, $select, $orderby, $count, PATCH and DELETE, the token endpoint, its photos, and 400s in OData's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReferenceServer, type ReferenceServer } from './server'

let strings: ReferenceServer
let enums: ReferenceServer
beforeAll(async () => {
  strings = await startReferenceServer({ mode: 'string', generate: { seed: 3, listings: 250, photos: 2 } })
  enums = await startReferenceServer({ mode: 'enum', generate: { seed: 3, listings: 250, photos: 2 } })
})
afterAll(async () => {
  await strings.close()
  await enums.close()
})

type Page = { value: Record<string, unknown>[]; '@odata.count'?: number; '@odata.nextLink'?: string }

async function get(server: ReferenceServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(path.startsWith('http') ? path : `${server.endpointUrl}/${path}`, { headers })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Page }
}

describe('paging, as RESO’s reference server does it', () => {
  it('honours $top in full up to 2,000 with no nextLink', async () => {
    const answer = await get(strings, 'Property?$top=240&$select=ListingKey&$count=true')
    expect(answer.json().value).toHaveLength(240)
    expect(answer.json()['@odata.count']).toBe(250)
    expect(answer.json()['@odata.nextLink']).toBeUndefined()
  })

  it('pages 100 at a time without $top, by $skip nextLinks to the end', async () => {
    const keys: unknown[] = []
    let next: string | undefined = `${strings.endpointUrl}/Property?$select=ListingKey&$orderby=ListingKey`
    let pages = 0
    while (next) {
      const page = (await get(strings, next)).json()
      keys.push(...page.value.map((row) => row.ListingKey))
      next = page['@odata.nextLink']
      if (next) expect(new URL(next).searchParams.get('$skip')).toBe(String(keys.length))
      pages++
    }
    expect(pages).toBe(3)
    expect(keys).toEqual(strings.keys().sort())
  })

  it('takes Prefer: odata.maxpagesize, says so, and links the rest of the $top asked', async () => {
    const answer = await get(enums, 'Property?$top=25&$select=ListingKey', { Prefer: 'odata.maxpagesize=10' })
    expect(answer.headers.get('preference-applied')).toBe('odata.maxpagesize=10')
    expect(answer.json().value).toHaveLength(10)
    const next = new URL(answer.json()['@odata.nextLink']!)
    expect([next.searchParams.get('$skip'), next.searchParams.get('$top')]).toEqual(['10', '15'])
    // $top equal to the page size: all of it, no nextLink.
    const whole = await get(enums, 'Property?$top=50&$select=ListingKey', { Prefer: 'odata.maxpagesize=50' })
    expect(whole.json().value).toHaveLength(50)
    expect(whole.json()['@odata.nextLink']).toBeUndefined()
  })

  it('orders by several fields, ties by key, and $skip pages never overlap', async () => {
    const all = (
      await get(strings, 'Property?$orderby=City desc,ListPrice&$select=ListingKey,City,ListPrice&$top=250')
    ).json().value
    const text = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : a === b ? 0 : 1)
    const sorted = [...all].sort((a, b) => text(b.City, a.City) || Number(a.ListPrice) - Number(b.ListPrice))
    expect(all.map((row) => [row.City, row.ListPrice])).toEqual(sorted.map((row) => [row.City, row.ListPrice]))
    const first = (await get(strings, 'Property?$orderby=City&$select=ListingKey&$top=120')).json().value
    const second = (await get(strings, 'Property?$orderby=City&$select=ListingKey&$top=130&$skip=120')).json().value
    expect(new Set([...first, ...second].map((row) => row.ListingKey)).size).toBe(250)
  })
})

describe('lookups in both modes', () => {
  it('string mode: display strings, LookupName annotations in $metadata, and a Lookup resource', async () => {
    const row = (await get(strings, "Property?$filter=StandardStatus eq 'Active Under Contract'&$top=1")).json()
      .value[0]!
    expect(row.StandardStatus).toBe('Active Under Contract')
    const metadata = (await get(strings, '$metadata')).text
    expect(metadata).toContain('<Property Name="StandardStatus" Type="Edm.String">')
    expect(metadata).toContain('<Annotation Term="RESO.OData.Metadata.LookupName" String="StandardStatus"/>')
    expect(metadata).toContain('<EntitySet Name="Lookup"')
    expect(metadata).not.toContain('EnumType')
    const lookups = (
      await get(strings, "Lookup?$filter=LookupName eq 'PropertyType' and LegacyODataValue eq 'ManufacturedInPark'")
    ).json()
    expect(lookups.value).toEqual([
      expect.objectContaining({ LookupValue: 'Manufactured In Park', StandardLookupValue: 'Manufactured In Park' }),
    ])
  })

  it('enum mode: Edm.EnumType members, typed in $metadata, and no Lookup resource', async () => {
    const filter = "PropertyType eq org.reso.metadata.enums.PropertyType'CommercialSale'"
    const rows = (await get(enums, `Property?$filter=${encodeURIComponent(filter)}&$select=PropertyType`)).json().value
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((row) => row.PropertyType))).toEqual(new Set(['CommercialSale']))
    const metadata = (await get(enums, '$metadata')).text
    expect(metadata).toContain('<Property Name="StandardStatus" Type="org.reso.metadata.enums.StandardStatus"/>')
    expect(metadata).toContain('<Schema Namespace="org.reso.metadata.enums"')
    expect(metadata).toMatch(/<EnumType Name="StandardStatus">[^]*<Member Name="ActiveUnderContract" Value="\d+"\/>/)
    expect(metadata).not.toContain('EntitySet Name="Lookup"')
    expect((await get(enums, 'Lookup')).status).toBe(404)
  })
})

describe('expanding and selecting', () => {
  it('expands Media (photos served here, absolute), OpenHouse and ListOffice, with nested options', async () => {
    const query =
      "Property?$top=5&$select=ListingKey,ListOfficeName&$expand=Media($select=MediaURL,Order,MediaCategory;$orderby=Order;$filter=MediaCategory eq 'Photo'),OpenHouse,ListOffice($select=OfficeName)"
    const rows = (await get(strings, query)).json().value
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['ListingKey', 'ListOfficeName', 'Media', 'OpenHouse', 'ListOffice'])
      expect(row.ListOffice).toEqual({ OfficeName: row.ListOfficeName })
      const media = row.Media as { MediaURL: string; Order: number; MediaCategory: string }[]
      expect(media.map((item) => item.Order)).toEqual([...media.map((item) => item.Order)].sort())
      for (const item of media) expect(item.MediaURL).toMatch(new RegExp(`^${strings.origin}/photos/`))
    }
    const photoUrl = rows.flatMap((row) => row.Media as { MediaURL: string }[])[0]!.MediaURL
    const photo = await fetch(photoUrl)
    expect(photo.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/)
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(50)
  })

  it('reads one record by its key, quotes doubled', async () => {
    const key = strings.keys()[3]!
    const answer = await get(strings, `Property('${encodeURIComponent(key.replace(/'/g, "''"))}')?$select=ListingKey`)
    expect(answer.json()).toMatchObject({ ListingKey: key })
  })
})

describe('what it refuses, in OData’s words', () => {
  it.each([
    ['Property?$filter=Nope eq 1', "Could not find a property named 'Nope'"],
    ['Property?$select=ListingKey,Nope', "Could not find a property named 'Nope'"],
    ['Property?$orderby=ListPrice sideways', 'is not an ordering'],
    ['Property?$top=-1', '$top must be a whole number'],
    ['Property?$search=beach', '$search is not supported'],
    ['Property?$apply=groupby((City))', '$apply is not supported'],
    ['Property?$expand=Agent', "navigation property named 'Agent'"],
    ['Property?$expand=Media($expand=Foo)', '$expand is not supported inside $expand'],
    ['Property?$filter=Media/any(m:m/Order eq 1)', 'lambda operators'],
    ['Property?$format=xml', '$format=xml is not supported'],
  ])('%s', async (path, words) => {
    const answer = await get(strings, path)
    expect(answer.status).toBe(400)
    const body = JSON.parse(answer.text) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('40000')
    expect(body.error.message).toContain(words)
  })

  it('answers 404 for what it does not serve', async () => {
    expect((await get(strings, 'Member')).status).toBe(404)
    expect((await get(strings, "Property('no-such-key')")).status).toBe(404)
  })
})

describe('changes at the MLS', () => {
  it('PATCH moves the listing past every other timestamp; an open-house edit moves only its own', async () => {
    const server = await startReferenceServer({ mode: 'string', generate: { seed: 5, listings: 20 } })
    try {
      const [record] = server.snapshot().properties
      const key = String(record!.ListingKey)
      const patch = (path: string, body: object) =>
        fetch(`${server.endpointUrl}/${path}`, { method: 'PATCH', body: JSON.stringify(body) })
      expect((await patch(`Property('${key}')`, { StandardStatus: 'Closed', ListPrice: 99_000 })).status).toBe(204)
      const after = server.snapshot().properties
      const changed = after.find((row) => row.ListingKey === key)!
      expect(changed).toMatchObject({ StandardStatus: 'Closed', ListPrice: 99_000 })
      const latest = Math.max(...after.map((row) => Date.parse(String(row.ModificationTimestamp))))
      expect(Date.parse(String(changed.ModificationTimestamp))).toBe(latest)
      // In string mode a member name is not a value, and an unknown field is refused.
      expect((await patch(`Property('${key}')`, { StandardStatus: 'ActiveUnderContract' })).status).toBe(400)
      expect((await patch(`Property('${key}')`, { Nope: 1 })).status).toBe(400)

      const house = server.snapshot().openHouses[0]
      if (house) {
        const listingBefore = server.snapshot().properties.find((row) => row.ListingKey === house.ListingKey)
        expect(
          (await patch(`OpenHouse('${String(house.OpenHouseKey)}')`, { OpenHouseStatus: 'Canceled' })).status,
        ).toBe(204)
        const listingAfter = server.snapshot().properties.find((row) => row.ListingKey === house.ListingKey)
        expect(listingAfter!.ModificationTimestamp).toBe(listingBefore!.ModificationTimestamp)
        const edited = server.snapshot().openHouses.find((row) => row.OpenHouseKey === house.OpenHouseKey)!
        expect(edited.OpenHouseStatus).toBe('Canceled')
        expect(edited.ModificationTimestamp).not.toBe(house.ModificationTimestamp)
      }

      const removed = await fetch(`${server.endpointUrl}/Property('${key}')`, { method: 'DELETE' })
      expect(removed.status).toBe(204)
      expect(server.keys()).not.toContain(key)
      expect(server.snapshot().media.some((media) => media.ResourceRecordKey === key)).toBe(false)
    } finally {
      await server.close()
    }
  })
})

describe('the token endpoint', () => {
  it('gives client-credentials tokens, and is asked for on the OData routes only when told', async () => {
    const server = await startReferenceServer({ generate: { listings: 3 }, requireToken: true })
    try {
      expect((await fetch(`${server.endpointUrl}/Property`)).status).toBe(401)
      const refused = await fetch(server.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: server.clientId, client_secret: 'x' }),
      })
      expect(refused.status).toBe(401)
      const answer = await fetch(server.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: server.clientId,
          client_secret: server.clientSecret,
        }),
      })
      const { access_token: token } = (await answer.json()) as { access_token: string }
      const page = await fetch(`${server.endpointUrl}/Property`, { headers: { Authorization: `Bearer ${token}` } })
      expect(((await page.json()) as Page).value).toHaveLength(3)
      expect(server.stats).toMatchObject({ token: 2, changes: 1 })
    } finally {
      await server.close()
    }
    // RESO's server asks for none.
    expect((await get(strings, 'Property?$top=1')).status).toBe(200)
  })
})
