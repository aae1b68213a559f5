import { redirect } from 'react-router'
import type { Route } from './+types/permanent-redirect'

// SPEC §2 redirects that are routes of their own (all 301).
export function loader({ url, params }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, '')
  if (path === '/blogs') return redirect('/blog', 301)
  if (path.startsWith('/blogs/')) return redirect(`/blog/${encodeURIComponent(params.slug ?? '')}`, 301)
  if (path === '/ultimate-guide') return redirect('/the-ultimate-guide-to-buying-property-in-roatan', 301)
  return redirect('/admin', 301) // /dashboard
}
