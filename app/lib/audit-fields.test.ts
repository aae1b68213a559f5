import { describe, expect, it } from 'vitest'
import {
  auditFieldChanges,
  auditFieldLabel,
  auditShownFields,
  auditSubjectView,
  auditValueView,
  type AuditNames,
} from './audit-fields'

const CONTACT_ID = '3f6c1d2e-8a4b-4c5d-9e7f-0a1b2c3d4e5f'
const INQUIRY_ID = 'e9996af6-8920-4283-9230-09c004f4678b'
const names: AuditNames = {
  agents: { '3': { name: 'Maria Bodden' } },
  areas: { '7': { name: 'West Bay' } },
  properties: { '12': { name: 'Oceanfront villa in West Bay' } },
  contacts: { [CONTACT_ID]: { name: 'Ana Lopez' } },
  users: { 'user-1': { name: 'Bea Broker' } },
  contact_activities: {
    'a1b2c3d4-0000-4000-8000-000000000001': { name: 'Note · Ana Lopez', contactId: CONTACT_ID },
    [INQUIRY_ID]: { name: 'Inquiry · Ana Lopez', contactId: CONTACT_ID },
  },
}

describe('audit field labels', () => {
  it('names a listing’s columns with the property form’s labels', () => {
    expect(auditFieldLabel('properties', 'price_usd')).toBe('Price (US dollars)')
    expect(auditFieldLabel('properties', 'living_area_sqft')).toBe('Living area (sq ft)')
    expect(auditFieldLabel('properties', 'title_es')).toBe('Título (en español)')
    expect(auditFieldLabel('properties', 'agent_id')).toBe('Agent')
  })

  it('names a contact’s columns with the contact forms’ labels', () => {
    expect(auditFieldLabel('contacts', 'assigned_agent_id')).toBe('Assigned agent')
    expect(auditFieldLabel('contacts', 'first_name')).toBe('First name')
    expect(auditFieldLabel('contacts', 'email')).toBe('E-mail')
  })

  it('turns any other column into words, never the raw column name', () => {
    expect(auditFieldLabel('properties', 'updated_at')).toBe('Last changed')
    expect(auditFieldLabel('blog_posts', 'author_agent_id')).toBe('Author agent')
    expect(auditFieldLabel('agents', 'bio_es')).toBe('Bio (Spanish)')
    expect(auditFieldLabel('url_redirects', 'target_url')).toBe('Target URL')
  })
})

describe('audit fields shown', () => {
  it('lists a listing’s fields in the form’s order, without its own id', () => {
    const changes: Record<string, [unknown, unknown]> = {
      source: [null, 'manual'],
      price_usd: [null, 450_000],
      id: [null, 12],
      title: [null, 'Casa'],
    }
    expect(auditShownFields('properties', changes).map(([column]) => column)).toEqual(['title', 'price_usd', 'source'])
  })
})

