// Reads the e-mail the SMTP sink received (tests/setup/smtp-sink-server.ts), as a person reads an inbox.
import { expect } from '@playwright/test'
import { SMTP_SINK_PORT } from '../../playwright.config'

export interface ReceivedMail {
  to: string[]
  from: string | null
  subject: string
  text: string
  html: string
  /** by lower-case name */
  headers: Record<string, string>
  /** text parts sent as attachments, e.g. a calendar invitation */
  attachments: { filename: string | null; mimeType: string; text: string }[]
}

export async function receivedMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${SMTP_SINK_PORT + 1}/messages`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits until `count` matching messages (default 1) have arrived; returns the newest. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  { count = 1, timeoutMs = 15_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).filter(match)
        return found.length >= count
      },
      { timeout: timeoutMs, message: 'the e-mail arrives' },
    )
    .toBe(true)
  return found[found.length - 1]!
}

export function linkIn(mail: ReceivedMail): string {
  return mail.text.match(/https?:\/\/\S+/)![0]
}
