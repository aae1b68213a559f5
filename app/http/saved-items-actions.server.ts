// The account page's forms for saved listings, saved searches and their alerts (issue 15). Each answers what the
// page shows beside the form; bad input or someone else's id is a 4xx that changes nothing.
import { data } from 'react-router'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { fieldErrors } from '~/lib/form-errors'
import type { SavedItemAnswer, SavedItemIntent } from '~/lib/saved-search-rules'
import { removeFavourite, restoreFavourite, setFavouriteAlerts } from '~/models/favourites.server'
import {
  RenameSavedSearchSchema,
  SavedSearchFrequencySchema,
  SavedSearchIdSchema,
} from '~/models/saved-search-schema.server'
import { deleteSavedSearch, restoreSavedSearch, updateSavedSearch } from '~/models/saved-searches.server'
import type { AppConfig } from '~/config.server'
import { readUndoToken, undoToken } from './saved-items-undo.server'

const answer = (body: SavedItemAnswer, status = 200) => data(body, { status })

export async function savedItemAction(
  { db, config }: { db: Database; config: Pick<AppConfig, 'authSecret'> },
  userId: string,
  intent: SavedItemIntent,
  form: FormData,
) {
  const values = Object.fromEntries(form)
  switch (intent) {
    case 'rename-search': {
      const parsed = RenameSavedSearchSchema.safeParse(values)
      if (!parsed.success)
        return answer({ intent, id: String(values.id ?? ''), fieldErrors: fieldErrors(parsed.error) }, 400)
      const result = await updateSavedSearch(db, userId, parsed.data.id, { name: parsed.data.name })
      if (!result.ok) return answer({ intent, id: parsed.data.id, error: result.error }, result.status)
      return answer({ intent, id: parsed.data.id, message: 'Name saved.' })
    }
    case 'search-frequency': {
      const parsed = SavedSearchFrequencySchema.safeParse(values)
      if (!parsed.success)
        return answer({ intent, id: String(values.id ?? ''), fieldErrors: fieldErrors(parsed.error) }, 400)
      const result = await updateSavedSearch(db, userId, parsed.data.id, { frequency: parsed.data.frequency })
      if (!result.ok) return answer({ intent, id: parsed.data.id, error: result.error }, result.status)
      return answer({ intent, id: parsed.data.id, message: 'E-mail frequency saved.' })
    }
    case 'delete-search': {
      const parsed = SavedSearchIdSchema.safeParse(values.id)
      if (!parsed.success) return answer({ intent, error: 'We could not find that saved search.' }, 404)
      const result = await deleteSavedSearch(db, userId, parsed.data)
      if (!result.ok) return answer({ intent, error: result.error }, result.status)
      const undo = undoToken(config, userId, { kind: 'search', search: result.deleted })
      return answer({ intent, message: 'Saved search deleted.', undo })
    }
    case 'remove-favourite': {
      const parsed = z.coerce.number().int().positive().safeParse(values.propertyId)
      if (!parsed.success) return answer({ intent, error: 'We could not find that listing.' }, 400)
      const removed = await removeFavourite(db, userId, parsed.data)
      const undo = removed ? undoToken(config, userId, { kind: 'favourite', favourite: removed }) : undefined
      return answer({ intent, message: 'Removed from your saved listings.', undo })
    }
    case 'undo': {
      const item = readUndoToken(config, userId, values.token)
      if (!item) return answer({ intent, error: 'Too late to undo: save it again from its page.' }, 400)
      if (item.kind === 'favourite') {
        const restored = await restoreFavourite(db, userId, item.favourite)
        if (!restored) return answer({ intent, error: 'We could not find that listing.' }, 404)
        return answer({ intent, message: 'Back in your saved listings.', undid: 'favourite' })
      }
      const result = await restoreSavedSearch(db, userId, item.search)
      if (!result.ok) return answer({ intent, error: result.error, undid: 'search' }, result.status)
      return answer({ intent, message: 'Saved search restored.', undid: 'search' })
    }
    case 'favourite-alerts': {
      const on = values.favouriteAlerts === 'on'
      await setFavouriteAlerts(db, userId, on)
      return answer({
        intent,
        message: on ? 'We will e-mail you when a saved listing changes.' : 'No more e-mails about saved listings.',
      })
    }
  }
}
