// Saved-search vocabulary shared by the account page, the save control on /properties and the alert e-mails.
// No zod here: the save control ships on a public page (the checks are in saved-search-schema.server.ts).
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'As soon as they are listed',
  daily: 'Once a day',
  weekly: 'Once a week',
  off: 'No e-mail',
}

export const MAX_SAVED_SEARCH_NAME = 80

/** What "Save this search" on /properties answers (app/http/save-search-action.server.ts). */
export interface SaveSearchAnswer {
  saveSearch: { ok: boolean; message: string; fieldErrors?: Record<string, string | undefined> }
}

/** The account page's forms for saved searches and listings (app/http/saved-items-actions.server.ts). */
export const SAVED_ITEM_INTENTS = [
  'rename-search',
  'search-frequency',
  'delete-search',
  'remove-favourite',
  'favourite-alerts',
  // issue 43: puts back what the last removal took away
  'undo',
] as const
export type SavedItemIntent = (typeof SAVED_ITEM_INTENTS)[number]

export type SavedItemAnswer = {
  intent: SavedItemIntent
  id?: string
  message?: string
  error?: string
  fieldErrors?: Record<string, string | undefined>
  /** after a removal: the token that undoes it (http/saved-items-undo.server.ts) */
  undo?: string
  /** after an undo: which list it put something back in */
  undid?: 'favourite' | 'search'
}
