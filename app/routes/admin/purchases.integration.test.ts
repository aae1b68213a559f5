// Issue 44 items 2 and 3 through the pages' own loaders and actions: staff open a purchase from a contact, the buyer
// sees it on /my-account in their language and uploads to its room, staff mark steps done (each e-mails the buyer),
// the listing goes under contract; nobody outside the purchase reaches it or its files by any id; every upload,
// download and deletion is in the audit log; deleting the room is an admin's, with a confirmation.
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppServices } from '~/context.server'
import {
  auditLog,
  contacts,
  emailOutbox,
  properties,
  purchaseDocuments,
  purchaseSteps,
  purchases,
  userRoles,
  users,
} from '~/db/schema'
import { documentHref } from '~/http/purchase-document-links.server'
import { deleteAccount, exportAccountData } from '~/models/account-data.server'
import { ROATAN_PURCHASE_STEPS, addDays } from '~/lib/purchase-rules'
import { PRIVATE_DOCUMENTS_BUCKET } from '~/storage/private-buckets'
import { callRoute } from '../../../tests/setup/admin-route'
import { createAgent, createArea, createListing } from '../../../tests/setup/factories'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'
import * as myAccount from '../account/my-account'
import * as buyerPage from '../account/purchase'
import * as download from '../resources/purchase-document'
import * as contactProfile from './contact-profile'
import * as purchasePage from './purchase'
import * as board from './purchases'
import * as templates from './purchase-templates'

let services: AppServices
let close: () => Promise<void>
const cookies: Record<string, string> = {}
let contactId: string
let purchaseId: string
let listingId: number

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const pdfFile = (name: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PDF)) =>
  new File([bytes], name, { type: 'application/pdf' })
const upload = (file: File) => {
  const form = new FormData()
  form.set('file', file)
  return form
}

async function staff(email: string, role: 'admin' | 'broker' | 'editor') {
  const cookie = await signIn(services, email)
  const user = await userByEmail(email)
  await services.db.insert(userRoles).values({ userId: user!.id, role })
  return { cookie, userId: user!.id }
}

const userByEmail = async (email: string) => (await services.db.select().from(users).where(eq(users.email, email)))[0]

const mails = (templateType: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.templateType, templateType))
    .orderBy(asc(emailOutbox.createdAt))

async function downloadAs(cookie: string, path: string) {
  const url = new URL(`http://localhost:3000${path}`)
  const response = (await download.loader({
    request: new Request(url, { headers: { cookie } }),
    url,
    context: routerContext(services),
    params: {},
    pattern: '',
  } as never)) as Response
  return response
}

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const broker = await staff('bo@roatanrealty.example', 'broker')
  cookies.broker = broker.cookie
  cookies.otherBroker = (await staff('ot@roatanrealty.example', 'broker')).cookie
  cookies.admin = (await staff('ad@roatanrealty.example', 'admin')).cookie
  cookies.editor = (await staff('ed@roatanrealty.example', 'editor')).cookie
  const agent = await createAgent(services.db, { name: 'Bo Broker', userId: broker.userId })
  await createAgent(services.db, { name: 'Other Agent' })
  listingId = (
    await createListing(services.db, {
      title: 'Reef House',
      titleEs: 'Casa del Arrecife',
      listingId: 'RR-3001',
      agentId: agent.id,
      areaId: (await createArea(services.db)).id,
      description: 'Four bedrooms on the reef.',
    })
  ).id
  await createListing(services.db, { listingId: 'RR-3002', source: 'feed', agentId: agent.id })
  const [contact] = await services.db
    .insert(contacts)
    .values({ email: 'Ana@Example.com', firstName: 'Ana', locale: 'es' })
    .returning()
  contactId = contact!.id
  cookies.buyer = await signIn(services, 'ana@example.com')
  cookies.otherBuyer = await signIn(services, 'mallory@example.com')
}, 60_000)
afterAll(() => close())

const openForm = (overrides: Record<string, string> = {}) => ({
  intent: 'purchase',
  listingId: 'rr-3001',
  templateId: '1',
  offerAcceptedOn: '2026-12-01',
  priceUsd: '$450,000',
  ...overrides,
})

