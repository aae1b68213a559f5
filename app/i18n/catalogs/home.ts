// The home page and the recently viewed listings it shows: the busiest page carries only its own messages.
import { messages as english } from '../locales/en/home.json?lingui'
import type source from '../locales/en/home.json'
import { defineCatalog } from '../messages'

export const homeMessages = defineCatalog<keyof typeof source>(
  'home',
  english,
  () => import('../locales/es/home.json?lingui'),
)
