// The Team screen: agents shown on /agents and /agent/{slug}, optionally linked to a user account.
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, users } from '~/db/schema'
import type { AgentForm } from '~/lib/team-form'

export function listTeam(db: Database) {
  return db
    .select({ agent: agents, userEmail: users.email })
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .orderBy(asc(agents.sortOrder), asc(agents.name))
}

export async function agentExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id))
  return Boolean(row)
}

export function listAreaChoices(db: Database) {
  return db.select({ slug: areas.slug, name: areas.name }).from(areas).orderBy(asc(areas.sortOrder))
}

export type SaveAgentResult =
  { ok: true; id: number } | { ok: false; fieldErrors: Partial<Record<keyof AgentForm, string>> }

/** Creates (no id) or updates an agent; a taken slug or an unknown linked account is a field error. */
export async function saveAgent(db: Database, form: AgentForm, id?: number): Promise<SaveAgentResult> {
  const [clash] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.slug, form.slug), id ? ne(agents.id, id) : undefined))
  if (clash) return { ok: false, fieldErrors: { slug: `Another agent already uses the address /agent/${form.slug}.` } }
  let userId: string | null = null
  if (form.userEmail) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, form.userEmail))
    if (!user)
      return {
        ok: false,
        fieldErrors: { userEmail: 'No account uses this e-mail yet. Ask them to sign in once first.' },
      }
    userId = user.id
  }
  const values = {
    name: form.name,
    slug: form.slug,
    title: form.title,
    email: form.email,
    phone: form.phone,
    whatsapp: form.whatsapp,
    bio: form.bio,
    titleEs: form.titleEs,
    bioEs: form.bioEs,
    languages: form.languages,
    areasServed: form.areasServed,
    active: form.active,
    userId,
    updatedAt: new Date(),
  }
  if (id) {
    const [updated] = await db.update(agents).set(values).where(eq(agents.id, id)).returning({ id: agents.id })
    if (!updated) return { ok: false, fieldErrors: { name: 'This agent no longer exists.' } }
    return { ok: true, id: updated.id }
  }
  const [created] = await db.insert(agents).values(values).returning({ id: agents.id })
  return { ok: true, id: created!.id }
}

export async function setAgentPhoto(db: Database, id: number, photo: string) {
  await db.update(agents).set({ photo, updatedAt: new Date() }).where(eq(agents.id, id))
}
