import { describe, expect, it } from 'vitest'
import { defineCatalog, translator } from './messages'

describe('translator', () => {
  it('keeps plain messages once formatted, and shows a language’s own as soon as its catalog loads', async () => {
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const catalog = defineCatalog<'test.greeting' | 'test.count'>(
      'test',
      { 'test.greeting': 'Welcome', 'test.count': ['Listings: ', ['count']] },
      () =>
        arrived.then(() => ({
          messages: { 'test.greeting': 'Bienvenido', 'test.count': ['Propiedades: ', ['count']] },
        })),
    )
    const spanish = translator(catalog, 'es')
    // before the Spanish messages are in, English (never an id)
    expect(spanish('test.greeting')).toBe('Welcome')
    expect(spanish('test.greeting')).toBe('Welcome')
    arrive()
    await catalog.loadSpanish()
    expect(spanish('test.greeting')).toBe('Bienvenido')
    expect(translator(catalog, 'es')('test.count', { count: 3 })).toBe('Propiedades: 3')
    expect(translator(catalog, 'en')('test.greeting')).toBe('Welcome')
    expect(translator(catalog, 'en')('test.count', { count: 4 })).toBe('Listings: 4')
  })
})
