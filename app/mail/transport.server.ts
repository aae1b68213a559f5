// nodemailer over SMTP_URL for every e-mail the site sends (CONTRACT.md).
import nodemailer from 'nodemailer'

/** An iCalendar invitation sent with a message (issue 44: tours). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL'
  content: string
}

export interface MailTransport {
  send(message: {
    from: string
    to: string
    subject: string
    text: string
    html: string
    headers?: Record<string, string>
    calendar?: CalendarPart
  }): Promise<void>
  close(): void
}

export function createMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send({ calendar, ...message }) {
      // nodemailer's icalEvent: a text/calendar alternative (mail clients offer "Add to calendar") and invite.ics
      await transporter.sendMail(
        calendar
          ? { ...message, icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
          : message,
      )
    },
    close: () => transporter.close(),
  }
}
