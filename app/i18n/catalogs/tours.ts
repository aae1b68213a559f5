// Booking a tour of a listing, and the buyer's page of their booked tour (issue 44).
import { messages as english } from '../locales/en/tours.json?lingui'
import type source from '../locales/en/tours.json'
import { defineCatalog } from '../messages'

export const toursMessages = defineCatalog<keyof typeof source>(
  'tours',
  english,
  () => import('../locales/es/tours.json?lingui'),
)
