// Listing photos: upload several (picker or drag and drop) with progress per file, reorder, choose the cover, delete,
// or add one by its web address. Uploads post to the edit route's action (intent=upload) with XMLHttpRequest, the
// one browser API that reports upload progress.
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, tooLargeMessage } from '~/lib/property-form-schema'

interface GalleryImage {
  path: string
  url: string
  stored: boolean
}

interface Upload {
  key: number
  name: string
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

type UploadOutcome = { ok: true } | { ok: false; error: string }

const PARALLEL_UPLOADS = 2

function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData()
    body.set('intent', 'upload')
    body.set('file', file)
    const request = new XMLHttpRequest()
    // The page's own address, as a <Form> without action would post.
    request.open('POST', window.location.pathname + window.location.search)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const header = request.getResponseHeader('X-Upload-Result')
      try {
        if (header) return resolve(JSON.parse(decodeURIComponent(header)) as UploadOutcome)
      } catch {
        // fall through to the status
      }
      resolve(
        request.status === 403
          ? { ok: false, error: 'You are not allowed to add photos here. Sign in again?' }
          : { ok: false, error: `"${file.name}" could not be saved (error ${request.status}). Try again.` },
      )
    }
    request.onerror = () =>
      resolve({ ok: false, error: `The upload of "${file.name}" stopped. Check your connection and try again.` })
    request.send(body)
  })
}

export function PropertyImages({ propertyId, images }: { propertyId: number; images: GalleryImage[] }) {
  const revalidator = useRevalidator()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const nextKey = useRef(0)
  const input = useRef<HTMLInputElement>(null)
  const addFetcher = useFetcher<{ ok: boolean; error?: string }>()
  const addForm = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (addFetcher.state === 'idle' && addFetcher.data?.ok) addForm.current?.reset()
  }, [addFetcher.state, addFetcher.data])

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  async function start(files: File[]) {
    const queued = files.map((file) => ({ file, key: nextKey.current++ }))
    setUploads((current) => [
      ...current.filter((upload) => upload.state !== 'done'),
      ...queued.map(({ file, key }) =>
        file.size > MAX_IMAGE_BYTES
          ? { key, name: file.name, progress: 0, state: 'failed' as const, error: tooLargeMessage(file.name) }
          : { key, name: file.name, progress: 0, state: 'waiting' as const },
      ),
    ])
    const pending = queued.filter(({ file }) => file.size <= MAX_IMAGE_BYTES)
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const { file, key } = next
        update(key, { state: 'uploading' })
        const outcome = await uploadFile(file, (progress) => update(key, { progress }))
        update(key, outcome.ok ? { state: 'done', progress: 1 } : { state: 'failed', error: outcome.error })
        if (outcome.ok) void revalidator.revalidate()
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker))
  }

  return (
    <section aria-labelledby="photos-heading" className="mt-6 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="photos-heading" className="text-lg font-semibold text-sea">
        Photos
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        The first photo is the cover. JPEG, PNG, WebP or HEIC, up to {MAX_IMAGE_MB} MB each. We make the sizes phones
        and computers need, and remove location data from the photos.
      </p>

      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void start([...event.dataTransfer.files])
        }}
        className={`mt-3 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-reef bg-reef/10' : 'border-ink/30'}`}
      >
        <p>Drag photos here, or</p>
        <label
          htmlFor={`property-${propertyId}-photos`}
          className={buttonClasses({
            className: 'mt-2 inline-block cursor-pointer focus-within:outline-3 focus-within:outline-reef',
          })}
        >
          Choose photos to upload
          <input
            ref={input}
            id={`property-${propertyId}-photos`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void start(files)
            }}
          />
        </label>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="mt-3 space-y-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="text-sm">
              <div className="flex flex-wrap items-center gap-3">
                <span className="max-w-64 truncate font-medium">{upload.name}</span>
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={`Upload of ${upload.name}`}
                  className="h-2 w-40 accent-reef"
                />
                <span role="status">
                  {upload.state === 'waiting'
                    ? 'Waiting…'
                    : upload.state === 'uploading'
                      ? upload.progress < 1
                        ? `${Math.round(upload.progress * 100)}%`
                        : 'Making sizes…'
                      : upload.state === 'done'
                        ? 'Added'
                        : 'Not added'}
                </span>
              </div>
              {upload.error ? (
                <p role="alert" className="mt-1 font-medium text-coral-dark">
                  {upload.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {images.length === 0 ? (
        <p className="mt-4">No photos yet.</p>
      ) : (
        <ol aria-label="Photos in order" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <PhotoItem key={image.path} image={image} index={index} count={images.length} />
          ))}
        </ol>
      )}

      <addFetcher.Form ref={addForm} method="post" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add-address" />
        <div className="min-w-64 flex-1">
          <label htmlFor="property-image-address" className="block text-sm font-semibold">
            Add image by address
          </label>
          <input
            id="property-image-address"
            name="address"
            type="url"
            placeholder="https://…"
            aria-invalid={Boolean(addFetcher.data && !addFetcher.data.ok)}
            aria-describedby="property-image-address-hint"
            className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-lg border border-sea px-4 py-2 font-semibold text-sea">
          Add image
        </button>
        <p id="property-image-address-hint" className="w-full text-sm text-ink/80" role="status">
          {addFetcher.data && !addFetcher.data.ok ? (
            <span className="font-medium text-coral-dark">{addFetcher.data.error}</span>
          ) : (
            'A photo already on the web, kept at its address (no sizes are made for it).'
          )}
        </p>
      </addFetcher.Form>
    </section>
  )
}

