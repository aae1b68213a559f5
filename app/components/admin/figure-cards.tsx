// Headline figures as white cards in a row of three (Dashboard, Analytics).
export function FigureCards({ figures }: { figures: { label: string; value: number }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-white p-5 shadow ring-1 ring-black/5">
          <dt className="text-sm text-ink/80">{figure.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-sea">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
