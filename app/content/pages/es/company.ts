// The Spanish bodies of the company pages (issue 43): the same headings, in the same order, as ../company.ts.
import { DEFAULT_BRAND } from '~/lib/brand'

const { name, email, phone, whatsapp, address } = DEFAULT_BRAND
const phoneLink = `tel:${phone.replace(/[^+\d]/g, '')}`
const whatsappLink = `https://wa.me/${whatsapp.replace(/\D/g, '')}`
const ULTIMATE_GUIDE = '/the-ultimate-guide-to-buying-property-in-roatan'

export const contactBodyEs = `
## Cómo comunicarse con nosotros

- **Teléfono:** [${phone}](${phoneLink})
- **WhatsApp:** [escríbanos por WhatsApp](${whatsappLink}), la forma más rápida de contactar a un agente desde el extranjero
- **Correo electrónico:** [${email}](mailto:${email})
- **Oficina:** ${address}

## Horario de oficina

| Día | Horario |
|---|---|
| Lunes a viernes | 9:00 a. m. a 5:00 p. m. |
| Sábado | 9:00 a. m. a 1:00 p. m., y visitas a propiedades con cita previa |
| Domingo | visitas a propiedades con cita previa |

Roatán usa la hora del centro todo el año (UTC−6) y no cambia la hora: coincide con la hora del centro de Estados Unidos en invierno y con la hora de la montaña de Estados Unidos de marzo a noviembre.

## Qué incluir en su mensaje

Para que nuestra primera respuesta ya le sea útil, incluya:

- el **código del anuncio** o el enlace de la propiedad, si pregunta por una en particular;
- su **presupuesto** y las **zonas** que le gustan;
- **cuándo** piensa comprar o visitar la isla;
- si prefiere que lo **llamemos**, y a qué hora según su zona horaria.

## ¿Viene a la isla?

Díganos sus fechas y organizamos las visitas para su viaje, varias propiedades en una misma mañana si quedan cerca una de otra. También podemos sugerirle abogados, inspectores y administradores de propiedades para que se reúna con ellos mientras esté aquí.
`

export const aboutBodyEs = `
## Nuestra agencia

${name} es una agencia inmobiliaria con sede en West End, Roatán. Nuestros agentes viven en la isla: compran en los mismos supermercados, sufren los mismos cortes de luz y saben qué caminos quedan intransitables en la temporada de lluvias. La mayoría de nuestros compradores vienen de Estados Unidos y Canadá, y muchos nunca habían comprado una propiedad en el extranjero.

## Cómo trabajamos

- **Un solo agente, de principio a fin.** El agente que responde su primer mensaje le muestra las propiedades, negocia su oferta y lo acompaña hasta el cierre.
- **Cifras claras.** Antes de que usted decida, le damos por escrito y en dólares estadounidenses los precios, los costos de cierre, las cuotas de mantenimiento y los gastos de tener la propiedad.
- **Su propio abogado.** Recomendamos que cada comprador contrate a un abogado independiente, y le damos varios nombres para que escoja. Nunca le pedimos que use el del vendedor.
- **El panorama completo.** Le contamos lo que sabemos de una propiedad, incluso lo que un vendedor preferiría no mencionar: inundaciones, vecinos ruidosos, un camino por el que solo se pasa con doble tracción.
- **Después de la venta.** Le ayudamos a poner a su nombre la luz, el agua y el internet, a encontrar un administrador de propiedades o un contratista, y a conocer la isla.

## Por qué nos eligen los compradores

Comprar en una isla del Caribe a miles de kilómetros de distancia exige confianza. Nuestros clientes nos cuentan qué fue lo que más les importó: respuestas rápidas y directas, ninguna presión para apurarse y un agente que sigue contestando el teléfono después del cierre. Lea lo que dicen en la [página de testimonios](/testimonials).

## Propiedades en toda la isla

Publicamos casas, condominios, terrenos y propiedades comerciales desde West Bay hasta el extremo este de la isla, y también mostramos las propiedades vendidas y las que están bajo contrato, para que vea a qué precio se vende de verdad. Empiece en la [página de propiedades](/properties), o lea la [guía completa](${ULTIMATE_GUIDE}) si Roatán es nuevo para usted.
`

export const thankYouBodyEs = `
## Qué pasa ahora

1. **Un agente lee su mensaje** y revisa las propiedades por las que preguntó: precio, disponibilidad, situación del título y datos de la cuota de mantenimiento.
2. **Recibe una respuesta en un plazo de un día hábil**, normalmente mucho antes, por correo electrónico, o por teléfono o WhatsApp si nos dejó un número.
3. **Si está planeando una visita**, le proponemos horarios para ver las propiedades que se ajusten a su viaje.

Si en un día no ha tenido noticias nuestras, revise su carpeta de correo no deseado o escriba a [${email}](mailto:${email}).

## Mientras tanto

- Lea la [guía del comprador](/buying-guide): cómo compran los extranjeros en Roatán, paso a paso.
- Conozca las [zonas de la isla](/areas) y cómo es cada una.
- Siga viendo las [propiedades](/properties); cada búsqueda tiene su propia dirección web, que puede compartir.
- Elija qué correos quiere recibir en la [página de preferencias](/preferences).
`

export const guideDownloadBodyEs = `
## Qué cubre la guía

- **Las zonas de la isla**: West Bay, West End, Sandy Bay, Coxen Hole, French Harbour y el extremo este, y a quién le conviene cada una.
- **Qué puede tener a su nombre**: la propiedad titulada, las reglas de la zona costera y cuándo se usa una sociedad hondureña.
- **El presupuesto**: los costos de cierre, normalmente del 3 % al 5 %, con el impuesto de tradición del 1.5 %, el abogado, el notario, el registro y el seguro de título, además de los costos anuales de ser propietario.
- **El financiamiento**: por qué la mayoría de los compradores pagan al contado, y cómo funcionan el financiamiento del vendedor y los préstamos en su país.
- **El proceso de compra**: oferta, depósito en garantía, debida diligencia, promesa de compraventa, cierre e inscripción en el registro.
- **Lo básico de la residencia**: las estadías como turista y las categorías de pensionado, rentista e inversionista.
- **La vida en la isla**: electricidad, agua, internet, atención médica, cómo moverse y la temporada de huracanes.
- **Listas de verificación** para antes de la oferta, antes del cierre y después del cierre.

## Léala o guárdela

La guía es una página web, así que siempre está al día. Léala en línea, o ábrala y elija **Imprimir esta guía** para imprimirla o guardarla como PDF desde su navegador.
`
