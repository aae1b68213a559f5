// Reading a posted form. A body that is not a form (JSON, plain text, a broken multipart) is the sender's mistake:
// it answers 415 with a message, never a server error (issue: bad input, everywhere). The whole body is read into
// memory: server/body-limit.ts has bounded it before, to 1 MB or an upload screen's own file limit.
import { data } from 'react-router'

export const NOT_A_FORM = 'This could not be read as a form. Send it from the page.'

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data(NOT_A_FORM, { status: 415 })
  }
}
