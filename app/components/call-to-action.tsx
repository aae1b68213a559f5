import { useLocalHref } from '~/i18n/messages'
import { ButtonLink, type ButtonVariant } from './ui/button'

export interface CallToActionProps {
  heading: string
  text: string
  actions: { to: string; label: string; variant?: ButtonVariant }[]
}

/** The closing box of a text page: one sentence and one or two next steps. */
export function CallToAction({ heading, text, actions }: CallToActionProps) {
  // site paths lead to the page in the visitor's language; e-mail and outside addresses stay as they are
  const href = useLocalHref()
  return (
    <aside
      aria-labelledby="call-to-action"
      className="mt-14 rounded-2xl bg-sea px-6 py-8 text-white sm:px-10 print:hidden"
    >
      <h2 id="call-to-action" className="text-2xl text-white">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-white/90">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions.map((action, index) => (
          <ButtonLink
            key={action.to}
            to={href(action.to)}
            variant={action.variant ?? (index === 0 ? 'cta' : 'secondary')}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </aside>
  )
}
