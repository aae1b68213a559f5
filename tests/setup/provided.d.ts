declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresUrl: string
  }
}
export {}