describe('opening a purchase', () => {
  it('refuses bad input and editors, and stores nothing', async () => {
    const path = `/admin/contacts/profile/${contactId}`
    const params = { id: contactId }
    const bad = await callRoute(services, cookies.broker!, contactProfile.action, path, {
      params,
      form: openForm({ listingId: 'RR-9999', priceUsd: 'lots' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ fieldErrors: { priceUsd: 'Enter the agreed price in whole US dollars.' } })
    const unknown = await callRoute(services, cookies.broker!, contactProfile.action, path, {
      params,
      form: openForm({ listingId: 'RR-9999' }),
    })
    expect(unknown).toMatchObject({
      status: 400,
      data: { fieldErrors: { listingId: 'No listing has this listing ID.' } },
    })
    const editor = await callRoute(services, cookies.editor!, contactProfile.action, path, { params, form: openForm() })
    expect(editor.status).toBe(403)
    expect(await services.db.select().from(purchaseSteps)).toHaveLength(0)
  })

  it('copies the template’s steps with their due days, e-mails the buyer in Spanish and is audited', async () => {
    const answer = await callRoute(
      services,
      cookies.broker!,
      contactProfile.action,
      `/admin/contacts/profile/${contactId}`,
      {
        params: { id: contactId },
        form: openForm(),
      },
    )
    expect(answer.status).toBe(302)
    purchaseId = answer.location!.split('/').at(-1)!
    const steps = await services.db
      .select()
      .from(purchaseSteps)
      .where(eq(purchaseSteps.purchaseId, purchaseId))
      .orderBy(asc(purchaseSteps.position))
    expect(steps.map((step) => [step.title, step.dueOn])).toEqual(
      ROATAN_PURCHASE_STEPS.map((step) => [step.title, addDays('2026-12-01', step.dueDays)]),
    )
    const [opened] = await mails('purchase_opened')
    expect(opened).toMatchObject({
      toAddress: 'Ana@Example.com',
      subject: 'Su compra de Casa del Arrecife: los pasos hasta las llaves',
    })
    expect(opened!.textBody).toContain(`http://localhost:3000/es/my-account/purchases/${purchaseId}`)
    const [entry] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'purchases'), eq(auditLog.subjectId, purchaseId)))
    expect(entry).toMatchObject({ action: 'insert', actorEmail: 'bo@roatanrealty.example' })
  })
})

describe('the buyer', () => {
  it('sees the purchase on /my-account with what is due from them, in Spanish', async () => {
    const account = await callRoute(services, cookies.buyer!, myAccount.loader, '/es/my-account')
    expect((account.data as { purchases: unknown[] }).purchases).toEqual([
      expect.objectContaining({
        id: purchaseId,
        stepsDone: 0,
        stepsTotal: 9,
        listingTitleEs: 'Casa del Arrecife',
        buyerNext: expect.objectContaining({ titleEs: 'Depósito de garantía (10 %) recibido en custodia' }),
      }),
    ])
    const page = await callRoute(services, cookies.buyer!, buyerPage.loader, `/es/my-account/purchases/${purchaseId}`, {
      params: { id: purchaseId },
    })
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      title: { text: 'Casa del Arrecife', lang: 'es' },
      steps: expect.arrayContaining([expect.objectContaining({ label: 'Entrega de llaves', ownerLabel: 'Agente' })]),
    })
  })

  it('uploads a PDF, checked by its bytes whatever its name; other files are refused with a message', async () => {
    const path = `/my-account/purchases/${purchaseId}`
    const params = { id: purchaseId }
    const signed = await callRoute(services, cookies.buyer!, buyerPage.action, path, {
      params,
      form: upload(pdfFile('Signed offer.bin')),
    })
    expect(signed).toMatchObject({ status: 200, data: { uploaded: 'Signed offer.pdf' } })
    const notPdf = await callRoute(services, cookies.buyer!, buyerPage.action, path, {
      params,
      form: upload(pdfFile('wire.pdf', Buffer.from('<script>alert(1)</script>'))),
    })
    expect(notPdf).toMatchObject({
      status: 400,
      data: { error: 'wire.pdf is not a PDF or a photo (JPEG, PNG, WebP or HEIC).' },
    })
    const empty = await callRoute(services, cookies.buyer!, buyerPage.action, `/es${path}`, {
      params,
      form: upload(pdfFile('vacío.pdf', new Uint8Array())),
    })
    expect(empty).toMatchObject({ status: 400, data: { error: 'vacío.pdf está vacío.' } })
    const big = new Uint8Array(25 * 1024 * 1024 + 1)
    big.set(PDF)
    const tooBig = await callRoute(services, cookies.buyer!, buyerPage.action, path, {
      params,
      form: upload(pdfFile('scan.pdf', big)),
    })
    expect(tooBig).toMatchObject({ status: 400, data: { error: 'scan.pdf is larger than 25 MB.' } })

    const stored = await services.db.select().from(purchaseDocuments)
    expect(stored).toEqual([
      expect.objectContaining({
        fileName: 'Signed offer.pdf',
        contentType: 'application/pdf',
        uploadedBySide: 'buyer',
      }),
    ])
    expect(await services.storage.get(PRIVATE_DOCUMENTS_BUCKET, stored[0]!.objectPath)).toEqual(PDF)
    const [entry] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'purchase_documents'), eq(auditLog.action, 'insert')))
    expect(entry).toMatchObject({ actorEmail: 'ana@example.com', subjectId: stored[0]!.id })
  })
})

