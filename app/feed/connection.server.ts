// "Test connection" on the RETS screen: a token and a `$top=1` query with the settings as typed (the stored secret
// when the field is left empty), so staff can check them before saving.
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { FeedRequestError, ResoClient } from './reso-client.server'
import { getFeedCredentials } from './settings.server'
import type { FeedSettingsInput } from './settings-schema'

export type ConnectionResult = { ok: true; message: string } | { ok: false; message: string }

export async function testFeedConnection(
  db: Database,
  config: Pick<AppConfig, 'feedSecretKey'>,
  values: FeedSettingsInput,
): Promise<ConnectionResult> {
  const clientSecret = values.clientSecret || (await getFeedCredentials(db, config))?.clientSecret
  if (!clientSecret) return { ok: false, message: 'Enter the client secret to test the connection.' }
  const client = new ResoClient({ ...values, clientSecret }, { attempts: 2, baseDelayMs: 500, maxDelayMs: 2000 })
  try {
    const { count } = await client.testConnection()
    return {
      ok: true,
      message:
        count === null
          ? 'Connected: the Web API answered.'
          : `Connected: the feed offers ${count.toLocaleString('en-US')} ${count === 1 ? 'listing' : 'listings'}.`,
    }
  } catch (error) {
    const reason =
      error instanceof FeedRequestError ? error.message : 'The address could not be reached. Check it and try again.'
    return { ok: false, message: `Connection failed: ${reason}` }
  }
}
