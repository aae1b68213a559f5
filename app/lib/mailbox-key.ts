// The mailbox an e-mail address delivers to, as per-recipient rate limits count it (issue 39): most providers drop a
// "+tag" from the local part, and Gmail ignores its dots, so victim+1@ and v.ictim@gmail.com are one victim.

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** `Ana.Smith+offers@GMail.com` → `anasmith@gmail.com`; an address without '@' is only lowercased. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  let local = address.slice(0, at).replace(/\+.*$/, '')
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '')
  return `${local || address.slice(0, at)}@${domain}`
}
