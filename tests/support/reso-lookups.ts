// Lookup modes of the fixture RESO server (reso-server.ts). String mode (the default): lookups are display strings and
// there is no $metadata (404). Enum mode (RESO DD 2.0 Edm.EnumType): records carry member names ("Active Under
// Contract" → "ActiveUnderContract"), /odata/$metadata is an XML CSDL document with the EnumTypes — some members
// local, named only by a RESO.OData.Metadata.StandardName annotation — and, when asked, /odata/Lookup pages the
// Lookup resource (LookupName, LookupValue, StandardLookupValue, LegacyODataValue) two rows at a time.
import type http from 'node:http'

export interface LookupModeOptions {
  /** Serve lookups as Edm.EnumType members, with $metadata. */
  enumMode?: boolean
  /** Also offer the Lookup resource. */
  lookupResource?: boolean
}

/** The record fields whose values are lookups (Media's MediaCategory too). */
const LOOKUP_FIELDS = ['StandardStatus', 'PropertyType', 'PropertySubType', 'LivingAreaUnits', 'LotSizeUnits']

const member = (value: unknown) => (typeof value === 'string' ? value.replace(/[^A-Za-z0-9]/g, '') : value)

/** Members by enum; a [member, standard name] pair is a local member the annotation names. */
const ENUMS: Record<string, (string | [string, string])[]> = {
  StandardStatus: [
    'Active',
    'ActiveUnderContract',
    'Canceled',
    'Closed',
    'ComingSoon',
    'Expired',
    'Pending',
    'Withdrawn',
    ['Contingent', 'Active Under Contract'],
  ],
  PropertyType: [
    'BusinessOpportunity',
    'CommercialLease',
    'CommercialSale',
    'Farm',
    'Land',
    'ManufacturedInPark',
    'Residential',
    'ResidentialIncome',
    'ResidentialLease',
    ['Rental', 'Residential Lease'],
  ],
  PropertySubType: ['Apartment', 'Condominium', 'SingleFamilyResidence', 'StockCooperative', 'Townhouse', 'VillaUnit'],
  AreaUnits: ['SquareFeet', 'SquareMeters'],
  LotSizeUnits: ['Acres', 'Hectares', 'SquareFeet', 'SquareMeters'],
  MediaCategory: ['Photo', 'Video', 'FloorPlan', 'Document', 'UnbrandedVirtualTour', 'BrandedVirtualTour'],
}
const FIELD_TYPES: Record<string, string> = {
  StandardStatus: 'StandardStatus',
  PropertyType: 'PropertyType',
  PropertySubType: 'PropertySubType',
  LivingAreaUnits: 'AreaUnits',
  LotSizeUnits: 'LotSizeUnits',
}

/** The Lookup resource: a local sub-type only it names ("Villa Unit" is a condominium), and a few standard rows. */
const LOOKUP_ROWS = [
  ['PropertySubType', 'Villa Unit', 'Condominium', 'VillaUnit'],
  ['PropertySubType', 'Condominium', 'Condominium', 'Condominium'],
  ['PropertySubType', 'Single Family Residence', 'Single Family Residence', 'SingleFamilyResidence'],
  ['StandardStatus', 'Active Under Contract', 'Active Under Contract', 'ActiveUnderContract'],
  ['AreaUnits', 'Square Feet', 'Square Feet', 'SquareFeet'],
].map(([LookupName, LookupValue, StandardLookupValue, LegacyODataValue], index) => ({
  LookupKey: `LK-${index + 1}`,
  LookupName,
  LookupValue,
  StandardLookupValue,
  LegacyODataValue,
}))
const LOOKUP_PAGE = 2

function metadataXml(lookupResource: boolean) {
  const enums = Object.entries(ENUMS).map(([name, members]) => {
    const lines = members.map((entry, index) =>
      typeof entry === 'string'
        ? `        <Member Name="${entry}" Value="${index}"/>`
        : `        <Member Name="${entry[0]}" Value="${index}">
          <Annotation Term="RESO.OData.Metadata.StandardName" String="${entry[1]}"/>
        </Member>`,
    )
    return `      <EnumType Name="${name}">\n${lines.join('\n')}\n      </EnumType>`
  })
  const fields = Object.entries(FIELD_TYPES).map(
    ([field, type]) => `        <Property Name="${field}" Type="org.reso.metadata.enums.${type}"/>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="org.reso.metadata" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Property">
        <Key><PropertyRef Name="ListingKey"/></Key>
        <Property Name="ListingKey" Type="Edm.String" MaxLength="255"/>
${fields.join('\n')}
      </EntityType>
      <EntityContainer Name="Default">
        <EntitySet Name="Property" EntityType="org.reso.metadata.Property"/>${lookupResource ? '\n        <EntitySet Name="Lookup" EntityType="org.reso.metadata.Lookup"/>' : ''}
      </EntityContainer>
    </Schema>
    <Schema Namespace="org.reso.metadata.enums" xmlns="http://docs.oasis-open.org/odata/ns/edm">
${enums.join('\n')}
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`
}

export function createLookupMode(options: LookupModeOptions) {
  const requests = { metadata: 0, lookup: 0 }
  return {
    requests,
    /** A record as this mode sends it: enum members instead of display strings. */
    render<T extends Record<string, unknown>>(record: T): T {
      if (!options.enumMode) return record
      const rendered: Record<string, unknown> = { ...record }
      for (const field of LOOKUP_FIELDS) if (field in rendered) rendered[field] = member(rendered[field])
      if (Array.isArray(rendered.Media))
        rendered.Media = rendered.Media.map((media: Record<string, unknown>) => ({
          ...media,
          MediaCategory: member(media.MediaCategory),
        }))
      return rendered as T
    },
    /** Answers /odata/$metadata and /odata/Lookup (true), or leaves the request to the server (false). */
    handle(url: URL, response: http.ServerResponse, authorized: boolean): boolean {
      const isMetadata = url.pathname === '/odata/$metadata'
      if (!isMetadata && url.pathname !== '/odata/Lookup') return false
      if (isMetadata) requests.metadata++
      else requests.lookup++
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      if (!authorized) json(401, { error: 'invalid_token' })
      else if (!options.enumMode || (!isMetadata && !options.lookupResource)) json(404, { error: 'not found' })
      else if (isMetadata) {
        response.writeHead(200, { 'Content-Type': 'application/xml' }).end(metadataXml(Boolean(options.lookupResource)))
      } else lookupPage(url, json)
      return true
    },
  }
}

/** One page of the Lookup resource, filtered by LookupName eq '…' (or'ed), at most LOOKUP_PAGE rows, with a nextLink. */
function lookupPage(url: URL, json: (status: number, body: unknown) => void) {
  const names = [...(url.searchParams.get('$filter') ?? '').matchAll(/LookupName eq '([^']*)'/g)].map((m) => m[1])
  const rows = LOOKUP_ROWS.filter((row) => names.length === 0 || names.includes(row.LookupName))
  const skip = Number(url.searchParams.get('$skip') ?? 0)
  const size = Math.min(Number(url.searchParams.get('$top') ?? LOOKUP_PAGE), LOOKUP_PAGE)
  const next = new URL(url)
  next.searchParams.set('$skip', String(skip + size))
  json(200, {
    value: rows.slice(skip, skip + size),
    ...(skip + size < rows.length ? { '@odata.nextLink': next.toString() } : {}),
  })
}
