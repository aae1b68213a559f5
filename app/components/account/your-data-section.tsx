// "Your data" on /my-account: download everything we hold about you (JSON), choose what we e-mail you, or delete
// the account after typing DELETE (GDPR Art. 15, 17 and 20).
import { Form, Link, useNavigation } from 'react-router'
import { FormField } from '~/components/ui/form-field'
import { DELETE_CONFIRMATION_WORD } from './delete-account-schema'

export function YourDataSection({ deleteError }: { deleteError?: string }) {
  const navigation = useNavigation()
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-account'
  return (
    <section aria-labelledby="your-data-heading" className="md:col-span-3">
      <h2 id="your-data-heading" className="text-xl">
        Your data
      </h2>
      <p className="mt-3 max-w-3xl">
        Download a copy of everything we hold about you: your account, your inquiries, your marketing choices with their
        history, and your activity on this site.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/my-data" download className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
          Download my data
        </a>
        <Link
          to="/preferences"
          className="rounded-lg px-4 py-2 font-semibold text-sea ring-2 ring-inset ring-sea hover:bg-sand"
        >
          Choose what we e-mail you
        </Link>
      </div>
      <div className="mt-8 max-w-xl rounded-xl p-4 ring-1 ring-coral-dark/40">
        <h3 className="text-lg">Deleting your account</h3>
        <p className="mt-2">
          This removes your sign-in, your details, your inquiries and your activity on this site, and signs you out. We
          keep your address on our do-not-email list so you never get marketing from us again. It cannot be undone.
        </p>
        {/* Opening this is the first step; typing DELETE and submitting is the second. Works without scripts. */}
        <details open={Boolean(deleteError)} className="mt-4">
          <summary className="inline-block cursor-pointer rounded-lg px-4 py-2 font-semibold text-coral-dark ring-1 ring-coral-dark hover:bg-coral/10">
            Delete my account
          </summary>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="delete-account" />
            <FormField
              id="delete-confirm"
              name="confirm"
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              error={deleteError}
            />
            <button
              type="submit"
              disabled={deleting}
              className="rounded-lg bg-coral-dark px-4 py-2 font-semibold text-white disabled:opacity-70"
            >
              {deleting ? 'Deleting…' : 'Delete my account for good'}
            </button>
          </Form>
        </details>
      </div>
    </section>
  )
}
