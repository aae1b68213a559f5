// Sign-in, the account page, marketing preferences, unsubscribing, alerts and the privacy banner.
import { messages as english } from '../locales/en/account.json?lingui'
import type source from '../locales/en/account.json'
import { defineCatalog, type Translate } from '../messages'

export const accountMessages = defineCatalog<keyof typeof source>(
  'account',
  english,
  () => import('../locales/es/account.json?lingui'),
)

export type AccountMessageId = NonNullable<(typeof accountMessages)['id']>
export type AccountT = Translate<AccountMessageId>
