import { buttonClassName } from './ui/button'

/** Printing (or saving as PDF) needs the browser, so the button works once the page is hydrated. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClassName('secondary')} print:hidden`}>
      {label}
    </button>
  )
}
