// Issue 44 item 2: a purchase from the accepted offer to the keys, as Roatan runs it. Shared by the schema, the admin
// screens and the buyer's pages; the words a buyer reads are in both languages here, staff's are English.
import { z } from 'zod'
import type { Locale } from '~/i18n/locale'

/** Who a step waits on. */
export const PURCHASE_STEP_OWNERS = ['buyer', 'agent', 'attorney', 'escrow'] as const
export type PurchaseStepOwner = (typeof PURCHASE_STEP_OWNERS)[number]

export const PURCHASE_STEP_STATES = ['todo', 'in_progress', 'done', 'skipped'] as const
export type PurchaseStepState = (typeof PURCHASE_STEP_STATES)[number]

/** A purchase is open until the keys are handed over (closed) or the deal falls through (cancelled). */
export const PURCHASE_STATUSES = ['open', 'closed', 'cancelled'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

export const OWNER_LABELS: Record<Locale, Record<PurchaseStepOwner, string>> = {
  en: { buyer: 'Buyer', agent: 'Agent', attorney: 'Attorney', escrow: 'Escrow' },
  es: { buyer: 'Comprador', agent: 'Agente', attorney: 'Abogado', escrow: 'Custodia (escrow)' },
}

export const STATE_LABELS: Record<Locale, Record<PurchaseStepState, string>> = {
  en: { todo: 'To do', in_progress: 'In progress', done: 'Done', skipped: 'Skipped' },
  es: { todo: 'Pendiente', in_progress: 'En curso', done: 'Hecho', skipped: 'Omitido' },
}

export const STATUS_LABELS: Record<PurchaseStatus, string> = {
  open: 'Open',
  closed: 'Closed (keys handed over)',
  cancelled: 'Cancelled',
}

/** A step as a template holds it: its due date is this many days after the offer was accepted. */
export interface TemplateStep {
  title: string
  titleEs: string
  owner: PurchaseStepOwner
  dueDays: number
}

export const MAX_STEPS = 40
const MAX_DUE_DAYS = 730

const stepTitle = (what: string) =>
  z.string().trim().min(1, `Give the step ${what}.`).max(120, `Keep the step's ${what} to 120 characters.`)

export const TemplateStepSchema = z.object({
  title: stepTitle('a title'),
  titleEs: z.string().trim().max(120, "Keep the step's Spanish title to 120 characters."),
  owner: z.enum(PURCHASE_STEP_OWNERS, { error: 'Choose who the step waits on.' }),
  dueDays: z.coerce
    .number({ error: 'Enter the days after the accepted offer as a whole number.' })
    .int('Enter the days after the accepted offer as a whole number.')
    .min(0, 'Days after the accepted offer cannot be negative.')
    .max(MAX_DUE_DAYS, `Keep a step within ${MAX_DUE_DAYS} days of the accepted offer.`),
})

export const TemplateStepsSchema = z
  .array(TemplateStepSchema)
  .min(1, 'A template needs at least one step.')
  .max(MAX_STEPS, `A template has at most ${MAX_STEPS} steps.`)

/** Roatan's steps (issue 44), days after the accepted offer as a typical remote purchase runs. */
export const ROATAN_PURCHASE_STEPS: TemplateStep[] = [
  { title: 'Offer accepted', titleEs: 'Oferta aceptada', owner: 'agent', dueDays: 0 },
  {
    title: 'Earnest money (10 %) received in escrow',
    titleEs: 'Depósito de garantía (10 %) recibido en custodia',
    owner: 'buyer',
    dueDays: 7,
  },
  {
    title: 'Survey and title search',
    titleEs: 'Levantamiento topográfico y estudio de títulos',
    owner: 'attorney',
    dueDays: 21,
  },
  {
    title: "Attorney's review (cadastral certificate, tax receipts, title)",
    titleEs: 'Revisión del abogado (constancia catastral, solvencia de impuestos, título)',
    owner: 'attorney',
    dueDays: 30,
  },
  {
    title: 'Power of attorney (remote buyers)',
    titleEs: 'Poder notarial (compradores a distancia)',
    owner: 'buyer',
    dueDays: 35,
  },
  { title: 'Final funds wired', titleEs: 'Fondos finales transferidos', owner: 'buyer', dueDays: 45 },
  {
    title: 'Signing of the escritura pública',
    titleEs: 'Firma de la escritura pública',
    owner: 'attorney',
    dueDays: 50,
  },
  {
    title: 'Registration at the Property Institute',
    titleEs: 'Inscripción en el Instituto de la Propiedad',
    owner: 'attorney',
    dueDays: 80,
  },
  { title: 'Keys', titleEs: 'Entrega de llaves', owner: 'agent', dueDays: 85 },
]

/** A step's title in the reader's language (the English one when it has no Spanish). */
export const stepTitleIn = (step: { title: string; titleEs: string }, locale: Locale) =>
  locale === 'es' && step.titleEs ? step.titleEs : step.title

/** The step a purchase stands at: the first one neither done nor skipped (null when all are). */
export function currentStep<T extends { state: PurchaseStepState }>(steps: readonly T[]): T | null {
  return steps.find((step) => step.state === 'todo' || step.state === 'in_progress') ?? null
}

/** A step is overdue when it is still open after its due day (days are Roatan calendar days, YYYY-MM-DD). */
export const isOverdue = (step: { state: PurchaseStepState; dueOn: string }, today: string) =>
  (step.state === 'todo' || step.state === 'in_progress') && step.dueOn < today

/** YYYY-MM-DD plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// ---- Issue 44 item 3: the document room ----

/** Each file at most 25 MB (issue 44). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024
export const MAX_DOCUMENTS_PER_PURCHASE = 200

/** What a document may be, decided from its first bytes, never its name: the type and the extension it is saved with. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
} as const satisfies Record<string, string>
export type DocumentType = keyof typeof DOCUMENT_TYPES

export const isDocumentType = (mime: string): mime is DocumentType => Object.hasOwn(DOCUMENT_TYPES, mime)

/** A file name fit to show and to offer for saving: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100)
  return `${base || 'document'}.${extension}`
}
