import type { ReactNode } from 'react'
import { ColourSwatch, type BrandColour } from '~/components/colour-swatch'
import { Logo } from '~/components/logo'
import { PageHeader } from '~/components/page-header'
import { PropertyCard } from '~/components/property-card'
import { TableOfContents } from '~/components/table-of-contents'
import { buttonClassName } from '~/components/ui/button'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import type { PropertyCard as PropertyCardData } from '~/models/property.server'
import type { Route } from './+types/brand'
import { localeFromPath } from '~/i18n/locale'

// BRAND.md: the brand guide for staff and partners, drawn with the site's own components so it never drifts.

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    locale: localeFromPath(location.pathname),
    title: `Brand guide | ${DEFAULT_BRAND.name}`,
    description: `The ${DEFAULT_BRAND.name} brand for staff and partners: logo uses, colours with their codes and contrast, type scale, buttons, listing card.`,
    path: '/brand',
    appUrl: appUrlFromMatches(matches),
  })

const COLOURS: BrandColour[] = [
  { name: 'Deep sea', hex: '#0b4f6c', role: 'Primary: headings, buttons, prices' },
  { name: 'Reef teal', hex: '#01a7a3', role: 'Accents, icons, focus rings; too light for text on white' },
  { name: 'Sand', hex: '#f4ebdd', role: 'Section and page-header backgrounds' },
  { name: 'Coral', hex: '#f26b5b', role: 'Highlights, sparingly; ink text on it, never white' },
  { name: 'Ink', hex: '#1e2a32', role: 'Body text' },
  { name: 'White', hex: '#ffffff', role: 'Page background, text on deep sea' },
]

// Darker shades for text and buttons where the brand colour itself fails AA.
const SUPPORTING_COLOURS: BrandColour[] = [
  { name: 'Deep sea dark', hex: '#083a50', role: 'Hover on primary buttons, footer' },
  { name: 'Reef dark', hex: '#017a77', role: 'Links and small accent text on white' },
  { name: 'Coral dark', hex: '#c2412f', role: 'Call-to-action buttons with white text' },
]

const TYPE_SCALE = [
  {
    name: 'Page title (h1)',
    size: '30 px, 36 px from 640 px wide',
    className: 'text-3xl sm:text-4xl font-bold text-sea',
  },
  { name: 'Section (h2)', size: '24 px, 30 px from 640 px wide', className: 'text-2xl sm:text-3xl font-bold text-sea' },
  { name: 'Subsection (h3)', size: '20 px', className: 'text-xl font-bold text-sea' },
  { name: 'Price', size: '24 px bold', className: 'text-2xl font-bold text-sea' },
  { name: 'Body', size: '16 px, 18 px in guides, line height 1.6', className: 'text-base sm:text-lg' },
  { name: 'Small print', size: '14 px', className: 'text-sm text-ink/80' },
]

const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6ea"/><stop offset="1" stop-color="#fdf3e1"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#s)"/><circle cx="430" cy="120" r="46" fill="#f26b5b" opacity=".85"/>
<path d="M0 230 Q120 170 250 215 T600 200 V260 H0Z" fill="#1f6f5a"/>
<rect y="250" width="600" height="90" fill="#01a7a3"/><rect y="285" width="600" height="55" fill="#0b4f6c" opacity=".55"/>
<path d="M0 330 Q300 300 600 335 V400 H0Z" fill="#f4ebdd"/>
<path d="M120 385 Q108 290 152 185" stroke="#5b4636" stroke-width="9" fill="none"/>
<path d="M152 185 q-55 -15 -85 20 M152 185 q45 -30 90 0 M152 185 q-25 -45 -65 -45 M152 185 q25 -50 72 -40" stroke="#14503f" stroke-width="11" fill="none" stroke-linecap="round"/>
</svg>`,
)}`

const SAMPLE_LISTING = {
  id: 0,
  slug: 'sample-listing',
  listingId: 'RR-0000',
  title: 'Sample: two-bedroom oceanview condo with pool',
  status: 'active',
  propertyType: 'condo',
  priceUsd: 349000,
  bedrooms: 2,
  bathrooms: 2,
  livingAreaSqft: 1150,
  lotSizeSqft: null,
  areaName: 'West Bay',
  // our own listing: no other brokerage to credit (a feed listing's card names its office)
  listingOfficeName: null,
  cover: { src: SAMPLE_PHOTO },
} satisfies PropertyCardData

const SECTIONS = [
  { id: 'logo', text: 'Logo' },
  { id: 'colours', text: 'Colours' },
  { id: 'type', text: 'Type' },
  { id: 'buttons', text: 'Buttons' },
  { id: 'listing-card', text: 'Listing card' },
  { id: 'voice', text: 'Voice' },
]

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="scroll-mt-6 text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-ink/90">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}

