// Demo FAQ (SEED_DEMO). General answers, not legal or tax advice; each points buyers to their own attorney.
import type { DemoFaq } from '../types'

export const demoFaqs: DemoFaq[] = [
  // Buying
  {
    category: 'Buying',
    question: 'Can foreigners own property on Roatan?',
    answer: `Yes. Foreigners can own property in Honduras with the same rights as citizens. Because almost all of Roatan is within the coastal zone, an individual foreign buyer can typically hold a residential lot of up to about 3,000 square meters (three-quarters of an acre) in their own name.\n\nFor larger parcels, several lots or business use, foreign buyers usually take title through a Honduran corporation. Your attorney will confirm the right structure before you sign an offer.`,
  },
  {
    category: 'Buying',
    question: 'How long does closing take?',
    answer: `Most purchases close 30 to 60 days after the offer is accepted. Land with title questions and purchases through a corporation can take longer.\n\nAfter closing, the deed is recorded at the property registry. Registration typically takes a few weeks to a few months, and your attorney will give you the recorded deed when it is done.`,
  },
  {
    category: 'Buying',
    question: 'Is financing available?',
    answer: `Most purchases on Roatan are paid in cash. Honduran banks rarely lend to non-residents, and when they do, rates are usually higher than in the US or Canada.\n\nBuyers often use savings, a home equity loan or line of credit at home, or retirement funds where their rules allow it. Some sellers, mostly of land, offer short-term financing. Any seller financing should be written up by your attorney and registered.`,
  },
  {
    category: 'Buying',
    question: 'Do I need to visit Roatan before I buy?',
    answer: `We strongly recommend it. Photos do not show road access, noise, the walk to the beach or how a neighborhood feels. Plan at least a week, and visit the areas you are considering at different times of day.\n\nIf you cannot travel for the closing, your attorney can arrange a power of attorney so you can sign from home.`,
  },
  // Costs
  {
    category: 'Costs',
    question: 'What does closing cost for a buyer?',
    answer: `Plan for about 3 to 5% of the purchase price. The main items are the 1.5% transfer tax, attorney and notary fees (often 1.5 to 2.5%), registry fees, escrow, a survey and an inspection. Title insurance, if you choose it, typically adds 0.5 to 1%.\n\nAsk your attorney for a written estimate before you sign an offer.`,
  },
  {
    category: 'Costs',
    question: 'How are property taxes calculated?',
    answer: `Property tax is charged each year by the municipality of Roatan, based on the municipal assessed value of the land and buildings. It is typically a small fraction of 1% of that value, so many homeowners pay a few hundred dollars a year.\n\nAt closing, the seller should show a municipal tax clearance proving that taxes are paid. After you buy, make sure the property is registered in your name at the municipality so the bills reach you.`,
  },
  {
    category: 'Costs',
    question: 'What do condo HOA fees usually include?',
    answer: `Fees on Roatan typically range from under $200 to over $900 a month. They usually cover building insurance, security, water, the pool, landscaping, common-area maintenance and a reserve fund. Electricity inside your unit is normally extra.\n\nBefore you buy, ask for the budget, recent financial statements, the reserve balance and the minutes of the last owners' meetings.`,
  },
  // Legal
  {
    category: 'Legal',
    question: 'Do I need a Honduran corporation?',
    answer: `Not always. If you are buying a home or lot within the limit for individuals, you can usually take title in your own name. A Honduran corporation is typically used for larger parcels, several lots, or a business such as a hotel or rental company.\n\nA corporation has ongoing costs: an accountant, tax filings and annual permits, often $1,000 or more a year. Your attorney can tell you whether you need one.`,
  },
  {
    category: 'Legal',
    question: 'Do I need my own attorney?',
    answer: `Yes. In Honduras, the notary who prepares the deed is an attorney, and you should choose one who works for you, not for the seller. Your attorney searches the title, checks liens and taxes, prepares or reviews the deed and registers it.\n\nWe can introduce you to several independent attorneys on Roatan, and you decide who to hire.`,
  },
  {
    category: 'Legal',
    question: 'What is title insurance, and do I need it?',
    answer: `Title insurance covers certain losses if your ownership is later challenged for a reason the title search missed, such as a forged signature or an unknown heir. Policies from international insurers are available for many properties on Roatan, for a one-time premium.\n\nIt is optional, and it does not replace a careful title search by your attorney. It is most useful for land and for higher-priced properties.`,
  },
  // Living in Roatan
  {
    category: 'Living in Roatan',
    question: 'What about hurricanes?',
    answer: `The hurricane season runs from June 1 to November 30. Roatan sits south of the most common storm tracks, and direct hits are rare, but strong storms have affected the island, including Hurricane Mitch in 1998. Heavy rain is more common than high wind.\n\nLook for reinforced concrete construction, a well-fixed roof, shutters or impact glass, and good drainage. Insurance that includes windstorm is available.`,
  },
  {
    category: 'Living in Roatan',
    question: 'How are internet, power and water?',
    answer: `Fiber internet reaches many neighborhoods, and satellite internet is widely used elsewhere. Electricity is reliable in most areas but expensive, often about $0.35 to $0.45 per kilowatt-hour, and short outages happen, so many homes have a generator or solar with batteries.\n\nMunicipal water is available in many areas, and most homes also have a cistern or a well. Drinking water is usually bought in 5-gallon jugs or filtered at home.`,
  },
  {
    category: 'Living in Roatan',
    question: 'What is healthcare like on the island?',
    answer: `Roatan has a public hospital, private hospitals and clinics, dentists and pharmacies. Routine care is good and much cheaper than in the US. For serious conditions, patients are often referred to hospitals on the mainland or flown abroad.\n\nMost full-time residents carry international health insurance that includes medical evacuation.`,
  },
  {
    category: 'Living in Roatan',
    question: 'Can I get residency if I buy property?',
    answer: `Owning property does not by itself give you residency. The most common routes are retiree residency, based on a lifetime pension, and income residency, based on stable income from abroad. There is also an investor category for business investments.\n\nMinimum income amounts and required documents change, so confirm the current rules with an immigration attorney. The process usually takes several months to a year.`,
  },
  // Renting
  {
    category: 'Renting',
    question: 'Can I rent out my property when I am not using it?',
    answer: `Yes, in most cases. Check the HOA rules first, because some condo buildings and gated communities limit short-term rentals or require you to use their rental program.\n\nShort-term rentals are generally expected to register and collect the applicable sales and tourism taxes, and rental income is taxable. Ask an accountant in Honduras and in your home country.`,
  },
  {
    category: 'Renting',
    question: 'How does rental management work, and what does it cost?',
    answer: `A local manager handles bookings, guest messages, check-ins, cleaning and maintenance, and sends you monthly statements. For short-term rentals, fees are typically 20 to 35% of rental revenue. Resort rental programs may take more but also provide marketing and a front desk.\n\nAsk any manager for sample statements, their contract and references from current owners. Long-term rentals cost less to manage, often about 10% of the rent.`,
  },
]
