import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { BUILD_DIR } from './build-dir'
import { precompressDirectory } from './scripts/precompress'

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
  // The server answers browser files from memory with these copies (server/static-files.ts).
  async buildEnd() {
    await precompressDirectory(path.join(BUILD_DIR, 'client'))
  },
  // React Router 8 made the v7 future flags the only behaviour: middleware, the raw request passed through, split
  // route modules (splitRouteModules, default true), trailing-slash-aware data requests, Vite's environment API.
} satisfies Config
