// Issue 41 (decision 031, "plain links"): the site's Link renders on the server the markup React Router's Link
// renders, and for a plain path of this site it does so without running React Router's Link.
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Link as RouterLink, type LinkProps } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link } from './site-link'

// A nested route, so that relative paths resolve to something of their own.
const AT = '/es/properties/casa-azul'
const inRoute = (element: ReactElement) => {
  const Stub = createRoutesStub([{ path: '/es/properties/:slug', Component: () => element }])
  return renderToString(<Stub initialEntries={[AT]} />)
}

const withProps: LinkProps[] = [
  { to: '/properties', className: 'font-semibold text-sea', children: 'Properties' },
  { to: '/', 'aria-label': 'Home', children: <span className="sr-only">Home</span> },
  { to: '/properties', id: 'all', title: 'All', lang: 'es', hrefLang: 'es', rel: 'nofollow', children: 'x' },
  { to: '/properties', style: { color: 'red' }, 'data-testid': 'card-link', children: 'y' } as LinkProps,
  { to: '/properties', target: '_blank', rel: 'noopener noreferrer', children: 'Opens a tab' },
  { to: '/properties', discover: 'none', children: 'No discovery' },
  { to: '/properties', discover: 'render', prefetch: 'none', children: 'Defaults said' },
  { to: '/properties', reloadDocument: false, replace: true, state: { from: 'x' }, preventScrollReset: true },
  { to: '/properties', viewTransition: true, onClick: () => undefined, children: 'Clicks' },
  { to: '/properties', className: 'a', target: undefined, discover: undefined, children: 'Undefined props' },
]

const PLAIN = [
  '/',
  '/properties',
  '/properties/',
  '/es/properties?beds=2&sort=price',
  '/properties#map',
  '/properties?page=2#results',
  '/blog/roatan-guide?ref=%20x',
  '/caf%C3%A9',
  '/café y playa',
  '/.well-known/security.txt',
  '/a/..b/.c',
  '/login?next=/my-account',
]

// The full component's cases: React Router resolves, collapses or leaves these, or they ask for what only it does.
const FULL: LinkProps[] = [
  ...[
    'photos',
    './photos',
    '../casa-verde',
    '..',
    '.',
    '',
    '?sort=price',
    '#map',
    '/a/./b',
    '/a/../b',
    '/a/.',
    '/a//b',
    '//example.com/x',
    '/\\example.com',
    '/a?',
    '/a#',
    '/a?#b',
    'https://example.com/x',
    'mailto:office@example.com',
    'tel:+5045551234',
  ].map((to) => ({ to, children: to })),
  { to: { pathname: '/properties', search: '?beds=2', hash: '#map' }, children: 'object' },
  { to: { search: '?beds=3' }, children: 'search only' },
  { to: '/properties', prefetch: 'intent', className: 'c', children: 'intent' },
  { to: '/properties', prefetch: 'render', children: 'render' },
  { to: '/properties', prefetch: 'viewport', children: 'viewport' },
  { to: '/properties', reloadDocument: true, lang: 'es', children: 'reload' },
  { to: '/properties', relative: 'path', children: 'relative path' },
  { to: 'photos', relative: 'path', children: 'relative photos' },
  { to: '/properties', mask: '/properties/masked', children: 'masked' },
  { to: 'https://example.com/x', target: '_blank', discover: 'none', children: 'elsewhere' },
]

const PLAIN_PROPS: LinkProps[] = [...PLAIN.map((to) => ({ to, children: to })), ...withProps]
const describeProps = (props: LinkProps) => JSON.stringify(props, (_k, v) => (typeof v === 'function' ? 'fn' : v))

describe('the site’s Link on the server', () => {
  const routerLink = RouterLink as unknown as { render: (...args: unknown[]) => unknown }
  afterEach(() => vi.restoreAllMocks())

  it.each([...PLAIN_PROPS, ...FULL].map((props) => [describeProps(props), props] as const))(
    'renders what React Router’s Link renders: %s',
    (_name, props) => {
      const ours = inRoute(<Link {...props} />)
      expect(ours).toContain('<a ')
      expect(ours).toBe(inRoute(<RouterLink {...props} />))
    },
  )

  it('renders the same list of links as React Router, without running React Router’s Link for plain paths', () => {
    const render = vi.spyOn(routerLink, 'render')
    const list = (Component: typeof Link) => (
      <nav>
        {PLAIN_PROPS.map((props, i) => (
          <Component key={i} {...props} />
        ))}
      </nav>
    )
    const ours = inRoute(list(Link))
    expect(render).not.toHaveBeenCalled()
    expect(ours).toBe(inRoute(list(RouterLink)))
    expect(render).toHaveBeenCalledTimes(PLAIN_PROPS.length)
  })

  it('takes React Router’s Link for every other link', () => {
    const render = vi.spyOn(routerLink, 'render')
    inRoute(
      <nav>
        {FULL.map((props, i) => (
          <Link key={i} {...props} />
        ))}
      </nav>,
    )
    expect(render).toHaveBeenCalledTimes(FULL.length)
  })

  it('passes a ref on to React Router’s Link', () => {
    const render = vi.spyOn(routerLink, 'render')
    const ref = { current: null }
    inRoute(<Link to="photos" ref={ref} />)
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ to: 'photos' }), ref)
  })

  it('needs none of the router’s state for a plain path (React Router’s hooks would throw outside a router)', () => {
    expect(
      renderToString(
        <Link to="/properties?beds=2" className="c">
          Properties
        </Link>,
      ),
    ).toBe('<a class="c" href="/properties?beds=2" data-discover="true">Properties</a>')
  })
})
