// issue 43: the Spanish body of /buying-guide (same headings, lists, table and links as the English body).

export const buyingGuideBodyEs = `
## ¿Pueden los extranjeros ser dueños de una propiedad en Honduras?

Sí. Como ciudadano de Estados Unidos o de Canadá, usted puede ser propietario de un inmueble titulado en Honduras, con la misma escritura inscrita que recibe un propietario hondureño. No necesita residencia para comprar, ni tampoco un socio local.

La mayoría de las propiedades en Roatán están **tituladas**: tienen una escritura pública inscrita en el registro de la propiedad del Estado (el Instituto de la Propiedad) y una clave catastral que identifica el terreno. Algunas tierras de la isla, en cambio, se tienen bajo derechos de posesión antiguos o títulos comunitarios. Esos terrenos se pueden comprar, pero conllevan más riesgo y exigen más trabajo de su abogado. Cada propiedad que ofrecemos debe indicar la situación de su título; si no la indica, pregúntenos.

## Reglas de la zona costera y sociedades hondureñas

La Constitución de Honduras limita la propiedad de extranjeros sobre las tierras cercanas a las costas y a las fronteras. La legislación de turismo abrió las Islas de la Bahía a los compradores extranjeros, con ciertas condiciones. En la práctica:

- Un comprador del extranjero normalmente puede tener a su nombre **un solo lote residencial o una sola vivienda de extensión limitada**; el límite que suele citarse es de unos 3,000 m² (aproximadamente tres cuartas partes de un acre).
- Los **terrenos más grandes, varios lotes o las propiedades comerciales** normalmente se tienen a través de una **sociedad hondureña** de la que usted es dueño. Su abogado la constituye, por lo general en pocas semanas, y después necesita un contador local y declaraciones anuales: constituirla suele costar entre US$1,500 y 3,000 en honorarios legales, y el contador y las declaraciones, unos US$500 a 1,000 al año.
- Los **condominios** suelen ser más sencillos: usted compra una unidad y una participación en las áreas comunes, conforme al reglamento del edificio.

Las reglas cambian, y sus detalles dependen de cada terreno. Pregúntele a su abogado qué estructura conviene a su compra antes de firmar cualquier documento que lo obligue.

## Los pasos de una compra

### 1. Haga una oferta

Su agente redacta la oferta: el precio, lo que incluye (muebles, lanchas, carritos de golf), el depósito, la fecha de cierre y las condiciones. En Roatán los vendedores esperan ofertas en dólares estadounidenses. Es normal que haya una o dos contraofertas.

### 2. Entregue un depósito en garantía

Una vez que el vendedor acepta, usted normalmente paga un depósito del 5 % al 10 % del precio. Ese dinero queda en **depósito en garantía (escrow) con un tercero neutral**, ya sea una empresa de escrow autorizada o la cuenta fiduciaria de su abogado, y nunca se entrega directamente al vendedor. El contrato debe indicar en qué casos se le devuelve el depósito; por lo general, si la revisión del título o la debida diligencia revelan algún problema.

### 3. Debida diligencia a cargo de su propio abogado

Contrate a un **abogado independiente** que trabaje para usted, no para el vendedor ni para el desarrollador. Podemos darle los nombres de varios; la elección es suya. Su abogado normalmente revisa:

- el título inscrito y la cadena de propietarios anteriores;
- los gravámenes, hipotecas, servidumbres y reclamos pendientes sobre la propiedad;
- el plano catastral frente a los linderos reales del terreno;
- que el vendedor esté al día con el impuesto municipal de bienes inmuebles y, si se trata de un condominio, con la cuota de mantenimiento;
- los permisos de la casa, del muelle o del muro de contención, y la fuente de agua;
- que el vendedor sea la persona, o la empresa, con derecho a vender.

Usted también hace sus propias revisiones: una inspección de la construcción, una revisión del techo, la cisterna y la fosa séptica y, si puede, una visita en un día de lluvia.

### 4. Firme la promesa de compraventa

La *promesa de compraventa* es el contrato que obliga a ambas partes. Fija el precio, el calendario de pagos, la fecha de cierre y lo que ocurre si alguna de las partes se retira. Muchos compradores la firman después de la debida diligencia; otros la firman al principio, con la debida diligencia como condición. Su abogado le dirá qué es más seguro en su caso.

### 5. Cierre ante notario

En el cierre, el vendedor firma la escritura de compraventa ante un **notario**, que en Honduras es un abogado autorizado para ejercer el notariado. Usted paga el saldo a través del depósito en garantía, junto con el impuesto de traspaso y los gastos de cierre. Puede firmar en persona o mediante un **poder**, así que no tiene que viajar a la isla solo para ese día.

### 6. Inscriba la escritura en el registro

El notario presenta la escritura en el registro de la propiedad (Instituto de la Propiedad), que lo inscribe a usted (o a su sociedad) como propietario. La inscripción puede tardar desde unas semanas hasta unos meses. Su abogado le da seguimiento y le entrega la escritura inscrita cuando esté lista. Después, ponga a su nombre los servicios públicos, actualice sus datos para el impuesto municipal y, si es un condominio, regístrese ante la asociación de propietarios.

## Cuánto tiempo toma

| Etapa | Plazo habitual |
|---|---|
| De la oferta a la oferta aceptada | unos pocos días |
| Debida diligencia y estudio del título | de 2 a 4 semanas |
| Constitución de una sociedad, si la necesita | de 2 a 6 semanas, al mismo tiempo que la debida diligencia |
| De la oferta aceptada al cierre, en total | de 30 a 60 días |
| Inscripción en el registro | de unas semanas a unos meses después del cierre |

Las casas de reventa con el título en regla son las que cierran más rápido. Los lotes con papeles antiguos, o las construcciones nuevas que se venden antes de terminarse, toman más tiempo.

## Cómo mover su dinero

- **Transfiera, no lleve efectivo.** Envíe los fondos por transferencia bancaria a la cuenta del depósito en garantía. Lleve al cierre el comprobante de la transferencia; los registros de su banco también demuestran de dónde proviene el dinero.
- **Confirme por teléfono las instrucciones de transferencia.** Antes de cada transferencia, llame a quien custodia el depósito a un número que usted ya conozca. Los estafadores envían instrucciones falsas por correo electrónico.
- **Cuente con que le hagan preguntas.** Tanto los bancos hondureños como los de Estados Unidos o Canadá pueden preguntarle por el origen de los fondos. Tenga a mano sus estados de cuenta.
- **Los dólares sirven.** Los precios y la mayoría de los cierres se manejan en dólares estadounidenses, así que normalmente no necesita cambiar moneda. Si usted es canadiense y convierte desde dólares canadienses, compare el tipo de cambio de su banco con el de un corredor de divisas.

## Seguro de título

Aseguradoras internacionales ofrecen seguros de título para propiedades en Honduras. El seguro lo protege si, después del cierre, aparece un defecto en el título, como una escritura anterior falsificada o un reclamo que no estaba inscrito. Normalmente cuesta una fracción del uno por ciento del precio y se paga una sola vez, en el cierre. No sustituye la revisión de su abogado. Pídale a su abogado una cotización desde el principio, porque la aseguradora hace su propia revisión antes de emitir la póliza.

## Costos que debe prever

Calcule unos costos de cierre que **normalmente van del 3 % al 5 %** del precio: el impuesto de traspaso del 1.5 %, los honorarios del abogado y del notario, los derechos de registro y, si lo contrata, el seguro de título. [La guía completa](/the-ultimate-guide-to-buying-property-in-roatan) los desglosa junto con los costos anuales de ser propietario. Para saber cómo funciona nuestra búsqueda, consulte la [guía para buscar propiedades](/property-search-guide).
`
