// Issue 17: the morning e-mail to a member of staff with their follow-up tasks due today or overdue.
import { type RenderedEmail, escapeHtml, layout } from './templates'

export interface TaskDigestItem {
  kind: string
  title: string
  contactName: string
  due: string
  overdue: boolean
  url: string
}

export interface TaskDigestEmailData {
  name: string
  taskCount: number
  overdueCount: number
  /** the tasks as plain text, one block each, for templates */
  tasks: string
  dashboardUrl: string
  appUrl: string
  items: TaskDigestItem[]
}

export function taskDigestLine(item: TaskDigestItem): string {
  return `${item.overdue ? 'OVERDUE · ' : ''}${item.kind}: ${item.title} — ${item.contactName}\nDue ${item.due}\n${item.url}`
}

export function taskDigestText(items: TaskDigestItem[]): string {
  return items.map(taskDigestLine).join('\n\n')
}

const plural = (count: number) => (count === 1 ? 'task' : 'tasks')

export function taskDigestEmail(data: TaskDigestEmailData): RenderedEmail {
  const overdue = data.overdueCount > 0 ? `, ${data.overdueCount} overdue` : ''
  const subject = `Your tasks today: ${data.taskCount} ${plural(data.taskCount)}${overdue}`
  const intro = `Good morning ${data.name}, here are your follow-up tasks due today or overdue.`
  const items = data.items.map(
    (item) =>
      `${item.overdue ? '<strong style="color:#B23A2B">Overdue</strong> · ' : ''}<strong>${escapeHtml(item.kind)}: ${escapeHtml(item.title)}</strong> — <a href="${escapeHtml(item.url)}">${escapeHtml(item.contactName)}</a><br>Due ${escapeHtml(item.due)}`,
  )
  return {
    subject,
    text: `${intro}\n\n${data.tasks}\n\nAll your tasks: ${data.dashboardUrl}`,
    html: layout([escapeHtml(intro), ...items], { href: data.dashboardUrl, label: 'Open my tasks' }),
  }
}
