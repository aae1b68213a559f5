import { getServices } from '~/context.server'
import { getSitemapEntries } from '~/models/sitemap.server'
import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context)
  const entries = await getSitemapEntries(db)
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : ''
    return `<url><loc>${escapeXml(config.appUrl + entry.path)}</loc>${lastmod}</url>`
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
