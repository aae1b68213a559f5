// The admin screens' menu (issue 42, item 11): a sidebar from desktop width; on a phone or tablet it stays closed
// behind an "Admin menu" button, so the screen itself comes first. Before the page's code runs (or without it) the
// button is a <details> summary, as the public header's menu is; once it runs, a button with aria-expanded.
import { useEffect, useRef, useState } from 'react'
import { NavLink } from 'react-router'

const MENU_ID = 'admin-menu'

const toggleClass =
  'absolute right-4 top-3 cursor-pointer list-none rounded-md border border-white/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 lg:hidden'

export function AdminMenu({ screens }: { screens: readonly { path: string; label: string }[] }) {
  const details = useRef<HTMLDetailsElement>(null)
  const [live, setLive] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // A menu opened before the code ran stays open.
    setOpen(details.current?.open ?? false)
    setLive(true)
  }, [])

  const menu = (
    <nav id={MENU_ID} aria-label="Admin" className={live && !open ? 'max-lg:hidden' : undefined}>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-1 px-3 pb-3 lg:block lg:space-y-1">
        {screens.map((screen) => (
          <li key={screen.path}>
            <NavLink
              to={screen.path ? `/admin/${screen.path}` : '/admin'}
              end
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-white text-sea-dark' : 'text-white/90 hover:bg-white/10'}`
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )

  if (!live) {
    return (
      // From desktop width the closed <details> shows its menu all the same.
      <details ref={details} className="lg:details-content:[content-visibility:visible]">
        <summary className={toggleClass}>Admin menu</summary>
        {menu}
      </details>
    )
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(!open)}
        className={toggleClass}
      >
        Admin menu
      </button>
      {menu}
    </>
  )
}
