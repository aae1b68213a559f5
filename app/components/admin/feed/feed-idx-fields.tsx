// The MLS's disclaimer and logo shown with every feed listing (IDX display rules, issue 40 item 11). Part of the
// settings form, with its field and message helpers. The logo field shows the address of our stored copy; a new
// address is downloaded on save (app/feed/mls-logo.server.ts).
import { MLS_DISCLAIMER_MAX } from '~/feed/settings-schema'
import { DEFAULT_MLS_DISCLAIMER } from '~/lib/idx-display'
import type { FeedFieldHelpers, FeedSettingsDefaults } from './feed-settings-parts'

export function FeedIdxFields({
  defaults,
  field,
  message,
}: { defaults: Pick<FeedSettingsDefaults, 'disclaimer' | 'mlsLogoUrl'> } & FeedFieldHelpers) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-sea">On feed listings’ pages</legend>
      <div>
        <label htmlFor="feed-disclaimer" className="block text-sm font-semibold">
          MLS disclaimer
        </label>
        <textarea {...field('disclaimer', true)} defaultValue={defaults.disclaimer} rows={3} />
        {message(
          'disclaimer',
          `The MLS’s own words, shown as written under every feed listing (at most ${MLS_DISCLAIMER_MAX.toLocaleString('en')} characters). Leave empty for “${DEFAULT_MLS_DISCLAIMER}”, which visitors read in their language.`,
        )}
      </div>
      <div>
        <label htmlFor="feed-mlsLogoUrl" className="block text-sm font-semibold">
          MLS logo address <span className="font-normal text-ink/80">(optional)</span>
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <input {...field('mlsLogoUrl', true)} defaultValue={defaults.mlsLogoUrl} inputMode="url" />
            {message(
              'mlsLogoUrl',
              defaults.mlsLogoUrl
                ? 'The address of our copy of the logo. To replace it, enter the https:// address of the MLS’s logo image: it is downloaded once (an image of at most 500 KB). Leave empty to remove the logo.'
                : 'The https:// address of the MLS’s logo image, e.g. https://mls.example/logo.png. It is downloaded once and kept on our site (an image of at most 500 KB). Leave empty for no logo.',
            )}
          </div>
          {defaults.mlsLogoUrl ? (
            <img
              src={defaults.mlsLogoUrl}
              alt="The MLS logo now shown"
              className="h-10 w-auto max-w-40 self-start rounded bg-sand/60 object-contain p-1"
            />
          ) : null}
        </div>
      </div>
    </fieldset>
  )
}
