// Issue 43: a post's tags are free text staff type in English. The ones staff use, the catalog translates; any other
// shows in English on a Spanish page, marked so (issue 16).
import type source from '~/i18n/locales/en/content.json'

type TagMessageId = Extract<keyof typeof source, `content.tag.${string}`>

const KNOWN_TAGS: Record<string, TagMessageId> = {
  areas: 'content.tag.areas',
  buying: 'content.tag.buying',
  checklist: 'content.tag.checklist',
  closing: 'content.tag.closing',
  condos: 'content.tag.condos',
  construction: 'content.tag.construction',
  corporations: 'content.tag.corporations',
  costs: 'content.tag.costs',
  'getting started': 'content.tag.gettingStarted',
  insurance: 'content.tag.insurance',
  investing: 'content.tag.investing',
  land: 'content.tag.land',
  legal: 'content.tag.legal',
  'living in roatan': 'content.tag.livingInRoatan',
  pets: 'content.tag.pets',
  relocation: 'content.tag.relocation',
  renting: 'content.tag.renting',
  residency: 'content.tag.residency',
  title: 'content.tag.title',
}

/** The catalog message of a tag the site knows (whatever its case and spacing), or null. */
export function tagMessageId(tag: string): TagMessageId | null {
  return KNOWN_TAGS[tag.trim().replace(/\s+/g, ' ').toLowerCase()] ?? null
}
