// Admin → FAQ's handlers called as the router calls them, with a real editor session: entries added and edited in
// English and Spanish (issue 16), shown by the public query; bad input is a 400 that writes nothing; unknown is 404.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { faqEntries } from '~/db/schema'
import { action as editAction, loader as editLoader } from '~/routes/admin/faq-edit'
import { loader as listLoader } from '~/routes/admin/faq'
import { action as newAction } from '~/routes/admin/faq-new'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { createTestServices, signIn } from '../../tests/setup/test-services'
import { listFaq } from './content.server'
import { grantRole } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let cookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, 'faq-editor@example.com', 'editor')
  cookie = await signIn(services, 'faq-editor@example.com')
}, 60_000)
afterAll(() => close())

const entry = {
  question: 'Can foreigners own property?',
  answer: 'Yes.\n\nThrough a corporation near the coast.',
  category: 'Buying',
  sortOrder: '10',
  published: 'on',
}
const add = (form: Record<string, string>) => callAdminRoute(services, cookie, newAction, 'faq/new', { form })
const edit = (id: number | string, form: Record<string, string>) =>
  callAdminRoute(services, cookie, editAction, `faq/edit/${id}`, { params: { id: String(id) }, form })
const stored = async (id: number) => (await services.db.select().from(faqEntries).where(eq(faqEntries.id, id)))[0]
const idFrom = (location: string | null) => Number(/\/admin\/faq\/edit\/(\d+)\?saved=created$/.exec(location!)![1])

describe('FAQ entries in English and Spanish', () => {
  it('adds an entry with its Spanish version, which the form and the public query give back', async () => {
    const added = await add({ ...entry, questionEs: ' ¿Pueden los extranjeros ser dueños? ', answerEs: 'Sí.' })
    expect(added.status).toBe(302)
    const id = idFrom(added.location)
    expect(await stored(id)).toMatchObject({
      slug: 'can-foreigners-own-property',
      questionEs: '¿Pueden los extranjeros ser dueños?',
      answerEs: 'Sí.',
      sortOrder: 10,
      published: true,
    })
    const form = await callAdminRoute(services, cookie, editLoader, `faq/edit/${id}`, { params: { id: String(id) } })
    expect(form.data).toMatchObject({ entry: { questionEs: '¿Pueden los extranjeros ser dueños?', answerEs: 'Sí.' } })
    expect((await listFaq(services.db)).find((row) => row.id === id)?.answerEs).toBe('Sí.')
    const list = await callAdminRoute(services, cookie, listLoader, 'faq')
    expect(list.data).toMatchObject({ entries: [{ id, translated: true, published: true }] })

    // The same question again gets its own slug.
    const again = await add({ ...entry, published: '' })
    expect((await stored(idFrom(again.location)))?.slug).toBe('can-foreigners-own-property-2')
  })

  it('saves an edit, keeps the slug, and hides an unpublished entry from /faq', async () => {
    const id = idFrom((await add({ ...entry, question: 'Is there property tax?' })).location)
    const saved = await edit(id, {
      ...entry,
      question: 'How much is property tax?',
      questionEs: '¿Cuánto es el impuesto?',
      answerEs: 'Poco.',
      sortOrder: '',
      published: '',
    })
    expect(saved).toMatchObject({ status: 200, data: { ok: true } })
    expect(await stored(id)).toMatchObject({
      slug: 'is-there-property-tax',
      question: 'How much is property tax?',
      questionEs: '¿Cuánto es el impuesto?',
      sortOrder: 0,
      published: false,
    })
    expect((await listFaq(services.db)).map((row) => row.id)).not.toContain(id)
  })

  it('refuses bad input with the fields’ messages and writes nothing', async () => {
    const id = idFrom(
      (await add({ ...entry, question: 'Do I need a lawyer?', questionEs: '¿Abogado?', answerEs: 'Sí.' })).location,
    )
    const before = await stored(id)
    expect(
      await edit(id, { ...entry, question: ' ', sortOrder: 'first', questionEs: '¿Abogado?', answerEs: '' }),
    ).toEqual({
      status: 400,
      location: null,
      data: {
        ok: false,
        errors: {
          question: 'Write the question.',
          sortOrder: 'Enter a whole number, e.g. 10.',
          answerEs: 'Write the Spanish answer too, or clear both.',
        },
      },
    })
    expect(await edit(id, { ...entry, answerEs: 'x'.repeat(5001), questionEs: 'Sí' })).toMatchObject({
      status: 400,
      data: { errors: { answerEs: 'The Spanish answer can be at most 5,000 characters.' } },
    })
    expect(await stored(id)).toEqual(before)
    const count = (await services.db.select().from(faqEntries)).length
    expect(await add({ ...entry, category: '', answerEs: 'Solo la respuesta.' })).toMatchObject({
      status: 400,
      data: {
        errors: {
          category: 'Name the category, e.g. Buying.',
          questionEs: 'Write the Spanish question too, or clear both.',
        },
      },
    })
    expect((await services.db.select().from(faqEntries)).length).toBe(count)
  })

  it('answers 404 for an entry that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      const params = { params: { id } }
      expect(await callAdminRoute(services, cookie, editLoader, `faq/edit/${id}`, params)).toMatchObject({
        status: 404,
      })
      expect(await edit(id, entry)).toMatchObject({ status: 404 })
    }
  })
})