export default function BrandGuide() {
  return (
    <>
      <PageHeader
        title="Brand guide"
        lead={`How ${DEFAULT_BRAND.name} looks and sounds: for staff, designers and partners who make anything with our name on it.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:py-14">
        <TableOfContents headings={SECTIONS} />
        <div className="min-w-0">
          <Section
            id="logo"
            title="Logo"
            intro="The mark and the name always appear together. Use deep sea on white or sand, and white on deep sea. Keep clear space around it at least the height of the mark."
          >
            <div className="grid gap-4 sm:grid-cols-3">
              {[
                { label: 'On white', className: 'bg-white ring-1 ring-black/10', inverted: false },
                { label: 'On sand', className: 'bg-sand', inverted: false },
                { label: 'On deep sea', className: 'bg-sea-dark', inverted: true },
              ].map((use) => (
                <figure key={use.label} className={`rounded-2xl p-8 ${use.className}`}>
                  <Logo inverted={use.inverted} />
                  <figcaption className={`mt-6 text-sm ${use.inverted ? 'text-white/85' : 'text-ink/80'}`}>
                    {use.label}
                  </figcaption>
                </figure>
              ))}
            </div>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              <li>✓ At least 120 px wide on screens, 30 mm in print.</li>
              <li>✓ On a photo, only over a calm area or a deep-sea band.</li>
              <li>✗ Do not stretch, rotate, outline or recolour it.</li>
              <li>✗ Do not set the name in another typeface or add a tagline to the lockup.</li>
            </ul>
          </Section>

          <Section
            id="colours"
            title="Colours"
            intro="Five colours and white. Each swatch shows its contrast with our text colours: AA needs 4.5:1 for body text and 3:1 for large text."
          >
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {COLOURS.map((colour) => (
                <ColourSwatch key={colour.hex} colour={colour} />
              ))}
            </div>
            <h3 className="mt-10 text-xl">Supporting shades</h3>
            <p className="mt-2 max-w-3xl text-ink/90">
              Reef teal and coral are too light for white text or for text on white, so links and buttons use these
              darker shades.
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {SUPPORTING_COLOURS.map((colour) => (
                <ColourSwatch key={colour.hex} colour={colour} />
              ))}
            </div>
          </Section>

          <Section
            id="type"
            title="Type"
            intro="One sans-serif family for everything: the system UI font of each device, so nothing loads from another host. Generous line height, and large, clear prices."
          >
            <dl className="divide-y divide-sand rounded-2xl ring-1 ring-black/10">
              {TYPE_SCALE.map((style) => (
                <div key={style.name} className="grid gap-1 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
                  <dt className="text-sm">
                    <span className="font-semibold">{style.name}</span>
                    <br />
                    <span className="text-ink/75">{style.size}</span>
                  </dt>
                  <dd className={style.className}>
                    {style.name === 'Price' ? '$349,000' : 'Homes, land and condos on Roatan'}
                  </dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section
            id="buttons"
            title="Buttons"
            intro="Soft corners, bold labels that say what happens. Use one call to action per screen; primary and secondary for everything else."
          >
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-3 rounded-2xl p-6 ring-1 ring-black/10">
                <button type="button" className={buttonClassName('primary')}>
                  Primary
                </button>
                <button type="button" className={buttonClassName('secondary')}>
                  Secondary
                </button>
                <button type="button" className={buttonClassName('cta')}>
                  Call to action
                </button>
              </div>
              <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-sea p-6">
                <button type="button" className={buttonClassName('secondary')}>
                  Secondary on deep sea
                </button>
                <button type="button" className={buttonClassName('cta')}>
                  Call to action
                </button>
              </div>
            </div>
            <ul className="mt-6 space-y-2">
              <li>
                <strong className="font-semibold">Primary</strong>: deep sea with white text: search, save, send.
              </li>
              <li>
                <strong className="font-semibold">Secondary</strong>: white with a deep-sea outline: the second choice
                beside a primary one.
              </li>
              <li>
                <strong className="font-semibold">Call to action</strong>: coral dark with white text, for the one step
                we most want a visitor to take, such as contacting an agent.
              </li>
            </ul>
          </Section>

          <Section
            id="listing-card"
            title="Listing card"
            intro="Photos lead. The price comes first and large, then the title, type and area, then the key facts. Cards have soft corners and a light shadow."
          >
            <div className="grid items-start gap-8 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
              {/* A specimen, not a real listing: nothing inside can be clicked or focused. */}
              <figure>
                <div inert>
                  <PropertyCard property={SAMPLE_LISTING} />
                </div>
                <figcaption className="mt-3 text-sm text-ink/75">A sample card, not a real listing.</figcaption>
              </figure>
              <ol className="list-decimal space-y-2 pl-6">
                <li>Photo in 3:2, the best daylight view; a status badge only when not for sale.</li>
                <li>Price in US dollars, no decimals: $349,000.</li>
                <li>Title: what it is and its best feature, at most two lines.</li>
                <li>Type and area.</li>
                <li>Bedrooms, bathrooms and living area, or lot size for land.</li>
              </ol>
            </div>
          </Section>

          <Section
            id="voice"
            title="Voice"
            intro="Calm, sunlit and trustworthy: a local expert, not a flashy portal. Second person, short sentences, US English."
          >
            <div className="grid gap-4 md:grid-cols-2">
              <figure className="rounded-2xl bg-sand p-6">
                <figcaption className="text-sm font-semibold uppercase tracking-wide text-sea">We write</figcaption>
                <p className="mt-2">
                  “Closing costs are typically 3% to 5% of the price. Your attorney gives you an exact statement before
                  you sign.”
                </p>
              </figure>
              <figure className="rounded-2xl p-6 ring-1 ring-black/10">
                <figcaption className="text-sm font-semibold uppercase tracking-wide text-ink/80">
                  We do not write
                </figcaption>
                <p className="mt-2">“Unbelievable once-in-a-lifetime paradise deal! Act now!!!”</p>
              </figure>
            </div>
          </Section>
        </div>
      </div>
    </>
  )
}
