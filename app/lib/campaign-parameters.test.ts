import { describe, expect, it } from 'vitest'
import { withoutCampaignParameters } from './campaign-parameters'

describe('withoutCampaignParameters', () => {
  it('drops campaign and click-id parameters and keeps the others exactly as sent', () => {
    expect(withoutCampaignParameters('?utm_source=facebook&utm_medium=cpc&fbclid=IwAR0abc')).toBe('')
    expect(withoutCampaignParameters('?area=west-bay&gclid=Cj0KCQ&UTM_Campaign=spring')).toBe('?area=west-bay')
    expect(withoutCampaignParameters('?gclid&search=West+Bay%20view&type=condo')).toBe(
      '?search=West+Bay%20view&type=condo',
    )
    expect(withoutCampaignParameters('')).toBe('')
    expect(withoutCampaignParameters('?type=land')).toBe('?type=land')
  })

  it('matches whole parameter names only', () => {
    expect(withoutCampaignParameters('?search=utm_source')).toBe('?search=utm_source')
    expect(withoutCampaignParameters('?gclidx=1&xgclid=2')).toBe('?gclidx=1&xgclid=2')
  })
})
