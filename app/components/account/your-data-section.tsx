// "Your data" on /my-account: download everything we hold about you (JSON), choose what we e-mail you, or delete
// the account after typing DELETE (GDPR Art. 15, 17 and 20).
import { Form, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { Button, buttonClasses } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { accountMessages } from '~/i18n/catalogs/account'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { DELETE_CONFIRMATION_WORDS } from './delete-account-schema'

export function YourDataSection({ deleteError }: { deleteError?: string }) {
  const navigation = useNavigation()
  const t = useT(accountMessages)
  const href = useLocalHref()
  const word = DELETE_CONFIRMATION_WORDS[useLocale()]
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-account'
  return (
    <section aria-labelledby="your-data-heading" className="md:col-span-3">
      <h2 id="your-data-heading" className="text-xl">
        {t('account.data.title')}
      </h2>
      <p className="mt-3 max-w-3xl">{t('account.data.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/my-data" download className={buttonClasses()}>
          {t('account.data.download')}
        </a>
        <Link to={href('/preferences')} className={buttonClasses({ variant: 'secondary' })}>
          {t('account.data.choose')}
        </Link>
      </div>
      <div className="mt-8 max-w-xl rounded-xl p-4 ring-1 ring-coral-dark/40">
        <h3 className="text-lg">{t('account.data.deleteTitle')}</h3>
        <p className="mt-2">{t('account.data.deleteText')}</p>
        {/* Opening this is the first step; typing DELETE and submitting is the second. Works without scripts. */}
        <details open={Boolean(deleteError)} className="mt-4">
          <summary className="inline-block cursor-pointer rounded-lg px-4 py-2 font-semibold text-coral-dark ring-1 ring-coral-dark hover:bg-coral/10">
            {t('account.data.deleteOpen')}
          </summary>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="delete-account" />
            <FormField
              id="delete-confirm"
              name="confirm"
              label={t('account.data.confirmLabel', { word })}
              autoComplete="off"
              error={deleteError}
            />
            <Button type="submit" variant="cta" disabled={deleting} className="disabled:opacity-70">
              {deleting ? t('account.data.deleting') : t('account.data.deleteSubmit')}
            </Button>
          </Form>
        </details>
      </div>
    </section>
  )
}
