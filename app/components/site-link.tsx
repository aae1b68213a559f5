// Issue 41: the site's links, React Router's `Link` with a shortcut on the server (decision 031, "plain links").
// For a plain path of this site, the component's hooks (the path resolved against the route matches, the location,
// the click handler, the prefetching state, which starts in the browser, in effects) give the path itself, and its
// <a> is known without them: about 70 links made them 8 % of an uncached render of /properties. The server renders
// that <a> at once, with the attributes React Router's `Link` (8.4, `LinkWithRef`) gives it, in the same order:
// the other props, then `href`, `target` and `data-discover`. Anything else takes React Router's `Link`, and the
// browser always does (the shortcut is left out of its bundle), so hydration meets the same markup
// (site-link.test.tsx compares the two).
import { createElement, forwardRef, type ForwardedRef } from 'react'
import { Link as RouterLink, type LinkProps } from 'react-router'

// "/…" with no "//" or "\" (another site, or a path React Router would collapse), no "." or ".." segment, no
// empty query ("?" before "#" or at the end) and no empty hash: React Router resolves such a path to itself.
const PLAIN_PATH = /^(?!.*(?:\/\/|\\|\/\.\.?(?:[/?#]|$)|\?#|[?#]$))\//s

// The props `LinkWithRef` takes out before spreading the rest on its <a>. An object, not a Set, so the browser's
// bundle drops it with the shortcut; `=== true` skips what objects inherit ("constructor", …).
const ROUTER_PROPS: Record<string, true> = {
  onClick: true,
  discover: true,
  prefetch: true,
  relative: true,
  reloadDocument: true,
  replace: true,
  mask: true,
  state: true,
  target: true,
  to: true,
  preventScrollReset: true,
  viewTransition: true,
  defaultShouldRevalidate: true,
}

function isPlainLink(props: LinkProps): boolean {
  return (
    typeof document === 'undefined' &&
    typeof props.to === 'string' &&
    !props.reloadDocument &&
    !props.mask &&
    !props.relative &&
    (props.prefetch === undefined || props.prefetch === 'none') &&
    PLAIN_PATH.test(props.to)
  )
}

function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  if (!isPlainLink(props)) return createElement(RouterLink, ref ? { ...props, ref } : props)
  // A loop rather than `{ to, …, ...rest }`: a rest pattern cost about 5 µs a link, the loop 0.5 (decision 031).
  const anchor: Record<string, unknown> = {}
  for (const key in props) if (ROUTER_PROPS[key] !== true) anchor[key] = props[key as keyof LinkProps]
  anchor.href = props.to
  anchor.target = props.target
  anchor['data-discover'] = props.discover === undefined || props.discover === 'render' ? 'true' : undefined
  return createElement('a', anchor)
}

/** React Router's `Link` (same props and ref); on the server, a plain path of this site renders its <a> at once. */
export const Link: typeof RouterLink = import.meta.env.SSR ? forwardRef(ServerLink) : RouterLink
