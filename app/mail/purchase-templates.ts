// Issue 44 item 2: the buyer's purchase e-mails, transactional (they go whatever the marketing choices): the purchase
// opened, and each step done with what comes next. In the buyer's language; dates are Roatan calendar days.
import type { Locale } from '~/i18n/locale'
import { formatDay } from '~/lib/format'
import { OWNER_LABELS, type PurchaseStepOwner } from '~/lib/purchase-rules'
import { type RenderedEmail, escapeHtml, layout } from './templates'

export interface PurchaseEmailData {
  event: 'opened' | 'step_done'
  /** the listing's title in the buyer's language */
  title: string
  firstName: string
  /** the step just done (step_done) */
  doneStep?: string
  next: { title: string; owner: PurchaseStepOwner; dueOn: string } | null
  /** the purchase's page on /my-account */
  pageUrl: string
}

const WORDS = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      opened: (title: string) => `Your purchase of ${title}: the steps to the keys`,
      step_done: (title: string, step: string) => `Your purchase of ${title}: ${step} — done`,
    },
    lead: {
      opened: (title: string) =>
        `Congratulations: your offer on ${title} is accepted. We will follow each step to the keys with you, and you can see them all on your purchase page.`,
      step_done: (title: string, step: string) => `Good news on ${title}: “${step}” is done.`,
    },
    nextYours: (step: string, day: string) => `Next, from you: ${step}, by ${day}.`,
    nextOther: (step: string, owner: string, day: string) => `Next: ${step} (${owner}), planned by ${day}.`,
    allDone: 'Every step is done.',
    documents: 'You can upload signed papers and proof of wires to the private document room on the same page.',
    signIn: 'Sign in with this e-mail address to see it.',
    button: 'See your purchase',
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    subject: {
      opened: (title: string) => `Su compra de ${title}: los pasos hasta las llaves`,
      step_done: (title: string, step: string) => `Su compra de ${title}: ${step} — hecho`,
    },
    lead: {
      opened: (title: string) =>
        `Enhorabuena: su oferta por ${title} ha sido aceptada. Le acompañaremos en cada paso hasta las llaves, y puede verlos todos en la página de su compra.`,
      step_done: (title: string, step: string) => `Buenas noticias sobre ${title}: «${step}» está hecho.`,
    },
    nextYours: (step: string, day: string) => `Ahora le toca a usted: ${step}, antes del ${day}.`,
    nextOther: (step: string, owner: string, day: string) => `Siguiente: ${step} (${owner}), previsto para el ${day}.`,
    allDone: 'Todos los pasos están hechos.',
    documents:
      'En la misma página puede subir documentos firmados y comprobantes de transferencia a su sala privada de documentos.',
    signIn: 'Inicie sesión con esta dirección de correo para verla.',
    button: 'Ver su compra',
  },
} as const

export function purchaseEmail(data: PurchaseEmailData, locale: Locale): RenderedEmail {
  const words = WORDS[locale]
  const step = data.doneStep ?? ''
  const subject = data.event === 'opened' ? words.subject.opened(data.title) : words.subject.step_done(data.title, step)
  const lead = data.event === 'opened' ? words.lead.opened(data.title) : words.lead.step_done(data.title, step)
  const next = data.next
    ? data.next.owner === 'buyer'
      ? words.nextYours(data.next.title, formatDay(data.next.dueOn, locale))
      : words.nextOther(data.next.title, OWNER_LABELS[locale][data.next.owner], formatDay(data.next.dueOn, locale))
    : words.allDone
  const lines = [words.hello(data.firstName), lead, next, words.documents, words.signIn]
  const text = `${lines.join('\n\n')}\n\n${words.button}: ${data.pageUrl}`
  const html = layout(lines.map(escapeHtml), { href: data.pageUrl, label: words.button }).replace(
    '<html>',
    `<html lang="${locale}">`,
  )
  return { subject, text, html }
}
