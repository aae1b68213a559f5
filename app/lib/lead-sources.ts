// Where a lead came from (contacts.lead_source), as staff read it: one map for Admin → Contacts, a contact's profile,
// the dashboard, Analytics and the audit log, so a source reads the same everywhere.

export const LEAD_SOURCE_LABELS: Record<string, string> = {
  inquiry: 'Property inquiry',
  contact_form: 'Contact form',
  signup: 'Sign-up',
  website: 'Website',
  tour: 'Tour booking',
}

/** A source's label; one without a label reads as words ('saved_search' → 'Saved search'), never as a code. */
export function leadSourceLabel(source: string): string {
  const label = LEAD_SOURCE_LABELS[source]
  if (label) return label
  const words = source.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
