// The results of a property search as the browser shows them: counts, filter chips, the empty state, the map and
// list switch (issue 13: apart from the search catalog, whose filters and wording load later or stay on the server).
import { messages as english } from '../locales/en/results.json?lingui'
import type source from '../locales/en/results.json'
import { defineCatalog } from '../messages'

export const resultsMessages = defineCatalog<keyof typeof source>(
  'results',
  english,
  () => import('../locales/es/results.json?lingui'),
)