function PhotoItem({ image, index, count }: { image: GalleryImage; index: number; count: number }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>()
  const lastButton = useRef<string | null>(null)
  const busy = fetcher.state !== 'idle'
  const name = `photo ${index + 1}`
  const buttonId = (action: string) => `photo-${action}-${image.path.replace(/[^a-zA-Z0-9]/g, '-')}`

  // Reordering moves this item in the page; keep the keyboard where it was.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !lastButton.current) return
    const button = document.getElementById(buttonId(lastButton.current)) as HTMLButtonElement | null
    const fallback = document.getElementById(buttonId(lastButton.current === 'up' ? 'down' : 'up'))
    ;(button && !button.disabled ? button : fallback)?.focus()
    lastButton.current = null
  })

  const act = (action: string, fields: Record<string, string>) => {
    lastButton.current = action
    void fetcher.submit({ image: image.path, ...fields }, { method: 'post' })
  }

  return (
    <li
      className={`rounded-xl p-2 ring-1 ${index === 0 ? 'ring-2 ring-reef' : 'ring-black/10'} ${busy ? 'opacity-60' : ''}`}
    >
      <img
        src={image.url}
        alt={`Listing ${name}`}
        loading="lazy"
        className="aspect-[3/2] w-full rounded-lg object-cover"
      />
      <p className="mt-1 text-sm font-semibold">
        {index === 0 ? 'Cover photo' : `Photo ${index + 1}`}
        {image.stored ? '' : <span className="font-normal text-ink/80"> · from a web address</span>}
      </p>
      <div className="mt-1 flex flex-wrap gap-1.5 text-sm">
        <button
          type="button"
          id={buttonId('up')}
          disabled={index === 0 || busy}
          onClick={() => act('up', { intent: 'move-image', direction: 'up' })}
          className="rounded-md border border-ink/30 px-2 py-1 disabled:opacity-40"
        >
          Move up<span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          id={buttonId('down')}
          disabled={index === count - 1 || busy}
          onClick={() => act('down', { intent: 'move-image', direction: 'down' })}
          className="rounded-md border border-ink/30 px-2 py-1 disabled:opacity-40"
        >
          Move down<span className="sr-only"> {name}</span>
        </button>
        {index > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => act('first', { intent: 'move-image', direction: 'first' })}
            className="rounded-md border border-ink/30 px-2 py-1"
          >
            Make cover<span className="sr-only"> ({name})</span>
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Delete ${name}? This cannot be undone.`)) act('delete', { intent: 'delete-image' })
          }}
          className="rounded-md border border-coral-dark px-2 py-1 text-coral-dark"
        >
          Delete<span className="sr-only"> {name}</span>
        </button>
      </div>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="mt-1 text-sm font-medium text-coral-dark">
          {fetcher.data.error}
        </p>
      ) : null}
    </li>
  )
}
