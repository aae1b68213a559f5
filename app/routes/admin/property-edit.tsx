import { data } from 'react-router'
import { PropertyForm } from '~/components/admin/property-form'
import { propertyFormDefaults } from '~/lib/property-form-defaults'
import { PropertyImages } from '~/components/admin/property-images'
import { PropertyOpenHouses } from '~/components/admin/property-open-houses'
import { PropertyStatusBadge } from '~/components/admin/property-status-badge'
import { requireRole } from '~/auth/session.server'
import { saveFeedListingEdits } from '~/feed/staff-edits.server'
import { FEED_LOCK_NOTE, feedLockedFields } from '~/feed/synced-fields'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { formatDateTime } from '~/lib/format'
import { fieldErrors } from '~/lib/form-errors'
import {
  ImageAddressSchema,
  ImageDeleteSchema,
  ImageMoveSchema,
  MAX_IMAGE_BYTES,
  isPublicStatus,
  parsePropertyForm,
  tooLargeMessage,
} from '~/lib/property-form-schema'
import { getAdminProperty, listPropertyFormOptions, saveProperty } from '~/models/admin-property.server'
import {
  addImageAddress,
  addUploadedImage,
  deleteImage,
  moveImage,
  type ImageResult,
} from '~/models/listing-photos.server'
import type { Route } from './+types/property-edit'
import { readForm } from '~/http/form-body.server'
import { parseOpenHouseForm } from '~/lib/open-house-form'
import { formatOpenHouse } from '~/lib/open-house-time'
import { addStaffOpenHouse, listUpcomingOpenHouses, removeStaffOpenHouse } from '~/models/open-houses.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'properties/edit/:id')!

// Room for one photo at the limit plus the form's other parts.
const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024

function propertyId(params: { id: string }) {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw data('No listing has this address.', { status: 404 })
  return id
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, storage } = getServices(context)
  const [property, options, upcoming] = await Promise.all([
    getAdminProperty(db, storage, propertyId(params)),
    listPropertyFormOptions(db),
    listUpcomingOpenHouses(db, propertyId(params), new Date()),
  ])
  if (!property) throw data('No listing has this address. It may have been deleted.', { status: 404 })
  const { feedSynced, ...shown } = property
  const locked = property.source === 'feed' ? feedLockedFields(feedSynced ?? {}) : null
  const openHouses = upcoming.map(({ id, remarks, source, ...times }) => ({
    id,
    remarks,
    source,
    when: formatOpenHouse(times, 'en'),
  }))
  return { property: shown, locked, options, openHouses, created: url.searchParams.has('created') }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const id = propertyId(params)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
    return imageAnswer({ ok: false, status: 413, error: tooLargeMessage('This file') })
  }
  const form = await readForm(request)
  const intent = form.get('intent')

  if (intent === 'upload') {
    const file = form.get('file')
    if (!(file instanceof File)) return imageAnswer({ ok: false, status: 400, error: 'Choose a photo to upload.' })
    const result = await addUploadedImage(
      services,
      id,
      { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) },
      user,
    )
    if (result.ok) services.logger.info({ actor: user.email, propertyId: id }, 'listing photo uploaded')
    return imageAnswer(result)
  }
  if (intent === 'add-address') {
    const parsed = ImageAddressSchema.safeParse({ address: form.get('address') })
    if (!parsed.success) return imageAnswer({ ok: false, status: 400, error: fieldErrors(parsed.error).address! })
    return imageAnswer(await asStaff(services.db, user, (tx) => addImageAddress(tx, id, parsed.data.address)))
  }
  if (intent === 'move-image') {
    const parsed = ImageMoveSchema.safeParse({ image: form.get('image'), direction: form.get('direction') })
    if (!parsed.success) return imageAnswer({ ok: false, status: 400, error: 'That move is not possible.' })
    return imageAnswer(
      await asStaff(services.db, user, (tx) => moveImage(tx, id, parsed.data.image, parsed.data.direction)),
    )
  }
  if (intent === 'delete-image') {
    const parsed = ImageDeleteSchema.safeParse({ image: form.get('image') })
    if (!parsed.success) return imageAnswer({ ok: false, status: 400, error: 'Choose a photo to delete.' })
    return imageAnswer(
      await asStaff(services.db, user, (tx) => deleteImage({ ...services, db: tx }, id, parsed.data.image)),
    )
  }

  // Issue 40: open houses of our own listings (a feed listing's come from the MLS).
  if (intent === 'add-open-house') {
    const parsed = parseOpenHouseForm(Object.fromEntries(form), new Date())
    if (!parsed.ok) return data({ intent: 'open-house' as const, errors: parsed.errors }, { status: 400 })
    const result = await addStaffOpenHouse(services.db, user, id, parsed.values)
    if (!result.ok)
      return data({ intent: 'open-house' as const, errors: { form: result.error } }, { status: result.status })
    return { intent: 'open-house' as const, errors: undefined, added: true }
  }
  if (intent === 'remove-open-house') {
    const result = await removeStaffOpenHouse(services.db, user, id, Number(form.get('openHouseId')))
    if (!result.ok)
      return data({ intent: 'open-house' as const, errors: { form: result.error } }, { status: result.status })
    return { intent: 'open-house' as const, errors: undefined, added: false }
  }

  // Feed listings: only the fields the feed does not write can be changed here.
  const stored = await getAdminProperty(services.db, services.storage, id)
  if (stored?.source === 'feed') {
    const result = await asStaff(services.db, user, (tx) => saveFeedListingEdits(tx, stored, Object.fromEntries(form)))
    if (!result.ok) return data({ intent: 'save' as const, errors: result.errors }, { status: 400 })
    services.logger.info({ actor: user.email, propertyId: id }, 'feed listing saved')
    return { intent: 'save' as const, errors: undefined }
  }

  const parsed = parsePropertyForm(Object.fromEntries(form))
  if (!parsed.ok) return data({ intent: 'save' as const, errors: parsed.errors }, { status: 400 })
  const result = await asStaff(services.db, user, (tx) => saveProperty(tx, parsed.values, id))
  if (!result.ok) return data({ intent: 'save' as const, errors: result.errors }, { status: 400 })
  services.logger.info({ actor: user.email, propertyId: id }, 'listing saved')
  return { intent: 'save' as const, errors: undefined }
}

