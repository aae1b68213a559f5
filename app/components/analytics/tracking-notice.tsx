// Issue 43: why the visitor figures can be empty. Tracking runs only on the production host (PRODUCTION_HOST) or with
// ?debug=1, and counts visitors only once they allow it (SPEC §4); staff should read that on the screen.
export function TrackingNotice({ productionHost, here }: { productionHost: string | null; here: string }) {
  return (
    <div role="note" aria-label="Where visitors are counted" className="mt-3 rounded-lg bg-sand/70 px-4 py-3 text-sm">
      {productionHost ? (
        <p>
          Visitors are counted on <strong>{productionHost}</strong>, once they allow tracking.
          {productionHost.toLowerCase() === here.toLowerCase()
            ? null
            : ` Visits to other addresses (this one is ${here}) are not counted unless a page is opened with ?debug=1.`}
        </p>
      ) : (
        <p>
          <strong>Tracking is off:</strong> no public address is set, so no visitor is counted. Set{' '}
          <code>PRODUCTION_HOST</code> to the site’s address (for example www.roatanrealty.com) and restart; to try it
          before then, open a page of the site with <code>?debug=1</code>.
        </p>
      )}
    </div>
  )
}
