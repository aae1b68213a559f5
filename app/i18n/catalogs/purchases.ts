// A buyer's purchase: its steps and its document room (issue 44).
import { messages as english } from '../locales/en/purchases.json?lingui'
import type source from '../locales/en/purchases.json'
import { defineCatalog } from '../messages'

export const purchasesMessages = defineCatalog<keyof typeof source>(
  'purchases',
  english,
  () => import('../locales/es/purchases.json?lingui'),
)
