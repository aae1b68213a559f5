import { Form, data } from 'react-router'
import { RetentionSettingsSection } from '~/components/admin/retention-settings'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { clearAllCaches } from '~/cache-registry.server'
import { type PageCacheStats, type RenderStats, getServices } from '~/context.server'
import { listOutbox } from '~/mail/outbox.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff, recordStaffAction } from '~/models/audit.server'
import { formatDateTime, formatNumber } from '~/lib/format'
import { regenerateImageVariants } from '~/models/admin-tools.server'
import { parseRetentionForm } from '~/lib/retention'
import {
  countExpired,
  getRetentionSettings,
  listRetentionRuns,
  purgeExpired,
  saveRetentionSettings,
} from '~/models/consent/retention.server'
import { cleanupMalformedRedirects } from '~/models/redirect-admin.server'
import { runListingAlerts } from '~/email/listing-alerts.server'
import type { Route } from './+types/tools'
import { readForm } from '~/http/form-body.server'
import { invariantResponse } from '~/http/invariant'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'tools')!

const STATUS_LABELS: Record<string, string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept (no SMTP server)',
}

/** Retention is personal data policy: admins change it, editors see it. */
const canConfigureRetention = (roles: readonly string[]) => roles.includes('admin') || roles.includes('super_admin')

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { roles } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const { db, database, config } = services
  const retentionSettings = await getRetentionSettings(db)
  const [messages, databaseOk, dryRun, runs] = await Promise.all([
    listOutbox(db),
    database.ping(),
    countExpired(db, retentionSettings, new Date()),
    listRetentionRuns(db),
  ])
  return {
    retention: { settings: retentionSettings, dryRun, runs, canConfigure: canConfigureRetention(roles) },
    // Links that carry a token (sign-in, confirmation) would let staff act as the recipient: never show them.
    messages: messages.map((message) => ({
      ...message,
      textBody: message.textBody.replace(/https?:\/\/\S*token=\S*/g, '[link hidden: it carries a one-time token]'),
    })),
    pageCache: services.pages?.stats() ?? null,
    renders: services.pages?.renders() ?? null,
    status: {
      version: process.env.npm_package_version ?? '0.1.0',
      database: `${database.kind === 'pglite' ? 'Embedded PostgreSQL' : 'PostgreSQL server'}: ${databaseOk ? 'answering' : 'not answering'}`,
      mail: config.smtpUrl ? 'Sent through the SMTP server' : 'Kept in the outbox (no SMTP_URL set)',
    },
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const form = await readForm(request)
  const intent = form.get('intent')
  // Issue 39: a tool that changes no watched row is recorded as a run of it (docs/decisions/025-audit-log.md).
  const recordTool = (tool: string, details: Record<string, unknown>, db = services.db) =>
    recordStaffAction(db, user, { subjectType: 'admin_tools', subjectId: tool, details })
  if (intent === 'save-retention' || intent === 'run-retention') {
    invariantResponse(canConfigureRetention(roles), 'Only admins can change data retention.', { status: 403 })
    if (intent === 'run-retention') {
      const report = await asStaff(services.db, user, async (tx) => {
        const done = await purgeExpired(tx, new Date(), { trigger: 'manual', userId: user.id })
        // Recorded even when nothing was old enough to go: the rows it deletes have their own entries.
        if (done) await recordTool(intent, { deleted: done }, tx)
        return done
      })
      services.logger.info({ actor: user.email, report }, 'retention purge run by hand')
      return { retentionMessage: report ? 'The purge ran: see Recent purges.' : 'A purge is already running.' }
    }
    const parsed = parseRetentionForm(Object.fromEntries(form))
    if (!parsed.ok) return data({ retentionErrors: parsed.errors }, { status: 400 })
    await asStaff(services.db, user, (tx) => saveRetentionSettings(tx, parsed.settings))
    services.logger.info({ actor: user.email, settings: parsed.settings }, 'retention settings changed')
    return { retentionMessage: 'Retention settings saved.' }
  }
  if (intent === 'clear-caches') {
    const names = clearAllCaches()
    // The page cache and every other process's caches too, through the database (server/content-changes.ts).
    await services.pages?.clearEverywhere('tools')
    const all = services.pages ? [...names, 'pages'] : names
    await recordTool(intent, { caches: all.join(', ') })
    return { message: `Cleared ${all.length} caches (${all.join(', ')}) in every server process.` }
  }
  if (intent === 'cleanup-redirects') {
    const removed = await asStaff(services.db, user, (tx) => cleanupMalformedRedirects(tx, services.config.appUrl))
    clearAllCaches()
    return { message: `Redirect cleanup removed ${removed} malformed ${removed === 1 ? 'redirect' : 'redirects'}.` }
  }
  if (intent === 'regenerate-images') {
    const count = await regenerateImageVariants(services)
    if (count !== null) await recordTool(intent, { pictures: count })
    return {
      message:
        count === null
          ? 'Image variants are already being regenerated.'
          : `Regenerating the variants of ${count} pictures in the background.`,
    }
  }
  if (intent === 'send-alerts') {
    // Issue 15: what the every-minute job would do next, now (it is the same run, so nothing goes twice).
    const run = await runListingAlerts(services)
    if (run.ran) await recordTool(intent, { emails: run.emails, listings: run.listings })
    return {
      message: run.ran
        ? `Listing alerts sent: ${run.emails} ${run.emails === 1 ? 'e-mail' : 'e-mails'} for ${run.listings} new ${run.listings === 1 ? 'listing' : 'listings'}.`
        : 'Listing alerts are being sent by another server process; try again in a minute.',
    }
  }
  return data({ message: 'Unknown tool.' }, { status: 400 })
}