describe('staff move the purchase along', () => {
  it('a step marked done e-mails the buyer once, with what is next', async () => {
    const [, earnest] = await services.db
      .select()
      .from(purchaseSteps)
      .where(eq(purchaseSteps.purchaseId, purchaseId))
      .orderBy(asc(purchaseSteps.position))
    const save = (state: string) =>
      callRoute(services, cookies.broker!, purchasePage.action, `/admin/purchases/${purchaseId}`, {
        params: { id: purchaseId },
        form: {
          intent: 'step',
          stepId: earnest!.id,
          title: earnest!.title,
          titleEs: earnest!.titleEs,
          owner: 'buyer',
          dueOn: '2026-12-09',
          state,
        },
      })
    expect((await save('done')).data).toMatchObject({ ok: true, message: 'Saved: the buyer is e-mailed.' })
    expect((await save('done')).data).toMatchObject({ ok: true, message: 'Saved.' })
    const done = await mails('purchase_step_done')
    expect(done).toHaveLength(1)
    expect(done[0]!.subject).toBe(
      'Su compra de Casa del Arrecife: Depósito de garantía (10 %) recibido en custodia — hecho',
    )
    expect(done[0]!.textBody).toContain('Siguiente: Oferta aceptada')
    const [step] = await services.db.select().from(purchaseSteps).where(eq(purchaseSteps.id, earnest!.id))
    expect(step).toMatchObject({ state: 'done', dueOn: '2026-12-09' })
    expect(step!.completedAt).not.toBeNull()
  })

  it('puts the listing under contract from the board; a feed listing keeps the feed’s status', async () => {
    const answer = await callRoute(services, cookies.broker!, board.action, '/admin/purchases', {
      form: { intent: 'listing-status', purchaseId, listingStatus: 'under_contract' },
    })
    expect(answer.status).toBe(200)
    const [listing] = await services.db.select().from(properties).where(eq(properties.id, listingId))
    expect(listing!.status).toBe('under_contract')
    const opened = await callRoute(
      services,
      cookies.broker!,
      contactProfile.action,
      `/admin/contacts/profile/${contactId}`,
      {
        params: { id: contactId },
        form: openForm({ listingId: 'RR-3002' }),
      },
    )
    const feedPurchase = opened.location!.split('/').at(-1)!
    const refused = await callRoute(services, cookies.broker!, board.action, '/admin/purchases', {
      form: { intent: 'listing-status', purchaseId: feedPurchase, listingStatus: 'sold' },
    })
    expect(refused).toMatchObject({
      status: 409,
      data: { error: 'The listing keeps its status: its status comes from the listing feed.' },
    })
    await services.db.delete(purchases).where(eq(purchases.id, feedPurchase))
    const loaded = await callRoute(services, cookies.broker!, board.loader, '/admin/purchases')
    expect(loaded.data).toMatchObject({
      columns: [{ title: 'Offer accepted', cards: [expect.objectContaining({ id: purchaseId })] }],
    })
  })

  it('a template with a bad row is refused with the row’s message; a good one is saved', async () => {
    const bad = await callRoute(services, cookies.broker!, templates.action, '/admin/purchase-templates', {
      form: {
        name: 'Cash buyer',
        'title-0': 'Wire',
        'titleEs-0': '',
        'owner-0': 'buyer',
        'dueDays-0': '-3',
        'title-1': '',
      },
    })
    expect(bad).toMatchObject({
      status: 400,
      data: { fieldErrors: { 'dueDays-0': 'Days after the accepted offer cannot be negative.' } },
    })
    const good = await callRoute(services, cookies.broker!, templates.action, '/admin/purchase-templates', {
      form: {
        name: 'Cash buyer',
        'title-0': 'Wire',
        'titleEs-0': 'Transferencia',
        'owner-0': 'buyer',
        'dueDays-0': '10',
      },
    })
    expect(good).toMatchObject({ status: 200, data: { saved: 'saved' } })
  })
})

