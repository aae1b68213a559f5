import { describe, expect, it } from 'vitest'
import { EVENT_TYPES, FUNNELS, funnelConversions, isOptionalStep, stepLabel } from './funnels'

describe('funnel definitions (SPEC §3)', () => {
  it('keeps the ordered steps of the three funnels', () => {
    expect(FUNNELS.property_inquiry.steps).toEqual([
      'view_listing',
      'view_details',
      'contact_click',
      'form_start',
      'form_submit',
      'inquiry_success',
    ])
    expect(FUNNELS.guide_download.steps).toEqual([
      'view_guide_page',
      'click_download',
      'form_start',
      'form_submit',
      'download_success',
    ])
    expect(FUNNELS.property_tour.steps).toEqual([
      'view_listing',
      'request_tour_click',
      'form_start',
      'form_submit',
      'tour_scheduled',
    ])
  })

  it('accepts every step and the basic events once each', () => {
    for (const step of Object.values(FUNNELS).flatMap((funnel) => funnel.steps)) expect(EVENT_TYPES).toContain(step)
    for (const type of ['page_view', 'listing_view', 'click', 'tracking_consent_granted', 'tracking_consent_denied']) {
      expect(EVENT_TYPES).toContain(type)
    }
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length)
  })

  it('knows the optional form steps of the guide', () => {
    expect(isOptionalStep('guide_download', 'form_start')).toBe(true)
    expect(isOptionalStep('property_inquiry', 'form_start')).toBe(false)
  })
})

describe('conversion between steps', () => {
  it('divides each step by the step before, the first step having none', () => {
    const steps = funnelConversions('property_tour', [10, 5, 4, 2, 0])
    expect(steps.map((step) => [step.step, step.sessions, step.conversion])).toEqual([
      ['view_listing', 10, null],
      ['request_tour_click', 5, 0.5],
      ['form_start', 4, 0.8],
      ['form_submit', 2, 0.5],
      ['tour_scheduled', 0, 0],
    ])
  })

  it('measures an optional step and the step after it against the last required step', () => {
    const steps = funnelConversions('guide_download', [8, 4, 0, 0, 2])
    expect(steps.map((step) => [step.sessions, step.optional, step.conversion])).toEqual([
      [8, false, null],
      [4, false, 0.5],
      [0, true, 0],
      [0, true, 0],
      [2, false, 0.5],
    ])
  })

  it('gives no conversion after a step no session reached (not 0%), and labels steps in words', () => {
    expect(funnelConversions('property_inquiry', []).every((step) => step.sessions === 0)).toBe(true)
    expect(funnelConversions('property_inquiry', [0, 0])[1]?.conversion).toBeNull()
    expect(stepLabel('view_listing')).toBe('View listing')
  })
})
