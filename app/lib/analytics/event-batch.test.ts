import { describe, expect, it } from 'vitest'
import { EventBatchSchema } from './event-batch'

const sessionId = '5f0c1e7e-56a4-4d3b-9b55-1f7a4e0f1c01'
const visitorId = '0d8e2c1b-3a4f-4e5d-8c6b-7a9f0e1d2c3b'

describe('an events batch', () => {
  it('takes up to 50 known events with a path, an optional listing and small metadata', () => {
    const events = Array.from({ length: 50 }, () => ({
      type: 'form_start',
      path: '/property/oceanfront-villa',
      propertyId: 3,
      metadata: { funnel: 'property_inquiry' },
    }))
    expect(EventBatchSchema.safeParse({ sessionId, visitorId, events }).success).toBe(true)
    expect(EventBatchSchema.safeParse({ sessionId, events: [...events, events[0]] }).success).toBe(false)
    expect(EventBatchSchema.safeParse({ sessionId, events: [] }).success).toBe(false)
  })

  it('refuses unknown types, bad paths and large metadata', () => {
    const refused = (event: object) => !EventBatchSchema.safeParse({ sessionId, events: [event] }).success
    expect(refused({ type: 'purchase', path: '/' })).toBe(true)
    expect(refused({ type: 'page_view', path: 'https://elsewhere.example/' })).toBe(true)
    expect(refused({ type: 'page_view', path: `/${'a'.repeat(300)}` })).toBe(true)
    expect(refused({ type: 'click', path: '/', metadata: { note: 'x'.repeat(201) } })).toBe(true)
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, index]))
    expect(refused({ type: 'click', path: '/', metadata: many })).toBe(true)
    expect(refused({ type: 'click', path: '/', metadata: { nested: { a: 1 } } })).toBe(true)
  })

  it('without a session takes only the anonymous counts, and no device id', () => {
    const anonymous = (events: object[], extra = {}) => EventBatchSchema.safeParse({ events, ...extra }).success
    expect(
      anonymous([
        { type: 'page_view', path: '/' },
        { type: 'listing_view', path: '/property/a', slug: 'a' },
      ]),
    ).toBe(true)
    expect(anonymous([{ type: 'tracking_consent_denied', path: '/' }])).toBe(true)
    expect(anonymous([{ type: 'form_start', path: '/' }])).toBe(false)
    expect(anonymous([{ type: 'page_view', path: '/' }], { visitorId })).toBe(false)
  })
})
