// Staff-edited e-mail templates run in a sandboxed LiquidJS (issue 6): no file system, no partials or layouts,
// only the data's own properties, unknown variables and filters are errors, and output is HTML-escaped.
import { Liquid } from 'liquidjs'

const SANDBOX = {
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  // No templates are ever read from disk: {% include %}, {% render %} and {% layout %} find nothing.
  fs: {
    exists: () => Promise.resolve(false),
    existsSync: () => false,
    readFile: () => Promise.reject(new Error('Templates cannot read files')),
    readFileSync: () => {
      throw new Error('Templates cannot read files')
    },
    resolve: (_dir: string, file: string) => file,
  },
  relativeReference: false,
  cache: false,
} as const

/** For the HTML part: every value is escaped. */
const htmlEngine = new Liquid({ ...SANDBOX, outputEscape: 'escape' })
/** For the subject and the text/plain part, which no browser interprets as markup. */
const textEngine = new Liquid({ ...SANDBOX })

export type TemplateData = Record<string, string | number>

export type TemplateCheck = { ok: true } | { ok: false; error: string }

/** Save-time check: the template parses and uses only the variables its e-mail type provides. */
export function checkTemplate(source: string, allowed: readonly string[]): TemplateCheck {
  try {
    const parsed = htmlEngine.parse(source)
    const unknown = htmlEngine.globalVariablesSync(parsed).filter((name) => !allowed.includes(name))
    if (unknown.length > 0) {
      return {
        ok: false,
        error: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Available: ${allowed.join(', ')}`,
      }
    }
    return { ok: true }
  } catch (error) {
    return { ok: false, error: `Template error: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Renders with HTML escaping of every value. Throws on any error (unknown variable, filter, syntax). */
export function renderHtmlTemplate(source: string, data: TemplateData): string {
  return htmlEngine.parseAndRenderSync(source, { ...data })
}

/** Renders without escaping, for the subject and the text part. Throws on any error. */
export function renderTextTemplate(source: string, data: TemplateData): string {
  return textEngine.parseAndRenderSync(source, { ...data })
}
