import { DEFAULT_BRAND } from '~/lib/brand'
import { aboutBodyEs, contactBodyEs, guideDownloadBodyEs, thankYouBodyEs } from './es/company'
import type { ContentPage } from './types'

const { name, email, phone, whatsapp, address } = DEFAULT_BRAND
const phoneLink = `tel:${phone.replace(/[^+\d]/g, '')}`
const whatsappLink = `https://wa.me/${whatsapp.replace(/\D/g, '')}`
const ULTIMATE_GUIDE = '/the-ultimate-guide-to-buying-property-in-roatan'

export const contact: ContentPage = {
  path: '/contact',
  title: 'Contact us',
  description: `Call, message or write to ${name} on Roatan: phone, WhatsApp, e-mail, and our West End office address and hours.`,
  lead: 'Call, send a WhatsApp message or write. An agent who lives on the island answers, usually the same day.',
  // SPEC §2 contact hub: the contact form is built separately and takes the 'contact-form' slot.
  slot: 'contact-form',
  body: `
## Ways to reach us

- **Phone:** [${phone}](${phoneLink})
- **WhatsApp:** [message us on WhatsApp](${whatsappLink}), the quickest way to reach an agent from abroad
- **E-mail:** [${email}](mailto:${email})
- **Office:** ${address}

## Office hours

| Day | Hours |
|---|---|
| Monday to Friday | 9:00 AM to 5:00 PM |
| Saturday | 9:00 AM to 1:00 PM, and showings by appointment |
| Sunday | showings by appointment |

Roatan is on Central Standard Time all year (UTC−6) and does not change the clocks: the same as US Central Time in winter, and US Mountain Time from March to November.

## What to tell us

To get a useful answer on the first reply, include:

- the **listing ID** or the link to the property, if you are asking about one;
- your **budget** and the **areas** you like;
- **when** you plan to buy or visit;
- whether you would like a **call**, and at what time in your time zone.

## Visiting the island?

Tell us your dates and we will line up showings for your trip, several properties in a morning if they are close together. We can also suggest attorneys, inspectors and property managers to meet while you are here.
`,
  callToAction: {
    heading: 'Not ready to talk yet?',
    text: 'Browse the listings or read how buying works; we are here when you have questions.',
    actions: [
      { to: '/properties', label: 'Browse properties' },
      { to: '/buying-guide', label: 'Read the buying guide' },
    ],
  },
  es: {
    title: 'Contáctenos',
    description: `Llame, escriba por WhatsApp o envíe un correo a ${name} en Roatán: teléfono, WhatsApp, correo, y la dirección y el horario de la oficina en West End.`,
    lead: 'Llame, envíe un mensaje por WhatsApp o escríbanos. Le responde un agente que vive en la isla, normalmente el mismo día.',
    body: contactBodyEs,
    callToAction: {
      heading: '¿Todavía no es momento de hablar?',
      text: 'Vea las propiedades o lea cómo funciona la compra; aquí estamos cuando tenga preguntas.',
      labels: ['Ver propiedades', 'Leer la guía del comprador'],
    },
  },
}

