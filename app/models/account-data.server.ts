// A person's own data, from /my-account: everything we hold about them as one JSON document (GDPR Art. 15 and 20),
// and the deletion of their account (Art. 17). The consent ledger is kept as proof of what was agreed and
// withdrawn; it goes only by the region's retention (app/models/consent/retention.server.ts).
import { eq, inArray, or, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import {
  favourites,
  savedSearches,
  contactActivities,
  contacts,
  purchaseDocuments,
  purchaseSteps,
  purchases,
  marketingConsents,
  marketingSuppressions,
  sessions,
  signupRequests,
  userInteractions,
  userRoles,
  users,
} from '~/db/schema'
import type { Region } from '~/lib/consent'
import { listLedger } from './consent/ledger.server'
import { suppress } from './marketing-consent.server'

/** The leads that are this person: linked to the account, or created from the same address before it existed. */
function ownContacts(user: { id: string; email: string }) {
  return or(eq(contacts.userId, user.id), sql`lower(${contacts.email}) = ${user.email.toLowerCase()}`)
}

export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!account) return null
  const email = account.email.toLowerCase()
  const leads = await db.select().from(contacts).where(ownContacts(account))
  const leadIds = leads.map((lead) => lead.id)
  const [roles, signIns, activities, [consent], [suppression], ledger, interactions, saved, searches] =
    await Promise.all([
      db
        .select({ role: userRoles.role, grantedAt: userRoles.createdAt })
        .from(userRoles)
        .where(eq(userRoles.userId, userId)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      leadIds.length
        ? db.select().from(contactActivities).where(inArray(contactActivities.contactId, leadIds))
        : Promise.resolve([]),
      db
        .select({
          status: marketingConsents.status,
          consentTypes: marketingConsents.consentTypes,
          region: marketingConsents.region,
          requiresDoubleOptin: marketingConsents.requiresDoubleOptin,
          source: marketingConsents.source,
          confirmedAt: marketingConsents.confirmedAt,
          createdAt: marketingConsents.createdAt,
          updatedAt: marketingConsents.updatedAt,
        })
        .from(marketingConsents)
        .where(eq(marketingConsents.email, email)),
      db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
      listLedger(db, email),
      db
        .select({
          sessionId: userInteractions.sessionId,
          eventType: userInteractions.eventType,
          path: userInteractions.path,
          propertyId: userInteractions.propertyId,
          metadata: userInteractions.metadata,
          createdAt: userInteractions.createdAt,
        })
        .from(userInteractions)
        .where(eq(userInteractions.userId, userId)),
      db
        .select({ propertyId: favourites.propertyId, savedAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.userId, userId)),
      db
        .select({
          name: savedSearches.name,
          query: savedSearches.query,
          frequency: savedSearches.frequency,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId)),
    ])
  // Issue 44: their purchases, each with its steps and the files of its document room (names, not contents)
  const ownPurchases = leadIds.length
    ? await db.select().from(purchases).where(inArray(purchases.contactId, leadIds))
    : []
  const purchaseIds = ownPurchases.map((purchase) => purchase.id)
  const [steps, documents] = purchaseIds.length
    ? await Promise.all([
        db.select().from(purchaseSteps).where(inArray(purchaseSteps.purchaseId, purchaseIds)),
        db
          .select({
            purchaseId: purchaseDocuments.purchaseId,
            fileName: purchaseDocuments.fileName,
            contentType: purchaseDocuments.contentType,
            sizeBytes: purchaseDocuments.sizeBytes,
            uploadedBySide: purchaseDocuments.uploadedBySide,
            createdAt: purchaseDocuments.createdAt,
          })
          .from(purchaseDocuments)
          .where(inArray(purchaseDocuments.purchaseId, purchaseIds)),
      ])
    : [[], []]
  return {
    exportedAt: new Date().toISOString(),
    purchases: ownPurchases.map((purchase) => ({
      ...purchase,
      steps: steps.filter((step) => step.purchaseId === purchase.id),
      documents: documents.filter((document) => document.purchaseId === purchase.id),
    })),
    account: { ...account, roles },
    sessions: signIns,
    contacts: leads,
    activities,
    marketingConsent: { current: consent ?? null, suppression: suppression ?? null, ledger },
    interactions,
    savedListings: saved,
    savedSearches: searches,
  }
}

export interface AccountDeletion {
  user: { id: string; email: string }
  detectedRegion: Region
  ipAddress?: string
  userAgent?: string
}

const ACCOUNT_DELETION_WORDING =
  'Deleting your account removes your sign-in, your details, your inquiries and your activity on this site. We keep your address on our do-not-email list so you never get marketing from us again.'

export const LAST_SUPER_ADMIN_ACCOUNT =
  'You are the only super admin. Give the super admin role to someone else before you delete your account.'

/**
 * Deletes the account (sessions, sign-in links and roles go with it), the leads and activities that are this person,
 * and the events tied to them, and puts the address on the suppression list with a ledger row so no marketing is ever
 * sent again: all in one transaction. The last super admin cannot delete their account (the admin needs one).
 */
export async function deleteAccount(
  services: Pick<AppServices, 'db'>,
  deletion: AccountDeletion,
): Promise<{ ok: true; documentPaths: string[] } | { ok: false; error: string }> {
  const { user } = deletion
  return services.db.transaction(async (tx) => {
    // Lock the super admins while counting, as the role screens do, so two cannot leave at once.
    const superAdmins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'super_admin'))
      .for('update')
    if (superAdmins.length === 1 && superAdmins[0]!.userId === user.id) {
      return { ok: false as const, error: LAST_SUPER_ADMIN_ACCOUNT }
    }
    await suppress(tx as unknown as Database, {
      email: user.email,
      reason: 'account_deleted',
      source: 'my_account',
      detectedRegion: deletion.detectedRegion,
      ipAddress: deletion.ipAddress,
      userAgent: deletion.userAgent,
      wording: ACCOUNT_DELETION_WORDING,
    })
    // Issue 44: the files of their purchases' document rooms, removed from storage once this commits
    const documents = await tx
      .select({ objectPath: purchaseDocuments.objectPath })
      .from(purchaseDocuments)
      .innerJoin(purchases, eq(purchases.id, purchaseDocuments.purchaseId))
      .innerJoin(contacts, eq(contacts.id, purchases.contactId))
      .where(ownContacts(user))
    // Activities, purchases and their steps and documents go with their lead (on delete cascade).
    await tx.delete(contacts).where(ownContacts(user))
    await tx.delete(userInteractions).where(eq(userInteractions.userId, user.id))
    await tx.delete(signupRequests).where(eq(signupRequests.email, user.email.toLowerCase()))
    await tx.delete(users).where(eq(users.id, user.id))
    return { ok: true as const, documentPaths: documents.map((document) => document.objectPath) }
  })
}
