// SPEC §2 Manage dialog: the tracking choice, an optional e-mail and the marketing checkboxes, Save Preferences
// ('Saving Preferences...' while saving) and Cancel. A modal <dialog>: the page behind is inert, Escape closes it,
// Tab stays inside, and the opener gets the focus back (privacy-choices.tsx).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { useLocale, useT } from '~/i18n/messages'
import type { ConsentType, Region, RegionalPolicy } from '~/lib/consent'
import type { TrackingConsent } from '~/lib/tracking/browser-records'
import { fetchRegionalPolicy, grantMarketingConsent, lookupIp } from './consent-client'
import { ConsentTypeCheckboxes, consentMessageText, consentNotes, consentWordingText } from './consent-type-checkboxes'
import { checkMarketingChoice, grantOutcome } from './marketing-choice'
import { decideTracking } from './tracking-decision'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'

/** Keeps Tab and Shift+Tab inside the dialog, also where the browser would move on to its own toolbar. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export default function ManagePrivacyDialog({
  region,
  trackingDecision,
  onClose,
}: {
  region: Region
  trackingDecision: TrackingConsent | null
  onClose: () => void
}) {
  const id = useId()
  const t = useT(privacyMessages)
  const locale = useLocale()
  // Messages of the server and of the shared checks come in English.
  const message = (english: string) => consentMessageText(t, locale, english)
  const dialog = useRef<HTMLDialogElement>(null)
  const [policy, setPolicy] = useState<RegionalPolicy | null>(null)
  const [analytics, setAnalytics] = useState(trackingDecision === 'granted')
  const [email, setEmail] = useState('')
  const [types, setTypes] = useState<ConsentType[]>([])
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<{ field: 'email' | 'form'; message: string } | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
    let current = true
    void fetchRegionalPolicy(region).then((answer) => current && setPolicy(answer))
    return () => {
      current = false
    }
  }, [region])

  const notes = policy ? consentNotes(t, locale, policy, region) : null

  async function save() {
    const choice = checkMarketingChoice(email, types)
    if (choice.kind === 'invalid') return setProblem({ field: 'email', message: message(choice.error) })
    setProblem(null)
    const decision = analytics ? 'granted' : 'denied'
    if (choice.kind === 'none') {
      dialog.current?.close()
      if (decision !== trackingDecision) decideTracking(decision, region)
      return
    }
    setSaving(true)
    const answer = await grantMarketingConsent({
      email: choice.email,
      consent_types: choice.types,
      region,
      ip_address: await lookupIp(),
      user_agent: navigator.userAgent,
      source: 'banner',
      wording: consentWordingText(t, locale, notes ?? []),
    })
    setSaving(false)
    const outcome = grantOutcome(answer)
    if (outcome.ok) setSaved(message(outcome.message))
    else setProblem({ field: 'form', message: message(outcome.message) })
    // Last, so a problem starting analytics never costs the marketing choice.
    if (decision !== trackingDecision) decideTracking(decision, region)
  }

  const emailError = problem?.field === 'email' ? problem.message : null
  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={trapTab}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-xl backdrop:bg-ink/50 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl">
        {t('privacy.dialogTitle')}
      </h2>
      <form
        className="mt-4 space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="flex items-start gap-3 rounded-xl bg-sand p-4">
          <input
            id={`${id}-analytics`}
            type="checkbox"
            role="switch"
            checked={analytics}
            onChange={(event) => setAnalytics(event.currentTarget.checked)}
            aria-describedby={`${id}-analytics-hint`}
            className="mt-1 size-5 shrink-0 accent-sea"
          />
          <div>
            <label htmlFor={`${id}-analytics`} className="font-semibold">
              {t('privacy.analytics')}
            </label>
            <p id={`${id}-analytics-hint`} className="text-sm">
              {t('privacy.analyticsHint')}
            </p>
          </div>
        </div>
        {notes ? (
          <>
            <p className="text-sm">{notes[0]}</p>
            <ConsentTypeCheckboxes
              idPrefix={`${id}-type`}
              legend={t('privacy.consent.legend')}
              selected={types}
              onChange={setTypes}
            />
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
                {t('privacy.emailOptional')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                aria-invalid={Boolean(emailError)}
                aria-describedby={emailError ? `${id}-email-error` : undefined}
                className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${emailError ? 'border-coral-dark' : 'border-ink/30'}`}
              />
              {emailError ? (
                <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm font-medium text-coral-dark">
                  {emailError}
                </p>
              ) : null}
            </div>
            {notes.slice(1).map((note) => (
              <p key={note} className="text-sm text-ink/85">
                {note}
              </p>
            ))}
          </>
        ) : (
          <p className="text-sm" role="status">
            {t('privacy.checkingRegion')}
          </p>
        )}
        {problem?.field === 'form' ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-3 font-medium text-coral-dark">
            {problem.message}
          </p>
        ) : null}
        <div role="status">
          {saved ? <p className="rounded-lg bg-reef/10 p-3 font-medium text-sea">{saved}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-lg px-4 py-2 font-semibold text-sea ring-2 ring-inset ring-sea hover:bg-sand"
          >
            {saved ? t('privacy.close') : t('privacy.cancel')}
          </button>
          <Button type="submit" disabled={saving || !notes} className="disabled:opacity-70">
            {saving ? t('privacy.consent.saving') : t('privacy.consent.save')}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
