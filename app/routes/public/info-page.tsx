import { Link, data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/info-page'

// Text pages of SPEC §2 (guides, legal, company). Their full content grows in app/content/ with the public site.
interface InfoPage {
  title: string
  description: string
  paragraphs: string[]
  cta?: { to: string; label: string }
}

const PAGES: Record<string, InfoPage> = {
  '/buying-guide': {
    title: 'Buying guide',
    description: 'How foreigners buy property on Roatan, step by step.',
    paragraphs: [
      'Foreigners can own titled property in Honduras in their own name. Within 40 km of the coast, ownership of more than a residential-size lot is usually held through a Honduran corporation; your attorney sets it up.',
      'A typical purchase runs from offer to recorded title in 30 to 60 days: offer and deposit, due diligence by your attorney, a promise of sale, closing before a notary, and recording at the property registry.',
    ],
    cta: { to: '/properties', label: 'Browse properties' },
  },
  '/selling-guide': {
    title: 'Selling guide',
    description: 'What to prepare when you sell a home, condo or lot on Roatan.',
    paragraphs: [
      'Buyers and their attorneys will ask for your recorded title, a current cadastral survey, proof that municipal taxes are paid, and for condos the HOA statements and rules.',
      'We price from recent sales in your area, photograph the property, and answer buyer questions the same day.',
    ],
    cta: { to: '/contact', label: 'Talk to an agent' },
  },
  '/property-search-guide': {
    title: 'Property search guide',
    description: 'How to use the property search: filters, map and saved searches.',
    paragraphs: [
      'Search by area, title or listing ID, then narrow by type, price and bedrooms. Every search has its own address, so you can bookmark it or send it to your partner.',
    ],
    cta: { to: '/properties', label: 'Start searching' },
  },
  '/investor-information': {
    title: 'Investor information',
    description: 'Rental income, management and resale on Roatan.',
    paragraphs: [
      'Much of the island’s demand comes from vacation rentals and cruise-ship visitors. Net rental yields depend heavily on location, management and occupancy; ask us for the actual figures of the listing you are considering.',
    ],
    cta: { to: '/contact', label: 'Ask for rental figures' },
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: `How ${DEFAULT_BRAND.name} collects, uses and protects your personal data.`,
    paragraphs: [
      'We collect the details you give us when you send an inquiry, create an account or subscribe, and use them to answer you and, with your consent, to send you listings and news. You can see, correct, download or delete your data at any time.',
    ],
  },
  '/terms-of-service': {
    title: 'Terms of service',
    description: `The terms for using the ${DEFAULT_BRAND.name} website.`,
    paragraphs: [
      'Listing information is provided in good faith and may change without notice. Prices are in US dollars. Always confirm details with your agent and attorney before you commit to a purchase.',
    ],
  },
  '/cookies-policy': {
    title: 'Cookies policy',
    description: 'Which cookies and browser storage this site uses, and why.',
    paragraphs: [
      'We use a session cookie to keep you signed in. Analytics and advertising run only when you accept them, and you can change your choice at any time.',
    ],
  },
  '/contact': {
    title: 'Contact us',
    description: `Call, message or write to ${DEFAULT_BRAND.name}.`,
    paragraphs: [
      `Call ${DEFAULT_BRAND.phone}, write to ${DEFAULT_BRAND.email}, or visit our office: ${DEFAULT_BRAND.address}.`,
    ],
  },
  '/about': {
    title: 'About us',
    description: `${DEFAULT_BRAND.name}: a local brokerage for foreign buyers on Roatan.`,
    paragraphs: [
      'We are a small team of agents who live on Roatan. We help buyers from the US, Canada and Europe find the right home, condo or lot, and we explain every cost and every document along the way.',
    ],
    cta: { to: '/agents', label: 'Meet the agents' },
  },
  '/thank-you': {
    title: 'Thank you',
    description: 'We received your message.',
    paragraphs: ['Thank you for your message. An agent will reply within one business day, usually much sooner.'],
    cta: { to: '/properties', label: 'Keep browsing' },
  },
  '/brand': {
    title: 'Brand guide',
    description: `Logo, colours, type and components of ${DEFAULT_BRAND.name}.`,
    paragraphs: [
      'Deep sea #0B4F6C, reef teal #01A7A3, sand #F4EBDD, coral #F26B5B and ink #1E2A32 on white, in one sans-serif family.',
    ],
  },
  '/guide-download': {
    title: 'Download the buyer’s guide',
    description: 'A free guide to buying property on Roatan.',
    paragraphs: ['Our guide covers ownership rules, closing steps and costs, residency and moving to the island.'],
    cta: { to: '/the-ultimate-guide-to-buying-property-in-roatan', label: 'Read the guide online' },
  },
  '/the-ultimate-guide-to-buying-property-in-roatan': {
    title: 'The ultimate guide to buying property in Roatan',
    description: 'Everything a foreign buyer should know before buying on Roatan.',
    paragraphs: [
      'Buying on Roatan is straightforward when you know the steps: choose an area, make an offer with a refundable deposit, let an independent attorney check title and liens, sign before a notary, and record the deed.',
      'Budget roughly 3% to 5% of the price for closing: the 1.5% transfer tax, attorney and notary fees, registry fees and, if you want it, title insurance.',
    ],
    cta: { to: '/properties', label: 'Browse properties' },
  },
  '/marketing-test': {
    title: 'Marketing test',
    description: 'Staff page for checking marketing settings.',
    paragraphs: ['This page is for staff checks of marketing consent and e-mail settings.'],
  },
  '/esp-test': {
    title: 'E-mail delivery test',
    description: 'Staff page for checking e-mail delivery.',
    paragraphs: ['This page is for staff checks of e-mail delivery.'],
  },
  '/phase5-summary': {
    title: 'Project summary',
    description: 'A summary of the site’s features.',
    paragraphs: ['Property search, listing pages, guides, inquiries, consent and the staff admin area.'],
  },
}

export function loader({ url }: Route.LoaderArgs) {
  const page = PAGES[url.pathname.replace(/\/$/, '')]
  if (!page) throw data('Not found', { status: 404 })
  return { page }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.page.title} | ${DEFAULT_BRAND.name}` },
        { name: 'description', content: loaderData.page.description },
      ]
    : []

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {page.cta ? (
          <p className="pt-4">
            <Link
              to={page.cta.to}
              className="inline-block rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark"
            >
              {page.cta.label}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  )
}
