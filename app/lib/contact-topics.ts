// The /contact form's topics (SPEC §2 contact hub): apart from its schema, so the form shows them without loading zod.
export const CONTACT_TOPICS = {
  buying: 'Buying a property',
  selling: 'Selling a property',
  investing: 'Rental income and investing',
  other: 'Something else',
} as const
