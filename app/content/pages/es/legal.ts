// Issue 43: the Markdown bodies of the legal pages in Spanish (../legal.ts), shown on /es. Same headings, lists,
// tables and links as the English bodies, in the same order; the site adds /es to the links itself.
import { DEFAULT_BRAND } from '~/lib/brand'

const { name, email, address } = DEFAULT_BRAND

/** /privacy-policy */
export const privacyBodyEs = `
## Quiénes somos

Este sitio web lo administra ${name}, ${address} (“nosotros”). Como responsables del tratamiento, decidimos cómo se usan sus datos personales en este sitio, y puede escribirnos sobre ello a [${email}](mailto:${email}).

## Qué recopilamos

- **Consultas.** Cuando usted pregunta por una propiedad o nos escribe, guardamos su nombre, su dirección de correo electrónico, su número de teléfono si nos lo da, su mensaje y el anuncio al que se refiere. Su consulta se convierte en un registro de contacto con el que trabaja un agente.
- **Su cuenta.** Si crea una cuenta, guardamos su dirección de correo electrónico, su nombre si nos lo da, y cuándo inició sesión. Usted inicia sesión con un enlace de un solo uso que le enviamos por correo electrónico, así que nunca guardamos una contraseña suya.
- **Consentimiento para marketing.** Si acepta recibir anuncios de propiedades o novedades por correo electrónico, registramos qué aceptó, cuándo, cómo y qué reglas de su región se aplicaron. Cuando retira su consentimiento, también lo registramos.
- **Datos técnicos.** Nuestros servidores registran las solicitudes (dirección IP, navegador, páginas solicitadas, hora) para mantener el sitio en funcionamiento y seguro.
- **Analítica**, solo si usted la acepta: qué páginas se ven y cómo llegan los visitantes al sitio, para que podamos mejorarlo. Consulte la [política de cookies](/cookies-policy).

No solicitamos datos de pago, números de pasaporte ni otros datos sensibles a través de este sitio. Le pedimos que no los envíe en un mensaje.

## Para qué los usamos

- Para **responder a su consulta** y ayudarle a comprar, vender o alquilar: los pasos que usted nos pidió dar.
- Para **administrar su cuenta** y mantenerla segura.
- Para **enviarle correos de marketing**, solo con su consentimiento cuando la ley lo exige, y nunca después de que usted lo retire.
- Para **medir y mejorar el sitio**, solo con su consentimiento para la analítica.
- Para **proteger el sitio** contra el abuso y cumplir nuestras obligaciones legales (nuestros intereses legítimos y deberes legales).

## Su región y el consentimiento para marketing

Las reglas para los correos de marketing dependen de dónde se encuentre usted. Estimamos su región a partir del país de su conexión y, en caso de duda, aplicamos la regla más estricta:

- **Unión Europea y Espacio Económico Europeo (RGPD) y Reino Unido (RGPD del Reino Unido):** le enviamos correos de marketing solo con su consentimiento previo y específico. Las casillas nunca vienen marcadas de antemano.
- **Canadá (CASL):** le enviamos correos comerciales solo con su consentimiento expreso. Cada mensaje nos identifica e incluye un enlace para darse de baja, y atendemos su solicitud de baja a más tardar en 10 días hábiles.
- **En otros lugares, incluidos los Estados Unidos:** le pedimos su consentimiento de la misma manera. Cada mensaje incluye un enlace para darse de baja con un solo clic.

Puede retirar su consentimiento en cualquier momento en la [página de preferencias](/preferences), desde el enlace de cualquiera de nuestros correos o escribiéndonos. Retirarlo no afecta los correos enviados antes.

## Con quién los compartimos

No vendemos sus datos personales. Solo los compartimos:

- con **nuestros agentes** que atienden su consulta;
- con **proveedores de servicios** que alojan el sitio, almacenan datos y envían correos por nosotros, bajo contratos que los obligan a seguir nuestras instrucciones;
- con un **abogado, un agente de depósito en garantía (escrow) u otra parte** de su transacción, solo cuando usted nos lo pide;
- cuando la **ley lo exige**.

Nuestro equipo y algunos proveedores se encuentran en Honduras, los Estados Unidos y otros países. Cuando la ley lo exige, por ejemplo para datos provenientes de la UE o del Reino Unido, usamos garantías como las cláusulas contractuales tipo.

## Cuánto tiempo los conservamos

Salvo que la ley nos exija conservarlos por más tiempo, conservamos los datos personales durante **1,095 días (tres años)** después de su último contacto con nosotros, y luego los eliminamos o los anonimizamos. Los registros de consentimiento para marketing se conservan mientras necesitemos demostrar qué aceptó usted. Los registros de los servidores se conservan solo por poco tiempo. Puede pedirnos que eliminemos sus datos antes.

## Sus derechos

Según dónde viva, usted tiene derecho de:

- **acceso**: acceder a los datos personales que tenemos sobre usted y obtener una copia;
- **portabilidad**: recibirlos en un formato común y legible por máquina;
- **rectificación**: corregir los datos que sean incorrectos;
- **supresión**: eliminar sus datos (es posible que la ley obligue a conservar algunos registros, como los de una transacción concluida);
- **retirar su consentimiento** en cualquier momento, para marketing o analítica;
- **oposición y limitación**: oponerse a algunos usos de sus datos o restringirlos.

Escríbanos a [${email}](mailto:${email}) desde la dirección de correo electrónico que tenemos registrada para usted. Respondemos en un plazo de 30 días y es posible que antes le pidamos confirmar su identidad. Si no queda satisfecho, puede presentar una queja ante su autoridad de protección de datos: en la UE, la autoridad nacional de su país; en el Reino Unido, la Oficina del Comisionado de Información (Information Commissioner's Office); en Canadá, la Oficina del Comisionado de Privacidad (Office of the Privacy Commissioner).

## Seguridad

Usamos conexiones cifradas, limitamos el acceso del personal según su función y mantenemos el software actualizado. Ningún sistema es perfectamente seguro; si una brecha de seguridad le afecta, se lo informaremos según lo exija la ley.

## Menores de edad

Este sitio está dirigido a adultos. No recopilamos a sabiendas datos de personas menores de 18 años.

## Cambios a esta política

Cuando cambiamos esta política, actualizamos la fecha que aparece al inicio de esta página. Si un cambio afecta la forma en que usamos los datos que usted ya nos dio, se lo informaremos por correo electrónico o en el sitio antes de que se aplique.
`

