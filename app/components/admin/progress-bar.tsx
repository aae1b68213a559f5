// A progress bar for background work (feed sync, file import). Without a known share it fills and pulses.
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  percent,
  className,
}: {
  /** The accessible name, e.g. "Sync progress". */
  label: string
  value: number
  max?: number
  valueText: string
  /** How much of the bar is filled, 0–100; null when the total is not known yet. */
  percent: number | null
  /** Spacing above the bar. */
  className?: string
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={[className, 'h-3 overflow-hidden rounded-full bg-ink/10'].filter(Boolean).join(' ')}
    >
      <div
        className={`h-full rounded-full bg-sea transition-all ${percent === null ? 'animate-pulse' : ''}`}
        style={{ width: `${percent ?? 100}%` }}
      />
    </div>
  )
}
