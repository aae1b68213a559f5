import type { Messages } from '@lingui/core'
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

  it('fills plain placeholders as Lingui does, and leaves plurals, numbers and escapes to Lingui', async () => {
    type Id = 'fill.card' | 'fill.save' | 'fill.plural' | 'fill.number' | 'fill.escape'
    const english: Record<Id, Messages[string]> = {
      'fill.card': [['beds'], ' bd · ', ['baths'], ' ba'],
      'fill.save': ['Save ', ['title']],
      'fill.plural': [['count', 'plural', { one: ['#', ' listing'], other: ['#', ' listings'] }]],
      'fill.number': [['price', 'number']],
      'fill.escape': ['Tab\\u0041 ', ['name']],
    }
    const catalog = defineCatalog<Id>('fill', english, async () => ({
      messages: { 'fill.save': ['Guardar ', ['title']] },
    }))
    await catalog.loadSpanish()
    const en = translator(catalog, 'en')
    const es = translator(catalog, 'es')
    expect(en('fill.card', { beds: 3, baths: 2 })).toBe('3 bd · 2 ba')
    // Lingui leaves a missing value's place empty
    expect(en('fill.card', { beds: 3, baths: null })).toBe('3 bd ·  ba')
    expect(en('fill.card', { beds: 3, baths: 2 })).toBe('3 bd · 2 ba')
    expect(es('fill.save', { title: 'Casa' })).toBe('Guardar Casa')
    // a message the Spanish catalog lacks is filled from the English
    expect(es('fill.card', { beds: 1, baths: 1 })).toBe('1 bd · 1 ba')
    expect(en('fill.plural', { count: 1 })).toBe('1 listing')
    expect(en('fill.plural', { count: 5 })).toBe('5 listings')
    expect(en('fill.number', { price: 1250000 })).toBe('1,250,000')
    expect(en('fill.escape', { name: 'x' })).toBe('TabA x')
  })
})
