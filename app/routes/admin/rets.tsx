import { useEffect } from 'react'
import { Form, data, useNavigation, useRevalidator } from 'react-router'
import { FeedHealthPanel } from '~/components/admin/feed/feed-health-panel'
import { FeedProgress } from '~/components/admin/feed/feed-progress'
import { FeedRunHistory } from '~/components/admin/feed/feed-run-history'
import { FeedSettingsForm } from '~/components/admin/feed/feed-settings-form'
import { RemovalHoldPanel } from '~/components/admin/feed/removal-hold-panel'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { testFeedConnection } from '~/feed/connection.server'
import { getFeedHealth } from '~/feed/feed-health.server'
import { applyHeldRemovals, getRemovalHold } from '~/feed/held-removals.server'
import { wakeFeedWorker } from '~/feed/feed-job.server'
import { queueFeedRun } from '~/feed/runs.server'
import { saveFeedSettingsWithLogo } from '~/feed/mls-logo.server'
import { getFeedSettingsView } from '~/feed/settings.server'
import { parseFeedSettingsForm } from '~/feed/settings-schema'
import { getFeedStatus } from '~/feed/status.server'
import { FEED_EDITABLE_LABELS, FEED_LOCK_NOTE } from '~/feed/synced-fields'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff, recordStaffAction } from '~/models/audit.server'
import { formatDateTime } from '~/lib/format'
import type { Route } from './+types/rets'
import { readForm } from '~/http/form-body.server'

// SPEC §1/§2: the listing-feed integration, named RETS for staff, over the RESO Web API (admin only, SPEC §6).
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'rets')!
const POLL_MS = 1000

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, config } = getServices(context)
  const [settings, status, hold, health] = await Promise.all([
    getFeedSettingsView(db, config),
    getFeedStatus(db),
    getRemovalHold(db),
    getFeedHealth(db),
  ])
  return { settings, ...status, hold, health }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, config, logger, storage } = getServices(context)
  const form = Object.fromEntries(await readForm(request))

  if (form.intent === 'sync') {
    // Issue 39: the run is recorded as the staff member's; its listing changes are attributed to them through it.
    const { queued } = await asStaff(db, user, async (tx) => {
      const queue = await queueFeedRun(tx, 'manual', user.id)
      if (queue.queued)
        await recordStaffAction(tx, user, { subjectType: 'feed_runs', subjectId: String(queue.run.id), details: {} })
      return queue
    })
    wakeFeedWorker()
    if (queued) logger.info({ actor: user.email }, 'listing feed sync started')
    return { intent: 'sync' as const, ok: true, message: queued ? 'Sync started.' : 'A sync is already running.' }
  }
  if (form.intent === 'apply-removals') {
    // Issue 40: the safety catch's held removals, applied by an admin (audit-logged by the model).
    const runId = Number(form.runId)
    if (!Number.isInteger(runId) || runId < 1)
      return data({ intent: 'apply-removals' as const, ok: false, message: 'Unknown run.' }, { status: 400 })
    const outcome = await applyHeldRemovals(db, runId, user)
    if (!outcome.ok) return data({ intent: 'apply-removals' as const, ...outcome }, { status: 409 })
    logger.info({ actor: user.email, runId, removed: outcome.removed }, 'listing feed removals applied')
    const kept = outcome.kept ? ` ${outcome.kept} the MLS listed again stayed.` : ''
    return {
      intent: 'apply-removals' as const,
      ok: true,
      message: `Removals applied: ${outcome.removed} ${outcome.removed === 1 ? 'listing' : 'listings'} went off market.${kept}`,
    }
  }
  if (form.intent !== 'save' && form.intent !== 'test')
    return data({ intent: 'sync' as const, ok: false, message: 'Unknown action.' }, { status: 400 })

  const parsed = parseFeedSettingsForm(form)
  if (!parsed.ok) return data({ intent: 'settings' as const, errors: parsed.errors }, { status: 400 })
  if (form.intent === 'test') {
    const outcome = await testFeedConnection(db, config, parsed.values)
    return { intent: 'settings' as const, outcome }
  }
  // Issue 40: a new MLS logo address is downloaded and stored first (mls-logo.server.ts).
  const saved = await saveFeedSettingsWithLogo({ db, storage, config }, parsed.values, user)
  if (!saved.ok) return data({ intent: 'settings' as const, errors: saved.errors }, { status: 400 })
  logger.info({ actor: user.email }, 'listing feed settings saved')
  return { intent: 'settings' as const, outcome: { ok: true, message: 'Settings saved.' } }
}

export const meta: Route.MetaFunction = () => [{ title: 'RETS Integration | Admin' }]

export default function Rets({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, runs, active, hold, health } = loaderData
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const syncing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sync'

  // While a run is under way the counts are read again every second.
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      // a poll cut off by leaving the page is no error worth reporting
      if (revalidator.state === 'idle') revalidator.revalidate().catch(() => undefined)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [active, revalidator])

  const settingsAnswer = actionData?.intent === 'settings' ? actionData : undefined
  const syncAnswer = actionData?.intent === 'sync' ? actionData : undefined
  const holdAnswer = actionData?.intent === 'apply-removals' ? actionData : undefined
  return (
    <>
      <h1 className="text-2xl">RETS Integration</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        Listings from the MLS arrive through its RESO Web API: each sync fetches what changed since the last one, and
        listings the MLS no longer offers go off market. Feed listings show “Listing courtesy of” their office.
      </p>
      <p className="mt-3 max-w-3xl rounded-xl bg-white p-4 text-sm shadow ring-1 ring-black/5">
        <strong>Staff edits:</strong> {FEED_LOCK_NOTE}. Fields the feed writes (title, status, price, rooms, sizes,
        location, description, office) are locked on feed listings; {FEED_EDITABLE_LABELS.join(', ')} stay yours and a
        sync never changes them. Power, water and sewer are locked on the listings whose MLS record states them, and
        yours on the others.
      </p>

      {hold ? <RemovalHoldPanel hold={hold} answer={holdAnswer} /> : null}

      <FeedSettingsForm
        defaults={settings}
        errors={settingsAnswer && 'errors' in settingsAnswer ? settingsAnswer.errors : undefined}
        outcome={settingsAnswer && 'outcome' in settingsAnswer ? settingsAnswer.outcome : undefined}
      />

      <section aria-labelledby="feed-sync-title" className="mt-6">
        <h2 id="feed-sync-title" className="text-lg font-semibold text-sea">
          Sync
        </h2>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            name="intent"
            value="sync"
            disabled={syncing || Boolean(active)}
            size="xl"
            className="disabled:opacity-60"
          >
            {active ? 'Syncing…' : 'Sync now'}
          </Button>
          {syncAnswer ? (
            <p role={syncAnswer.ok ? 'status' : 'alert'} className="font-medium">
              {syncAnswer.message}
            </p>
          ) : null}
          {settings.highWaterMark ? (
            <p className="text-sm text-ink/80">
              Up to date with changes made until {formatDateTime(settings.highWaterMark)}.
            </p>
          ) : null}
        </Form>
        {active ? <FeedProgress run={active} /> : null}
      </section>

      <FeedHealthPanel health={health} />
      <FeedRunHistory runs={runs} />
    </>
  )
}
