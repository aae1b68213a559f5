// The home page, blog, areas, agents, testimonials, FAQ and the guide and company pages.
import { messages as english } from '../locales/en/content.json?lingui'
import type source from '../locales/en/content.json'
import { defineCatalog } from '../messages'

export const contentMessages = defineCatalog<keyof typeof source>(
  'content',
  english,
  () => import('../locales/es/content.json?lingui'),
)
