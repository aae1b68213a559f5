import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts } from '~/db/schema'
import { formatDateTime } from '~/lib/format'
import type { Inquiry } from '~/lib/inquiry-schema'
import { parseContactListQuery, parseInquiryListQuery } from '~/lib/lead-list-query'
import { grantRole } from '~/auth/roles.server'
import { createAgent, createListing } from '../../tests/setup/factories'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import {
  INQUIRY_CSV_COLUMNS,
  inquiriesCsv,
  listContacts,
  listInquiries,
  updateInquiryStatus,
} from './admin-leads.server'
import { recordContactMessage, recordInquiry } from './inquiry.server'

let services: AppServices
let close: () => Promise<void>
let agentId: number
const ids: Record<'ana' | 'bo' | 'cy', { contactId: string; activityId: string }> = {} as never

const inquiries = (search: string) => listInquiries(services.db, parseInquiryListQuery(new URLSearchParams(search)))
const contactList = (search: string) => listContacts(services.db, parseContactListQuery(new URLSearchParams(search)))

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  agentId = (await createAgent(services.db, { name: 'Maria Bodden' })).id
  const listing = await createListing(services.db, {
    title: 'Oceanfront villa',
    slug: 'oceanfront-villa',
    listingId: 'RR-1001',
    agentId,
  })
  const about = (name: string, email: string, phone: string, message: string): Inquiry => ({
    name,
    email,
    phone,
    message,
    propertyId: listing.id,
    propertyTitle: listing.title,
    listingId: listing.listingId,
    slug: listing.slug,
    website: '',
  })
  ids.ana = await recordInquiry(
    services,
    about('Ana Smith', 'ana@example.com', '+1 403 555 0199', 'Is the dock deep enough?'),
    null,
  )
  ids.bo = await recordInquiry(
    services,
    about('Bo Jones', 'bo@example.com', '', '=HYPERLINK("http://evil.example","click"), and "quotes"\nnext line'),
    null,
  )
  ids.cy = await recordContactMessage(
    services,
    {
      name: 'Cy Writer',
      email: 'cy@example.com',
      phone: '',
      topic: 'selling',
      message: 'Selling our condo.',
      website: '',
    },
    null,
  )
  // Ana's inquiry is older (Jan 10, 2026 in Roatan) and her lead is Maria's.
  await services.db
    .update(contactActivities)
    .set({ createdAt: new Date('2026-01-10T15:00:00Z') })
    .where(eq(contactActivities.id, ids.ana.activityId))
  await services.db.update(contacts).set({ assignedAgentId: agentId }).where(eq(contacts.id, ids.ana.contactId))
})
afterAll(() => close())

describe('the inquiries list', () => {
  it('shows every inquiry newest first with its property, contact, status and agent', async () => {
    const { rows, total } = await inquiries('')
    expect(total).toBe(3)
    expect(rows.map((row) => row.contactName)).toEqual(['Cy Writer', 'Bo Jones', 'Ana Smith'])
    expect(rows[2]).toMatchObject({
      propertyTitle: 'Oceanfront villa',
      propertySlug: 'oceanfront-villa',
      listingId: 'RR-1001',
      email: 'ana@example.com',
      phone: '+1 403 555 0199',
      status: 'new',
      agentName: 'Maria Bodden',
      contactId: ids.ana.contactId,
    })
    expect(rows[0]).toMatchObject({ propertyTitle: null, topic: 'selling', agentName: null })
  })

  it('filters by status, agent, unassigned, dates and text', async () => {
    const names = async (search: string) => (await inquiries(search)).rows.map((row) => row.contactName)
    expect(await names(`agent=${agentId}`)).toEqual(['Ana Smith'])
    expect(await names('agent=unassigned')).toEqual(['Cy Writer', 'Bo Jones'])
    expect(await names('from=2026-01-10&to=2026-01-10')).toEqual(['Ana Smith'])
    expect(await names('to=2026-01-09')).toEqual([])
    expect(await names('search=rr-1001')).toEqual(['Bo Jones', 'Ana Smith'])
    expect(await names('search=condo')).toEqual(['Cy Writer'])
    expect(await names('search=403 555')).toEqual(['Ana Smith'])
    expect(await names('search=100%')).toEqual([])
    expect(await names('status=contacted')).toEqual([])
  })
})

describe('marking an inquiry', () => {
  it('saves one of the four statuses and the filter finds it', async () => {
    const result = await updateInquiryStatus(services.db, { activityId: ids.bo.activityId, status: 'contacted' })
    expect(result).toEqual({ ok: true, activityId: ids.bo.activityId, status: 'contacted' })
    expect((await inquiries('status=contacted')).rows.map((row) => row.contactName)).toEqual(['Bo Jones'])
  })

  it('refuses any other value and changes nothing', async () => {
    const result = await updateInquiryStatus(services.db, { activityId: ids.ana.activityId, status: 'spam' })
    expect(result).toMatchObject({ ok: false, status: 400, errors: { status: expect.any(String) } })
    const missing = await updateInquiryStatus(services.db, {
      activityId: '00000000-0000-4000-8000-000000000000',
      status: 'closed',
    })
    expect(missing).toMatchObject({ ok: false, status: 404 })
    const [row] = await services.db
      .select({ status: contactActivities.status })
      .from(contactActivities)
      .where(eq(contactActivities.id, ids.ana.activityId))
    expect(row!.status).toBe('new')
  })
})

