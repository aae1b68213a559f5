// `npm start` (CONTRACT.md): production build if missing or stale, then the server (migrations and demo content
// run at its start).
import { ConfigError, parseConfig } from '../app/config.server'
import { exitOnUnsupportedRuntime } from '../app/runtime.server'
import { ensureBuild } from './ensure-build'

exitOnUnsupportedRuntime()
try {
  // Fail fast on bad configuration, before any build work.
  parseConfig({ ...process.env, NODE_ENV: 'production' })
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const built = ensureBuild()
if (built !== 0) process.exit(built)
process.env.NODE_ENV = 'production'
await import('../server/main')
