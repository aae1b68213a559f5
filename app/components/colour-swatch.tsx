// Brand colour swatches with their WCAG 2 contrast checks, computed from the codes so the guide cannot drift.

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

// AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.7 px bold). Ratios are shown rounded down, since
// WCAG allows no rounding up (2.98:1 fails 3:1).
function verdict(ratio: number): { label: string; className: string } {
  if (ratio >= 4.5) return { label: 'AA', className: 'bg-sea text-white' }
  if (ratio >= 3) return { label: 'AA large text only', className: 'bg-sand text-ink' }
  return { label: 'Fails', className: 'bg-coral-dark text-white' }
}

export interface BrandColour {
  name: string
  hex: string
  role: string
}

const TEXT_COLOURS = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Ink', hex: '#1e2a32' },
] as const

export function ColourSwatch({ colour }: { colour: BrandColour }) {
  // The label on the swatch uses whichever text colour reads best on it.
  const [best] = [...TEXT_COLOURS].sort((a, b) => contrastRatio(b.hex, colour.hex) - contrastRatio(a.hex, colour.hex))
  const checks = [
    ...TEXT_COLOURS.map((text) => ({ label: `${text.name} text on it`, ratio: contrastRatio(text.hex, colour.hex) })),
    { label: 'As text on white', ratio: contrastRatio(colour.hex, '#ffffff') },
  ]
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5">
      <div className="flex h-28 items-end p-4" style={{ backgroundColor: colour.hex, color: best?.hex }}>
        <span className="text-lg font-bold">{colour.name}</span>
      </div>
      <figcaption className="p-4">
        <p className="font-mono text-sm font-semibold">{colour.hex.toUpperCase()}</p>
        <p className="mt-1 text-sm text-ink/80">{colour.role}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {checks.map((check) => {
            const result = verdict(check.ratio)
            return (
              <li key={check.label} className="flex items-center justify-between gap-2">
                <span>
                  {check.label} <span className="text-ink/70">{(Math.floor(check.ratio * 10) / 10).toFixed(1)}:1</span>
                </span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${result.className}`}>
                  {result.label}
                </span>
              </li>
            )
          })}
        </ul>
      </figcaption>
    </figure>
  )
}
