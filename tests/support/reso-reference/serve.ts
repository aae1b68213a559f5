// Starts the reference server on its own, for the bench (a separate process, so the site's memory is measured alone)
// or by hand: `npx tsx tests/support/reso-reference/serve.ts --mode enum --listings 500 --photos 3 [--port 8080]`.
// Prints one line of JSON (origin, endpointUrl, tokenUrl, clientId, clientSecret) once it listens, then serves until
// stopped. GET /_admin/stats and POST /_admin/reset give and clear its request counts.
import { parseArgs } from 'node:util'
import { startReferenceServer } from './server'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'string' },
    listings: { type: 'string', default: '200' },
    photos: { type: 'string', default: '3' },
    seed: { type: 'string', default: '40' },
    port: { type: 'string', default: '0' },
  },
})
if (values.mode !== 'string' && values.mode !== 'enum') throw new Error('--mode is string or enum')
const server = await startReferenceServer({
  mode: values.mode,
  port: Number(values.port),
  generate: {
    listings: Number(values.listings),
    photos: Number(values.photos),
    seed: Number(values.seed),
    now: new Date(),
  },
})
const { origin, endpointUrl, tokenUrl, clientId, clientSecret } = server
console.log(JSON.stringify({ origin, endpointUrl, tokenUrl, clientId, clientSecret }))
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
