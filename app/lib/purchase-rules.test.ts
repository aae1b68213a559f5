import { describe, expect, it } from 'vitest'
import {
  ROATAN_PURCHASE_STEPS,
  TemplateStepsSchema,
  addDays,
  cleanFileName,
  currentStep,
  isOverdue,
} from './purchase-rules'

describe('purchase rules', () => {
  it('the Roatan steps are a valid template, due in order', () => {
    expect(TemplateStepsSchema.safeParse(ROATAN_PURCHASE_STEPS).success).toBe(true)
    const days = ROATAN_PURCHASE_STEPS.map((step) => step.dueDays)
    expect(days).toEqual(days.toSorted((a, b) => a - b))
  })

  it('counts due days across months and years', () => {
    expect(addDays('2026-12-01', 45)).toBe('2027-01-15')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('a purchase stands at its first step neither done nor skipped; only open steps are late', () => {
    const steps = [
      { state: 'done' as const, dueOn: '2026-12-01' },
      { state: 'skipped' as const, dueOn: '2026-12-02' },
      { state: 'in_progress' as const, dueOn: '2026-12-03' },
    ]
    expect(currentStep(steps)).toBe(steps[2])
    expect(steps.map((step) => isOverdue(step, '2026-12-04'))).toEqual([false, false, true])
    expect(isOverdue(steps[2]!, '2026-12-03')).toBe(false)
  })

  it('names a stored file from its upload name and the type its bytes showed', () => {
    expect(cleanFileName('C:\\scans\\Passport "copy".exe', 'pdf')).toBe('Passport copy.pdf')
    expect(cleanFileName('../../etc/passwd', 'png')).toBe('passwd.png')
    expect(cleanFileName('\u202Efdp.exe', 'jpg')).toBe('fdp.jpg')
    expect(cleanFileName('', 'pdf')).toBe('document.pdf')
  })
})
