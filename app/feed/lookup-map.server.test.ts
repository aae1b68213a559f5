import { describe, expect, it } from 'vitest'
import { buildLookupMap, lookupRowEntries, parseMetadataXml } from './lookup-map.server'
import { displayValue } from './lookups'

const METADATA = `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="org.reso.metadata" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Property">
        <Key><PropertyRef Name="ListingKey"/></Key>
        <Property Name="ListingKey" Type="Edm.String"/>
        <Property Name="StandardStatus" Type="org.reso.metadata.enums.StandardStatus"/>
        <Property Name="LivingAreaUnits" Type="org.reso.metadata.enums.AreaUnits" />
        <Property Name="PropertySubType" Type="Edm.String">
          <Annotation Term="RESO.OData.Metadata.LookupName" String="PropertySubType"/>
        </Property>
        <Property Name="Appliances" Type="Collection(org.reso.metadata.enums.Appliances)"/>
      </EntityType>
      <EntityContainer Name="Default">
        <EntitySet Name="Property" EntityType="org.reso.metadata.Property"/>
        <EntitySet Name="Lookup" EntityType="org.reso.metadata.Lookup"/>
      </EntityContainer>
    </Schema>
    <Schema Namespace="org.reso.metadata.enums" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <!-- <EnumType Name="Commented"><Member Name="Out"/></EnumType> -->
      <EnumType Name="StandardStatus" UnderlyingType="Edm.Int32">
        <Member Name="Active" Value="0"/>
        <Member Name="ActiveUnderContract" Value="1">
          <Annotation Term="RESO.OData.Metadata.StandardName" String="Active Under Contract"/>
        </Member>
        <Member Name="UC" Value="2">
          <Annotation Term="RESO.OData.Metadata.StandardName"><String>Active Under Contract</String></Annotation>
        </Member>
        <Member Name="Sold_Closed" Value="3">
          <Annotation Term="Core.Description" String="Not a display name"/>
          <Annotation Term='RESO.OData.Metadata.StandardName' String='Closed &amp; Recorded'/>
        </Member>
      </EnumType>
      <EnumType Name="AreaUnits">
        <Member Name="SquareFeet" Value="0"/>
        <Member Name="SqM" Value="1"><Annotation Term="RESO.OData.Metadata.StandardName" String="Square Meters"/></Member>
      </EnumType>
      <EnumType Name="Appliances" IsFlags="true"><Member Name="Dishwasher" Value="1"/></EnumType>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>`

describe("reading a server's $metadata", () => {
  const metadata = parseMetadataXml(METADATA)

  it('reads enum members with their StandardName annotation, in either form, or their name split', () => {
    expect(metadata.enums.get('StandardStatus')).toEqual({
      active: 'Active',
      activeundercontract: 'Active Under Contract',
      uc: 'Active Under Contract',
      soldclosed: 'Closed & Recorded',
    })
    expect(metadata.enums.get('AreaUnits')).toEqual({ squarefeet: 'Square Feet', sqm: 'Square Meters' })
    expect(metadata.enums.has('Commented')).toBe(false)
  })

  it("knows each field's lookup, by enum type or LookupName annotation, and whether Lookup is offered", () => {
    expect(metadata.fieldLookups.get('StandardStatus')).toBe('StandardStatus')
    expect(metadata.fieldLookups.get('LivingAreaUnits')).toBe('AreaUnits')
    expect(metadata.fieldLookups.get('PropertySubType')).toBe('PropertySubType')
    expect(metadata.fieldLookups.get('Appliances')).toBe('Appliances')
    expect(metadata.fieldLookups.has('ListingKey')).toBe(false)
    expect(metadata.hasLookupResource).toBe(true)
  })

  it('gives nothing, never an exception, for a document that is not CSDL', () => {
    expect(parseMetadataXml('<html><body>Not found</body></html>')).toEqual({
      enums: new Map(),
      fieldLookups: new Map(),
      hasLookupResource: false,
    })
    expect(parseMetadataXml('<EnumType Name="Broken"><Member Name=')).toMatchObject({ enums: new Map() })
  })
})

describe('the lookup map', () => {
  const rows = [
    {
      LookupName: 'PropertySubType',
      LookupValue: 'Villa Unit',
      StandardLookupValue: 'Condominium',
      LegacyODataValue: 'VillaUnit',
    },
    { LookupName: 'PropertySubType', LookupValue: 'Cabin', StandardLookupValue: null, LegacyODataValue: 'Cabin' },
    { LookupName: 'StandardStatus', LookupValue: 'Contingent', StandardLookupValue: 'Active Under Contract' },
    { LookupName: '', LookupValue: 'ignored' },
    'not a row',
  ]

  it('leads legacy and local Lookup values to the standard value', () => {
    expect(lookupRowEntries(rows).get('PropertySubType')).toEqual({
      villaunit: 'Condominium',
      condominium: 'Condominium',
      cabin: 'Cabin',
    })
  })

  it('keeps the lookups of the fields the site reads, under the lookup and the field name', () => {
    const map = buildLookupMap(parseMetadataXml(METADATA), rows)
    expect(Object.keys(map).sort()).toEqual(
      ['AreaUnits', 'LivingAreaUnits', 'PropertySubType', 'StandardStatus'].sort(),
    )
    expect(displayValue(map, 'StandardStatus', 'UC')).toBe('Active Under Contract')
    expect(displayValue(map, 'StandardStatus', 'Contingent')).toBe('Active Under Contract')
    expect(displayValue(map, 'LivingAreaUnits', 'SqM')).toBe('Square Meters')
    expect(displayValue(map, 'PropertySubType', 'VillaUnit')).toBe('Condominium')
  })

  it('is empty for a server with neither $metadata nor Lookup', () => {
    expect(buildLookupMap(null, [])).toEqual({})
  })
})
