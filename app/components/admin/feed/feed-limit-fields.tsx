// The feed settings' limits (issue 40): the safety catch's share of live listings one run may take off market, and
// the provider's request limits. Part of the settings form, with its field and message helpers.
import type { FeedFieldHelpers, FeedSettingsDefaults } from './feed-settings-parts'

export function FeedLimitFields({ defaults, field, message }: { defaults: FeedSettingsDefaults } & FeedFieldHelpers) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-sea">Limits</legend>
      <div className="sm:col-span-2 sm:max-w-md">
        <label htmlFor="feed-removalLimitPercent" className="block text-sm font-semibold">
          Largest share of live listings one run may take off market (%)
        </label>
        <input
          {...field('removalLimitPercent', true)}
          defaultValue={String(defaults.removalLimitPercent)}
          inputMode="numeric"
        />
        {message(
          'removalLimitPercent',
          'From 1 to 100. A run that would take off more (or whose key list is empty) waits for an admin’s “Apply removals”.',
        )}
      </div>
      <div>
        <label htmlFor="feed-requestsPerSecond" className="block text-sm font-semibold">
          Requests a second
        </label>
        <input
          {...field('requestsPerSecond', true)}
          defaultValue={defaults.requestsPerSecond === null ? '' : String(defaults.requestsPerSecond)}
          inputMode="decimal"
        />
        {message('requestsPerSecond', 'MLS Grid allows 2 a second and 7,200 an hour. Leave empty for no limit.')}
      </div>
      <div>
        <label htmlFor="feed-requestsPerHour" className="block text-sm font-semibold">
          Requests an hour
        </label>
        <input
          {...field('requestsPerHour', true)}
          defaultValue={defaults.requestsPerHour === null ? '' : String(defaults.requestsPerHour)}
          inputMode="numeric"
        />
        {message(
          'requestsPerHour',
          'A run stops before the limit and the next one continues from there. Leave empty for no limit.',
        )}
      </div>
    </fieldset>
  )
}
