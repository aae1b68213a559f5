// The tour form's field errors come from its schema in English (lib/tour-booking.ts, lib/contact-fields.ts); a Spanish
// page shows the same message from the tours catalog, found by its English text.
import { toursMessages } from '~/i18n/catalogs/tours'
import { idOfEnglish, useLocale, useT } from '~/i18n/messages'

type TourId = NonNullable<(typeof toursMessages)['id']>

const FIELD_ERRORS: readonly TourId[] = [
  'tours.error.slot',
  'tours.error.kind',
  'tours.error.note',
  'tours.error.name',
  'tours.error.nameLong',
  'tours.error.email',
  'tours.error.phoneLong',
  'tours.error.phone',
]

export function useTourError() {
  const locale = useLocale()
  const t = useT(toursMessages)
  return (message: string | undefined) => {
    if (message === undefined || locale === 'en') return message
    const id = idOfEnglish(toursMessages, FIELD_ERRORS, message)
    return id ? t(id) : message
  }
}
