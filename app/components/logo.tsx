import { DEFAULT_BRAND } from '~/lib/brand'

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
      <span
        className={`whitespace-nowrap text-lg font-bold tracking-tight sm:text-xl ${inverted ? 'text-white' : 'text-sea'}`}
      >
        {DEFAULT_BRAND.name}
      </span>
    </span>
  )
}
