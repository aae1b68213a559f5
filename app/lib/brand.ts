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

export const MAIN_NAVIGATION = [
  { to: '/properties', label: 'Properties' },
  { to: '/areas', label: 'Areas' },
  { to: '/buying-guide', label: 'Buying guide' },
  { to: '/agents', label: 'Agents' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const
