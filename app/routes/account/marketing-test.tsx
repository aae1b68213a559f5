// SPEC §2 /marketing-test, as staff diagnostics of marketing consent (issue 7): for an address, its consent state,
// suppression, the ledger (proof of consent) and what validate_send answers per type. Others see a staff notice.
import { Form } from 'react-router'
import { z } from 'zod'
import { PageHeader } from '~/components/page-header'
import { StaffOnlyNotice } from '~/components/staff-only-notice'
import { buttonClassName } from '~/components/ui/button'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { consentTypeLabel } from '~/lib/consent'
import { formatDateTime } from '~/lib/format'
import { consentDiagnostics } from '~/models/consent/diagnostics.server'
import { getStaffSession } from '~/http/consent-endpoint.server'
import type { Route } from './+types/marketing-test'

const EmailQuerySchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { staff } = await getStaffSession({ request, context })
  if (!staff) return { staff: false as const, signIn: `/login?redirectTo=${encodeURIComponent(url.pathname)}` }
  const raw = url.searchParams.get('email')
  if (raw === null || raw.trim() === '') return { staff: true as const, email: '', error: null, report: null }
  const parsed = EmailQuerySchema.safeParse(raw)
  if (!parsed.success) return { staff: true as const, email: raw, error: parsed.error.issues[0]!.message, report: null }
  return {
    staff: true as const,
    email: parsed.data,
    error: null,
    report: await consentDiagnostics(getServices(context).db, parsed.data),
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `Marketing consent check | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function MarketingTest({ loaderData }: Route.ComponentProps) {
  if (!loaderData.staff) {
    return <StaffOnlyNotice title="Marketing consent check" signIn={loaderData.signIn} />
  }
  const { email, error, report } = loaderData
  return (
    <>
      <PageHeader title="Marketing consent check" lead="Consent, suppression and proof of consent for one address." />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
        <Form method="get" role="search" aria-label="Check an address" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="check-email" className="block text-sm font-semibold">
              E-mail address
            </label>
            <input
              id="check-email"
              name="email"
              type="email"
              required
              defaultValue={email}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'check-email-error' : undefined}
              className="mt-1 w-80 rounded-lg border border-ink/30 bg-white px-3 py-2"
            />
          </div>
          <button type="submit" className={buttonClassName('primary')}>
            Check
          </button>
          {error ? (
            <p id="check-email-error" role="alert" className="w-full text-coral-dark">
              {error}
            </p>
          ) : null}
        </Form>
        {report ? <Report report={report} /> : null}
      </div>
    </>
  )
}

type Diagnostics = Awaited<ReturnType<typeof consentDiagnostics>>

function Report({ report }: { report: Diagnostics }) {
  const { preferences, suppression, ledger, checks } = report
  return (
    <>
      <section aria-labelledby="state-heading">
        <h2 id="state-heading" className="text-xl">
          Consent state
        </h2>
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          <dt className="font-semibold">Status</dt>
          <dd data-testid="consent-status">{preferences.consent_status}</dd>
          <dt className="font-semibold">Region</dt>
          <dd>{preferences.compliance_metadata.region}</dd>
          <dt className="font-semibold">Types</dt>
          <dd>
            {preferences.subscription_preferences
              .filter((preference) => preference.status !== 'none')
              .map((preference) => consentTypeLabel(preference.subscription_type))
              .join(', ') || 'none'}
          </dd>
          <dt className="font-semibold">Suppression</dt>
          <dd>
            {suppression
              ? `suppressed since ${formatDateTime(suppression.createdAt)} (${suppression.reason}, ${suppression.source})`
              : 'not suppressed'}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="send-heading">
        <h2 id="send-heading" className="text-xl">
          validate_send
        </h2>
        <ul className="mt-3 space-y-1">
          {checks.map((check) => (
            <li key={check.type}>
              {check.label}: <strong>{check.allowed ? 'allowed' : `refused: ${check.reason}`}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className="text-xl">
          Proof of consent (ledger)
        </h2>
        {ledger.length === 0 ? (
          <p className="mt-3">No consent has ever been recorded for this address.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {['Time', 'Event', 'Status', 'Types', 'Region', 'IP', 'Source', 'Wording', 'Reason'].map((name) => (
                    <th key={name} scope="col" className="border-b border-ink/20 p-2">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ledger.map((row) => (
                  <tr key={row.id} className="align-top">
                    <td className="p-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                    <td className="p-2">{row.event}</td>
                    <td className="p-2">{row.status}</td>
                    <td className="p-2">{row.consentTypes.map(consentTypeLabel).join(', ')}</td>
                    <td className="p-2">{row.region}</td>
                    <td className="p-2">{row.ipAddress}</td>
                    <td className="p-2">{row.source}</td>
                    <td className="p-2">{row.wording || '—'}</td>
                    <td className="p-2">{row.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
