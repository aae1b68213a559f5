// SPEC §1 dates on the admin's lists, in one rule: Roatan time, said on screen (decision 013; issue 39: the bell
// printed the browser's clock with seconds in the browser's language, the recent imports ISO time in UTC).
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ImportJobSummary } from '~/import/jobs.server'
import { ContactProfileTimeline } from './contact-profile-timeline'
import { RecentImports } from './import/recent-imports'
import { NotificationList } from './staff-notifications'

// 21:05 UTC is 3:05 PM on the island (UTC-6), whatever the zone of the machine running the test.
const AT = '2026-11-22T21:05:09.123Z'
const SHOWN = 'Nov 22, 2026, 3:05 PM'

const text = (element: React.ReactElement) =>
  renderToString(<MemoryRouter>{element}</MemoryRouter>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('the bell’s list', () => {
  it('shows when each notification came in Roatan time, in the SPEC §1 form, and says so', () => {
    const shown = text(
      <NotificationList
        events={[{ id: 1, kind: 'inquiry', title: 'New inquiry from Ana', body: '', link: '/admin', createdAt: AT }]}
      />,
    )
    expect(shown).toContain(SHOWN)
    expect(shown).toContain('Times in Roatan time')
    expect(shown).not.toContain(':09')
  })
})

describe('the recent imports', () => {
  it('shows when each import started in Roatan time, and says so in the heading', () => {
    const job = {
      id: 7,
      fileName: 'listings.csv',
      entity: 'properties',
      status: 'succeeded',
      totalRows: 3,
      created: 1,
      updated: 1,
      unchanged: 1,
      rejected: 0,
      createdAt: new Date(AT),
    } as unknown as ImportJobSummary
    const shown = text(<RecentImports jobs={[job]} />)
    expect(shown).toContain('Started (Roatan time)')
    expect(shown).toContain(SHOWN)
    expect(shown).not.toContain('UTC')
  })
})

describe('the contact profile timeline', () => {
  it('shows the same time for the same moment, and says it is Roatan time', () => {
    const shown = text(
      <ContactProfileTimeline
        entries={[{ id: 'a', kind: 'inquiry', at: AT, title: 'Inquiry', detail: '', by: 'Ana', property: null }]}
      />,
    )
    expect(shown).toContain(SHOWN)
    expect(shown).toContain('Times in Roatan time')
  })
})
