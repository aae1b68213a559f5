// Admin → Page Translations' handlers called as the router calls them, with a real editor session: the Spanish
// title, description and text of a code page (issue 16) are stored, shown again and removed with an empty text;
// bad input is a 400 that writes nothing; a page that is not in the catalog (or is English only) is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_PAGES } from '~/content/pages/catalog'
import type { AppServices } from '~/context.server'
import { pageTranslations } from '~/db/schema'
import { action, loader } from '~/routes/admin/page-translation-edit'
import { loader as listLoader } from '~/routes/admin/page-translations'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { createTestServices, signIn } from '../../tests/setup/test-services'
import { getPageTranslation } from './admin-page-translations.server'
import { grantRole } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let cookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, 'pages-editor@example.com', 'editor')
  cookie = await signIn(services, 'pages-editor@example.com')
}, 60_000)
afterAll(() => close())

const open = (id: string) =>
  callAdminRoute(services, cookie, loader, `page-translations/edit/${id}`, { params: { id } })
const save = (id: string, form: Record<string, string>) =>
  callAdminRoute(services, cookie, action, `page-translations/edit/${id}`, { params: { id }, form })
const listed = async () =>
  (
    (await callAdminRoute(services, cookie, listLoader, 'page-translations')).data as {
      pages: { path: string; translatedAt: Date | null }[]
    }
  ).pages
const spanish = {
  title: 'Guía del comprador',
  description: 'Cómo comprar en Roatán.',
  bodyMarkdown: '## Pasos\n\n- Oferta\n',
}

describe('Spanish versions of the code pages', () => {
  it('lists every public guide, legal and company page, none translated yet, and not the staff pages', async () => {
    const pages = await listed()
    expect(pages.map((page) => page.path)).toEqual(
      CONTENT_PAGES.filter((page) => !page.noIndex).map((page) => page.path),
    )
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/buying-guide', '/privacy-policy', '/about']),
    )
    expect(pages.map((page) => page.path)).not.toContain('/phase5-summary')
    expect(pages.every((page) => page.translatedAt === null)).toBe(true)
  })

  it('stores a translation, shows it again beside the English, updates it, and removes it with an empty text', async () => {
    expect(await save('buying-guide', spanish)).toMatchObject({ status: 200, data: { ok: true, outcome: 'saved' } })
    expect(await getPageTranslation(services.db, '/buying-guide')).toMatchObject({
      title: 'Guía del comprador',
      description: 'Cómo comprar en Roatán.',
      bodyMarkdown: '## Pasos\n\n- Oferta',
    })
    const form = await open('buying-guide')
    expect(form.data).toMatchObject({
      english: { path: '/buying-guide', title: CONTENT_PAGES.find((page) => page.path === '/buying-guide')!.title },
      spanish: { title: 'Guía del comprador', bodyMarkdown: '## Pasos\n\n- Oferta' },
    })
    expect((await listed()).find((page) => page.path === '/buying-guide')?.translatedAt).toBeInstanceOf(Date)

    await save('buying-guide', { ...spanish, title: 'Guía para comprar', description: '' })
    expect(await getPageTranslation(services.db, '/buying-guide')).toMatchObject({
      title: 'Guía para comprar',
      description: '',
    })

    expect(await save('buying-guide', { ...spanish, bodyMarkdown: ' \n ' })).toMatchObject({
      data: { ok: true, outcome: 'removed' },
    })
    expect(await getPageTranslation(services.db, '/buying-guide')).toBeNull()
    expect((await open('buying-guide')).data).toMatchObject({
      spanish: { title: '', bodyMarkdown: '', updatedAt: null },
    })
  })

  it('refuses bad input with the fields’ messages and writes nothing', async () => {
    await save('about', spanish)
    const before = await getPageTranslation(services.db, '/about')
    expect(await save('about', { title: '', description: 'd'.repeat(161), bodyMarkdown: 'Texto nuevo.' })).toEqual({
      status: 400,
      location: null,
      data: {
        ok: false,
        errors: {
          title: 'Give the Spanish page its title.',
          description: 'Keep the description under 160 characters.',
        },
      },
    })
    expect(await save('about', { ...spanish, bodyMarkdown: 'x'.repeat(200_001) })).toMatchObject({ status: 400 })
    expect(await getPageTranslation(services.db, '/about')).toEqual(before)
    expect(await save('privacy-policy', { ...spanish, title: 't'.repeat(161) })).toMatchObject({ status: 400 })
    expect(await services.db.select().from(pageTranslations)).toHaveLength(1)
  })

  it('answers 404 for a page that is not in the catalog or has no Spanish copy', async () => {
    for (const id of ['no-such-page', 'phase5-summary', '']) {
      expect(await open(id)).toMatchObject({ status: 404 })
      expect(await save(id, spanish)).toMatchObject({ status: 404 })
    }
    expect(await services.db.select().from(pageTranslations)).toHaveLength(1)
  })
})
