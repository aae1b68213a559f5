import { useFormAction } from 'react-router'
import { addressWithoutCampaignParameters } from './campaign-parameters'

/**
 * A form's default action (this page's address, as React Router makes it) without campaign parameters: a cached
 * page is shared by visits from every ad (lib/campaign-parameters.ts), so its forms must not repeat one visit's.
 */
export function usePageAction(): string {
  return addressWithoutCampaignParameters(useFormAction())
}
