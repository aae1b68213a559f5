/**
 * Text typed into a form before the page's code is live survives hydration.
 *
 * React (19.3, `initTextarea`) sets a server-rendered `<textarea>`'s value back to its default when it hydrates it,
 * where it leaves an `<input>`'s or a `<select>`'s alone. On a slow phone a buyer may type the inquiry message before
 * the listing page's code arrives: the message would be replaced by the pre-filled one without a word, and the lead
 * saved with it (staff editing a description are as exposed). So the browser entry notes the text of every textarea
 * typed in before hydration, and puts it back in the commit that hydrates the page.
 *
 * A textarea inside a part that hydrates later (hydrateLater) is not covered: none of those parts has one.
 */
const typed = new Map<HTMLTextAreaElement, string>()

function note(event: Event) {
  if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value)
}

/** Before hydration: what was typed already (a server-rendered textarea's default is its text), and from now on. */
export function keepTextTypedEarly() {
  for (const textarea of document.querySelectorAll('textarea')) {
    if (textarea.value !== textarea.defaultValue) typed.set(textarea, textarea.value)
  }
  document.addEventListener('input', note, true)
}

/** In the hydrating commit (a layout effect, before the browser paints): the typed text back where React reset it. */
export function restoreTextTypedEarly() {
  document.removeEventListener('input', note, true)
  for (const [textarea, text] of typed) {
    if (textarea.isConnected && textarea.value !== text) textarea.value = text
  }
  typed.clear()
}
