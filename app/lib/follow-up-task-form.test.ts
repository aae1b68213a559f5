import { describe, expect, it } from 'vitest'
import { FollowUpTaskSchema, roatanDateTime, toRoatanInput } from './follow-up-task-form'

describe('a due time on Roatan', () => {
  it('reads a datetime-local value as UTC−6 and writes it back', () => {
    expect(roatanDateTime('2026-03-10T09:00')!.toISOString()).toBe('2026-03-10T15:00:00.000Z')
    expect(toRoatanInput(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10T20:30')
  })

  it('refuses what is not a real time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-03-10T25:00', '2026-03-10 09:00', 'tomorrow']) {
      expect(roatanDateTime(value)).toBeNull()
    }
  })
})

describe('the task form', () => {
  it('gives a message per field', () => {
    const result = FollowUpTaskSchema.safeParse({ kind: 'fax', title: '  ', dueAt: '', assigneeUserId: '' })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((issue) => issue.path[0])
    expect(fields.sort()).toEqual(['assigneeUserId', 'dueAt', 'kind', 'title'])
  })

  it('trims the title and gives the due instant', () => {
    const result = FollowUpTaskSchema.parse({
      kind: 'whatsapp',
      title: ' Send the floor plan ',
      dueAt: '2026-03-10T09:00',
      assigneeUserId: 'u-1',
    })
    expect(result).toEqual({
      kind: 'whatsapp',
      title: 'Send the floor plan',
      dueAt: new Date('2026-03-10T15:00:00Z'),
      assigneeUserId: 'u-1',
    })
  })
})
