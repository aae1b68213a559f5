// Admin → Tours (issue 44 item 1): each agent's upcoming tours, and the weekly hours, days off and video-call link
// buyers book them in (Roatan time). Brokers and admins; the page is private like every admin page.
import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { AdminTableHead } from '~/components/admin/admin-table'
import { requireRole } from '~/auth/session.server'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { readForm } from '~/http/form-body.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { formatDateTime } from '~/lib/format'
import { HOURS_EXAMPLE, WEEKDAY_NAMES, WEEK_ON_SCREEN, dayHoursText, parseTourHoursForm } from '~/lib/tour-hours-form'
import { asStaff } from '~/models/audit.server'
import { listTeam } from '~/models/admin-team.server'
import { getAgentTourSettings, listUpcomingTours, saveAgentTourSettings } from '~/models/tours.server'
import type { Route } from './+types/tours'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'tours')!

const noAgent = () => data('There is no team member with this number.', { status: 404 })

function chosenAgent(url: URL, team: { agent: { id: number } }[]) {
  const asked = url.searchParams.get('agent')
  if (asked === null) return team[0]?.agent.id ?? null
  const id = Number(asked)
  if (!team.some(({ agent }) => agent.id === id)) throw noAgent()
  return id
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const team = await listTeam(db)
  const agentId = chosenAgent(url, team)
  const [settings, upcoming] =
    agentId === null
      ? [null, []]
      : await Promise.all([getAgentTourSettings(db, agentId), listUpcomingTours(db, new Date(), agentId)])
  return {
    agents: team.map(({ agent }) => ({ id: agent.id, name: agent.name, active: agent.active })),
    agentId,
    settings,
    upcoming: upcoming.map((tour) => ({ ...tour, when: formatDateTime(tour.startsAt) })),
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, logger } = getServices(context)
  const form = await readForm(request)
  const agentId = Number(form.get('agentId'))
  const parsed = parseTourHoursForm(Object.fromEntries(form))
  if (!parsed.ok) return data({ errors: parsed.errors, saved: false }, { status: 400 })
  if (
    !Number.isSafeInteger(agentId) ||
    !(await asStaff(db, user, (tx) => saveAgentTourSettings(tx, agentId, parsed.values)))
  )
    throw noAgent()
  logger.info({ actor: user.email, agentId }, 'tour hours saved')
  return { errors: undefined, saved: true }
}

export default function Tours({ loaderData, actionData }: Route.ComponentProps) {
  const { agents, agentId, settings, upcoming } = loaderData
  const errors = actionData?.errors ?? {}
  const navigation = useNavigation()
  const agent = agents.find((candidate) => candidate.id === agentId)
  return (
    <>
      <h1 className="text-2xl">Tours</h1>
      <p className="mt-2 max-w-3xl text-ink/80">
        Buyers book a tour of a listing for sale with its agent, in person or by video call, in the hours below (Roatan
        time), a day or more ahead (each listing&rsquo;s notice is on its edit page) and at most three weeks ahead.
      </p>
      {agents.length === 0 ? (
        <p className="mt-6">Add a team member on the Team screen first.</p>
      ) : (
        <nav aria-label="Agents" className="mt-4 flex flex-wrap gap-2">
          {agents.map((candidate) => (
            <Link
              key={candidate.id}
              to={`?agent=${candidate.id}`}
              aria-current={candidate.id === agentId ? 'page' : undefined}
              className="rounded-full px-3 py-1 text-sm ring-1 ring-sea/40 aria-[current=page]:bg-sea aria-[current=page]:text-white"
            >
              {candidate.name}
            </Link>
          ))}
        </nav>
      )}
      {agent && settings ? (
        <>
          <section aria-labelledby="upcoming-heading" className="mt-6">
            <h2 id="upcoming-heading" className="text-xl">
              Upcoming tours with {agent.name}
            </h2>
            {upcoming.length === 0 ? (
              <p className="mt-2 text-ink/80">None booked.</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <AdminTableHead columns={['When (Roatan time)', 'Listing', 'Buyer', 'Kind']} />
                  <tbody>
                    {upcoming.map((tour) => (
                      <tr key={tour.id} className="border-t border-ink/10">
                        <td className="py-2 pr-4">{tour.when}</td>
                        <td className="py-2 pr-4">
                          <Link to={`/property/${tour.propertySlug}`} className="underline">
                            {tour.propertyTitle}
                          </Link>
                        </td>
                        <td className="py-2 pr-4">
                          {tour.name} ({tour.email})
                        </td>
                        <td className="py-2 pr-4">{tour.kind === 'video' ? 'Video call' : 'In person'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <Form method="post" className="mt-8 max-w-2xl space-y-4" aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="text-xl">
              {agent.name}&rsquo;s tour hours
            </h2>
            <input type="hidden" name="agentId" value={agent.id} />
            <p className="text-sm text-ink/80">
              Roatan time, 24-hour clock, e.g. &ldquo;{HOURS_EXAMPLE}&rdquo;. Leave a day empty for no tours that day.
              Tours start on the hour and last an hour.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {WEEK_ON_SCREEN.map((weekday) => (
                <FormField
                  key={`${agent.id}-${weekday}`}
                  id={`tour-day-${weekday}`}
                  name={`day${weekday}`}
                  label={WEEKDAY_NAMES[weekday]}
                  defaultValue={dayHoursText(settings.hours, weekday)}
                  error={errors[`day${weekday}`]}
                />
              ))}
            </div>
            <div>
              <FormField
                key={`${agent.id}-days-off`}
                id="tour-days-off"
                name="daysOff"
                label="Days off"
                as="textarea"
                defaultValue={settings.daysOff.join('\n')}
                error={errors.daysOff}
              />
              <p className="mt-1 text-sm text-ink/80">
                One a line: a date, 2026-12-24, or a range, 2026-12-24 to 2026-12-26.
              </p>
            </div>
            <FormField
              key={`${agent.id}-meeting`}
              id="tour-meeting-url"
              name="meetingUrl"
              label="Video-call link (empty: in-person tours only)"
              type="url"
              defaultValue={settings.meetingUrl}
              error={errors.meetingUrl}
            />
            <div className="flex items-center gap-3">
              <Button type="submit" size="lg" disabled={navigation.state !== 'idle'}>
                Save tour hours
              </Button>
              {actionData?.saved ? <p role="status">Tour hours saved.</p> : null}
              {actionData?.errors ? (
                <p role="alert" className="text-coral-dark">
                  Nothing was saved: check the fields marked.
                </p>
              ) : null}
            </div>
          </Form>
        </>
      ) : null}
    </>
  )
}