describe('nobody outside the purchase', () => {
  it('reaches it or its files by any id', async () => {
    const [document] = await services.db.select().from(purchaseDocuments)
    const buyerUser = await userByEmail('mallory@example.com')
    for (const id of [purchaseId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const path = `/my-account/purchases/${id}`
      expect((await callRoute(services, cookies.otherBuyer!, buyerPage.loader, path, { params: { id } })).status).toBe(
        404,
      )
      const posted = await callRoute(services, cookies.otherBuyer!, buyerPage.action, path, {
        params: { id },
        form: upload(pdfFile('x.pdf')),
      })
      expect(posted.status).toBe(404)
      expect(
        (
          await callRoute(services, cookies.otherBroker!, purchasePage.loader, `/admin/purchases/${id}`, {
            params: { id },
          })
        ).status,
      ).toBe(404)
    }
    const otherBrokerWrite = await callRoute(
      services,
      cookies.otherBroker!,
      purchasePage.action,
      `/admin/purchases/${purchaseId}`,
      {
        params: { id: purchaseId },
        form: { intent: 'delete-document', documentId: document!.id },
      },
    )
    expect(otherBrokerWrite.status).toBe(404)
    expect(
      (
        await callRoute(services, cookies.editor!, purchasePage.loader, `/admin/purchases/${purchaseId}`, {
          params: { id: purchaseId },
        })
      ).status,
    ).toBe(302)
    expect((await callRoute(services, cookies.otherBroker!, board.loader, '/admin/purchases')).data).toMatchObject({
      columns: [],
    })
    // a link signed for the other buyer themselves still opens nothing of this purchase
    const forged = documentHref(services.config, { documentId: document!.id, userId: buyerUser!.id, side: 'buyer' })
    expect((await downloadAs(cookies.otherBuyer!, forged)).status).toBe(404)
    expect(await services.db.select().from(purchaseDocuments)).toHaveLength(1)
  })
})

describe('downloads', () => {
  it('go through a link made for one account, for ten minutes, and are audited', async () => {
    const [document] = await services.db.select().from(purchaseDocuments)
    const buyer = await userByEmail('ana@example.com')
    const href = documentHref(services.config, { documentId: document!.id, userId: buyer!.id, side: 'buyer' })
    const response = await downloadAs(cookies.buyer!, href)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Signed offer.pdf"; filename*=UTF-8''Signed%20offer.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF)
    expect((await downloadAs(cookies.otherBuyer!, href)).status).toBe(410)
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.action, 'download'))
    expect(entry).toMatchObject({ actorEmail: 'ana@example.com', subjectId: document!.id })

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000)
      expect((await downloadAs(cookies.buyer!, href)).status).toBe(410)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('deleting the room', () => {
  it('is an admin’s, after typing the confirmation word; the files go with the rows', async () => {
    const [document] = await services.db.select().from(purchaseDocuments)
    const call = (cookie: string, confirm: string) =>
      callRoute(services, cookie, purchasePage.action, `/admin/purchases/${purchaseId}`, {
        params: { id: purchaseId },
        form: { intent: 'delete-room', confirm },
      })
    expect((await call(cookies.broker!, 'DELETE')).status).toBe(403)
    expect((await call(cookies.admin!, 'delete it')).status).toBe(400)
    expect(await services.db.select().from(purchaseDocuments)).toHaveLength(1)
    expect((await call(cookies.admin!, 'DELETE')).data).toMatchObject({ ok: true, message: '1 document is deleted.' })
    expect(await services.db.select().from(purchaseDocuments)).toHaveLength(0)
    expect(await services.storage.exists(PRIVATE_DOCUMENTS_BUCKET, document!.objectPath)).toBe(false)
    const [entry] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'purchase_documents'), eq(auditLog.action, 'delete')))
    expect(entry).toMatchObject({ actorEmail: 'ad@roatanrealty.example', subjectId: document!.id })
  })
})

describe('the buyer’s own data', () => {
  it('the export lists their purchase with its steps and files; deleting the account takes the files too', async () => {
    await callRoute(services, cookies.buyer!, buyerPage.action, `/my-account/purchases/${purchaseId}`, {
      params: { id: purchaseId },
      form: upload(pdfFile('passport.pdf')),
    })
    const buyer = await userByEmail('ana@example.com')
    const exported = await exportAccountData(services.db, buyer!.id)
    expect(exported!.purchases).toEqual([
      expect.objectContaining({
        id: purchaseId,
        steps: expect.arrayContaining([expect.objectContaining({ title: 'Keys' })]),
        documents: [expect.objectContaining({ fileName: 'passport.pdf', uploadedBySide: 'buyer' })],
      }),
    ])
    const [document] = await services.db.select().from(purchaseDocuments)
    const deleted = await deleteAccount(services, { user: buyer!, detectedRegion: 'OTHER' })
    expect(deleted).toEqual({ ok: true, documentPaths: [document!.objectPath] })
    expect(await services.db.select().from(purchases).where(eq(purchases.id, purchaseId))).toEqual([])
  })
})
