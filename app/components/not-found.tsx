import { Link } from 'react-router'

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-reef-dark">404</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">We could not find that page</h1>
      <p className="mt-4">The page may have moved, or the listing may no longer be on the market.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/properties" className="rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark">
          Browse properties
        </Link>
        <Link to="/" className="rounded-lg px-5 py-3 font-semibold text-sea underline">
          Go to the home page
        </Link>
      </p>
    </section>
  )
}
