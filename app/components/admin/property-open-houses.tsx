// Issue 40 item 12: a listing's upcoming open houses on Admin → Properties → Edit. Staff add them (a day and two times
// in Roatan time) and remove the ones they added, for our own listings; a feed listing's come from the MLS and are
// only listed. Both forms post to the edit route's action (intent add-open-house / remove-open-house).
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { TIME_ZONE_LABEL } from '~/lib/format'
import { MAX_OPEN_HOUSE_HOURS, type OpenHouseFormErrors } from '~/lib/open-house-form'

export interface AdminOpenHouse {
  id: number
  /** 'Saturday, December 5, 10:00 a.m.–1:00 p.m.', in Roatan time */
  when: string
  remarks: string
  source: 'staff' | 'feed'
}

export function PropertyOpenHouses({
  openHouses,
  fromFeed,
  errors,
  added,
}: {
  openHouses: AdminOpenHouse[]
  /** a feed listing: its open houses come from the MLS */
  fromFeed: boolean
  errors?: OpenHouseFormErrors & { form?: string }
  /** the last answer added one */
  added: boolean
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && /-open-house$/.test(String(navigation.formData?.get('intent')))
  return (
    <section aria-labelledby="open-houses-heading" className="mt-6 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="open-houses-heading" className="text-lg font-semibold text-sea">
        Open houses
      </h2>
      {fromFeed ? (
        <p className="mt-1 text-sm text-ink/80">
          This listing&apos;s open houses come from the listing feed; change them at the MLS.
        </p>
      ) : null}
      {errors?.form ? (
        <p role="alert" className="mt-2 text-sm font-medium text-coral-dark">
          {errors.form}
        </p>
      ) : null}
      {openHouses.length === 0 ? (
        <p className="mt-2 text-sm">No upcoming open houses.</p>
      ) : (
        <ul aria-label="Upcoming open houses" className="mt-3 space-y-2">
          {openHouses.map((openHouse) => (
            <li
              key={openHouse.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sand/50 p-3"
            >
              <div>
                <p className="font-semibold">
                  {openHouse.when} ({TIME_ZONE_LABEL})
                </p>
                {openHouse.remarks ? <p className="text-sm">{openHouse.remarks}</p> : null}
                {openHouse.source === 'feed' ? <p className="text-sm text-ink/80">From the MLS</p> : null}
              </div>
              {openHouse.source === 'staff' && !fromFeed ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-open-house" />
                  <input type="hidden" name="openHouseId" value={openHouse.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={`Remove the open house of ${openHouse.when}`}
                    className="rounded-lg border border-coral-dark px-3 py-1 text-sm font-semibold text-coral-dark"
                  >
                    Remove
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {added ? (
        <p role="status" className="mt-2 text-sm font-medium text-sea">
          Open house added. It shows on the listing page until it ends.
        </p>
      ) : null}
      {fromFeed ? null : (
        // A fresh form after each one added, so its fields empty.
        <Form method="post" key={openHouses.length} className="mt-4 space-y-3 border-t border-sand pt-4" noValidate>
          <h3 className="text-sm font-semibold">Add an open house ({TIME_ZONE_LABEL})</h3>
          <input type="hidden" name="intent" value="add-open-house" />
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField id="open-house-date" name="date" label="Date" type="date" error={errors?.date} />
            <FormField id="open-house-start" name="start" label="Starts" type="time" error={errors?.start} />
            <FormField id="open-house-end" name="end" label="Ends" type="time" error={errors?.end} />
          </div>
          <FormField
            id="open-house-remarks"
            name="remarks"
            label="Note for visitors (optional)"
            error={errors?.remarks}
          />
          <p className="text-sm text-ink/80">
            At most {MAX_OPEN_HOUSE_HOURS} hours, on one day. Visitors see it on the listing page and in the search
            filter &ldquo;Open house this week&rdquo;.
          </p>
          <Button type="submit" disabled={busy}>
            Add open house
          </Button>
        </Form>
      )}
    </section>
  )
}
