// $metadata (OData CSDL XML 4.0) for both lookup modes. Enum mode: lookup fields are typed by Edm.EnumType members in
// the org.reso.metadata.enums schema (members only, no display names, as RESO's reference server writes them). String mode: lookup fields are Edm.String with the RESO LookupName annotation,
// and the Lookup resource (DD 2.0 §2.2) names their values.
import {
  ENUM_NAMESPACE,
  LOOKUPS,
  NAMESPACE,
  RESOURCES,
  resourcesIn,
  type EnumMode,
  type FieldDefinition,
  type LookupName,
  type NavigationDefinition,
} from './dictionary'

function property(field: FieldDefinition, mode: EnumMode): string {
  const lookup = typeof field.type === 'object' ? field.type.lookup : null
  const single = lookup ? (mode === 'enum' ? `${ENUM_NAMESPACE}.${lookup}` : 'Edm.String') : (field.type as string)
  const type = typeof field.type === 'object' && field.type.collection ? `Collection(${single})` : single
  const facets = [
    field.maxLength ? ` MaxLength="${field.maxLength}"` : '',
    type === 'Edm.Decimal' ? ' Precision="16" Scale="8"' : '',
    type === 'Edm.DateTimeOffset' ? ' Precision="27"' : '',
  ].join('')
  if (lookup && mode === 'string')
    return `        <Property Name="${field.name}" Type="${type}"${facets}>
          <Annotation Term="RESO.OData.Metadata.LookupName" String="${lookup}"/>
        </Property>`
  return `        <Property Name="${field.name}" Type="${type}"${facets}/>`
}

function navigation(nav: NavigationDefinition): string {
  const type = `${NAMESPACE}.${nav.target}`
  return `        <NavigationProperty Name="${nav.name}" Type="${nav.collection ? `Collection(${type})` : type}"/>`
}

/** The service's $metadata document in `mode`. */
export function metadataXml(mode: EnumMode): string {
  const resources = resourcesIn(mode)
  const entityTypes = resources.map((name) => {
    const { key, fields, navigation: navs } = RESOURCES[name]
    return `      <EntityType Name="${name}">
        <Key><PropertyRef Name="${key}"/></Key>
${[...fields.map((field) => property(field, mode)), ...navs.map(navigation)].join('\n')}
      </EntityType>`
  })
  const entitySets = resources.map((name) => {
    const bindings = RESOURCES[name].navigation
      .map((nav) => `\n          <NavigationPropertyBinding Path="${nav.name}" Target="${nav.target}"/>`)
      .join('')
    return `        <EntitySet Name="${name}" EntityType="${NAMESPACE}.${name}">${bindings}\n        </EntitySet>`
  })
  const enums =
    mode === 'enum'
      ? `
    <Schema Namespace="${ENUM_NAMESPACE}" xmlns="http://docs.oasis-open.org/odata/ns/edm">
${(Object.keys(LOOKUPS) as LookupName[])
  .map(
    (name) => `      <EnumType Name="${name}">
${LOOKUPS[name].map((value, index) => `        <Member Name="${value.member}" Value="${index}"/>`).join('\n')}
      </EnumType>`,
  )
  .join('\n')}
    </Schema>`
      : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="${NAMESPACE}" xmlns="http://docs.oasis-open.org/odata/ns/edm">
${entityTypes.join('\n')}
      <EntityContainer Name="Default">
${entitySets.join('\n')}
      </EntityContainer>
    </Schema>${enums}
  </edmx:DataServices>
</edmx:Edmx>
`
}
