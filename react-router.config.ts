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
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
