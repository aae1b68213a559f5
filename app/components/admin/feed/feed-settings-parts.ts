// What the feed settings form (feed-settings-form.tsx) hands its parts, the limits and the IDX fields: the values it
// starts from and its field helpers.
import type { ReactNode } from 'react'
import type { FeedSettingsErrors } from '~/feed/settings-schema'

export interface FeedSettingsDefaults {
  endpointUrl: string
  tokenUrl: string
  clientId: string
  originatingSystem: string
  schedule: string
  secretMask: string
  secretUnreadable: boolean
  removalLimitPercent: number
  requestsPerSecond: number | null
  requestsPerHour: number | null
  disclaimer: string
  mlsLogoUrl: string
}

/** What the form's parts (limits, IDX fields) get to render a field: its input's attributes, its hint and error. */
export interface FeedFieldHelpers {
  field: (
    name: keyof FeedSettingsErrors,
    hasHint?: boolean,
  ) => {
    id: string
    name: keyof FeedSettingsErrors
    'aria-invalid': boolean
    'aria-describedby': string | undefined
    className: string
  }
  message: (name: keyof FeedSettingsErrors, hint?: string) => ReactNode
}
