// Sign-in, the account page, marketing preferences, unsubscribing, alerts and the privacy banner.
import { messages as english } from '../locales/en/account.json?lingui'
import type source from '../locales/en/account.json'
import { defineCatalog } from '../messages'

export const accountMessages = defineCatalog<keyof typeof source>(
  'account',
  english,
  () => import('../locales/es/account.json?lingui'),
)
