// Issue 44 item 1: the free tour times, a row a day, each time in the buyer's own zone with Roatan time beside it. The
// server knows no visitor's zone, so the page first shows Roatan time; once the page runs, the browser's zone
// (Intl) takes over. Plain radio buttons: the form works without JavaScript too.
import { useState, useSyncExternalStore } from 'react'
import { toursMessages } from '~/i18n/catalogs/tours'
import { useLocale, useT } from '~/i18n/messages'
import {
  ROATAN_TIME_ZONE,
  isTimeZone,
  sameClockAsRoatan,
  slotDay,
  slotTime,
  slotsByDay,
  zoneName,
} from '~/lib/tour-booking'

const browserZone = () => {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  return own && isTimeZone(own) ? own : ROATAN_TIME_ZONE
}
const noChanges = () => () => undefined

/** Roatan on the server and while the page hydrates; then the browser's own zone. */
export function useBuyerTimeZone(): string {
  return useSyncExternalStore(noChanges, browserZone, () => ROATAN_TIME_ZONE)
}

/** "Times are in your time zone (Eastern Standard Time), with Roatan time beside them." */
export function ZoneNote({ zone, at }: { zone: string; at: Date }) {
  const t = useT(toursMessages)
  const locale = useLocale()
  return (
    <p className="text-sm text-ink/80">
      {sameClockAsRoatan(at, zone)
        ? t('tours.slots.roatanZone')
        : t('tours.slots.zone', { zone: zoneName(at, locale, zone) })}
    </p>
  )
}

/** False on the server and while the page hydrates; true once it runs. */
const useRunning = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )

/**
 * Without JavaScript every day's times are listed; once the page runs, the days become a row of buttons and one day's
 * times show at a time (a phone would scroll through three weeks otherwise). The times of other days stay in the form,
 * hidden, so a choice survives looking at another day.
 */
export function TourSlotPicker({
  slots,
  zone,
  error,
  legend,
}: {
  /** ISO instants, earliest first */
  slots: readonly string[]
  zone: string
  error?: string
  legend: string
}) {
  const t = useT(toursMessages)
  const locale = useLocale()
  const compact = useRunning()
  const instants = slots.map((slot) => new Date(slot))
  const days = slotsByDay(instants, zone)
  const [chosenDay, setChosenDay] = useState<string | null>(null)
  const shownDay = days.some(({ day }) => day === chosenDay) ? chosenDay : (days[0]?.day ?? null)
  const first = instants[0]
  return (
    <fieldset aria-describedby={error ? 'tour-slot-error' : undefined}>
      <legend className="text-lg font-semibold">{legend}</legend>
      {first ? <ZoneNote zone={zone} at={first} /> : null}
      {error ? (
        <p id="tour-slot-error" className="mt-1 text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : null}
      {compact ? (
        <div role="group" aria-label={t('tours.slots.days')} className="mt-3 flex flex-wrap gap-2">
          {days.map(({ day, slots: daySlots }) => (
            <button
              key={day}
              type="button"
              aria-pressed={day === shownDay}
              onClick={() => setChosenDay(day)}
              className="min-w-20 rounded-lg border border-sea/30 px-2 py-1 text-sm aria-pressed:border-sea aria-pressed:bg-sand aria-pressed:font-semibold"
            >
              {slotDay(daySlots[0]!, locale, zone)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="mt-3 space-y-3">
        {days.map(({ day, slots: daySlots }) => (
          <div
            key={day}
            role="group"
            aria-labelledby={`tour-day-${day}`}
            hidden={compact && day !== shownDay}
            className="grid gap-2 border-t border-sea/10 pt-3 sm:grid-cols-[7rem_1fr]"
          >
            <p id={`tour-day-${day}`} className="pt-1.5 text-sm font-semibold">
              {slotDay(daySlots[0]!, locale, zone)}
            </p>
            <div className="flex flex-wrap gap-2">
              {daySlots.map((slot) => (
                <SlotChoice key={slot.toISOString()} slot={slot} zone={zone} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

function SlotChoice({ slot, zone }: { slot: Date; zone: string }) {
  const t = useT(toursMessages)
  const locale = useLocale()
  const roatan = sameClockAsRoatan(slot, zone)
    ? null
    : t('tours.slots.roatan', { time: slotTime(slot, locale, ROATAN_TIME_ZONE) })
  return (
    <label className="cursor-pointer">
      <input type="radio" name="slot" value={slot.toISOString()} required className="peer sr-only" />
      <span className="inline-flex min-w-24 flex-col items-center rounded-lg border border-sea/30 bg-white px-3 py-1.5 text-center peer-checked:border-sea peer-checked:bg-sea peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea">
        <span className="font-semibold">{slotTime(slot, locale, zone)}</span>
        {roatan ? <span className="text-xs">{roatan}</span> : null}
      </span>
    </label>
  )
}