/**
 * Photo answers also travel in a header: the uploader posts with XMLHttpRequest (for its progress events) and reads
 * the outcome there rather than from the page HTML the document request renders.
 */
function imageAnswer(result: ImageResult) {
  const outcome = result.ok ? { ok: true } : { ok: false, error: result.error }
  return data(
    { intent: 'image' as const, ...outcome },
    {
      status: result.ok ? 200 : result.status,
      headers: { 'X-Upload-Result': encodeURIComponent(JSON.stringify(outcome)) },
    },
  )
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const upload = actionHeaders.get('X-Upload-Result')
  const headers = new Headers(loaderHeaders)
  if (upload) headers.set('X-Upload-Result', upload)
  return headers
}

export default function PropertyEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { property, locked, options, openHouses, created } = loaderData
  const saveResult = actionData?.intent === 'save' ? actionData : undefined
  const openHouseResult = actionData?.intent === 'open-house' ? actionData : undefined
  const saved = saveResult && !saveResult.errors
  const formDefaults = propertyFormDefaults(property)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm">
            <a href="/admin/properties" className="underline">
              ← All properties
            </a>
          </p>
          <h1 className="text-2xl">Edit {property.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink/80">
            <PropertyStatusBadge status={property.status} />
            <span>
              {property.listingId} · last changed {formatDateTime(property.updatedAt)}
            </span>
          </p>
        </div>
        {isPublicStatus(property.status) ? (
          <a
            href={`/property/${property.slug}`}
            target="_blank"
            rel="noreferrer"
            className="rounded-lg border border-sea px-4 py-2 font-semibold text-sea"
          >
            View on site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <PropertyImages propertyId={property.id} images={property.gallery} />
      <PropertyOpenHouses
        openHouses={openHouses}
        fromFeed={property.source === 'feed'}
        errors={openHouseResult?.errors}
        added={Boolean(openHouseResult && 'added' in openHouseResult && openHouseResult.added)}
      />
      <PropertyForm
        // A fresh form whenever the stored values change, so fields show what was saved (e.g. the slug the server
        // settled on). Keyed on the loader's values, not the save answer: the answer arrives a render before the
        // reloaded listing, and a form made from the old values would keep them. Photo changes leave typing alone.
        key={JSON.stringify(formDefaults)}
        defaults={formDefaults}
        errors={saveResult?.errors}
        options={options}
        submitLabel="Save changes"
        locked={locked ? { fields: locked, note: FEED_LOCK_NOTE } : undefined}
        notice={
          saved
            ? `Saved. ${isPublicStatus(property.status) ? `The listing is on the site at /property/${property.slug}.` : 'The listing is hidden from the site.'}`
            : created
              ? 'Listing created. Add photos above, then set the status to For sale when it is ready.'
              : undefined
        }
      />
    </>
  )
}
