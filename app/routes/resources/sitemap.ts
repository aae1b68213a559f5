// The sitemap of each language (issue 16): /sitemap.xml lists the English pages, /es/sitemap.xml the Spanish ones,
// and every entry names the page in each language (hreflang), as its <head> does.
import { getServices } from '~/context.server'
import { LOCALES, localeFromPath, localizePath } from '~/i18n/locale'
import { getSitemapEntries } from '~/models/sitemap.server'
import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, config } = getServices(context)
  const locale = localeFromPath(url.pathname)
  const entries = await getSitemapEntries(db)
  const address = (path: string) => escapeXml(config.appUrl + path)
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : ''
    const alternates = [
      ...LOCALES.map((other) => ({ lang: other, path: localizePath(entry.path, other) })),
      { lang: 'x-default', path: entry.path },
    ].map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${address(alternate.path)}"/>`)
    return `<url><loc>${address(localizePath(entry.path, locale))}</loc>${lastmod}${alternates.join('')}</url>`
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
