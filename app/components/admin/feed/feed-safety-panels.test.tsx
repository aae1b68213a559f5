// Issue 40 items 9 and 10 on the RETS screen: the hold panel says why removals wait and offers "Apply removals"
// (or, once applied, when and by whom); the health panel puts the lag in words.
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RemovalHold } from '~/feed/held-removals.server'
import { durationInWords } from './feed-health-panel'
import { RemovalHoldPanel } from './removal-hold-panel'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

function render(hold: RemovalHold) {
  const Stub = createRoutesStub([{ path: '/admin/rets', Component: () => <RemovalHoldPanel hold={hold} /> }])
  return renderToString(<Stub initialEntries={['/admin/rets']} />)
}

const HOLD: RemovalHold = {
  runId: 7,
  reason: 'Removals held: this run would take 412 of 1,330 listings off the market (31 %, the limit is 10 %).',
  finishedAt: new Date('2026-11-22T21:05:09Z'),
  heldCount: 412,
  shown: [{ listingKey: 'KEY-101', listingId: 'MLS-5001', title: '2-bedroom house in Sandy Bay' }],
  appliedAt: null,
  appliedBy: null,
}

describe('the hold panel', () => {
  it('says why, names what waits and offers "Apply removals"', () => {
    const html = render(HOLD)
    expect(text(html)).toContain(
      'Removals held Removals held: this run would take 412 of 1,330 listings off the market (31 %, the limit is 10 %).',
    )
    expect(text(html)).toContain('412 listings the MLS no longer offers stay on the site')
    expect(text(html)).toContain('MLS-5001 — 2-bedroom house in Sandy Bay')
    expect(text(html)).toContain('and 411 listings more')
    expect(html).toMatch(/<input type="hidden" name="runId" value="7"\/>/)
    expect(html).toMatch(/<form[^>]*action="\/admin\/rets" method="post">/)
    expect(html).toMatch(/<button type="submit" value="apply-removals"[^>]*name="intent">Apply removals<\/button>/)
  })

  it('says when and by whom the removals were applied, with no button', () => {
    const html = render({ ...HOLD, appliedAt: new Date('2026-11-22T21:05:09Z'), appliedBy: 'owner@example.com' })
    expect(text(html)).toContain('Removals applied')
    expect(text(html)).toContain('Applied Nov 22, 2026, 3:05 PM by owner@example.com')
    expect(html).not.toContain('apply-removals')
  })
})

describe('the lag in words', () => {
  it.each([
    [20_000, 'under a minute'],
    [60_000, '1 minute'],
    [12 * 60_000, '12 minutes'],
    [3 * 3_600_000 + 5 * 60_000, '3 hours 5 minutes'],
    [2 * 86_400_000 + 4 * 3_600_000 + 59_000, '2 days 4 hours'],
  ])('%i ms is "%s"', (ms, words) => {
    expect(durationInWords(ms)).toBe(words)
  })
})