export default function Tools({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, status, retention, pageCache, renders } = loaderData
  const toolMessage = actionData && 'message' in actionData ? actionData.message : null
  return (
    <>
      <h1 className="text-2xl">Tools</h1>
      <section
        aria-labelledby="maintenance-heading"
        className="mt-4 rounded-xl bg-white p-4 shadow ring-1 ring-black/5"
      >
        <h2 id="maintenance-heading" className="text-lg">
          Maintenance
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post">
            <Button name="intent" value="clear-caches">
              Clear caches
            </Button>
          </Form>
          <Form method="post">
            <Button name="intent" value="cleanup-redirects">
              Clean up redirects
            </Button>
          </Form>
          <Form method="post">
            <Button name="intent" value="regenerate-images">
              Regenerate image variants
            </Button>
          </Form>
          <Form method="post">
            <Button name="intent" value="send-alerts">
              Send listing alerts now
            </Button>
          </Form>
        </div>
        {toolMessage ? (
          <p role="status" className="mt-3 font-medium text-sea">
            {toolMessage}
          </p>
        ) : null}
      </section>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Object.entries({
          Version: status.version,
          Database: status.database,
          'E-mail': status.mail,
          'Page cache (this server process)': pageCacheSummary(pageCache),
          'Page renders (this server process)': renderSummary(renders),
        }).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
            <dt className="text-sm text-ink/80">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <RetentionSettingsSection
        {...retention}
        errors={actionData && 'retentionErrors' in actionData ? actionData.retentionErrors : undefined}
        message={actionData && 'retentionMessage' in actionData ? actionData.retentionMessage : undefined}
      />
      <section aria-labelledby="outbox-heading" className="mt-8">
        <h2 id="outbox-heading" className="text-xl">
          E-mail outbox
        </h2>
        <p className="mt-1 text-sm text-ink/80">Every e-mail the site sends, newest first, with its delivery state.</p>
        {messages.length === 0 ? (
          <p className="mt-3">No e-mail yet.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {messages.map((message) => (
              <li key={message.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-semibold">{message.subject}</span> to {message.toAddress}
                    <span className="block text-sm text-ink/80">
                      {STATUS_LABELS[message.status] ?? message.status} · {formatDateTime(message.createdAt)}
                      {message.attempts > 1 ? ` · ${message.attempts} attempts` : ''}
                      {message.lastError ? ` · last error: ${message.lastError}` : ''}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-sand/60 p-3 text-sm">{message.textBody}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** Where pages the cache did not hold were rendered: on the render threads, or on the main thread. */
function renderSummary(stats: RenderStats | null) {
  if (!stats) return 'Unknown'
  const onMain = `${formatNumber(stats.onMainThread)} on the main thread`
  if (stats.threads === 0) return `No render threads; ${onMain}`
  const running = stats.ready === stats.threads ? '' : ` (${stats.ready} running)`
  return `${stats.threads} render threads${running}: ${formatNumber(stats.onThreads)} pages rendered on them, ${onMain}`
}

/** Hit rate, size against the cap, and how often content changes cleared it, since this process started. */
function pageCacheSummary(stats: PageCacheStats | null) {
  if (!stats || stats.maxBytes === 0) return 'Off'
  const served = stats.hits + stats.misses
  const rate =
    served === 0
      ? 'no requests yet'
      : `${Math.round((stats.hits / served) * 100)}% of ${served} requests served from memory`
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
  return `${rate}; ${stats.entries} pages, ${megabytes(stats.bytes)} of ${megabytes(stats.maxBytes)} MB; cleared ${stats.invalidations} times`
}
