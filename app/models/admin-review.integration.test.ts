// Moderation of reviews and testimonials: only approved entries reach the public pages (content.server.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { ReviewFormSchema } from '~/lib/review-schemas'
import { listApprovedReviews } from './content.server'
import { countReviewsByStatus, createReview, listReviewsForModeration, moderateReview } from './admin-review.server'
import { createTestServices } from '../../tests/setup/test-services'

let services: AppServices
let close: () => Promise<void>
let reviewId: number

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  reviewId = await createReview(
    services.db,
    ReviewFormSchema.parse({ kind: 'review', authorName: 'Dana Smith', rating: '4', body: 'Clear advice on title.' }),
  )
})
afterAll(() => close())

const publicIds = async (kind?: 'review' | 'testimonial') =>
  (await listApprovedReviews(services.db, kind)).map((review) => review.id)

describe('moderation', () => {
  it('keeps a new entry pending and off the site', async () => {
    expect(await listReviewsForModeration(services.db, { status: 'pending' })).toMatchObject([
      { id: reviewId, status: 'pending', rating: 4, featured: false },
    ])
    expect(await publicIds()).toEqual([])
  })

  it('refuses to feature an entry that is not approved', async () => {
    expect(await moderateReview(services.db, { intent: 'feature', id: reviewId })).toMatchObject({ ok: false })
    expect((await listReviewsForModeration(services.db))[0]?.featured).toBe(false)
  })

  it('approve → public; feature → first on the page; hide → gone and no longer featured; approve again', async () => {
    expect(await moderateReview(services.db, { intent: 'approve', id: reviewId })).toMatchObject({ ok: true })
    expect(await publicIds('review')).toEqual([reviewId])
    expect(await publicIds('testimonial')).toEqual([])

    expect(await moderateReview(services.db, { intent: 'feature', id: reviewId })).toMatchObject({ ok: true })
    expect((await listApprovedReviews(services.db))[0]).toMatchObject({ id: reviewId, featured: true })

    expect(await moderateReview(services.db, { intent: 'hide', id: reviewId })).toMatchObject({ ok: true })
    expect(await publicIds()).toEqual([])
    expect(await listReviewsForModeration(services.db, { status: 'hidden' })).toMatchObject([
      { id: reviewId, featured: false },
    ])
    expect(await countReviewsByStatus(services.db)).toEqual({ pending: 0, approved: 0, hidden: 1 })

    await moderateReview(services.db, { intent: 'approve', id: reviewId })
    expect(await publicIds()).toEqual([reviewId])
  })

  it('saves a reply shown with the public review, and removes it when emptied', async () => {
    await moderateReview(services.db, { intent: 'reply', id: reviewId, reply: 'Thank you, Dana!' })
    expect((await listApprovedReviews(services.db))[0]?.reply).toBe('Thank you, Dana!')
    await moderateReview(services.db, { intent: 'reply', id: reviewId, reply: null })
    expect((await listApprovedReviews(services.db))[0]?.reply).toBeNull()
  })

  it('filters by kind and deletes for good', async () => {
    const testimonialId = await createReview(
      services.db,
      ReviewFormSchema.parse({ kind: 'testimonial', authorName: 'Lee Park', rating: '5', body: 'Great help.' }),
    )
    expect((await listReviewsForModeration(services.db, { kind: 'testimonial' })).map((r) => r.id)).toEqual([
      testimonialId,
    ])
    expect(await moderateReview(services.db, { intent: 'delete', id: testimonialId })).toMatchObject({ ok: true })
    expect(await moderateReview(services.db, { intent: 'approve', id: testimonialId })).toMatchObject({ ok: false })
    expect(await listReviewsForModeration(services.db, { kind: 'testimonial' })).toEqual([])
  })
})
