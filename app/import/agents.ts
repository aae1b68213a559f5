// Agents import (Team screen rules, app/lib/team-form.ts): a row updates the agent with its slug, or else the one
// with its e-mail; otherwise it adds one. Fields left out of the mapping keep their stored values.
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas } from '~/db/schema'
import { slugify } from '~/lib/slug'
import { AgentFormSchema } from '~/lib/team-form'
import { type EntityImporter, type ImportField, lookupKey, parseYesNo, splitList } from './entity'

export const AGENT_FIELDS: readonly ImportField[] = [
  { key: 'name', label: 'Name', synonyms: ['full name', 'agent name', 'agent'] },
  { key: 'slug', label: 'Slug', synonyms: ['web address', 'url slug'] },
  { key: 'title', label: 'Job title', synonyms: ['position', 'role'] },
  { key: 'email', label: 'E-mail', synonyms: ['email address', 'mail'] },
  { key: 'phone', label: 'Phone', synonyms: ['telephone', 'phone number', 'mobile'] },
  { key: 'whatsapp', label: 'WhatsApp', synonyms: ['whatsapp number'] },
  { key: 'bio', label: 'Bio', synonyms: ['biography', 'about', 'description'] },
  { key: 'languages', label: 'Languages', synonyms: ['language', 'speaks'], hint: 'separated by | or ;' },
  {
    key: 'areas_served',
    label: 'Areas served',
    synonyms: ['areas', 'service areas'],
    hint: 'area names or slugs, separated by | or ;',
  },
  { key: 'active', label: 'Active', synonyms: ['is active', 'shown'], hint: 'yes or no; empty: yes' },
]

export interface AgentRecord {
  slug: string
  name: string
  title: string
  email: string
  phone: string
  whatsapp: string
  bio: string
  languages: string[]
  areasServed: string[]
  active: boolean
}
type StoredAgent = AgentRecord & { id: number }

interface AgentContext {
  bySlug: Map<string, StoredAgent>
  byEmail: Map<string, StoredAgent>
  /** area name or slug → slug */
  areas: Map<string, string>
  /** slugs in use → agent id (0 for agents this file adds) */
  slugOwners: Map<string, number>
}

const slugOf = (values: { slug?: string; name?: string }) => slugify(values.slug?.trim() || values.name || '')
const COMPARED = ['slug', 'name', 'title', 'email', 'phone', 'whatsapp', 'bio', 'languages', 'areasServed', 'active']

export const agentImporter: EntityImporter<AgentRecord, StoredAgent, AgentContext> = {
  entity: 'agents',
  fields: AGENT_FIELDS,

  async prepare(db: Database) {
    const [agentRows, areaRows] = await Promise.all([
      db.select().from(agents),
      db.select({ slug: areas.slug, name: areas.name }).from(areas),
    ])
    const stored = agentRows.map((row) => row as StoredAgent)
    const areaKeys = new Map<string, string>()
    for (const area of areaRows) for (const key of [area.slug, area.name]) areaKeys.set(lookupKey(key), area.slug)
    return {
      bySlug: new Map(stored.map((agent) => [agent.slug, agent])),
      byEmail: new Map(stored.filter((agent) => agent.email).map((agent) => [lookupKey(agent.email), agent])),
      areas: areaKeys,
      slugOwners: new Map(stored.map((agent) => [agent.slug, agent.id])),
    }
  },

  keyOf: (values) => slugOf(values),

  findExisting(_db, rows, context) {
    return Promise.resolve(
      rows.map((values) => {
        const slug = slugOf(values)
        return (
          (slug ? context.bySlug.get(slug) : undefined) ??
          (values.email?.trim() ? context.byEmail.get(lookupKey(values.email)) : undefined)
        )
      }),
    )
  },

  validate(values, existing, context) {
    const errors: string[] = []
    const text = (key: string, stored: string | undefined) => values[key] ?? stored ?? ''
    let areasServed = existing?.areasServed ?? []
    if (values.areas_served !== undefined) {
      areasServed = splitList(values.areas_served).map((area) => {
        const slug = context.areas.get(lookupKey(area))
        if (slug === undefined) errors.push(`Area "${area}" is not an area on the site (use its name or slug).`)
        return slug ?? area
      })
    }
    let active = existing?.active ?? true
    if (values.active !== undefined && values.active.trim() !== '') {
      const parsed = parseYesNo(values.active)
      if (parsed === undefined) errors.push(`Active "${values.active}" should be yes or no.`)
      active = parsed ?? active
    }
    const parsed = AgentFormSchema.safeParse({
      name: text('name', existing?.name),
      slug: values.slug?.trim() || existing?.slug || '',
      title: text('title', existing?.title),
      email: text('email', existing?.email),
      phone: text('phone', existing?.phone),
      whatsapp: text('whatsapp', existing?.whatsapp),
      bio: text('bio', existing?.bio),
      languages: values.languages !== undefined ? splitList(values.languages).join(',') : existing?.languages.join(','),
      areasServed,
      active,
      userEmail: '',
    })
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message))
    if (errors.length > 0 || !parsed.success) return { ok: false, errors }
    const { userEmail: _linkedAccount, ...record } = parsed.data
    const owner = context.slugOwners.get(record.slug)
    if (owner !== undefined && owner !== (existing?.id ?? -1))
      return { ok: false, errors: [`Another agent already uses the address /agent/${record.slug}.`] }
    return { ok: true, record }
  },

  isUnchanged(record, existing) {
    return COMPARED.every(
      (key) => JSON.stringify(record[key as keyof AgentRecord]) === JSON.stringify(existing[key as keyof AgentRecord]),
    )
  },

  accept(record, existing, context) {
    if (existing && existing.slug !== record.slug) context.slugOwners.delete(existing.slug)
    context.slugOwners.set(record.slug, existing?.id ?? 0)
  },

  async write(writer, rows) {
    const created = rows.filter((row) => !row.existing).map((row) => row.record)
    if (created.length > 0) await writer.insert(agents).values(created)
    for (const { record, existing } of rows) {
      if (existing)
        await writer
          .update(agents)
          .set({ ...record, updatedAt: new Date() })
          .where(eq(agents.id, existing.id))
    }
  },
}
