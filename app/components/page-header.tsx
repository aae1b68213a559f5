export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-ink/85">{lead}</p> : null}
      </div>
    </header>
  )
}