/** /terms-of-service */
export const termsBodyEs = `
## Acerca de estos términos

Estos términos se aplican al uso que usted haga de este sitio web, administrado por ${name}, ${address}. La forma en que tratamos los datos personales se describe en la [política de privacidad](/privacy-policy). Los servicios de corretaje que le prestemos se rigen por un contrato escrito aparte.

## Información de las propiedades

- Los anuncios describen propiedades ofrecidas en venta, o vendidas recientemente, en Roatán. Procuramos que sean exactos, pero la información proviene en parte de los vendedores y de otros corredores, y puede cambiar o contener errores.
- **Los precios están en dólares estadounidenses** y pueden cambiar sin previo aviso. Un anuncio no es una oferta que usted pueda aceptar en línea. Una venta solo se realiza mediante un contrato escrito y firmado.
- Las medidas, los linderos, las cuotas de la asociación de propietarios (HOA), las cifras de alquiler y los impuestos son aproximados hasta que su abogado y su inspector los confirmen.
- Las fotos y las descripciones muestran la propiedad tal como estaba cuando se publicó el anuncio.

## Sin asesoría legal, fiscal ni financiera

Nuestras guías y respuestas explican cómo funcionan normalmente la compra y la venta en Roatán. Son información general, no asesoría legal, fiscal, migratoria ni financiera. Antes de comprometerse a una compra, consulte a su abogado, y consulte a su contador sobre los impuestos.

## Su cuenta

Usted inicia sesión con un enlace de un solo uso que se envía a su dirección de correo electrónico. Proteja el acceso a esa cuenta de correo, porque cualquier persona que pueda leerla puede iniciar sesión como usted. Avísenos si cree que otra persona ha usado su cuenta. Podemos suspender las cuentas que se usen en contra de estos términos.

## Uso aceptable

Le pedimos que no:

- copie anuncios o fotos de forma masiva, ni extraiga datos del sitio con herramientas automatizadas;
- envíe mensajes falsos, abusivos o con publicidad de terceros;
- intente entrar sin autorización en cuentas, en el área de administración o en nuestros sistemas, ni sobrecargarlos;
- use el sitio en contra de la ley.

## Contenido y marcas

Los textos, las fotos, el logotipo y el diseño de este sitio pertenecen a ${name} o a quienes nos otorgaron una licencia para usarlos. Usted puede compartir enlaces a los anuncios e imprimir páginas para su uso personal. No vuelva a publicar nuestro contenido sin autorización por escrito.

## Enlaces a otros sitios

Incluimos enlaces a otros sitios, como servicios de mensajería y mapas. No los controlamos, y se aplican sus propios términos y políticas.

## Nuestra responsabilidad

Ofrecemos el sitio tal como está, y no podemos prometer que esté siempre disponible ni libre de errores. En la medida en que la ley lo permita, no somos responsables de las pérdidas que resulten de confiar en la información de las propiedades sin verificarla, ni de que el sitio no esté disponible. Nada de lo dispuesto en estos términos limita los derechos que la ley de su país no nos permite limitar.

## Legislación aplicable

Estos términos se rigen por las leyes de Honduras, salvo que la ley de su país de residencia le otorgue protecciones que no pueden dejarse sin efecto.

## Cambios

Podemos actualizar estos términos. La fecha que aparece al inicio indica cuándo cambiaron por última vez. Si sigue usando el sitio después de un cambio, se aplican los nuevos términos.
`

