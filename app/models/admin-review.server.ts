// The moderation queue of /admin/reviews. Only approved rows are public (content.server.ts listApprovedReviews).
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, reviews } from '~/db/schema'
import type { ReviewAction, ReviewForm, ReviewKind, ReviewStatus } from '~/lib/review-schemas'

export interface ReviewFilter {
  status?: ReviewStatus | null
  kind?: ReviewKind | null
}

export function listReviewsForModeration(db: Database, filter: ReviewFilter = {}) {
  return db
    .select({
      id: reviews.id,
      kind: reviews.kind,
      authorName: reviews.authorName,
      authorLocation: reviews.authorLocation,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      status: reviews.status,
      featured: reviews.featured,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      agentName: agents.name,
    })
    .from(reviews)
    .leftJoin(agents, eq(agents.id, reviews.agentId))
    .where(
      and(
        filter.status ? eq(reviews.status, filter.status) : undefined,
        filter.kind ? eq(reviews.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(300)
}

/** How many rows each status holds, for the filter tabs (within a kind when one is chosen). */
export async function countReviewsByStatus(db: Database, kind: ReviewKind | null = null) {
  const rows = await db
    .select({ status: reviews.status, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(kind ? eq(reviews.kind, kind) : undefined)
    .groupBy(reviews.status)
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 }
  for (const row of rows) counts[row.status as ReviewStatus] = row.count
  return counts
}

export type ModerationResult = { ok: true; message: string } | { ok: false; message: string; field?: 'reply' }

/**
 * Applies one moderation step. Approving publishes; hiding unpublishes and takes the review off the home page;
 * only an approved review can be featured there.
 */
export async function moderateReview(db: Database, action: ReviewAction): Promise<ModerationResult> {
  const [review] = await db
    .select({ id: reviews.id, status: reviews.status, authorName: reviews.authorName })
    .from(reviews)
    .where(eq(reviews.id, action.id))
  if (!review) return { ok: false, message: 'That review no longer exists. The list has been refreshed.' }
  const who = review.authorName
  const update = (values: Partial<typeof reviews.$inferInsert>) =>
    db
      .update(reviews)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(reviews.id, review.id))
  switch (action.intent) {
    case 'approve':
      await update({ status: 'approved' })
      return { ok: true, message: `Approved: the words of ${who} are now on the site.` }
    case 'hide':
      await update({ status: 'hidden', featured: false })
      return { ok: true, message: `Hidden: the words of ${who} are no longer on the site.` }
    case 'feature':
      if (review.status !== 'approved') {
        return { ok: false, message: `Approve the words of ${who} first; only approved ones can be on the home page.` }
      }
      await update({ featured: true })
      return { ok: true, message: `Featured: ${who} can now appear on the home page.` }
    case 'unfeature':
      await update({ featured: false })
      return { ok: true, message: `${who} is no longer featured on the home page.` }
    case 'reply':
      await update({ reply: action.reply })
      return {
        ok: true,
        message: action.reply ? `Reply to ${who} saved.` : `Reply to ${who} removed.`,
      }
    case 'delete':
      await db.delete(reviews).where(eq(reviews.id, review.id))
      return { ok: true, message: `Deleted the entry from ${who}.` }
  }
}

/** A review or testimonial typed in by staff. It waits in the queue like any other until someone approves it. */
export async function createReview(db: Database, form: ReviewForm) {
  const [created] = await db
    .insert(reviews)
    .values({ ...form, status: 'pending' })
    .returning({ id: reviews.id })
  return created!.id
}
