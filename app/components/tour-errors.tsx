// The tour form's field errors come from its schema in English (lib/tour-booking.ts, lib/contact-fields.ts); a Spanish
// page shows the same message from the tours catalog, found by its English text.
import { toursMessages } from '~/i18n/catalogs/tours'
import { useFieldErrors } from '~/i18n/messages'

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

export const useTourError = () => useFieldErrors(toursMessages, FIELD_ERRORS)
