import { cardsMessages } from '~/i18n/catalogs/cards'
import { idOfEnglish, useLocale, useT } from '~/i18n/messages'
import { useFavourite } from './use-favourite'

type ListingId = NonNullable<(typeof cardsMessages)['id']>

/** The answers of /api/favourites (English, for the API), found by their English text. */
const ERRORS: readonly ListingId[] = [
  'cards.save.error.notFound',
  'cards.save.error.tooMany',
  'cards.save.error.signIn',
]

/** A refusal of the favourites endpoint in the page's language; one we do not know says the save failed. */
function useSaveError() {
  const locale = useLocale()
  const t = useT(cardsMessages)
  return (error: string | undefined) => {
    if (error === undefined || locale === 'en') return error
    const max = /\d+/.exec(error)?.[0] ?? ''
    const id = idOfEnglish(cardsMessages, ERRORS, error, { max })
    return t(id ?? 'cards.save.error.other', { max })
  }
}

/** The heart (issue 15): a toggle named after the listing, pressed when it is saved. */
export function SaveButton({
  propertyId,
  title,
  className = '',
}: {
  propertyId: number
  title: string
  className?: string
}) {
  const { saved, toggle, error } = useFavourite(propertyId)
  const t = useT(cardsMessages)
  const saveError = useSaveError()
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('cards.save.label', { title })}
      title={saveError(error) ?? (saved ? t('cards.save.saved') : t('cards.save.save'))}
      onClick={toggle}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-coral-dark shadow ring-1 ring-black/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-sea ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
        <path
          d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.6 5c2 0 3.4 1.1 5.4 3.1C14 6.1 15.4 5 17.4 5c3.4 0 5.5 3.6 4.1 6.9C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
