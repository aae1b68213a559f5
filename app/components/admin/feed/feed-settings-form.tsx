// The feed settings (Admin → RETS): Web API and token addresses, client id and secret, originating system and
// schedule, with "Test connection". The stored secret is shown only as its last four characters.
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FeedIdxFields } from './feed-idx-fields'
import { FeedLimitFields } from './feed-limit-fields'
import type { FeedFieldHelpers, FeedSettingsDefaults } from './feed-settings-parts'
import {
  FEED_SCHEDULES,
  FEED_SCHEDULE_LABELS,
  parseFeedSettingsForm,
  type FeedSettingsErrors,
} from '~/feed/settings-schema'

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${error ? 'border-coral-dark' : 'border-ink/30'}`

export function FeedSettingsForm({
  defaults,
  errors: serverErrors,
  outcome,
}: {
  defaults: FeedSettingsDefaults
  errors?: FeedSettingsErrors
  outcome?: { ok: boolean; message: string }
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const [clientErrors, setClientErrors] = useState<FeedSettingsErrors | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}

  const field: FeedFieldHelpers['field'] = (name, hasHint = false) => ({
    id: `feed-${name}`,
    name,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby':
      [errors[name] ? `feed-${name}-error` : '', hasHint ? `feed-${name}-hint` : ''].join(' ').trim() || undefined,
    className: inputClass(errors[name]),
  })
  const message: FeedFieldHelpers['message'] = (name, hint) => (
    <>
      {hint ? (
        <p id={`feed-${name}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`feed-${name}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {errors[name]}
        </p>
      ) : null}
    </>
  )
  const secretHint = defaults.secretUnreadable
    ? 'The stored secret can no longer be read (the encryption key changed). Enter it again.'
    : defaults.secretMask
      ? `Stored: ${defaults.secretMask}. Leave empty to keep it.`
      : 'Kept encrypted; never shown again in full.'

  return (
    <Form
      method="post"
      noValidate
      autoComplete="off"
      className="mt-4 space-y-4 rounded-xl bg-white p-4 shadow ring-1 ring-black/5"
      onSubmit={(event) => {
        const parsed = parseFeedSettingsForm(Object.fromEntries(new FormData(event.currentTarget)))
        if (!parsed.ok) {
          event.preventDefault()
          setClientErrors(parsed.errors)
        } else setClientErrors(null)
      }}
    >
      <h2 className="text-lg font-semibold text-sea">Connection</h2>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg p-3 font-medium ${outcome.ok ? 'bg-reef/15 text-sea-dark' : 'border border-coral-dark text-coral-dark'}`}
        >
          {outcome.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="feed-endpointUrl" className="block text-sm font-semibold">
            Web API address
          </label>
          <input {...field('endpointUrl', true)} defaultValue={defaults.endpointUrl} inputMode="url" />
          {message('endpointUrl', 'The RESO Web API (OData) root, e.g. https://api.mls.example/odata.')}
        </div>
        <div>
          <label htmlFor="feed-tokenUrl" className="block text-sm font-semibold">
            Token address
          </label>
          <input {...field('tokenUrl', true)} defaultValue={defaults.tokenUrl} inputMode="url" />
          {message('tokenUrl', 'Where the OAuth2 client-credentials token is issued.')}
        </div>
        <div>
          <label htmlFor="feed-clientId" className="block text-sm font-semibold">
            Client ID
          </label>
          <input {...field('clientId')} defaultValue={defaults.clientId} />
          {message('clientId')}
        </div>
        <div>
          <label htmlFor="feed-clientSecret" className="block text-sm font-semibold">
            Client secret
          </label>
          <input
            {...field('clientSecret', true)}
            type="password"
            autoComplete="new-password"
            placeholder={defaults.secretMask}
          />
          {message('clientSecret', secretHint)}
        </div>
        <div>
          <label htmlFor="feed-originatingSystem" className="block text-sm font-semibold">
            Originating system
          </label>
          <input {...field('originatingSystem', true)} defaultValue={defaults.originatingSystem} />
          {message('originatingSystem', 'Only listings of this OriginatingSystemName; leave empty for all.')}
        </div>
        <div>
          <label htmlFor="feed-schedule" className="block text-sm font-semibold">
            Schedule
          </label>
          <select {...field('schedule')} defaultValue={defaults.schedule}>
            {FEED_SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {FEED_SCHEDULE_LABELS[schedule]}
              </option>
            ))}
          </select>
          {message('schedule')}
        </div>
      </div>
      <FeedLimitFields defaults={defaults} field={field} message={message} />
      <FeedIdxFields defaults={defaults} field={field} message={message} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="save"
          disabled={Boolean(busy)}
          size="xl"
          className="disabled:opacity-60"
        >
          {busy === 'save' ? 'Saving…' : 'Save settings'}
        </Button>
        <button
          type="submit"
          name="intent"
          value="test"
          disabled={Boolean(busy)}
          className="rounded-lg border border-sea px-5 py-2.5 font-semibold text-sea disabled:opacity-60"
        >
          {busy === 'test' ? 'Testing…' : 'Test connection'}
        </button>
      </div>
    </Form>
  )
}
