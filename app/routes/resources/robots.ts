import { getServices } from '~/context.server'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  const { appUrl } = getServices(context).config
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /my-account',
    'Disallow: /es/my-account',
    'Disallow: /auth/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    `Sitemap: ${appUrl}/es/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
