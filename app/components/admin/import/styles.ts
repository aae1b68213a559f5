import { buttonClasses } from '~/components/ui/button'

export const box = 'rounded-xl bg-white p-5 shadow ring-1 ring-black/5'
export const button = buttonClasses({ className: 'disabled:opacity-60' })
export const secondaryButton = buttonClasses({ variant: 'secondary', className: 'disabled:opacity-60' })
export const link = 'font-semibold text-sea underline underline-offset-4'
