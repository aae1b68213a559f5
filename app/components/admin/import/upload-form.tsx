// Step 1: what the file holds and the file itself (CSV or JSON, up to the size limit).
import { Form, useNavigation } from 'react-router'
import { IMPORT_ENTITIES, IMPORT_ENTITY_LABELS } from '~/import/entity'
import { box, button } from './styles'

export function UploadForm({ error, maxMb }: { error: string | null; maxMb: number }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="import-upload-heading" className={box}>
      <h2 id="import-upload-heading" className="text-lg">
        Upload a file
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        CSV with a first line naming the columns, or JSON (an array of objects), up to {maxMb} MB. You match the columns
        and see a preview before anything is imported.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="upload" />
        <fieldset>
          <legend className="text-sm font-semibold">The file holds</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {IMPORT_ENTITIES.map((entity, index) => (
              <label key={entity} className="flex items-center gap-2">
                <input type="radio" name="entity" value={entity} defaultChecked={index === 0} />
                {IMPORT_ENTITY_LABELS[entity]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="import-file" className="block text-sm font-semibold">
            File
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".csv,.json"
            aria-describedby={error ? 'import-upload-error' : undefined}
            className="mt-1 block w-full text-sm"
          />
        </div>
        <div className="md:col-span-2">
          <button type="submit" disabled={busy} className={button}>
            {busy ? 'Uploading…' : 'Upload'}
          </button>
          {error ? (
            <p id="import-upload-error" role="alert" className="mt-3 font-medium text-coral-dark">
              {error}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  )
}
