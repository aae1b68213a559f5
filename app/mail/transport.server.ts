// nodemailer over SMTP_URL for every e-mail the site sends (CONTRACT.md).
import nodemailer from 'nodemailer'

export interface MailTransport {
  send(message: {
    from: string
    to: string
    subject: string
    text: string
    html: string
    headers?: Record<string, string>
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
    async send(message) {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}
