// Admin → Team's handlers called as the router calls them, with a real admin session: the Spanish job title and
// bio of issue 16 are saved and shown again; bad input is a 400 that writes nothing; an unknown agent is a 404.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { agents } from '~/db/schema'
import { action, loader } from '~/routes/admin/team'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { createAgent } from '../../tests/setup/factories'
import { createTestServices, signIn } from '../../tests/setup/test-services'
import { grantRole } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let cookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, 'team-admin@example.com', 'admin')
  cookie = await signIn(services, 'team-admin@example.com')
}, 60_000)
afterAll(() => close())

const post = (form: Record<string, string>) => callAdminRoute(services, cookie, action, 'team', { form })
// What the form posts even when left empty.
const agent = {
  name: 'Rosa Ebanks',
  email: 'rosa@example.com',
  phone: '',
  whatsapp: '',
  title: 'Sales Associate',
  bio: 'Born on Roatan.',
}
const stored = async (slug: string) => (await services.db.select().from(agents).where(eq(agents.slug, slug)))[0]

describe('the Spanish job title and bio', () => {
  it('are saved with the agent, shown again in the form, and can be emptied', async () => {
    const created = await post({ ...agent, titleEs: ' Asociada de ventas ', bioEs: 'Nació en Roatán.', active: 'on' })
    expect(created).toMatchObject({ status: 302 })
    const row = await stored('rosa-ebanks')
    expect(row).toMatchObject({ titleEs: 'Asociada de ventas', bioEs: 'Nació en Roatán.', title: 'Sales Associate' })

    const screen = await callAdminRoute(services, cookie, loader, `team?edit=${row!.id}`)
    const team = (screen.data as { team: { id: number; titleEs: string; bioEs: string }[] }).team
    expect(team.find((member) => member.id === row!.id)).toMatchObject({ titleEs: 'Asociada de ventas' })

    expect(await post({ ...agent, id: String(row!.id), titleEs: '', bioEs: '' })).toMatchObject({ status: 302 })
    expect(await stored('rosa-ebanks')).toMatchObject({ titleEs: '', bioEs: '', bio: 'Born on Roatan.' })
  })

  it('over their limits answer 400 with the fields’ messages and change nothing', async () => {
    const existing = await createAgent(services.db, {
      slug: 'carlos',
      name: 'Carlos',
      titleEs: 'Corredor',
      bioEs: 'Vive en West End.',
    })
    const refused = await post({
      ...agent,
      name: 'Carlos',
      slug: 'carlos',
      id: String(existing.id),
      titleEs: 'x'.repeat(121),
      bioEs: 'y'.repeat(2001),
    })
    expect(refused).toEqual({
      status: 400,
      location: null,
      data: {
        fieldErrors: {
          titleEs: 'Please shorten the Spanish title to 120 characters.',
          bioEs: 'Please keep the Spanish bio under 2,000 characters.',
        },
      },
    })
    expect(await stored('carlos')).toMatchObject({ titleEs: 'Corredor', bioEs: 'Vive en West End.', email: '' })
  })

  it('answer 404 for an agent that does not exist, on the form and on saving', async () => {
    expect(await callAdminRoute(services, cookie, loader, 'team?edit=999999')).toMatchObject({ status: 404 })
    expect(await post({ ...agent, name: 'Ghost', id: '999999', titleEs: 'Fantasma' })).toMatchObject({ status: 404 })
    expect(await post({ ...agent, name: 'Ghost', id: 'abc' })).toMatchObject({ status: 404 })
    expect(await stored('ghost')).toBeUndefined()
  })
})
