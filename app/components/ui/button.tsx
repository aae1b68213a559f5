import type { ReactNode } from 'react'
import { Link } from '~/components/site-link'

export type ButtonVariant = 'primary' | 'secondary' | 'cta'

// BRAND.md: deep sea for primary actions, coral (sparingly) for calls to action. White text on plain coral
// fails WCAG AA, so the call-to-action button uses the darker coral.
const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-sea text-white hover:bg-sea-dark',
  secondary: 'bg-white text-sea ring-2 ring-inset ring-sea hover:bg-sand',
  cta: 'bg-coral-dark text-white hover:bg-sea-dark',
}

export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-center font-semibold transition-colors ${VARIANT_CLASSES[variant]}`
}

/** A link that looks like a button: site paths go through the router, anything else is a plain anchor. */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string
  variant?: ButtonVariant
  children: ReactNode
}) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} prefetch="intent" className={buttonClassName(variant)}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(to)
  return (
    <a
      href={to}
      className={buttonClassName(variant)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
