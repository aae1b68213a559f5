import { DEFAULT_BRAND } from '~/lib/brand'
import { cookiesBodyEs, privacyBodyEs, termsBodyEs } from './es/legal'
import type { ContentPage, ContentPageSpanish } from './types'

const { name, email, address } = DEFAULT_BRAND
const LAST_UPDATED = 'Nov 22, 2026'
const LAST_UPDATED_ES = '22 de noviembre de 2026'

const questions = (topic: string): ContentPage['callToAction'] => ({
  heading: `Questions about ${topic}?`,
  text: `Write to ${email} and a real person will answer, usually within two business days.`,
  actions: [
    { to: `mailto:${email}`, label: 'E-mail us', variant: 'cta' },
    { to: '/preferences', label: 'Marketing preferences', variant: 'secondary' },
  ],
})

/** The same call to action on the Spanish page: `topic` as it reads after "sobre". */
const preguntas = (topic: string): NonNullable<ContentPageSpanish['callToAction']> => ({
  heading: `¿Preguntas sobre ${topic}?`,
  text: `Escriba a ${email} y una persona de verdad le responderá, normalmente en un plazo de dos días hábiles.`,
  labels: ['Escríbanos', 'Preferencias de marketing'],
})

export const privacyPolicy: ContentPage = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  description: `What personal data ${name} collects, why, how long we keep it, and how you can see, download or delete it.`,
  lead: 'What we collect when you use this site, why we need it, and the choices you have.',
  lastUpdated: LAST_UPDATED,
  tableOfContents: true,
  body: `
## Who we are

This website is run by ${name}, ${address} (“we”, “us”). We decide how your personal data is used on this site, and you can reach us about it at [${email}](mailto:${email}).

## What we collect

- **Inquiries.** When you ask about a property or write to us, we keep your name, e-mail address, phone number if you give it, your message and the listing it concerns. Your inquiry becomes a contact record that an agent works from.
- **Your account.** If you create an account, we keep your e-mail address, your name if you give it, and when you signed in. You sign in with a one-time link sent by e-mail, so we never hold a password for you.
- **Marketing consent.** If you agree to receive listings or news by e-mail, we record what you agreed to, when, how, and the region rules that applied. When you withdraw consent, we record that too.
- **Technical data.** Our servers log requests (IP address, browser, pages requested, time) to keep the site running and secure.
- **Analytics**, only if you accept them: which pages are viewed and how visitors find the site, so we can improve it. See the [cookies policy](/cookies-policy).

We do not ask for payment details, passport numbers or other sensitive data through this site. Please do not send them in a message.

## Why we use it

- To **answer your inquiry** and help you buy, sell or rent: the steps you asked us to take.
- To **run your account** and keep it secure.
- To **send marketing e-mail**, only with your consent where the law requires it, and never after you withdraw it.
- To **measure and improve the site**, only with your consent for analytics.
- To **protect the site** against abuse and to meet our legal obligations (our legitimate interests and legal duties).

## Your region and marketing consent

The rules for marketing e-mail depend on where you are. We estimate your region from your connection's country and apply the stricter rule when in doubt:

- **European Union and EEA (GDPR) and the United Kingdom (UK GDPR):** we send marketing e-mail only with your prior, specific consent. Checkboxes are never pre-ticked.
- **Canada (CASL):** we send commercial e-mail only with your express consent. Every message identifies us and carries an unsubscribe link, and we act on an unsubscribe within 10 business days at the latest.
- **Elsewhere, including the United States:** we ask for your consent in the same way. Every message has a one-click unsubscribe link.

You can withdraw consent at any time on the [preferences page](/preferences), from the link in any of our e-mails, or by writing to us. Withdrawing does not affect e-mail sent before.

## Who we share it with

We do not sell your personal data. We share it only:

- with **our agents** who handle your inquiry;
- with **service providers** who host the site, store data and deliver e-mail for us, under contracts that limit them to our instructions;
- with an **attorney, escrow holder or other party** in your transaction, only when you ask us to;
- when the **law requires** it.

Our team and some providers are in Honduras, the United States and other countries. Where the law requires it, for example for data from the EU or the UK, we use safeguards such as standard contractual clauses.

## How long we keep it

Unless the law requires us to keep it longer, we keep personal data for **1,095 days (three years)** after your last contact with us, then delete or anonymize it. Marketing consent records are kept as long as we need to show what you agreed to. Server logs are kept only briefly. You can ask us to delete your data sooner.

## Your rights

Depending on where you live, you have the right to:

- **access** the personal data we hold about you and get a copy;
- **portability**: receive it in a common, machine-readable format;
- **correct** data that is wrong;
- **delete** your data (some records, such as those of a completed transaction, may have to be kept by law);
- **withdraw consent** at any time, for marketing or analytics;
- **object** to or restrict some uses of your data.

Write to [${email}](mailto:${email}) from the address we know you by. We answer within 30 days and may ask you to confirm your identity first. If you are not satisfied, you can complain to your data protection authority: in the EU your national authority, in the UK the Information Commissioner's Office, in Canada the Office of the Privacy Commissioner.

## Security

We use encrypted connections, limit staff access by role, and keep the software up to date. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.

## Children

This site is meant for adults. We do not knowingly collect data from anyone under 18.

## Changes to this policy

When we change this policy, we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by e-mail or on the site before it applies.
`,
  callToAction: questions('your data'),
  es: {
    title: 'Política de privacidad',
    description: `Qué datos personales recopila ${name}, para qué, cuánto tiempo los guardamos y cómo puede verlos, descargarlos o eliminarlos.`,
    lead: 'Qué recopilamos cuando usted usa este sitio, por qué lo necesitamos y qué opciones tiene.',
    lastUpdated: LAST_UPDATED_ES,
    callToAction: preguntas('sus datos'),
    body: privacyBodyEs,
  },
}

