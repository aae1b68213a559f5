// What a removal on the account page answered, with "Undo" beside it for a few seconds (issue 43, item 7). The
// button posts the answer's signed token back (http/saved-items-undo.server.ts); without JavaScript it stays, and
// the server still refuses a token older than two minutes.
import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { accountMessages } from '~/i18n/catalogs/account'
import { useT } from '~/i18n/messages'

/** How long the button is offered in the browser. */
export const UNDO_SHOWN_MS = 10_000

interface Props {
  message: string
  error?: boolean
  undo?: string
}

/** Each removal's answer starts its own few seconds. */
export function UndoNotice(props: Props) {
  return <Notice key={props.undo ?? ''} {...props} />
}

function Notice({ message, error, undo }: Props) {
  const t = useT(accountMessages)
  const [offered, setOffered] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setOffered(false), UNDO_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <p role={error ? 'alert' : 'status'} className={error ? 'text-coral-dark' : ''}>
        {message}
      </p>
      {undo && offered ? (
        <Form method="post">
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="token" value={undo} />
          <button
            type="submit"
            className="rounded-lg border border-sea px-3 py-1 text-sm font-semibold text-sea hover:bg-sand"
          >
            {t('account.undo.button')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}
