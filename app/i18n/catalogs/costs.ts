// The closing-cost estimate: on listing pages and in the buying guide's calculator.
import { messages as english } from '../locales/en/costs.json?lingui'
import type source from '../locales/en/costs.json'
import { defineCatalog } from '../messages'

export const costsMessages = defineCatalog<keyof typeof source>(
  'costs',
  english,
  () => import('../locales/es/costs.json?lingui'),
)