/** /cookies-policy */
export const cookiesBodyEs = `
## Qué son las cookies

Las cookies son pequeños archivos que un sitio web guarda en su navegador. Otras formas similares de almacenamiento del navegador funcionan de la misma manera, y esta política también las cubre. Algunas cookies son necesarias para que el sitio funcione; otras son opcionales, y solo las instalamos si usted lo acepta.

## Las cookies que usamos

| Cookie | Para qué | Cuándo se instala | Duración |
|---|---|---|---|
| Cookie de sesión | mantiene su sesión iniciada y protege los formularios | cuando inicia sesión | hasta que cierre sesión o su sesión venza |
| Registro de consentimiento | recuerda sus elecciones sobre cookies y marketing, para no preguntarle en cada página | cuando elige una opción en el aviso de cookies | hasta que la cambie o borre los datos de su navegador |
| Analítica | cuenta las visitas a las páginas y muestra cómo llegan los visitantes al sitio | **solo después de que acepte la analítica** | según lo defina el proveedor de analítica |
| Publicidad | mide si nuestra publicidad en otros sitios atrae visitantes | **solo después de que acepte la publicidad** | según lo defina el proveedor de publicidad |

La cookie de sesión y el registro de consentimiento son **estrictamente necesarios**: sin ellos, el sitio no puede mantener su sesión iniciada ni recordar su elección, por lo que no requieren consentimiento. No los usamos para seguir su actividad en otros sitios.

## Sus opciones

- **El aviso de cookies.** En su primera visita, elija **Aceptar todo**, **Rechazar todo** o **Administrar** para escoger las categorías una por una. Rechazar todo deja solo las cookies estrictamente necesarias.
- **Si cambia de opinión.** Puede cambiar su elección en cualquier momento en la [página de preferencias](/preferences). Cuando retira su consentimiento, dejamos de instalar cookies opcionales y eliminamos las que podemos.
- **Su navegador.** También puede bloquear o eliminar cookies en la configuración de su navegador. Si bloquea la cookie de sesión, no podrá mantener su sesión iniciada.

## Más sobre sus datos

En la [política de privacidad](/privacy-policy) se explica cómo usamos los datos personales que las cookies puedan recopilar, cuánto tiempo los conservamos y cuáles son sus derechos.
`
