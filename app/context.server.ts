// Services handed to every loader and action through React Router's typed context (v8_middleware).
import { createContext, type RouterContextProvider } from 'react-router'
import type { AppConfig } from '~/config.server'
import type { Database, DatabaseHandle } from '~/db/client.server'
import type { Logger } from '~/logger.server'
import type { Storage } from '~/storage/storage.server'

export interface AppServices {
  config: AppConfig
  db: Database
  database: DatabaseHandle
  storage: Storage
  logger: Logger
}

export const servicesContext = createContext<AppServices>()

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext)
}
