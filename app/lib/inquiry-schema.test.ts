import { describe, expect, it } from 'vitest'
import { InquirySchema, inquiryFieldErrors } from './inquiry-schema'

const valid = {
  name: 'Ana Smith',
  email: ' Ana@Example.com ',
  phone: '+1 (403) 555-0199',
  message: 'Is the dock deep enough for a 30 ft boat?',
  propertyId: '12',
  propertyTitle: 'Oceanfront villa',
  listingId: 'RR-1001',
  slug: 'oceanfront-villa',
  website: '',
}

describe('InquirySchema', () => {
  it('accepts a complete inquiry and normalises the e-mail', () => {
    const parsed = InquirySchema.parse(valid)
    expect(parsed.email).toBe('ana@example.com')
    expect(parsed.propertyId).toBe(12)
  })

  it('accepts an empty phone number', () => {
    expect(InquirySchema.safeParse({ ...valid, phone: '' }).success).toBe(true)
  })

  it('explains every bad field in words a visitor understands', () => {
    const result = InquirySchema.safeParse({ ...valid, name: 'A', email: 'ana@', phone: 'call me', message: 'hi' })
    expect(result.success).toBe(false)
    expect(inquiryFieldErrors(result.error!)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a phone number with digits only, or leave it empty.',
      message: 'Please write a short message (at least 10 characters).',
    })
  })

  it('refuses a filled honeypot', () => {
    expect(InquirySchema.safeParse({ ...valid, website: 'http://spam.example' }).success).toBe(false)
  })
})
