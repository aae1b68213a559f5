// The privacy banner, its Manage dialog and the marketing-consent choices: on every page, so kept apart from the
// account pages' messages (issue 16: a page carries only the messages it shows).
import { messages as english } from '../locales/en/privacy.json?lingui'
import type source from '../locales/en/privacy.json'
import { defineCatalog } from '../messages'

export const privacyMessages = defineCatalog<keyof typeof source>(
  'privacy',
  english,
  () => import('../locales/es/privacy.json?lingui'),
)