export const about: ContentPage = {
  path: '/about',
  title: 'About us',
  description: `${name} is a local brokerage on Roatan for buyers from the US, Canada and Europe: plain numbers, one agent start to finish.`,
  lead: 'A small brokerage of agents who live on Roatan, for buyers who want the facts before the sales pitch.',
  body: `
## Who we are

${name} is a real-estate brokerage based in West End, Roatan. Our agents live on the island: they shop at the same supermarkets, deal with the same power cuts and know which roads wash out in the rainy season. Most of our buyers come from the US and Canada, and many have never bought property abroad before.

## How we work

- **One agent, start to finish.** The agent who answers your first message shows you the properties, negotiates your offer and stays with you through closing.
- **Plain numbers.** We give you prices, closing costs, HOA fees and running costs in writing, in US dollars, before you decide.
- **Your own attorney.** We recommend that every buyer hire an independent attorney, and we give you several names to choose from. We never ask you to use the seller's.
- **The whole picture.** We tell you what we know about a property, including the parts a seller would rather skip: flooding, noisy neighbors, a road that needs a four-wheel drive.
- **After the sale.** We help you set up utilities, find a property manager or contractor, and get to know the island.

## Why buyers choose us

Buying on a Caribbean island from thousands of miles away takes trust. Our clients tell us what mattered most: quick, straight answers, no pressure to hurry, and an agent who still answers the phone after closing. Read what they say on the [testimonials page](/testimonials).

## Listings across the island

We list homes, condos, land and commercial property from West Bay to the east end, and we show sold and under-contract listings too, so you can see what property really sells for. Start on the [properties page](/properties), or read the [ultimate guide](${ULTIMATE_GUIDE}) if you are new to Roatan.
`,
  callToAction: {
    heading: 'Meet the people you would work with',
    text: 'Each agent has a profile with the areas they know best and their current listings.',
    actions: [
      { to: '/agents', label: 'Meet the agents' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
  es: {
    title: 'Quiénes somos',
    description: `${name} es una agencia inmobiliaria local de Roatán para compradores de EE. UU., Canadá y Europa: cifras claras y un solo agente de principio a fin.`,
    lead: 'Una agencia pequeña, con agentes que viven en Roatán, para compradores que quieren los hechos antes que el discurso de venta.',
    body: aboutBodyEs,
    callToAction: {
      heading: 'Conozca a las personas con quienes trabajaría',
      text: 'Cada agente tiene un perfil con las zonas que mejor conoce y sus propiedades actuales.',
      labels: ['Conocer a los agentes', 'Contáctenos'],
    },
  },
}

export const thankYou: ContentPage = {
  path: '/thank-you',
  title: 'Thank you',
  description: `We received your message. What happens next, and what to read while an agent of ${name} prepares your answer.`,
  lead: 'We received your message. Here is what happens next.',
  body: `
## What happens next

1. **An agent reads your message** and checks the listings you asked about: price, availability, title status and HOA details.
2. **You get a reply within one business day**, usually much sooner, by e-mail or by phone or WhatsApp if you gave us a number.
3. **If you are planning a visit**, we suggest showing times that fit your trip.

If you have not heard from us within a day, please check your spam folder, or write to [${email}](mailto:${email}).

## While you wait

- Read the [buying guide](/buying-guide): how foreigners buy on Roatan, step by step.
- See the [areas of the island](/areas) and what each one is like.
- Keep browsing the [properties](/properties); every search has its own address you can share.
- Choose which e-mails you receive on the [preferences page](/preferences).
`,
  callToAction: {
    heading: 'Keep exploring',
    text: 'New listings are added every week.',
    actions: [
      { to: '/properties', label: 'Browse properties' },
      { to: ULTIMATE_GUIDE, label: 'Read the ultimate guide' },
    ],
  },
  es: {
    title: 'Gracias',
    description: `Recibimos su mensaje. Qué pasa ahora y qué leer mientras un agente de ${name} prepara su respuesta.`,
    lead: 'Recibimos su mensaje. Esto es lo que sigue.',
    body: thankYouBodyEs,
    callToAction: {
      heading: 'Siga explorando',
      text: 'Cada semana publicamos propiedades nuevas.',
      labels: ['Ver propiedades', 'Leer la guía completa'],
    },
  },
}

export const guideDownload: ContentPage = {
  path: '/guide-download',
  title: 'The Roatan buyer’s guide',
  description:
    'Our free guide to buying property on Roatan: areas, ownership, closing costs, financing, residency and island life. Read it online or print it.',
  lead: 'Everything a buyer from the US or Canada should know before buying on Roatan, free and without signing up.',
  body: `
## What the guide covers

- **The areas of the island**: West Bay, West End, Sandy Bay, Coxen Hole, French Harbour and the east end, and who each one suits.
- **What you can own**: titled property, the coastal-zone rules, and when a Honduran corporation is used.
- **Budgeting**: closing costs of typically 3% to 5%, with the 1.5% transfer tax, attorney, notary, registry and title insurance, plus the yearly costs of owning.
- **Financing**: why most buyers pay cash, and how seller financing and borrowing at home work.
- **The buying process**: offer, escrow, due diligence, promise of sale, closing and recording.
- **Residency basics**: tourist stays, and the pensioner, independent-means and investor categories.
- **Living on the island**: electricity, water, internet, healthcare, getting around and hurricane season.
- **Checklists** for before the offer, before closing and after closing.

## Read it or keep it

The guide is a web page, so it is always up to date. Read it online, or open it and choose **Print this guide** to print it or save it as a PDF from your browser.
`,
  callToAction: {
    heading: 'Get the guide',
    text: 'No form to fill in. Read it now, or open it and print it.',
    actions: [
      { to: ULTIMATE_GUIDE, label: 'Read the guide online', variant: 'cta' },
      { to: `${ULTIMATE_GUIDE}#print`, label: 'Print this guide', variant: 'secondary' },
    ],
  },
  es: {
    title: 'La guía del comprador en Roatán',
    description:
      'Guía gratuita para comprar propiedad en Roatán: zonas, titularidad, costos de cierre, financiamiento, residencia y vida en la isla. Léala en línea o imprímala.',
    lead: 'Todo lo que un comprador de EE. UU. o Canadá debe saber antes de comprar en Roatán, gratis y sin registrarse.',
    body: guideDownloadBodyEs,
    callToAction: {
      heading: 'Obtenga la guía',
      text: 'No hay formulario que llenar. Léala ahora, o ábrala e imprímala.',
      labels: ['Leer la guía en línea', 'Imprimir esta guía'],
    },
  },
}
