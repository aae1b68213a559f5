// BRAND.md: the demo brand. White-label settings in the admin will override these defaults.
export const DEFAULT_BRAND = {
  name: 'Roatan Realty',
  tagline: 'Homes, land and condos on Roatan, explained plainly.',
  phone: '+504 9555-0142',
  whatsapp: '50495550142',
  email: 'hello@roatanrealty.example',
  address: 'Main Street, West End, Roatan, Bay Islands, Honduras',
} as const

export type Brand = typeof DEFAULT_BRAND

/** The header's links; labels are message ids of the site catalog (app/i18n/locales/…/site.json). */
export const MAIN_NAVIGATION = [
  { to: '/properties', label: 'site.nav.properties' },
  { to: '/areas', label: 'site.nav.areas' },
  { to: '/buying-guide', label: 'site.nav.buyingGuide' },
  { to: '/agents', label: 'site.nav.agents' },
  { to: '/blog', label: 'site.nav.blog' },
  { to: '/about', label: 'site.nav.about' },
  { to: '/contact', label: 'site.nav.contact' },
] as const
