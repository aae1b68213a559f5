import type { Config } from '@react-router/dev/config'
import { BUILD_DIR } from './build-dir'

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
