import { investorInformationBodyEs, propertySearchGuideBodyEs, sellingGuideBodyEs } from './es/other-guides'
import type { ContentPage } from './types'

export const sellingGuide: ContentPage = {
  path: '/selling-guide',
  title: 'Selling guide',
  description:
    'Selling a home, condo or lot on Roatan: the documents buyers ask for, pricing, marketing, offers, closing and selling from abroad.',
  lead: 'What to prepare, how we price and market your property, and what happens between the offer and the closing.',
  body: `
## Before you list: gather your documents

Buyers on Roatan are careful, and their attorneys ask for the same papers every time. Having them ready saves weeks:

- your **recorded deed** and the cadastral key of the property;
- a **current survey** (cadastral plan) that matches the boundaries on the ground;
- proof that **municipal property taxes** are paid up to date;
- for a condo or a gated community, the **HOA statements**, budget and rules;
- **permits** for the house and any dock, seawall or later additions;
- if a **Honduran corporation** owns the property, its corporate book and a current certificate of good standing;
- recent **utility bills**, and rental records if you rent the property out.

If something is missing, we will tell you which attorney or office can replace it. It is far easier to fix before a buyer is waiting.

## Pricing

We price from recent sales and current listings in your area, not from asking prices alone. We look at the view, the water access, the condition of the building and how the property rents. You get a written price range with the sales behind it. The final asking price is your decision. A realistic price usually brings offers within the first few months; an optimistic one tends to sit, and then sells for less.

## Marketing

- **Photos and video** in good light, and a floor plan where it helps.
- A **listing page on this site**, with a shareable address, a map and the facts buyers ask about first: price, title, HOA fees, rental history.
- **E-mail** to buyers who have asked for listings like yours, and only to those who agreed to receive it.
- **Showings** with an agent present; we answer buyer questions the same day and report back to you after each visit.

## Offers and closing

Offers come in writing, in US dollars, with a deposit held in escrow. We help you compare price, timing and conditions, and negotiate for you. After you accept, the buyer's attorney does due diligence. Then both sides sign a promise of sale, and the deed is signed before a notary at closing. Closing typically comes 30 to 60 days after acceptance. The buyer's funds are released to you through escrow once the deed is signed.

## Costs and taxes for sellers

Sellers typically pay the brokerage commission, agreed in writing before we list, and their own attorney's fees. They also bring property taxes and HOA fees up to date. Honduras taxes gains on the sale of property, and you may owe tax at home as well. The rules depend on your residency and how you hold the property, so ask your accountant before you accept an offer.

## Selling from abroad

Many of our sellers live in the US or Canada. You can sign through a **power of attorney** granted to someone you trust, executed before a Honduran consulate or a notary and apostilled. You do not have to fly in for closing. Ask your attorney to prepare it early, since it can take a few weeks.
`,
  callToAction: {
    heading: 'Thinking of selling?',
    text: 'Tell us about your property and we will send you a written price range with the recent sales behind it.',
    actions: [
      { to: '/contact', label: 'Ask for a price range' },
      { to: '/agents', label: 'Meet the agents' },
    ],
  },
  es: {
    title: 'Guía para vender',
    description:
      'Vender una casa, un condominio o un lote en Roatán: documentos que piden los compradores, precio, promoción, ofertas, cierre y venta desde el extranjero.',
    lead: 'Qué preparar, cómo fijamos el precio y promocionamos su propiedad, y qué pasa entre la oferta y el cierre.',
    callToAction: {
      heading: '¿Está pensando en vender?',
      text: 'Cuéntenos sobre su propiedad y le enviaremos por escrito un rango de precio, con las ventas recientes que lo respaldan.',
      labels: ['Pedir un rango de precio', 'Conocer a los agentes'],
    },
    body: sellingGuideBodyEs,
  },
}

export const propertySearchGuide: ContentPage = {
  path: '/property-search-guide',
  title: 'Property search guide',
  description:
    'How to search our listings: keywords and listing IDs, filters, the map view, and search addresses you can bookmark or share.',
  lead: 'How to find the right listings fast, and how to share a search with your partner or your agent.',
  body: `
## Start with the search box

Type an area, a word from the title or a listing ID into the search box on the [properties page](/properties) or the home page. "West Bay", "oceanfront", "dock" or a listing ID such as RR-1001 all work. A listing ID finds that exact property, which helps when an agent has given you one on the phone.

## Narrow the list with filters

Filters cut a long list down to the few listings worth your time:

- **Type**: house, condo, land or commercial.
- **Price**: a minimum, a maximum, or both, in US dollars.
- **Bedrooms**: the least you need.

Change one filter at a time and watch the count of results. If the list drops to nothing, widen the price range or clear a filter. Listings that are under contract or recently sold stay visible with a label. They show you what similar properties really sell for.

## Use the map view

Switch to the map to see where each listing sits: on the beach, up the hill, near the town or out on the quiet east end. Distances on Roatan are short, but the drive from the east end to West Bay can take close to an hour. Select a pin to see which listing it is, and open the listing page from there.

## Share or bookmark any search

Every search has its own address. The search words, the filters and the page you are on are all part of the URL. So you can:

- **bookmark** a search and come back to it next week;
- **send** it to your partner, who sees exactly the same list;
- **paste** it into a message to your agent, who then knows exactly what you are looking at.

The same goes for each listing: its address never changes while it is on the market.

## On a listing page

Each listing shows the price in US dollars, the photos, the key facts (bedrooms, bathrooms, living area, lot size, listing ID) and a description. It also shows the area, with a link to nearby listings. Use the inquiry button to ask about that property; your message goes straight to the agent who knows it.

## Tips

- Save time by searching one area at a time; the [areas page](/areas) explains what each one is like.
- Prices on Roatan vary more by view and water access than by size. Compare similar listings in the same area.
- Read the [buying guide](/buying-guide) before you make an offer.
`,
  callToAction: {
    heading: 'Start your search',
    text: 'Every listing we have, with prices in US dollars.',
    actions: [
      { to: '/properties', label: 'Search properties' },
      { to: '/areas', label: 'Explore the areas' },
    ],
  },
  es: {
    title: 'Guía para buscar propiedades',
    description:
      'Cómo buscar en nuestras propiedades: palabras clave e IDs, filtros, el mapa y direcciones de búsqueda que puede guardar o compartir.',
    lead: 'Cómo encontrar rápido las propiedades adecuadas y cómo compartir una búsqueda con su pareja o con su agente.',
    callToAction: {
      heading: 'Empiece a buscar',
      text: 'Todas nuestras propiedades, con precios en dólares estadounidenses.',
      labels: ['Buscar propiedades', 'Explorar las zonas'],
    },
    body: propertySearchGuideBodyEs,
  },
}

