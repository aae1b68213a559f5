// "Undo" after removing a saved listing or deleting a saved search (issue 43, item 7). The removal happens at once
// (the page works without JavaScript); its answer carries what was removed in a token signed for this buyer, valid
// two minutes (auth/signed-link.server.ts, purpose 'undo'), which the Undo button sends back. Nothing is kept on the
// server meanwhile, so any process can undo, and a token names only its own buyer's item: another account's token,
// an edited one or a late one is refused with a 4xx and changes nothing.
import { z } from 'zod'
import { signValue, verifySignedValue } from '~/auth/signed-link.server'
import type { AppConfig } from '~/config.server'
import { SAVED_SEARCH_FREQUENCIES } from '~/lib/saved-search-rules'
import type { RemovedFavourite } from '~/models/favourites.server'
import type { DeletedSavedSearch } from '~/models/saved-searches.server'

type Secrets = Pick<AppConfig, 'authSecret'>

export type UndoItem =
  { kind: 'favourite'; favourite: RemovedFavourite } | { kind: 'search'; search: DeletedSavedSearch }

const isoDate = z.iso.datetime().transform((value) => new Date(value))

const UndoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('favourite'),
    userId: z.string(),
    favourite: z.object({ propertyId: z.number().int().positive(), savedAt: isoDate }),
  }),
  z.object({
    kind: z.literal('search'),
    userId: z.string(),
    search: z.object({
      id: z.uuid(),
      name: z.string(),
      query: z.string(),
      frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
      checkedThrough: z.number().int().nonnegative(),
      nextRunAt: isoDate,
      createdAt: isoDate,
    }),
  }),
])

export function undoToken(secrets: Secrets, userId: string, item: UndoItem): string {
  return signValue(secrets, 'undo', JSON.stringify({ ...item, userId }))
}

/** The item a token puts back, when it is genuine, current and this buyer's; otherwise null. */
export function readUndoToken(secrets: Secrets, userId: string, token: unknown): UndoItem | null {
  const value = verifySignedValue(secrets, typeof token === 'string' ? token : null, ['undo'])
  if (value === null) return null
  let parsed
  try {
    parsed = UndoSchema.safeParse(JSON.parse(value))
  } catch {
    return null
  }
  if (!parsed.success || parsed.data.userId !== userId) return null
  const { userId: _owner, ...item } = parsed.data
  return item
}
