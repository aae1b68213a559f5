declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'
  const build: ServerBuild
  export = build
}

// Message catalogs compiled by @lingui/vite-plugin (lingui.config.ts)
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
