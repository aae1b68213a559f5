// STYLE §9: an unexpected console.error fails a test.
import { afterEach, vi } from 'vitest'

let errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})

afterEach(() => {
  const seen = errors
  errors = []
  if (seen.length > 0)
    throw new Error(`console.error was called:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`)
})
