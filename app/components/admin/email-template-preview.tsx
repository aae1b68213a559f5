/** The live preview of an edited e-mail with sample data: subject, the HTML part in a sandboxed frame, the text. */
export function EmailTemplatePreview({
  email,
  pending,
}: {
  email: { subject: string; text: string; html: string } | null
  pending: boolean
}) {
  return (
    <section
      aria-labelledby="email-preview-heading"
      aria-busy={pending}
      className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5"
    >
      <h2 id="email-preview-heading" className="text-xl">
        Preview with sample data
      </h2>
      {email ? (
        <>
          <p className="mt-3 text-sm text-ink/80">Subject</p>
          <p className="font-semibold" data-testid="email-preview-subject">
            {email.subject}
          </p>
          {/* sandbox="" : the preview can run no script and reach nothing, whatever the template says */}
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={email.html}
            className="mt-4 h-96 w-full rounded-lg border border-ink/10"
          />
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold">Plain-text part</summary>
            <pre className="mt-2 whitespace-pre-wrap text-sm">{email.text}</pre>
          </details>
        </>
      ) : (
        <p className="mt-3 text-ink/80">Fix the errors in the template to see the preview.</p>
      )}
    </section>
  )
}
