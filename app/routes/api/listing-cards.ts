// Issue 43: the current title (in the page's language) and price of listings a browser keeps by id (recently viewed),
// so a card never shows a price or a title from the day the listing was opened. GET ?ids=1,2,3&lang=es; answers JSON.
import { z } from 'zod'
import { getServices } from '~/context.server'
import { LOCALES } from '~/i18n/locale'
import { jsonAnswer } from '~/http/consent-endpoint.server'
import { localizeTitle } from '~/lib/localized-content'
import { MAX_RECENTLY_VIEWED } from '~/lib/recently-viewed'
import { getPublicCardsById } from '~/models/property.server'
import type { Route } from './+types/listing-cards'

const ListingCardsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Give listing ids as numbers separated by commas.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_RECENTLY_VIEWED, `Ask for up to ${MAX_RECENTLY_VIEWED} listings.`),
  lang: z.enum(LOCALES).default('en'),
})

export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = ListingCardsQuerySchema.safeParse({
    ids: url.searchParams.get('ids') ?? undefined,
    lang: url.searchParams.get('lang') ?? undefined,
  })
  if (!parsed.success) return jsonAnswer({ error: parsed.error.issues[0]?.message ?? 'Bad request.' }, 400)
  const { db, storage } = getServices(context)
  const cards = await getPublicCardsById(db, storage, parsed.data.ids)
  return jsonAnswer({
    listings: cards.map(({ cover, ...card }) => ({
      ...localizeTitle(card, parsed.data.lang),
      cover: cover?.src ?? '',
    })),
  })
}
