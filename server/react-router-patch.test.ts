// patches/react-router+7.18.4.patch (docs/decisions/031-react-router-patch.md): the server's React Router remembers
// route matches per pathname and makes the route objects of a build once. Matching must stay exactly as before.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaticHandler } from 'react-router'
import { describe, expect, it } from 'vitest'

const routes = [
  {
    id: 'root',
    path: '/',
    loader: () => null,
    children: [
      { id: 'home', index: true, loader: () => null },
      { id: 'listing', path: 'property/:slug', loader: () => null },
      { id: 'spanish-listing', path: 'es/property/:slug', loader: () => null },
      { id: 'not-found', path: '*', loader: () => null },
    ],
  },
]

async function matched(handler: ReturnType<typeof createStaticHandler>, pathname: string) {
  const context = await handler.query(new Request(`http://roatan.test${pathname}`))
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`)
  return context.matches
}

describe('the React Router patch', () => {
  it('is applied to the build Node loads', () => {
    const directory = path.dirname(fileURLToPath(import.meta.resolve('react-router')))
    const code = fs
      .readdirSync(directory)
      .filter((file) => file.endsWith('.mjs') || file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(directory, file), 'utf8'))
      .join('\n')
    for (const marker of ['matchesByBranches', 'createServerRoutesOnce', 'dataRoutesByRoutes'])
      expect(code, marker).toContain(marker)
  })

  it('matches each pathname as before, however often it is asked, with params of its own each time', async () => {
    const handler = createStaticHandler(routes)
    const first = await matched(handler, '/property/casa-azul')
    expect(first.map((match) => match.route.id)).toEqual(['root', 'listing'])
    expect(first[1]!.params).toEqual({ slug: 'casa-azul' })
    expect((await matched(handler, '/property/villa-verde'))[1]!.params).toEqual({ slug: 'villa-verde' })
    const again = await matched(handler, '/property/casa-azul')
    expect(again.map((match) => [match.route.id, match.pathname, match.params])).toEqual(
      first.map((match) => [match.route.id, match.pathname, match.params]),
    )
    expect(again[1]!.params).not.toBe(first[1]!.params)
    // a caller changing its params changes nobody else's
    ;(first[1]!.params as Record<string, string>).slug = 'changed'
    expect((await matched(handler, '/property/casa-azul'))[1]!.params).toEqual({ slug: 'casa-azul' })
    expect((await matched(handler, '/')).map((match) => match.route.id)).toEqual(['root', 'home'])
    expect((await matched(handler, '/es/property/casa-azul')).map((match) => match.route.id)).toEqual([
      'root',
      'spanish-listing',
    ])
    expect((await matched(handler, '/nowhere/at/all')).map((match) => match.route.id)).toEqual(['root', 'not-found'])
  })
})
