import { describe, expect, it } from 'vitest'
import { NODE_MAJOR, unsupportedRuntime } from './runtime.server'

describe('runtime', () => {
  it('runs the tests on the Node the project installs', () => {
    expect(process.versions.node.split('.')[0]).toBe(String(NODE_MAJOR))
    expect(unsupportedRuntime()).toBeNull()
  })

  it('refuses an older or newer major with a message that says how to start', () => {
    expect(unsupportedRuntime('20.20.2')).toContain('This is Node 20.20.2; the project runs on Node 24 LTS.')
    expect(unsupportedRuntime('20.20.2')).toContain('npm start')
    expect(unsupportedRuntime('26.1.0')).not.toBeNull()
    expect(unsupportedRuntime('24.0.0')).toBeNull()
  })
})