describe('audit values', () => {
  const view = (type: string, column: string, value: unknown) => auditValueView(type, column, value, names)

  it('shows prices as money, sizes in square feet and booleans as Yes/No', () => {
    expect(view('properties', 'price_usd', 372_000).text).toBe('$372,000')
    expect(view('properties', 'hoa_fee_usd', 250).text).toBe('$250')
    expect(view('properties', 'living_area_sqft', 2150).text).toBe('2,150 sq ft')
    expect(view('properties', 'featured', true).text).toBe('Yes')
    expect(view('feature_flags', 'enabled', false).text).toBe('No')
    expect(view('properties', 'rental_occupancy_percent', 65).text).toBe('65%')
  })

  it('shows a listing’s utilities by their labels (issue 44)', () => {
    expect(view('properties', 'power_sources', ['grid', 'battery']).text).toBe('Grid (RECO), Battery backup')
    expect(view('properties', 'internet', ['fixed_wireless']).text).toBe('Fixed wireless')
    expect(view('properties', 'sewer', 'septic').text).toBe('Septic tank')
    expect(view('properties', 'hurricane_standards', true).text).toBe('Yes')
    expect(auditFieldLabel('properties', 'elevation_m')).toBe('Elevation (metres above sea level)')
  })

  it('shows an agent’s tour hours a day a line, Monday first (issue 44)', () => {
    const hours = [
      { weekday: 0, startMinute: 600, endMinute: 720 },
      { weekday: 1, startMinute: 540, endMinute: 720 },
      { weekday: 1, startMinute: 840, endMinute: 1020 },
    ]
    expect(auditFieldLabel('agents', 'tour_hours')).toBe('Tour hours')
    expect(view('agents', 'tour_hours', hours).text).toBe('Monday: 9:00–12:00, 14:00–17:00\nSunday: 10:00–12:00')
    expect(view('agents', 'days_off', ['2026-12-24', '2026-12-25']).text).toBe('2026-12-24, 2026-12-25')
  })

  it('shows an area’s beaches and heights as the form writes them, one a line', () => {
    const heights = [
      { name: 'Shore', lat: 16.318, lng: -86.537, metres: 2 },
      { name: 'Ridge', lat: 16.322, lng: -86.537, metres: 60 },
    ]
    expect(auditFieldLabel('areas', 'height_points')).toBe('Heights above sea level')
    expect(view('areas', 'height_points', heights)).toEqual({
      text: 'Shore, 16.318, -86.537, 2\nRidge, 16.322, -86.537, 60',
      long: true,
    })
    expect(view('areas', 'beach_points', [{ name: 'West Bay Beach', lat: 16.2768, lng: -86.6005 }]).text).toBe(
      'West Bay Beach, 16.2768, -86.6005',
    )
  })

  it('shows times in Roatan time as the admin writes them', () => {
    // 18:05 UTC is 12:05 PM on Roatan (UTC-6).
    expect(view('properties', 'published_at', '2026-11-22T18:05:00+00:00').text).toBe('Nov 22, 2026, 12:05 PM')
  })

  it('shows statuses and types with their labels', () => {
    expect(view('properties', 'status', 'active').text).toBe('For sale')
    expect(view('properties', 'property_type', 'house').text).toBe('House')
    expect(view('contacts', 'status', 'qualified').text).toBe('Qualified')
    expect(view('follow_up_tasks', 'kind', 'whatsapp').text).toBe('WhatsApp')
  })

  it('shows the record an id points at by name, linked to its admin page', () => {
    expect(view('contacts', 'assigned_agent_id', 3)).toEqual({ text: 'Maria Bodden', href: '/admin/team?edit=3' })
    expect(view('properties', 'area_id', 7)).toEqual({ text: 'West Bay', href: '/admin/areas/edit/7' })
    expect(view('contact_activities', 'property_id', 12)).toEqual({
      text: 'Oceanfront villa in West Bay',
      href: '/admin/properties/edit/12',
    })
    expect(view('contact_activities', 'contact_id', CONTACT_ID)).toEqual({
      text: 'Ana Lopez',
      href: `/admin/contacts/profile/${CONTACT_ID}`,
    })
    expect(view('follow_up_tasks', 'assignee_user_id', 'user-1')).toEqual({ text: 'Bea Broker' })
    // Deleted since: no id, no UUID.
    expect(view('contacts', 'assigned_agent_id', 99).text).toBe('(a removed agent)')
    expect(view('contact_activities', 'contact_id', '00000000-0000-4000-8000-000000000000').text).toBe(
      '(a removed contact)',
    )
  })

  it('writes lists and objects as words, never JSON, and folds long text', () => {
    expect(view('properties', 'features', ['Private dock', 'Pool']).text).toBe('Private dock, Pool')
    const metadata = view('contact_activities', 'metadata', { source: 'listing', moveIn: true })
    expect(metadata.text).toBe('Source: listing; Move in: Yes')
    expect(metadata.text).not.toMatch(/[{}"]/)
    // Ids inside an object read as names too.
    expect(
      view('contact_activities', 'metadata', { agentId: 3, assignmentType: 'manual', previousAgentId: null }).text,
    ).toBe('Agent: Maria Bodden; Assignment type: Manual')
    expect(view('contact_activities', 'activity_type', 'saved_search').text).toBe('Saved search')
    expect(view('properties', 'description', 'A short line.')).toEqual({ text: 'A short line.', long: false })
    const long = view('properties', 'description', 'Sea views. '.repeat(20))
    expect(long.long).toBe(true)
    expect(view('properties', 'address', '')).toEqual({ text: '(empty)', empty: true })
    expect(view('properties', 'images', [])).toEqual({ text: '(empty)', empty: true })
    expect(view('contact_activities', 'metadata', {})).toEqual({ text: '(empty)', empty: true })
  })
})

describe('audit subjects', () => {
  const entry = (subjectType: string, subjectId: string, action = 'update', changes = {}) => ({
    subjectType,
    subjectId,
    action,
    changes,
  })

  it('names the subject and links to its admin page', () => {
    expect(auditSubjectView(entry('properties', '12'), names)).toEqual({
      kind: 'Property',
      name: 'Oceanfront villa in West Bay',
      href: '/admin/properties/edit/12',
    })
    expect(auditSubjectView(entry('contacts', CONTACT_ID), names)).toEqual({
      kind: 'Contact',
      name: 'Ana Lopez',
      href: `/admin/contacts/profile/${CONTACT_ID}`,
    })
    // An activity is seen on its contact's profile.
    expect(auditSubjectView(entry('contact_activities', 'a1b2c3d4-0000-4000-8000-000000000001'), names)).toEqual({
      kind: 'Contact activity or inquiry',
      name: 'Note · Ana Lopez',
      href: `/admin/contacts/profile/${CONTACT_ID}`,
    })
  })

  it('names a deleted subject from what its entry recorded, with no link and no UUID', () => {
    const gone = entry('contacts', '11111111-2222-4333-8444-555555555555', 'delete', {
      first_name: ['James', null],
      last_name: ['Bay', null],
      email: ['james@example.com', null],
    })
    expect(auditSubjectView(gone, names)).toEqual({ kind: 'Contact', name: 'James Bay', href: null })
    expect(auditSubjectView(entry('contacts', '11111111-2222-4333-8444-555555555555'), names).name).toBe('')
    // Keys that are names already (a flag, a setting) stay as they are.
    expect(auditSubjectView(entry('feature_flags', 'new_search'), names).name).toBe('new_search')
  })
})

describe('audit field changes', () => {
  /** Each line as it reads: "Label: before → after". */
  const lines = (action: string, subjectType: string, changes: Record<string, [unknown, unknown]>) =>
    auditFieldChanges({ action, subjectType, changes }, names).map(
      ({ label, before, after }) => `${label}: ${before ? `${before.text} → ` : ''}${after.text}`,
    )

  it('records no change for a list of choices saved in another order', () => {
    const changes: Record<string, [unknown, unknown]> = {
      price_usd: [2_450_000, 2_395_000],
      water_sources: [
        ['well', 'cistern', 'desalination'],
        ['cistern', 'well', 'desalination'],
      ],
      power_sources: [['grid'], ['grid', 'solar']],
    }
    expect(lines('update', 'properties', changes)).toEqual([
      'Price (US dollars): $2,450,000 → $2,395,000',
      'Power: Grid (RECO) → Grid (RECO), Solar',
    ])
  })

  it('leaves out a change from empty to empty', () => {
    expect(lines('update', 'properties', { address: [null, ''], title: ['Casa', 'Casa Azul'] })).toEqual([
      'Title: Casa → Casa Azul',
    ])
  })

  it('shows a status change by its labels and its inquiry by name, linked, with no raw id', () => {
    const changes: Record<string, [unknown, unknown]> = {
      activity_type: [null, 'status_change'],
      metadata: [null, { to: 'contacted', from: 'new', inquiryId: INQUIRY_ID }],
      contact_id: [null, CONTACT_ID],
    }
    const shown = lines('insert', 'contact_activities', changes)
    expect(shown).toEqual([
      'Activity type: Status change',
      'Status: New → Contacted',
      'Inquiry: Inquiry · Ana Lopez',
      'Contact: Ana Lopez',
    ])
    expect(shown.join('\n')).not.toMatch(/Metadata|contacted|e9996af6/)
    const inquiry = auditFieldChanges({ action: 'insert', subjectType: 'contact_activities', changes }, names).find(
      (line) => line.label === 'Inquiry',
    )
    expect(inquiry?.after.href).toBe(`/admin/contacts/profile/${CONTACT_ID}`)
  })

  it('shows an unassignment without empty agents', () => {
    const metadata = {
      agentId: null,
      agentName: null,
      assignedBy: 'review@example.com',
      assignmentType: 'manual',
      previousAgentId: null,
    }
    expect(
      lines('insert', 'contact_activities', { message: [null, 'Unassigned'], metadata: [null, metadata] }),
    ).toEqual(['Message: Unassigned', 'Assigned by: review@example.com', 'Assignment type: Manual'])
    const reassigned = { ...metadata, agentId: 99, agentName: 'Carlos Ruiz', previousAgentId: 3 }
    expect(lines('insert', 'contact_activities', { metadata: [null, reassigned] })).toEqual([
      'Agent: Maria Bodden → Carlos Ruiz',
      'Assigned by: review@example.com',
      'Assignment type: Manual',
    ])
  })
})
