// The form of Admin → FAQ → an entry (new or edit): the question and answer in English and, beside them, in Spanish;
// where /faq shows it. Spanish labels are marked “(en español)” so they never read like the English ones.
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import type { FaqFormErrors } from '~/lib/faq-form'

export interface FaqEntryFormValues {
  question: string
  answer: string
  questionEs: string
  answerEs: string
  category: string
  sortOrder: number
  published: boolean
}

export function FaqEntryForm({
  values,
  categories,
  errors,
  submitLabel,
  status,
}: {
  values: FaqEntryFormValues
  /** the categories entries already use, offered as examples */
  categories: string[]
  errors: FaqFormErrors
  submitLabel: string
  /** the message after a save */
  status: string | null
}) {
  const navigation = useNavigation()
  const refused = Object.values(errors).some(Boolean)
  return (
    <Form method="post" className="mt-6 max-w-5xl space-y-6 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">English</legend>
          <FormField
            id="faq-question"
            name="question"
            label="Question"
            defaultValue={values.question}
            error={errors.question}
          />
          <FormField
            id="faq-answer"
            name="answer"
            label="Answer"
            as="textarea"
            defaultValue={values.answer}
            error={errors.answer}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Spanish</legend>
          <FormField
            id="faq-question-es"
            name="questionEs"
            label="Pregunta (en español)"
            defaultValue={values.questionEs}
            error={errors.questionEs}
          />
          <FormField
            id="faq-answer-es"
            name="answerEs"
            label="Respuesta (en español)"
            as="textarea"
            defaultValue={values.answerEs}
            error={errors.answerEs}
          />
          <p className="text-sm text-ink/80">Optional. Left empty, /es/faq shows this entry in English with a note.</p>
        </fieldset>
      </div>
      <p className="text-sm text-ink/80">Separate the paragraphs of an answer with an empty line.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FormField
            id="faq-category"
            name="category"
            label="Category"
            defaultValue={values.category}
            error={errors.category}
          />
          {categories.length > 0 ? (
            <p className="mt-1 text-sm text-ink/80">
              Entries of a category are shown together. In use: {categories.join(', ')}.
            </p>
          ) : null}
        </div>
        <div>
          <FormField
            id="faq-sort-order"
            name="sortOrder"
            label="Position in the list"
            inputMode="numeric"
            defaultValue={String(values.sortOrder)}
            error={errors.sortOrder}
          />
          <p className="mt-1 text-sm text-ink/80">Lower numbers come first; categories follow their first entry.</p>
        </div>
      </div>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="published" defaultChecked={values.published} /> Published (shown on /faq)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
          {submitLabel}
        </Button>
        {refused ? (
          <p role="alert" className="text-coral-dark">
            Nothing was saved: check the fields marked.
          </p>
        ) : status ? (
          <p role="status">{status}</p>
        ) : null}
      </div>
    </Form>
  )
}