export const termsOfService: ContentPage = {
  path: '/terms-of-service',
  title: 'Terms of service',
  description: `The terms for using the ${name} website: listing information, accounts, acceptable use and our responsibility.`,
  lead: 'The rules for using this website. Please read them; by using the site you agree to them.',
  lastUpdated: LAST_UPDATED,
  tableOfContents: true,
  body: `
## About these terms

These terms apply to your use of this website, run by ${name}, ${address}. How we handle personal data is described in the [privacy policy](/privacy-policy). Any brokerage services we provide you are governed by a separate written agreement.

## Listing information

- Listings describe properties offered for sale, or recently sold, on Roatan. We take care to keep them accurate, but the information comes partly from sellers and other brokers, and it can change or contain mistakes.
- **Prices are in US dollars** and can change without notice. A listing is not an offer you can accept online. A sale happens only through a signed written agreement.
- Sizes, boundaries, HOA fees, rental figures and taxes are approximate until your attorney and inspector confirm them.
- Photos and descriptions show a property as it was when listed.

## No legal, tax or financial advice

Our guides and answers explain how buying and selling typically work on Roatan. They are general information, not legal, tax, immigration or financial advice. Before you commit to a purchase, ask your attorney, and ask your accountant about taxes.

## Your account

You sign in with a one-time link sent to your e-mail address. Keep access to that mailbox secure, because anyone who can read it can sign in as you. Tell us if you think someone else has used your account. We may suspend accounts used against these terms.

## Acceptable use

Please do not:

- copy listings or photos in bulk, or scrape the site with automated tools;
- send messages that are false, abusive, or advertising for others;
- try to break into accounts, the admin area or our systems, or to overload them;
- use the site against the law.

## Content and trademarks

The text, photos, logo and design of this site belong to ${name} or to those who licensed them to us. You may share links to listings and print pages for your own use. Do not republish our content without written permission.

## Links to other sites

We link to other sites, such as messaging services and maps. We do not control them, and their own terms and policies apply.

## Our responsibility

We provide the site as it is, and we cannot promise that it is always available or free of errors. As far as the law allows, we are not liable for losses that come from relying on listing information without checking it, or from the site being unavailable. Nothing in these terms limits rights that the law of your country does not allow us to limit.

## Governing law

These terms are governed by the laws of Honduras, unless the law of your country of residence gives you protections that cannot be set aside.

## Changes

We may update these terms. The date at the top shows when they last changed. If you keep using the site after a change, the new terms apply.
`,
  callToAction: questions('these terms'),
  es: {
    title: 'Términos del servicio',
    description: `Las condiciones para usar el sitio web de ${name}: la información de las propiedades, las cuentas, el uso aceptable y nuestra responsabilidad.`,
    lead: 'Las reglas para usar este sitio web. Le pedimos que las lea: al usar el sitio, usted las acepta.',
    lastUpdated: LAST_UPDATED_ES,
    callToAction: preguntas('estos términos'),
    body: termsBodyEs,
  },
}

export const cookiesPolicy: ContentPage = {
  path: '/cookies-policy',
  title: 'Cookies policy',
  description:
    'Which cookies and browser storage this site uses: a session cookie, your consent record, and analytics or advertising only after you agree.',
  lead: 'Which cookies this site sets, why, and how you choose which ones you allow.',
  lastUpdated: LAST_UPDATED,
  body: `
## What cookies are

Cookies are small files a website stores in your browser. Similar browser storage works the same way, and this policy covers it too. Some cookies are needed for the site to work; others are optional, and we set them only if you agree.

## The cookies we use

| Cookie | Why | When it is set | How long |
|---|---|---|---|
| Session cookie | keeps you signed in and protects forms | when you sign in | until you sign out or your session expires |
| Consent record | remembers your cookie and marketing choices, so we do not ask on every page | when you make a choice in the banner | until you change it or clear your browser |
| Analytics | counts page views and shows how visitors find the site | **only after you accept analytics** | as set by the analytics provider |
| Advertising | measures whether our ads on other sites bring visitors | **only after you accept advertising** | as set by the advertising provider |

The session cookie and the consent record are **strictly necessary**: the site cannot keep you signed in or remember your choice without them, so they do not need consent. We do not use them to track you across other sites.

## Your choices

- **The banner.** On your first visit, choose **Accept All**, **Reject All**, or **Manage** to pick categories one by one. Reject All leaves only the strictly necessary cookies.
- **Changing your mind.** You can change your choice at any time on the [preferences page](/preferences). When you withdraw consent, we stop setting optional cookies and delete the ones we can.
- **Your browser.** You can also block or delete cookies in your browser's settings. If you block the session cookie, you cannot stay signed in.

## More about your data

How we use the personal data that cookies may collect, how long we keep it and your rights are explained in the [privacy policy](/privacy-policy).
`,
  callToAction: questions('cookies'),
  es: {
    title: 'Política de cookies',
    description:
      'Qué cookies y almacenamiento del navegador usa este sitio: una cookie de sesión, el registro de su consentimiento, y analítica o publicidad solo si lo acepta.',
    lead: 'Qué cookies usa este sitio, para qué sirven y cómo elegir cuáles permite.',
    lastUpdated: LAST_UPDATED_ES,
    callToAction: preguntas('las cookies'),
    body: cookiesBodyEs,
  },
}
