import { POST_STATE_LABELS, type PostState } from '~/lib/blog-form'

const BADGE_CLASSES: Record<PostState, string> = {
  draft: 'bg-ink/10 text-ink',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-reef/15 text-sea-dark',
}

export function BlogStateBadge({ state }: { state: PostState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[state]}`}>
      {POST_STATE_LABELS[state]}
    </span>
  )
}
