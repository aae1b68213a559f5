import { Form, Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { requireUser } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatDateTime } from '~/lib/format'
import { listInquiriesForUser } from '~/models/contact.server'
import type { Route } from './+types/my-account'

// Anonymous visitors are sent to /login and come back here after signing in.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context })
  return { user, inquiries: await listInquiriesForUser(getServices(context).db, user.id) }
}

export const meta: Route.MetaFunction = () => [
  { title: `My account | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { user, inquiries } = loaderData
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name
  return (
    <>
      <PageHeader title="My account" lead={name ? `Signed in as ${name}` : undefined} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="details-heading" className="md:col-span-1">
          <h2 id="details-heading" className="text-xl">
            Your details
          </h2>
          <dl className="mt-3 space-y-2">
            {name ? (
              <div>
                <dt className="text-sm text-ink/75">Name</dt>
                <dd className="font-semibold">{name}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-ink/75">E-mail</dt>
              <dd className="font-semibold break-all">{user.email}</dd>
            </div>
          </dl>
          <p className="mt-6">
            <Link to="/preferences" className="font-semibold text-reef-dark underline">
              Marketing preferences
            </Link>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post" action="/logout">
              <button type="submit" className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
                Sign out
              </button>
            </Form>
            <Form method="post" action="/logout">
              <input type="hidden" name="everywhere" value="1" />
              <button type="submit" className="rounded-lg px-4 py-2 font-semibold text-sea underline">
                Sign out everywhere
              </button>
            </Form>
          </div>
        </section>
        <section aria-labelledby="inquiries-heading" className="md:col-span-2">
          <h2 id="inquiries-heading" className="text-xl">
            Your inquiries
          </h2>
          {inquiries.length === 0 ? (
            <p className="mt-3">
              You have not sent any inquiries yet.{' '}
              <Link to="/properties" className="font-semibold text-reef-dark underline">
                Browse properties
              </Link>
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {inquiries.map((inquiry) => (
                <li key={inquiry.id} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
                  <p className="font-semibold">
                    {inquiry.propertySlug ? (
                      <Link to={`/property/${inquiry.propertySlug}`} className="underline">
                        {inquiry.propertyTitle}
                      </Link>
                    ) : (
                      'General inquiry'
                    )}
                  </p>
                  <p className="text-sm text-ink/75">{formatDateTime(inquiry.createdAt)}</p>
                  <p className="mt-2 whitespace-pre-line">{inquiry.message}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}
