import { ultimateGuideBodyEs } from './es/ultimate-guide'
import type { ContentPage } from './types'

export const ultimateGuide: ContentPage = {
  path: '/the-ultimate-guide-to-buying-property-in-roatan',
  title: 'The ultimate guide to buying property in Roatan',
  description:
    'Areas of Roatan, closing costs, financing, residency and island life: what a buyer from the US or Canada should know before buying.',
  lead: 'Where to look, what it costs, how to pay, how to stay, and what daily life is like: the whole picture in one place.',
  tableOfContents: true,
  printable: true,
  body: `
## Why buyers choose Roatan

Roatan is the largest of Honduras's Bay Islands: about 48 miles (77 km) long and nowhere more than about 5 miles (8 km) wide. It sits on the Mesoamerican Barrier Reef, English is widely spoken, and prices are in US dollars. Nonstop flights reach the island from several US cities, with seasonal service from Canada. You can be on your deck the same day you leave home.

## The areas of the island

Each part of Roatan has its own pace and price level. Visit at least two before you decide.

- **West Bay**: the island's best-known beach, resorts and condos, and its highest prices. Strong vacation-rental demand; busier on cruise days.
- **West End**: a walkable village of dive shops, restaurants and small hotels. Homes and condos in and above the village; lively at night.
- **Sandy Bay**: quieter and residential, between West End and Coxen Hole, with reef access and a mix of long-term residents and rentals.
- **Coxen Hole**: the main town, with government offices, banks, the airport and a cruise port. Practical rather than scenic; commercial property.
- **French Harbour and First Bight**: supermarkets, marinas, clinics and gated communities with golf or water views. Popular with year-round residents.
- **The east end** (Jonesville, Oak Ridge, Camp Bay, Paya Bay): mangroves, fishing villages and quiet beaches. Larger lots and lower prices, farther from shops and the airport.

The [areas page](/areas) describes each one and shows what is for sale there today.

## What you can own

Foreigners can own titled property in their own name. Within the coastal zone, a larger parcel or several lots are typically held through a Honduran corporation. The [buying guide](/buying-guide) explains ownership and each step of a purchase in detail. Ask your attorney which structure fits the property you want.

## Budgeting: price, closing costs and yearly costs

### Closing costs

Plan on closing costs of **typically 3% to 5%** of the purchase price, paid mostly by the buyer:

| Cost | Typical amount | Notes |
|---|---|---|
| Transfer tax | 1.5% of the price | typically paid by the buyer |
| Attorney and notary | about 1% to 2% | agree the fee in writing before work starts |
| Registry and stamp fees | a fraction of 1% | recording your deed |
| Title insurance | a fraction of 1% | optional, recommended |
| Corporation, if needed | a one-time setup fee | plus yearly accounting and filings |

On a $300,000 home, that is typically $9,000 to $15,000 on top of the price. Your attorney gives you an exact statement before closing.

### Yearly costs of owning

- **Municipal property tax**: typically a small fraction of one percent of the assessed value each year.
- **HOA fees** for condos and gated communities: from a few hundred dollars a month for a simple complex to more where there is security, a pool, a dock and a beach club.
- **Insurance**: wind, flood and liability cover is available; quotes depend on construction, elevation and distance from the water.
- **Electricity**: one of the largest bills on the island (see below).
- **Maintenance**: salt air, sun and humidity are hard on metal, wood and air conditioners. Budget more than you would at home.
- **Property management**, if you rent the home out or are away much of the year.

## Financing

Most purchases on Roatan are paid **in cash**. Honduran banks lend to foreign buyers only rarely, with large down payments and higher rates than at home. The usual alternatives:

- **Seller financing**: some sellers accept a down payment and monthly installments, often over a few years, secured on the property. Your attorney drafts it and records the lien.
- **Borrowing at home**: a home-equity line, a cash-out refinance, or a loan against investments in the US or Canada.
- **Developer payment plans** for new construction, paid in stages as the building rises. Check that payments go through escrow, and that the developer has clean title and permits.

## The buying process in brief

1. Choose an area and a shortlist of listings.
2. Make an offer in US dollars; agree on the price and conditions.
3. Pay a deposit (typically 5% to 10%) to an escrow holder.
4. Your independent attorney checks title, liens, survey and taxes.
5. Sign the promise of sale.
6. Close before a notary, in person or through a power of attorney.
7. The deed is recorded at the property registry in your name, or your corporation's.

A typical purchase runs 30 to 60 days from accepted offer to closing.

## Residency basics

You do not need residency to own property. Visitors from the US and Canada typically receive a stay of up to 90 days on arrival. It covers the CA-4 countries (Guatemala, El Salvador, Honduras and Nicaragua) together and can usually be extended.

For longer stays, Honduras offers residency categories that foreign homeowners often use:

- **Pensioner** (*pensionado*): for people with a steady lifetime pension from abroad.
- **Person of independent means** (*rentista*): for people with steady income from investments or other sources abroad.
- **Investor**: for people who invest in a Honduran business.

Each category requires a minimum monthly income or investment, apostilled documents and a background check. The amounts and procedures change from time to time. An immigration attorney gives you the current figures and typically handles the filing.

## Living on the island

### Electricity and water

Electricity comes from a private utility and costs several times what most North Americans pay per kilowatt-hour. Air conditioning drives the bill, so good insulation, ceiling fans and solar panels are worth the money. Water comes from municipal or community systems, wells, or rainwater cisterns, depending on the area. Most homes keep a cistern and a pump, and many filter or buy drinking water.

### Internet and phone

Fiber and fixed wireless reach much of the west end and the main towns, and satellite internet covers the rest. Many residents work remotely. Mobile coverage is good along the main road. A local SIM or an international plan both work.

### Healthcare

Private clinics, dentists and pharmacies serve the main towns, and a public hospital is in Coxen Hole. For serious illness or surgery, residents typically travel to San Pedro Sula, Tegucigalpa or the US. Carry health insurance that covers you abroad, and consider air-ambulance membership.

### Getting there and around

Roatan's international airport (RTB) has nonstop flights from several US gateways, plus seasonal flights from Canada. Ferries connect to La Ceiba on the mainland. On the island most people drive; roads are paved along the main spine and rougher on side roads. Taxis and water taxis fill the gaps.

### Hurricanes and weather

Expect warm weather all year, with daytime highs of about 80 to 90°F. Rain falls mostly in the fall and early winter. The Atlantic hurricane season runs from June through November. Roatan lies south of the most common storm tracks, and direct hits are uncommon, but they happen. Buy a home built to withstand wind and, near the water, high seas. Keep shutters or impact windows and proper insurance, and know your HOA's or manager's storm plan.

## Mistakes we see most often

- **Buying on the first visit.** Rent in the area for a week or two first, ideally in the rainy season as well as the dry one.
- **Using the seller's attorney.** Your attorney should work only for you, and check title before you pay anything you cannot get back.
- **Paying the seller directly.** Deposits and the balance go through escrow, never to a personal account.
- **Skipping the inspection.** Salt air and termites do damage you cannot see in photos.
- **Counting on rental income you have not seen.** Ask for real booking history, not projections.
- **Forgetting the running costs.** Electricity, HOA fees, insurance and upkeep can add up to more than you expect.

## Checklists

### Before you make an offer

- Visit the area at different times of day, and on a cruise-ship day if it is near the west end.
- Ask for the title status, the cadastral key and, for a condo, the HOA budget and rules.
- Choose your own attorney and ask for a fee quote.
- Check how you will pay: cash on hand, funds to move, or financing terms.

### Before closing

- Your attorney's written due diligence report: title, liens, survey, taxes, permits.
- A building inspection, with the roof, cistern, septic system and electrical panel.
- Confirmed wiring instructions, checked by phone.
- A closing statement showing every cost.
- Insurance quotes, and your corporation formed if you need one.

### After closing

- Collect the recorded deed, or your attorney's confirmation that recording is under way.
- Transfer electricity, water and internet into your name.
- Register with the municipality for property tax, and with the HOA.
- Set up management, if you will rent or be away.
`,
  callToAction: {
    heading: 'Ready to look at real listings?',
    text: 'Search homes, condos and lots across the island, or ask an agent to send you a shortlist that fits your budget.',
    actions: [
      { to: '/properties', label: 'Browse properties' },
      { to: '/contact', label: 'Ask for a shortlist' },
    ],
  },
  es: {
    title: 'La guía completa para comprar propiedad en Roatán',
    description:
      'Zonas de Roatán, costos de cierre, financiamiento, residencia y vida en la isla: lo que un comprador de EE. UU. o Canadá debe saber antes de comprar.',
    lead: 'Dónde buscar, cuánto cuesta, cómo pagar, cómo quedarse y cómo es la vida diaria: el panorama completo en un solo lugar.',
    callToAction: {
      heading: '¿Quiere ver propiedades reales?',
      text: 'Busque casas, condominios y lotes en toda la isla, o pídale a un agente una lista corta que se ajuste a su presupuesto.',
      labels: ['Ver propiedades', 'Pedir una lista corta'],
    },
    body: ultimateGuideBodyEs,
  },
}
