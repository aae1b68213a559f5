// Admin → Tools → Data retention (SPEC §3 regional policy data_retention_days, §9 default 1095 days): the period of
// each region, whether its purge runs, what a purge would delete now, and what each run deleted.
import { Form } from 'react-router'
import { AdminTableHead } from '~/components/admin/admin-table'
import { Button } from '~/components/ui/button'
import { ConfirmDialogButton } from './confirm-dialog'
import { REGIONS, type Region } from '~/lib/consent'
import { formatDateTime } from '~/lib/format'
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS, type RetentionSettings } from '~/lib/retention'

interface Counts {
  contacts: number
  consents: number
  ledgerRows: number
}

const REGION_NAMES: Record<Region, string> = {
  EU: 'European Union',
  EEA: 'EEA outside the EU',
  UK: 'United Kingdom',
  CA: 'Canada',
  OTHER: 'Everywhere else',
}

const countsText = (counts: Counts | undefined) =>
  counts
    ? `${counts.contacts} ${counts.contacts === 1 ? 'contact' : 'contacts'}, ${counts.consents} consent ${counts.consents === 1 ? 'record' : 'records'}, ${counts.ledgerRows} ledger ${counts.ledgerRows === 1 ? 'row' : 'rows'}`
    : 'Nothing: purge off'

export function RetentionSettingsSection({
  settings,
  dryRun,
  runs,
  canConfigure,
  errors,
  message,
}: {
  settings: RetentionSettings
  dryRun: Partial<Record<Region, Counts>>
  runs: { id: number; trigger: string; deleted: Partial<Record<Region, Counts>>; createdAt: Date | string }[]
  canConfigure: boolean
  errors?: Partial<Record<Region, string>>
  message?: string
}) {
  return (
    <section aria-labelledby="retention-heading" className="mt-8 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="retention-heading" className="text-xl">
        Data retention
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Once a day the site deletes contacts (with their activities) untouched for the whole period, withdrawn consents
        and consent records of addresses without a live consent. The unsubscribe list is always kept. A contact counts
        in the region of its marketing consent, otherwise in “Everywhere else”.
      </p>
      <Form method="post" noValidate className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Retention by region</caption>
          <AdminTableHead
            rowClassName="border-b border-ink/10"
            scope="col"
            cellClassName="p-2"
            columns={['Region', 'Purge', 'Keep for (days)', 'A purge now would delete']}
          />
          <tbody>
            {REGIONS.map((region) => (
              <tr key={region} className="border-b border-ink/5 align-top">
                <th scope="row" className="p-2 font-semibold">
                  {REGION_NAMES[region]} ({region})
                </th>
                <td className="p-2">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`${region}-enabled`}
                      defaultChecked={settings[region].enabled}
                      disabled={!canConfigure}
                      aria-label={`Purge data of ${REGION_NAMES[region]}`}
                    />
                    On
                  </label>
                </td>
                <td className="p-2">
                  <input
                    type="number"
                    name={`${region}-days`}
                    min={MIN_RETENTION_DAYS}
                    max={MAX_RETENTION_DAYS}
                    defaultValue={settings[region].days}
                    disabled={!canConfigure}
                    aria-label={`Days to keep data of ${REGION_NAMES[region]}`}
                    aria-invalid={Boolean(errors?.[region])}
                    aria-describedby={errors?.[region] ? `retention-${region}-error` : undefined}
                    className="w-24 rounded-lg border border-ink/30 px-2 py-1"
                  />
                  {errors?.[region] ? (
                    <p id={`retention-${region}-error`} className="mt-1 text-coral-dark">
                      {errors[region]}
                    </p>
                  ) : null}
                </td>
                <td className="p-2">{countsText(dryRun[region])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {canConfigure ? (
          <Button name="intent" value="save-retention" className="mt-3">
            Save retention settings
          </Button>
        ) : (
          <p className="mt-3 text-sm text-ink/80">Only admins can change retention or run the purge.</p>
        )}
      </Form>
      {canConfigure ? (
        <div className="mt-3">
          <ConfirmDialogButton
            label="Run the purge now"
            heading="Run the purge now?"
            confirmLabel="Yes, delete them now"
            fields={{ intent: 'run-retention' }}
          >
            <p>The purge deletes, as its daily run would:</p>
            <ul className="list-disc pl-5 text-sm">
              {REGIONS.map((region) => (
                <li key={region}>
                  {REGION_NAMES[region]}: {dryRun[region] ? countsText(dryRun[region]) : 'nothing (its purge is off)'}
                </li>
              ))}
            </ul>
            <p>Deleted contacts and records cannot be brought back.</p>
          </ConfirmDialogButton>
        </div>
      ) : null}
      {message ? (
        <p role="status" className="mt-3 font-medium text-sea">
          {message}
        </p>
      ) : null}
      <h3 className="mt-6 text-lg">Recent purges</h3>
      {runs.length === 0 ? (
        <p className="mt-1 text-sm">No purge has run yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {runs.map((run) => (
            <li key={run.id}>
              <span className="font-semibold">{formatDateTime(run.createdAt)}</span> (
              {run.trigger === 'manual' ? 'by hand' : 'daily'}): {runSummary(run.deleted)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** What one run deleted, region by region; the regions where nothing was due are left out. */
function runSummary(deleted: Partial<Record<Region, Counts>>) {
  const regions = Object.entries(deleted)
  if (regions.length === 0) return 'every purge was off'
  const busy = regions.filter(([, counts]) => counts && counts.contacts + counts.consents + counts.ledgerRows > 0)
  if (busy.length === 0) return 'nothing was due'
  return busy.map(([region, counts]) => `${region}: ${countsText(counts)}`).join('; ')
}
