// The heart (issue 15): save or remove a listing for the signed-in buyer, and merge the list an anonymous visitor
// kept in the browser at sign-in. Answers JSON; bad input is a 4xx and stores nothing.
import { data } from 'react-router'
import { getSessionUser } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { MAX_FAVOURITES, addFavourites, removeFavourite } from '~/models/favourites.server'
import type { Route } from './+types/favourites'

const NO_STORE = { 'Cache-Control': 'no-store' }
const refuse = (error: string, status: number) => data({ ok: false as const, error }, { status, headers: NO_STORE })

const propertyId = (value: unknown) => {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
  return id > 0 ? id : null
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refuse('Use POST.', 405)
  const user = await getSessionUser({ request, context })
  if (!user) return refuse('Sign in to keep saved listings in your account.', 401)
  const form = await readForm(request)
  const { db } = getServices(context)
  const intent = form.get('intent')
  if (intent === 'merge') {
    const given = String(form.get('propertyIds') ?? '')
    const parts = given === '' ? [] : given.split(',')
    if (parts.length > MAX_FAVOURITES) return refuse(`You can save up to ${MAX_FAVOURITES} listings.`, 400)
    const ids = parts.map(propertyId)
    if (ids.some((id) => id === null)) return refuse('We could not find that listing.', 400)
    const result = await addFavourites(db, user.id, ids as number[], { skipUnknown: true })
    return result.ok
      ? data({ ok: true as const, added: result.added }, { headers: NO_STORE })
      : refuse(result.error, result.status)
  }
  const id = propertyId(form.get('propertyId'))
  if (id === null) return refuse('We could not find that listing.', 400)
  if (intent === 'add') {
    const result = await addFavourites(db, user.id, [id])
    return result.ok
      ? data({ ok: true as const, saved: true }, { headers: NO_STORE })
      : refuse(result.error, result.status)
  }
  if (intent === 'remove') {
    await removeFavourite(db, user.id, id)
    return data({ ok: true as const, saved: false }, { headers: NO_STORE })
  }
  return refuse('Choose to save or remove the listing.', 400)
}
