import { describe, expect, it } from 'vitest'
import {
  InquiryStatusUpdateSchema,
  contactListHref,
  inquiryCsvHref,
  inquiryListHref,
  parseContactListQuery,
  parseInquiryListQuery,
} from './lead-list-query'

describe('the inquiries URL', () => {
  it('reads every filter', () => {
    const query = parseInquiryListQuery(
      new URLSearchParams('search=  West   Bay &status=contacted&agent=3&from=2026-01-01&to=2026-01-31&page=2'),
    )
    expect(query).toEqual({
      search: 'West Bay',
      status: 'contacted',
      agent: 3,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
    })
  })

  it('drops bad values instead of failing', () => {
    const query = parseInquiryListQuery(
      new URLSearchParams('status=spam&agent=-4&from=yesterday&to=2026-02-30&page=zero'),
    )
    expect(query).toEqual({ search: '', status: '', agent: '', from: '', to: '', page: 1 })
    expect(parseInquiryListQuery(new URLSearchParams('agent=unassigned')).agent).toBe('unassigned')
  })

  it('writes the list and CSV links with only what is set', () => {
    const query = parseInquiryListQuery(new URLSearchParams('status=new&page=3'))
    expect(inquiryListHref(query)).toBe('/admin/inquiries?status=new')
    expect(inquiryListHref(query, { page: 2 })).toBe('/admin/inquiries?status=new&page=2')
    expect(inquiryCsvHref(query)).toBe('/admin/inquiries?status=new&format=csv')
  })
})

describe('the contacts URL', () => {
  it('reads search, source, agent and sort, and falls back to newest first', () => {
    expect(parseContactListQuery(new URLSearchParams('search=ana&source=inquiry&agent=unassigned&sort=name'))).toEqual({
      search: 'ana',
      source: 'inquiry',
      agent: 'unassigned',
      consent: '',
      sort: 'name',
      page: 1,
    })
    expect(parseContactListQuery(new URLSearchParams('consent=pending')).consent).toBe('pending')
    expect(parseContactListQuery(new URLSearchParams('consent=maybe')).consent).toBe('')
    expect(parseContactListQuery(new URLSearchParams('sort=drop table&source=<script>')).sort).toBe('newest')
    expect(parseContactListQuery(new URLSearchParams('source=<script>')).source).toBe('')
    expect(contactListHref(parseContactListQuery(new URLSearchParams('sort=newest&page=4')))).toBe('/admin/contacts')
  })
})

describe('the status form', () => {
  it('accepts only the four inquiry statuses', () => {
    const activityId = '6f1c2b7e-1d2a-4c3b-9a8e-2f4d5c6b7a81'
    expect(InquiryStatusUpdateSchema.safeParse({ activityId, status: 'qualified' }).success).toBe(true)
    expect(InquiryStatusUpdateSchema.safeParse({ activityId, status: 'spam' }).success).toBe(false)
    expect(InquiryStatusUpdateSchema.safeParse({ activityId: 'x', status: 'new' }).success).toBe(false)
  })
})
