import { describe, expect, it } from 'vitest'
import { checkTemplate, renderHtmlTemplate, renderTextTemplate } from './template-engine.server'

const allowed = ['name', 'propertyTitle']

function renderSafely(source: string, data: Record<string, string>) {
  try {
    return renderHtmlTemplate(source, data)
  } catch (error) {
    return error instanceof Error ? `error: ${error.message}` : 'error'
  }
}

describe('the e-mail template engine', () => {
  it('HTML-escapes every value in the HTML part and leaves the text part plain', () => {
    const data = { name: '<script>alert("x")</script> & O\'Brien' }
    expect(renderHtmlTemplate('Hello {{ name }}', data)).toBe(
      'Hello &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; O&#39;Brien',
    )
    expect(renderTextTemplate('Hello {{ name }}', data)).toBe(`Hello ${data.name}`)
  })

  it('accepts the placeholders the e-mail type provides', () => {
    expect(checkTemplate('Thanks {{ name }} for asking about {{ propertyTitle | upcase }}', allowed)).toEqual({
      ok: true,
    })
  })

  it('refuses an unknown placeholder, naming it', () => {
    const check = checkTemplate('Hello {{ nosuch }}', allowed)
    expect(check.ok).toBe(false)
    expect(!check.ok && check.error).toMatch(/Unknown placeholder: nosuch/)
  })

  it('refuses a syntax error and an unknown filter', () => {
    const unclosed = checkTemplate('Hello {{ name ', allowed)
    expect(unclosed.ok).toBe(false)
    expect(!unclosed.ok && unclosed.error).toMatch(/Template error/)
    expect(checkTemplate('{% if name %}open', allowed).ok).toBe(false)
    expect(checkTemplate('{{ name | evil }}', allowed).ok).toBe(false)
  })

  it('reads no files: include, render and layout are refused', () => {
    for (const tag of ["{% include '/etc/passwd' %}", "{% render 'package.json' %}", "{% layout 'x' %}y"]) {
      expect(checkTemplate(tag, allowed).ok, tag).toBe(false)
    }
    expect(() => renderHtmlTemplate("{% include '/etc/passwd' %}", { name: 'x' })).toThrow()
    expect(() => renderHtmlTemplate("{% render 'package.json' %}", { name: 'x' })).toThrow()
    expect(() => renderHtmlTemplate("{% layout 'package.json' %}x", { name: 'x' })).toThrow()
  })

  it('gives nothing dangerous for constructor and prototype tricks', () => {
    const data = { name: 'Maria' }
    const tricks = [
      '{{ constructor }}',
      '{{ this.constructor.constructor("return process")() }}',
      '{{ name.constructor.constructor("return process")() }}',
      '{{ name.__proto__ }}',
      '{{ name.constructor }}',
      '{{ name["constructor"] }}',
      '{{ __proto__.constructor }}',
      '{% assign f = name.constructor.constructor %}{{ f }}',
      '{{ name | map: "constructor" }}',
    ]
    for (const trick of tricks) {
      const output = renderSafely(trick, data)
      expect(output, trick).not.toMatch(/function|native code|process|\[object/i)
      expect(output === '' || output.startsWith('error:'), `${trick} → ${output}`).toBe(true)
    }
    expect(checkTemplate('{{ constructor }}', allowed).ok).toBe(false)
    expect(checkTemplate('{{ name.__proto__ }}', allowed).ok).toBe(true) // a property of a known value …
    expect(renderSafely('{{ name.__proto__ }}', data)).toMatch(/^error:|^$/) // … that is never read
  })
})