export const investorInformation: ContentPage = {
  path: '/investor-information',
  title: 'Investor information',
  description:
    'Vacation rentals, property management, HOAs, occupancy, cruise traffic, resale and taxes for investors buying on Roatan.',
  lead: 'What drives rental income and resale value on Roatan, and the questions to ask before you buy to rent.',
  tableOfContents: true,
  body: `
## Where rental demand comes from

Most rental income on Roatan comes from **vacation rentals**: divers, snorkelers, families and couples who stay a week or two. They come for the reef, the beaches and the direct flights from the US. A smaller **long-term** market serves residents, seasonal visitors from the north and people who work on the island.

What fills a rental, roughly in order:

- **Location**: walking distance to a beach, the West End village or a dive shop.
- **The view and water access**: an ocean view, a dock or a pool.
- **Reviews and photos** on the booking platforms.
- **Reliable power, water and internet**, with backup for outages.
- **Season**: the northern winter, spring break and the summer holidays are the busiest. The fall, the rainiest stretch, is the slowest.

## Cruise ship traffic

Roatan is one of the busiest cruise destinations in the western Caribbean, with two cruise ports. On a typical cruise day thousands of passengers spend a few hours ashore. That supports tours, restaurants, beach clubs and shops, which makes **commercial property** near the ports and in West Bay interesting. For **vacation homes**, cruise visitors are not your guests, and busy beach days can be a drawback. The occupancy figures of comparable overnight rentals matter more.

## Property management

Unless you live on the island, you need a manager. Typical services: listing and pricing on booking platforms, guest communication, check-in, cleaning and laundry, maintenance, and a monthly owner statement. Fees are usually a percentage of rental revenue, and they vary widely with the service. Ask for a sample owner statement and a reference from a current owner before you sign.

## HOAs and rental rules

Condos and gated communities have a homeowners' association (HOA) with its own budget and rules. Before you buy to rent, read:

- whether **short-term rentals are allowed**, and any minimum stay;
- the **monthly fees**, what they cover, and the reserve fund for roofs, seawalls and hurricanes;
- any **special assessments** planned or recently charged;
- whether the HOA or the complex runs its own **rental program**, and on what terms.

## The numbers to ask for

For any listing you consider as a rental, ask the seller for the real figures, not projections:

| Ask for | Why |
|---|---|
| 12 to 24 months of booking history | occupancy and average nightly rate by season |
| The management agreement and statements | what the owner actually received |
| Utility bills | electricity is often the largest running cost |
| HOA budget and minutes | fees, reserves, disputes, rental rules |
| Insurance quote | wind and flood cover near the water |

Net yields depend on location, management and occupancy, and on how much the owner uses the home. We will give you the figures we have for a listing and tell you what we do not know.

## Resale

Resale value on Roatan follows what it does elsewhere: location, views, water access, quality of construction and clean title. Homes and condos in established areas with a rental history sell more easily than unusual or remote properties. Resale typically takes longer than in a North American city, so plan to hold for several years. Keep your paperwork in order while you own, so the property is ready to sell.

## Taxes

Rental income in Honduras is typically subject to income tax, and short-term rentals may owe sales and tourism taxes. You may also owe tax on the same income in the US or Canada, and gains on a sale are taxed. How much depends on your residency, how you hold the property and any treaty rules. Ask your accountant, ideally one who works with both countries, before you buy.
`,
  callToAction: {
    heading: 'Looking at a rental property?',
    text: 'Send us the listing and we will request its booking history, management statements and HOA budget for you.',
    actions: [
      { to: '/contact', label: 'Ask for rental figures' },
      { to: '/properties', label: 'Browse properties' },
    ],
  },
  es: {
    title: 'Información para inversionistas',
    description:
      'Alquileres vacacionales, administración, asociaciones de propietarios, ocupación, cruceros, reventa e impuestos para quien invierte en Roatán.',
    lead: 'Qué determina los ingresos por alquiler y el valor de reventa en Roatán, y qué preguntar antes de comprar para alquilar.',
    callToAction: {
      heading: '¿Está considerando una propiedad para alquilar?',
      text: 'Envíenos la propiedad y le pediremos su historial de reservas, los estados de cuenta de la administración y el presupuesto de la asociación de propietarios (HOA).',
      labels: ['Pedir las cifras de alquiler', 'Ver propiedades'],
    },
    body: investorInformationBodyEs,
  },
}
