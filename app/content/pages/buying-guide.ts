import { buyingGuideBodyEs } from './es/buying-guide'
import type { ContentPage } from './types'

export const buyingGuide: ContentPage = {
  path: '/buying-guide',
  title: 'Buying guide',
  description:
    'How foreigners buy property on Roatan: ownership rules, offer and escrow, due diligence, closing before a notary, timeline, wiring money, title insurance.',
  lead: 'How a buyer from abroad purchases a home, condo or lot on Roatan, from the first offer to a deed recorded in your name.',
  tableOfContents: true,
  // issue 16: the closing-cost calculator, with the items staff keep
  slot: 'closing-cost-calculator',
  body: `
## Can foreigners own property in Honduras?

Yes. As a US or Canadian citizen you can hold titled property in Honduras, with the same recorded deed a Honduran owner gets. You do not need residency to buy, and you do not need a local partner.

Most property on Roatan is **titled**: it has a deed (*escritura pública*) recorded at the government property registry, and a cadastral key that identifies the parcel. Some land on the island is held under older possession rights or community title instead. Those parcels can be bought, but they carry more risk and need more work by your attorney. Every listing we take on should show its title status; if it does not, ask us.

## Coastal-zone rules and Honduran corporations

The Honduran constitution limits foreign ownership of land near the coast and the borders. Tourism legislation opened the Bay Islands to foreign buyers, with conditions. In practice:

- A buyer from abroad can typically hold **one residential lot or home of limited size** (commonly cited as up to about 3,000 square meters, roughly three-quarters of an acre) in their own name.
- **Larger parcels, several lots, or commercial property** are typically held through a **Honduran corporation** that you own. Your attorney forms it, usually in a few weeks, and it needs a local accountant and yearly filings afterward: forming one typically costs US$1,500 to 3,000 in legal fees, and the accountant and filings about US$500 to 1,000 a year.
- **Condos** are usually simpler: you buy a unit and a share of the common areas under the building's regulations.

Rules change, and their details depend on the exact parcel. Ask your attorney which structure fits your purchase before you sign anything binding.

## The steps of a purchase

### 1. Make an offer

Your agent writes up your offer: price, what is included (furniture, boats, golf carts), the deposit, the closing date and the conditions. Sellers on Roatan expect offers in US dollars. A counter-offer or two is normal.

### 2. Pay a deposit into escrow

Once the seller accepts, you typically pay a deposit of 5% to 10% of the price. It goes to a **neutral escrow holder**, either a licensed escrow company or your attorney's trust account, never to the seller directly. The agreement should say when the deposit is refundable, usually if title or due diligence turns up a problem.

### 3. Due diligence by your own attorney

Hire an **independent attorney** who works for you, not for the seller or the developer. We can give you the names of several; the choice is yours. Your attorney typically checks:

- the recorded title and the chain of previous owners;
- liens, mortgages, easements and pending claims against the property;
- the cadastral survey against the boundaries on the ground;
- that the seller has paid municipal property taxes, and for a condo the HOA fees;
- permits for the house, the dock or the seawall, and the water source;
- that the seller is the person, or the company, entitled to sell.

You do your own checks too: a building inspection, a look at the roof, the cistern and the septic system, and a visit in the rain if you can.

### 4. Sign the promise of sale

The *promesa de compraventa* (promise of sale) is the binding contract. It fixes the price, the payment schedule, the closing date and what happens if either side backs out. Many buyers sign it after due diligence; some sign it at the start with due diligence as a condition. Your attorney will say which is safer for your purchase.

### 5. Close before a notary

At closing the seller signs the deed of sale before a **notary**, who in Honduras is an attorney with a notary's commission. You pay the balance through escrow, along with the transfer tax and the closing fees. You can sign in person or through a **power of attorney**, so you do not have to fly in for the day.

### 6. Record the deed at the registry

The notary files the deed with the property registry, which records you (or your corporation) as the owner. Recording can take from a few weeks to a few months. Your attorney follows it and gives you the recorded deed when it is done. Then transfer the utilities, update the municipal tax records and, for a condo, register with the HOA.

## How long it takes

| Stage | Typical time |
|---|---|
| Offer to accepted offer | a few days |
| Due diligence and title search | 2 to 4 weeks |
| Forming a corporation, if you need one | 2 to 6 weeks, alongside due diligence |
| Accepted offer to closing, in total | 30 to 60 days |
| Recording at the registry | a few weeks to a few months after closing |

Resale homes with clean title close fastest. Lots with older paperwork, or new construction sold before completion, take longer.

## Moving your money

- **Wire, do not carry.** Send funds by bank wire to the escrow account. Bring the wire confirmation to closing; your bank's records also prove where the money came from.
- **Confirm wiring instructions by phone.** Before every wire, call the escrow holder on a number you already know. Fraudsters send fake instructions by e-mail.
- **Expect questions.** Honduran and US or Canadian banks may ask about the source of funds. Have statements ready.
- **Dollars are fine.** Prices and most closings are in US dollars, so you usually need no currency exchange. Canadian buyers converting from CAD should compare their bank's rate with a currency broker's.

## Title insurance

Title insurance for Honduran property is available from international insurers. It covers you if a defect in the title, such as an earlier forged deed or an unrecorded claim, appears after closing. It typically costs a fraction of one percent of the price, paid once at closing. It does not replace your attorney's review. Ask your attorney for a quote early, because the insurer runs its own review before it issues a policy.

## Costs to plan for

Budget closing costs of **typically 3% to 5%** of the price: the 1.5% transfer tax, attorney and notary fees, registry fees and, if you take it, title insurance. [The ultimate guide](/the-ultimate-guide-to-buying-property-in-roatan) breaks these down with the yearly costs of owning. For how our search works, see the [property search guide](/property-search-guide).
`,
  callToAction: {
    heading: 'Found a place you like?',
    text: 'Tell us which listing, and an agent will send you its title status, HOA details and an estimate of your closing costs.',
    actions: [
      { to: '/properties', label: 'Browse properties' },
      { to: '/contact', label: 'Talk to an agent' },
    ],
  },
  es: {
    title: 'Guía del comprador',
    description:
      'Cómo compran los extranjeros en Roatán: titularidad, oferta y depósito, debida diligencia, cierre ante notario, plazos, transferencias y seguro de título.',
    lead: 'Cómo un comprador del extranjero adquiere una casa, un condominio o un lote en Roatán, desde la primera oferta hasta la escritura inscrita a su nombre.',
    callToAction: {
      heading: '¿Encontró un lugar que le gusta?',
      text: 'Díganos qué propiedad es y un agente le enviará el estado de su título, los datos de la asociación de propietarios (HOA) y un estimado de sus costos de cierre.',
      labels: ['Ver propiedades', 'Hablar con un agente'],
    },
    body: buyingGuideBodyEs,
  },
}
