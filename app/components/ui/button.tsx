import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from '~/components/site-link'

export type ButtonVariant = 'primary' | 'secondary' | 'cta'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'

// BRAND.md: deep sea for primary actions, coral (sparingly) for calls to action. White text on plain coral
// fails WCAG AA, so the call-to-action button uses the darker coral.
const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-sea text-white hover:bg-sea-dark',
  secondary: 'bg-white text-sea ring-2 ring-inset ring-sea hover:bg-sand',
  cta: 'bg-coral-dark text-white hover:bg-sea-dark',
}

// Padding (and type size) from the row buttons of admin tables up to the buttons of the public pages.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  xs: 'px-3 py-1',
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-2',
  xl: 'px-5 py-2.5',
  '2xl': 'px-5 py-3',
}

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Classes added to the look: margins, width, disabled states. */
  className?: string
}

/** The classes of a button, or of a link or label that looks like one. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return ['rounded-lg', SIZE_CLASSES[size], 'font-semibold', VARIANT_CLASSES[variant], className]
    .filter(Boolean)
    .join(' ')
}

/** The large button of the public pages, its content centred with room for an icon. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return buttonClasses({
    variant,
    size: '2xl',
    className: 'inline-flex items-center justify-center gap-2 text-center transition-colors',
  })
}

/** A `<button>` with the look of `buttonClasses`; every other prop (type, name, value, disabled…) is passed on. */
export function Button({ variant, size, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button {...props} className={buttonClasses({ variant, size, className })} />
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
