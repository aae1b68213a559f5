// Issue 13: campaign and click-id parameters that ads, social posts and newsletters add to links (`utm_*`, Google's
// `gclid`, Meta's `fbclid`, …). No page reads them on the server (the browser's analytics reads them from the
// address), so the page cache leaves them out of its key and no page repeats them in its HTML: a visit from an ad
// shares the cached page, where a click id unique to every click would otherwise render every visit afresh.
const CAMPAIGN_PARAMETER =
  /^(?:utm_\w+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|srsltid)(?:=|$)/i

/** A query string (`?a=1&b=2`, or empty) without campaign parameters; the others stay exactly as sent. */
export function withoutCampaignParameters(search: string): string {
  if (!search) return search
  const pairs = search.slice(1).split('&')
  const kept = pairs.filter((pair) => !CAMPAIGN_PARAMETER.test(pair))
  if (kept.length === pairs.length) return search
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}

/** An address (path and query) without campaign parameters. */
export function addressWithoutCampaignParameters(address: string): string {
  const query = address.indexOf('?')
  return query < 0 ? address : address.slice(0, query) + withoutCampaignParameters(address.slice(query))
}
