// Issue 16: the e-mails buyers get, in Spanish, for recipients who use the Spanish site. Links lead to the Spanish
// pages. Staff e-mails stay in English (the admin is English). Each has the template an editor starts from.
import { DEFAULT_BRAND } from '~/lib/brand'
import type { EmailDataByType, EmailTemplateType } from './email-template-catalog'
import { listingAlertEmail } from './listing-alert-template'
import { type RenderedEmail, escapeHtml, layout } from './templates'

const brand = DEFAULT_BRAND.name

interface SpanishEmail<T extends EmailTemplateType> {
  builtIn: (data: EmailDataByType[T]) => RenderedEmail
  starter: { subject: string; body: string }
}

const propiedades = (count: number) => `${count} ${count === 1 ? 'propiedad nueva' : 'propiedades nuevas'}`

export const SPANISH_EMAILS: { [T in EmailTemplateType]?: SpanishEmail<T> } = {
  magic_link: {
    builtIn: ({ url }) => ({
      subject: `Su enlace para iniciar sesión en ${brand}`,
      text: `Use este enlace para iniciar sesión en ${brand}:\n\n${url}\n\nEl enlace sirve una sola vez y vence en 15 minutos. Si usted no lo pidió, puede ignorar este correo.`,
      html: layout(
        [
          `Use el botón de abajo para iniciar sesión en ${escapeHtml(brand)}.`,
          'El enlace sirve una sola vez y vence en 15 minutos. Si usted no lo pidió, puede ignorar este correo.',
        ],
        { href: url, label: 'Iniciar sesión' },
      ),
    }),
    starter: {
      subject: `Su enlace para iniciar sesión en ${brand}`,
      body: `Use este enlace para iniciar sesión en ${brand}:\n\n{{ url }}\n\nEl enlace sirve una sola vez y vence en 15 minutos. Si usted no lo pidió, puede ignorar este correo.`,
    },
  },
  welcome: {
    builtIn: ({ firstName, appUrl }) => ({
      subject: `Bienvenido a ${brand}${firstName ? `, ${firstName}` : ''}`,
      text: `${firstName ? `Hola, ${firstName}:` : 'Hola:'}\n\nGracias por crear una cuenta en ${brand}. En su página de cuenta puede seguir sus consultas y elegir qué le enviamos:\n\n${appUrl}/es/my-account\n\nCuando quiera, vea las propiedades en ${appUrl}/es/properties o responda a este correo con cualquier pregunta sobre comprar en Roatán.`,
      html: layout(
        [
          firstName ? `Hola, ${escapeHtml(firstName)}:` : 'Hola:',
          `Gracias por crear una cuenta en ${escapeHtml(brand)}. En su página de cuenta puede seguir sus consultas y elegir qué le enviamos.`,
          'Cuando quiera, vea las propiedades o responda a este correo con cualquier pregunta sobre comprar en Roatán.',
        ],
        { href: `${appUrl}/es/my-account`, label: 'Abrir mi cuenta' },
      ),
    }),
    starter: {
      subject: `Bienvenido a ${brand}{% if firstName %}, {{ firstName }}{% endif %}`,
      body: `Hola{% if firstName %}, {{ firstName }}{% endif %}:\n\nGracias por crear una cuenta en ${brand}. En su página de cuenta puede seguir sus consultas y elegir qué le enviamos:\n\n{{ appUrl }}/es/my-account\n\nCuando quiera, vea las propiedades en {{ appUrl }}/es/properties o responda a este correo con cualquier pregunta sobre comprar en Roatán.`,
    },
  },
  inquiry: {
    // issue 39: name and message only for the signed-in buyer's own address (templates.ts)
    builtIn: (data) => {
      const url = `${data.appUrl}/es/property/${data.slug}`
      const greeting = data.name ? `Hola, ${data.name}:` : 'Hola:'
      const thanks = `Gracias por su interés en ${data.propertyTitle} (${data.listingId}). Un agente le responderá en un día hábil, normalmente mucho antes.`
      return {
        subject: `Su consulta: ${data.propertyTitle}`,
        text: [
          greeting,
          thanks,
          ...(data.message ? [`Su mensaje:\n${data.message}`] : []),
          `La propiedad: ${url}`,
        ].join('\n\n'),
        html: layout(
          [
            escapeHtml(greeting),
            `Gracias por su interés en <strong>${escapeHtml(data.propertyTitle)}</strong> (${escapeHtml(data.listingId)}). Un agente le responderá en un día hábil, normalmente mucho antes.`,
            ...(data.message ? [`Su mensaje:<br>${escapeHtml(data.message).replace(/\n/g, '<br>')}`] : []),
          ],
          { href: url, label: 'Ver la propiedad' },
        ),
      }
    },
    starter: {
      subject: 'Su consulta: {{ propertyTitle }}',
      body: 'Hola{% if name %}, {{ name }}{% endif %}:\n\nGracias por su interés en {{ propertyTitle }} ({{ listingId }}). Un agente le responderá en un día hábil, normalmente mucho antes.{% if message %}\n\nSu mensaje:\n{{ message }}{% endif %}\n\nLa propiedad: {{ appUrl }}/es/property/{{ slug }}',
    },
  },
  consent_confirmation: {
    builtIn: (data) => ({
      subject: `Confirme su suscripción a ${brand}`,
      text: `Alguien, esperamos que usted, pidió recibir estos correos de ${brand}: ${data.consentTypes}.\n\nConfirme su suscripción aquí:\n\n${data.url}\n\nEl enlace sirve una sola vez y vence en 7 días. Si usted no lo pidió, ignore este correo y no le volveremos a escribir. Nuestra política de privacidad: ${data.appUrl}/es/privacy-policy`,
      html: layout(
        [
          `Alguien, esperamos que usted, pidió recibir estos correos de ${escapeHtml(brand)}: <strong>${escapeHtml(data.consentTypes)}</strong>.`,
          'El enlace sirve una sola vez y vence en 7 días. Si usted no lo pidió, ignore este correo y no le volveremos a escribir.',
        ],
        { href: data.url, label: 'Confirmar suscripción' },
      ),
    }),
    starter: {
      subject: `Confirme su suscripción a ${brand}`,
      body: `Alguien, esperamos que usted, pidió recibir estos correos de ${brand}: {{ consentTypes }}.\n\nConfirme su suscripción aquí:\n\n{{ url }}\n\nEl enlace sirve una sola vez y vence en 7 días. Si usted no lo pidió, ignore este correo y no le volveremos a escribir. Nuestra política de privacidad: {{ appUrl }}/es/privacy-policy`,
    },
  },
  unsubscribe_link: {
    builtIn: ({ url }) => {
      const text = `Alguien, esperamos que usted, pidió un enlace para dejar de recibir correos de marketing de ${brand} en esta dirección. Ábralo y pulse Cancelar suscripción:`
      const note = 'Si usted no lo pidió, ignore este correo: nada cambia hasta que se pulse el botón.'
      return {
        subject: `Su enlace para cancelar la suscripción a ${brand}`,
        text: `${text}\n\n${url}\n\n${note}`,
        html: layout([escapeHtml(text), note], { href: url, label: 'Cancelar suscripción' }),
      }
    },
    starter: {
      subject: `Su enlace para cancelar la suscripción a ${brand}`,
      body: `Alguien, esperamos que usted, pidió un enlace para dejar de recibir correos de marketing de ${brand} en esta dirección. Ábralo y pulse Cancelar suscripción:\n\n{{ url }}\n\nSi usted no lo pidió, ignore este correo: nada cambia hasta que se pulse el botón.`,
    },
  },
  new_listings: {
    builtIn: (data) => {
      const intro = `${propiedades(data.listingCount)} salieron al mercado en Roatán desde nuestro último correo. Aquí están, de la más reciente a la más antigua.`
      const outro =
        'Los precios están en dólares estadounidenses. Responda a este correo para preguntar por una propiedad o para agendar una visita.'
      const moreCount = data.listingCount - data.items.length
      const more = moreCount > 0 ? `Y ${moreCount} más: ${data.appUrl}/es/properties` : ''
      return {
        subject: `Nuevo en Roatán: ${propiedades(data.listingCount)}`,
        text: ['Hola:', intro, data.listings, more, outro].filter(Boolean).join('\n\n'),
        html: layout(
          [
            'Hola:',
            escapeHtml(intro),
            ...data.items.map(
              (item) =>
                `<a href="${escapeHtml(item.url)}" style="color:#0B4F6C;font-weight:600">${escapeHtml(item.title)}</a><br><span style="font-size:18px;font-weight:700">${escapeHtml(item.price)}</span>${item.details ? ` · ${escapeHtml(item.details)}` : ''}`,
            ),
            ...(moreCount > 0 ? [escapeHtml(more)] : []),
            escapeHtml(outro),
          ],
          { href: `${data.appUrl}/es/properties`, label: 'Ver todas las propiedades' },
        ),
      }
    },
    starter: {
      subject: 'Nuevo en Roatán: {{ listingCount }} propiedades nuevas',
      body: 'Hola:\n\n{{ listingCount }} propiedades nuevas salieron al mercado en Roatán desde nuestro último correo.\n\n{{ listings }}\n\n{{ more }}\n\nLos precios están en dólares estadounidenses. Responda a este correo para preguntar por una propiedad o para agendar una visita.',
    },
  },
  listing_alert: {
    builtIn: (data) => listingAlertEmail(data, 'es'),
    starter: {
      subject: '{{ subject }}',
      body: 'Hola, {{ firstName }}:\n\n{{ searches }}\n\n{{ favourites }}\n\nLos precios están en dólares estadounidenses. Responda a este correo para preguntar por una propiedad o para agendar una visita. Cambie lo que le enviamos: {{ manageUrl }}',
    },
  },
}