describe('the CSV export', () => {
  it('has the columns, every row of the filter, escaped, and no live formula', async () => {
    const csv = await inquiriesCsv(services.db, parseInquiryListQuery(new URLSearchParams('search=rr-1001&page=9')))
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data[0]).toEqual([...INQUIRY_CSV_COLUMNS])
    expect(parsed.data.slice(1)).toEqual([
      [
        expect.any(String),
        'Contacted',
        'Bo Jones',
        'bo@example.com',
        '',
        'Oceanfront villa',
        'RR-1001',
        `'=HYPERLINK("http://evil.example","click"), and "quotes"\nnext line`,
        '',
      ],
      [
        formatDateTime(new Date('2026-01-10T15:00:00Z')),
        'New',
        'Ana Smith',
        'ana@example.com',
        '+1 403 555 0199',
        'Oceanfront villa',
        'RR-1001',
        'Is the dock deep enough?',
        'Maria Bodden',
      ],
    ])
    expect(parsed.data[2]![0]).toBe('Jan 10, 2026, 9:00 AM')
  })

  it('names a contact-form message as a general message with its topic', async () => {
    const csv = await inquiriesCsv(services.db, parseInquiryListQuery(new URLSearchParams('search=cy@example.com')))
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1]![5]).toBe('General message (selling)')
  })
})

describe('the contacts list', () => {
  it('finds leads by name, e-mail or phone digits, with counts', async () => {
    const names = async (search: string) => (await contactList(search)).rows.map((row) => row.name)
    expect(await names('search=ana smith')).toEqual(['Ana Smith'])
    expect(await names('search=BO@EXAMPLE')).toEqual(['Bo Jones'])
    expect(await names('search=(403) 555-0199')).toEqual(['Ana Smith'])
    const all = await contactList('')
    expect(all.total).toBe(3)
    expect(all.counts).toEqual({ all: 3, unassigned: 2 })
    expect(all.sources).toEqual([
      { source: 'contact_form', total: 1 },
      { source: 'inquiry', total: 2 },
    ])
    expect(all.rows.find((row) => row.name === 'Ana Smith')).toMatchObject({
      inquiryCount: 1,
      agentName: 'Maria Bodden',
    })
  })

  it('filters by source, agent and unassigned, and sorts by name and last activity', async () => {
    const names = async (search: string) => (await contactList(search)).rows.map((row) => row.name)
    expect(await names('source=contact_form')).toEqual(['Cy Writer'])
    expect(await names(`agent=${agentId}`)).toEqual(['Ana Smith'])
    expect(await names('agent=unassigned&sort=name')).toEqual(['Bo Jones', 'Cy Writer'])
    expect(await names('sort=name')).toEqual(['Ana Smith', 'Bo Jones', 'Cy Writer'])
    expect((await names('sort=activity')).at(-1)).toBe('Ana Smith')
    expect(await names('page=2')).toEqual([])
  })
})

describe('the CSV download (/admin/inquiries?format=csv)', () => {
  async function download(cookie: string | null) {
    const { middleware } = await import('~/routes/admin/inquiries')
    const url = new URL('http://localhost:3000/admin/inquiries?format=csv&status=contacted')
    const request = new Request(url, { headers: cookie ? { cookie } : {} })
    const args = { request, url, context: routerContext(services), params: {}, pattern: '/admin/inquiries' }
    try {
      return await middleware[0]!(args as never, () => Promise.resolve(new Response('the page')))
    } catch (thrown) {
      return thrown
    }
  }

  it('answers staff with the filtered CSV as a file', async () => {
    await grantRole(services.db, 'broker@example.com', 'broker')
    const response = (await download(await signIn(services, 'broker@example.com'))) as Response
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="inquiries-[\d-]+\.csv"$/)
    const rows = Papa.parse<string[]>(await response.text(), { skipEmptyLines: true }).data
    expect(rows.map((row) => row[2])).toEqual(['Contact name', 'Bo Jones'])
  })

  it('sends a visitor to sign in and refuses a role without the screen', async () => {
    const anonymous = (await download(null)) as Response
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('Location')).toMatch(/^\/login/)
    await grantRole(services.db, 'agent@example.com', 'agent')
    const agent = (await download(await signIn(services, 'agent@example.com'))) as Response
    expect(agent.status).toBe(302)
    expect(agent.headers.get('Location')).toBe('/admin')
  })
})

describe('the status form on /admin/inquiries', () => {
  it('answers 400 with the field error for a value that is not a status, and saves a real one', async () => {
    const { action } = await import('~/routes/admin/inquiries')
    await grantRole(services.db, 'editor@example.com', 'editor')
    const cookie = await signIn(services, 'editor@example.com')
    const post = (status: string) => {
      const url = new URL('http://localhost:3000/admin/inquiries')
      const body = new URLSearchParams({ activityId: ids.cy.activityId, status })
      const request = new Request(url, { method: 'POST', headers: { cookie }, body })
      return action({
        request,
        url,
        context: routerContext(services),
        params: {},
        pattern: '/admin/inquiries',
      } as never)
    }
    const refused = (await post('archived')) as unknown as { init: { status: number }; data: { errors: object } }
    expect(refused.init.status).toBe(400)
    expect(refused.data.errors).toHaveProperty('status')
    expect(await post('qualified')).toEqual({ ok: true, activityId: ids.cy.activityId, status: 'qualified' })
  })
})
