// SPEC §3 funnels (ordered steps) and the fixed list of event types the site records. Shared by the browser (which
// sends the events), the ingestion endpoint (which accepts only these) and the admin report (which counts them).

export const FUNNELS = {
  property_inquiry: {
    label: 'Property inquiry',
    steps: ['view_listing', 'view_details', 'contact_click', 'form_start', 'form_submit', 'inquiry_success'],
  },
  guide_download: {
    label: 'Guide download',
    steps: ['view_guide_page', 'click_download', 'form_start', 'form_submit', 'download_success'],
    // Our guide is free and asks for no details, so these steps never happen: they do not gate the steps after.
    optionalSteps: ['form_start', 'form_submit'],
  },
  property_tour: {
    label: 'Property tour',
    steps: ['view_listing', 'request_tour_click', 'form_start', 'form_submit', 'tour_scheduled'],
  },
} as const satisfies Record<string, { label: string; steps: readonly string[]; optionalSteps?: readonly string[] }>

export type FunnelName = keyof typeof FUNNELS
export type FunnelStep = (typeof FUNNELS)[FunnelName]['steps'][number]

export const FUNNEL_NAMES = Object.keys(FUNNELS) as FunnelName[]

export const FUNNEL_STEPS = [...new Set(FUNNEL_NAMES.flatMap((name) => FUNNELS[name].steps))] as FunnelStep[]

/** Every event type the ingestion endpoint accepts. */
export const EVENT_TYPES = [
  'page_view',
  'listing_view',
  'click',
  'form_start',
  'form_submit',
  ...FUNNEL_STEPS.filter((step) => step !== 'form_start' && step !== 'form_submit'),
  'tracking_consent_granted',
  'tracking_consent_denied',
] as const satisfies readonly string[]

export type EventType = (typeof EVENT_TYPES)[number]

/** Without tracking consent only these are counted, per path and day, with no ids (SPEC §4, issue 7). */
export const ANONYMOUS_EVENT_TYPES = ['page_view', 'listing_view'] as const satisfies readonly EventType[]

/** What goes to the per-day counts: the anonymous views and the one event a 'denied' decision logs. */
export const AGGREGATE_EVENT_TYPES = [
  ...ANONYMOUS_EVENT_TYPES,
  'tracking_consent_denied',
] as const satisfies readonly EventType[]

export function isOptionalStep(funnel: FunnelName, step: FunnelStep): boolean {
  const definition = FUNNELS[funnel]
  return 'optionalSteps' in definition && (definition.optionalSteps as readonly string[]).includes(step)
}

export interface FunnelStepResult {
  step: FunnelStep
  optional: boolean
  sessions: number
  /** share of the previous counted step's sessions that reached this one, 0–1; null for the first step, or when no
   * session reached the step before (there is nothing to convert) */
  conversion: number | null
  /** the step counted for every visitor, tracked or not, where the site can (issue 43); null where it cannot */
  allVisitors?: number | null
}

/**
 * Step counts (distinct sessions reaching each step in order) with the conversion from the step before. An optional
 * step is measured against the last required step, and the next required step against that required step too.
 */
export function funnelConversions(funnel: FunnelName, counts: readonly number[]): FunnelStepResult[] {
  let baseline: number | null = null
  return FUNNELS[funnel].steps.map((step, index) => {
    const sessions = counts[index] ?? 0
    const optional = isOptionalStep(funnel, step)
    const conversion = baseline === null || baseline === 0 ? null : sessions / baseline
    if (!optional) baseline = sessions
    return { step, optional, sessions, conversion }
  })
}

/** 'view_listing' → 'View listing' */
export function stepLabel(step: string): string {
  const words = step.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
