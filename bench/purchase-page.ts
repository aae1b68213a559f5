// Issue 44: a buyer's purchase page with PURCHASE_STEPS steps and PURCHASE_DOCUMENTS documents, rendered afresh by the
// production server: server time over loopback with the buyer's session (a private page: the page cache never answers
// it), beside /my-account of the same buyer as the reference. Everything is made as people make it: a staff member
// (granted admin through the control socket) opens the purchase and adds steps, the buyer uploads the files.
import { controlSocketPath } from '../server/cli-protocol'
import { sendToRunningServer } from '../server/control-client'
import type { SmtpSink } from '../tests/setup/smtp-sink'
import { signIn } from './staff-streams'

type Report = (name: string, value: number, unit: string) => void

export const PURCHASE_STEPS = 20
export const PURCHASE_DOCUMENTS = 50
export const PURCHASE_PAGE_TARGET_MS = 100

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

export async function benchPurchasePage(
  { origin, appUrl, dataDir, sink }: { origin: string; appUrl: string; dataDir: string; sink: SmtpSink },
  report: Report,
): Promise<number> {
  const staffEmail = 'bench-purchase-staff@example.com'
  const buyerEmail = 'bench-purchase-buyer@example.com'
  const granted = await sendToRunningServer(controlSocketPath(dataDir), ['roles', 'grant', staffEmail, 'admin'])
  if (granted?.exitCode !== 0) throw new Error(`roles grant: ${granted?.output ?? 'no server'}`)
  const staff = await signIn(origin, appUrl, sink, staffEmail, '/admin')
  const buyer = await signIn(origin, appUrl, sink, buyerEmail, '/my-account')

  const post = async (cookie: string, path: string, body: FormData | URLSearchParams) => {
    const response = await fetch(origin + path, {
      method: 'POST',
      headers: { cookie, origin },
      body,
      redirect: 'manual',
    })
    if (response.status >= 400)
      throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    return response
  }
  const contacts = await (
    await fetch(`${origin}/admin/contacts?search=${encodeURIComponent(buyerEmail)}`, { headers: { cookie: staff } })
  ).text()
  const contactId = /\/admin\/contacts\/profile\/([0-9a-f-]{36})/.exec(contacts)?.[1]
  if (!contactId) throw new Error('the buyer has no contact')
  const opened = await post(
    staff,
    `/admin/contacts/profile/${contactId}`,
    new URLSearchParams({
      intent: 'purchase',
      listingId: 'RR-1001',
      templateId: '1',
      offerAcceptedOn: '2026-12-01',
      priceUsd: '',
    }),
  )
  const purchasePath = new URL(opened.headers.get('location')!, origin).pathname
  const purchaseId = purchasePath.split('/').at(-1)!
  for (let step = 10; step <= PURCHASE_STEPS; step++)
    await post(
      staff,
      purchasePath,
      new URLSearchParams({
        intent: 'add-step',
        title: `Step ${step}`,
        titleEs: `Paso ${step}`,
        owner: 'attorney',
        dueOn: '2027-03-01',
      }),
    )
  for (let index = 0; index < PURCHASE_DOCUMENTS; index++) {
    const form = new FormData()
    form.set('file', new File([PDF], `document-${index}.pdf`, { type: 'application/pdf' }))
    await post(buyer, `/my-account/purchases/${purchaseId}`, form)
  }

  const time = async (path: string, count = 60) => {
    const durations: number[] = []
    for (let index = 0; index < count + 5; index++) {
      const started = performance.now()
      const response = await fetch(origin + path, { headers: { cookie: buyer } })
      const html = await response.text()
      if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      if (
        index === 0 &&
        path.includes('purchases') &&
        (html.match(/Download document-/g) ?? []).length !== PURCHASE_DOCUMENTS
      )
        throw new Error('the purchase page does not list every document')
      if (index >= 5) durations.push(performance.now() - started)
    }
    durations.sort((a, b) => a - b)
    return { p50: durations[Math.floor(count * 0.5)]!, p95: durations[Math.floor(count * 0.95)]! }
  }
  const page = await time(`/my-account/purchases/${purchaseId}`)
  const account = await time('/my-account')
  report('purchase_page_20_steps_50_documents_p50', page.p50, 'ms')
  report('purchase_page_20_steps_50_documents_p95', page.p95, 'ms')
  report('my_account_reference_p50', account.p50, 'ms')
  return page.p95
}
