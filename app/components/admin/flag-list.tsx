import { Form, useNavigation } from 'react-router'
import { formatDateTime } from '~/lib/format'

export interface FlagRow {
  key: string
  label: string
  description: string
  enabled: boolean
  updatedAt: Date | string | null
  updatedBy: string | null
}

/** Each flag with an on/off switch. A switch is a form: the server checks the role and saves at once. */
export function FlagList({ flags }: { flags: FlagRow[] }) {
  const navigation = useNavigation()
  const pendingKey = navigation.state !== 'idle' ? navigation.formData?.get('key') : null
  return (
    <ul className="mt-6 space-y-3">
      {flags.map((flag) => {
        const pending = pendingKey === flag.key
        // While saving, the switch already shows the state it is moving to.
        const shown = pending ? !flag.enabled : flag.enabled
        return (
          <li
            key={flag.key}
            className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow ring-1 ring-black/5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id={`flag-${flag.key}`} className="text-lg">
                {flag.label}
              </h2>
              <p id={`flag-${flag.key}-description`} className="mt-1 text-sm text-ink/80">
                {flag.description}
              </p>
              <p className="mt-1 text-xs text-ink/75">
                <code>{flag.key}</code>
                {flag.updatedBy ? ` · changed by ${flag.updatedBy}` : ''}
                {flag.updatedAt && flag.updatedBy ? ` on ${formatDateTime(flag.updatedAt)}` : ''}
              </p>
            </div>
            <Form method="post" className="flex items-center gap-3">
              <input type="hidden" name="key" value={flag.key} />
              <input type="hidden" name="enabled" value={flag.enabled ? 'false' : 'true'} />
              <span aria-hidden="true" className={`text-sm font-semibold ${shown ? 'text-sea' : 'text-ink/75'}`}>
                {shown ? 'On' : 'Off'}
              </span>
              <button
                type="submit"
                role="switch"
                aria-checked={shown}
                aria-labelledby={`flag-${flag.key}`}
                aria-describedby={`flag-${flag.key}-description`}
                disabled={pending}
                className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors ${shown ? 'bg-sea' : 'bg-ink/40'}`}
              >
                <span
                  className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${shown ? 'translate-x-7' : 'translate-x-1'}`}
                />
              </button>
            </Form>
          </li>
        )
      })}
    </ul>
  )
}
