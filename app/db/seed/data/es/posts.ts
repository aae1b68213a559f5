// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPostEs } from '../../types'

export const postTexts: Record<string, DemoPostEs> = {
  'buying-property-in-roatan-as-a-foreigner': {
    title: 'Cómo comprar una propiedad en Roatán siendo extranjero',
    excerpt:
      'Los extranjeros pueden ser dueños de propiedades en Roatán. Le explicamos, paso a paso, cómo funciona una compra típica y quién hace qué.',
    bodyMarkdown: `Sí, como extranjero usted puede ser dueño de una propiedad en Roatán. La mayoría de nuestros compradores vienen de Estados Unidos, Canadá y Europa, y tienen el título a su propio nombre o a través de una sociedad hondureña. El proceso no es complicado, pero es distinto al que usted conoce en su país, así que conviene entenderlo antes de hacer una oferta.

## Quién puede ser dueño de qué

La ley hondureña permite a los extranjeros adquirir bienes inmuebles con los mismos derechos que los ciudadanos hondureños, con una excepción importante: los terrenos cercanos a la costa y a las fronteras. En Roatán, casi todo está dentro de esa zona costera. En la práctica, una persona extranjera normalmente puede comprar a su nombre un lote residencial de hasta unos 3,000 m² (unas tres cuartas partes de un acre). Las parcelas más grandes suelen comprarse a través de una sociedad hondureña. Su abogado le dirá qué vía conviene para la propiedad que usted desea.

## Las personas que intervienen

Una compra en Roatán normalmente involucra a:

- **Su agente inmobiliario**, que encuentra la propiedad, negocia y coordina los pasos.
- **Su propio abogado**, que además es notario. En Honduras, el notario redacta y autoriza la escritura pública, así que elija un abogado que trabaje para usted, no para el vendedor.
- **Un servicio de depósito en garantía (escrow)**, que retiene el depósito y los fondos de la compra hasta que se firma la escritura y se cumplen las condiciones.
- **Un topógrafo**, que confirma que los linderos coinciden con el plano inscrito.
- **El registro de la propiedad** (Instituto de la Propiedad), donde se inscribe la escritura.

## Los pasos, en orden

1. **Oferta y aceptación.** Usted firma una oferta por escrito o un contrato de promesa de compraventa que fija el precio, el depósito, la fecha de cierre y sus condiciones, como un estudio de títulos sin problemas y una inspección satisfactoria.
2. **Depósito en garantía.** Lo usual es un depósito del 5 al 10 %. Queda en la cuenta de depósito en garantía, no en manos del vendedor.
3. **Debida diligencia.** Su abogado revisa el título y los gravámenes en el registro, verifica la solvencia municipal del vendedor y revisa los documentos de la asociación de propietarios o de la sociedad, si los hay. Usted coordina una inspección y un levantamiento topográfico.
4. **Número tributario.** Para recibir el título necesitará un Registro Tributario Nacional (RTN). Su abogado puede tramitarlo por usted.
5. **Cierre.** El notario prepara la escritura, ambas partes firman, se libera el saldo de la cuenta de depósito en garantía y se paga el impuesto de traspaso.
6. **Inscripción.** La escritura se inscribe en el registro. La inscripción suele tardar desde unas semanas hasta unos meses, y su abogado le entrega la escritura inscrita cuando el trámite concluye.

## Cuánto tiempo toma

Desde la aceptación de la oferta hasta la firma, la mayoría de las compras toman de 30 a 60 días. Las compras a través de una sociedad y los terrenos con dudas sobre el título pueden tardar más.

## Errores comunes

- Usar al abogado del vendedor para ahorrar dinero. Contrate al suyo.
- Enviar el dinero directamente al vendedor en lugar de a la cuenta de depósito en garantía.
- Omitir el levantamiento topográfico de un terreno porque el vendedor tiene uno antiguo.
- Suponer que una costumbre de Estados Unidos o Canadá en materia de títulos se aplica aquí. Pregúntele a su abogado, siempre.

## Por dónde empezar

Decida cómo usará la propiedad (todo el año, parte del año, alquiler) y qué zona se ajusta a ese uso. Luego hable con nosotros sobre un presupuesto realista, que incluya gastos de cierre de aproximadamente el 3 al 5 % además del precio. Le presentaremos abogados y servicios de depósito en garantía independientes, y usted decide a quién contratar.`,
  },
  'closing-costs-in-roatan-what-you-will-pay': {
    title: 'Gastos de cierre en Roatán: lo que usted pagará',
    excerpt:
      'Un desglose claro de los gastos de cierre del comprador en Roatán: impuesto de traspaso, honorarios de abogado y notario, derechos de registro, depósito en garantía y más.',
    bodyMarkdown: `Cuando haga el presupuesto para una compra en Roatán, calcule gastos de cierre de aproximadamente el 3 al 5 % del precio, además del precio mismo. La cifra exacta depende de la propiedad, de los honorarios de su abogado y de si usted contrata un seguro de título. Esto es lo que compone esa cifra.

## Los principales gastos del comprador

- **Impuesto de traspaso: alrededor del 1.5 %.** Honduras cobra un impuesto de traspaso de bienes inmuebles del 1.5 % sobre el precio de venta o el valor registrado. Se paga en el cierre, antes de que la escritura pueda inscribirse.
- **Honorarios de abogado y notario: a menudo del 1.5 al 2.5 %.** En Honduras, el notario es un abogado que redacta y autoriza la escritura pública. Muchos bufetes cobran un porcentaje del precio, a veces con un honorario mínimo para compras más pequeñas. Pida una cotización por escrito antes de firmar una oferta.
- **Derechos de registro: por lo general, una pequeña fracción del 1 %.** El registro de la propiedad cobra por inscribir la escritura. Su abogado hace el pago y se lo traslada a usted.
- **Depósito en garantía (escrow): a menudo una tarifa fija.** Los servicios de depósito en garantía en Roatán suelen cobrar una tarifa fija o un pequeño porcentaje, entre varios cientos y un par de miles de dólares.
- **Levantamiento topográfico: de $500 a $1,500, aproximadamente.** Un levantamiento nuevo es especialmente importante en terrenos y casas antiguas.
- **Inspección: de $300 a $800, aproximadamente,** para una vivienda; más para un edificio grande o comercial.
- **Seguro de título: opcional, a menudo del 0.5 al 1 %.** Para muchas propiedades hay pólizas de aseguradoras de títulos internacionales.

## Un ejemplo

Para una casa de $400,000, un cálculo típico podría verse así:

- Impuesto de traspaso (1.5 %): $6,000
- Honorarios de abogado y notario: de $6,000 a $8,000
- Derechos de registro y documentos: de $800 a $1,200
- Depósito en garantía: $1,000
- Levantamiento topográfico e inspección: $1,200
- Seguro de título (opcional): de $2,500 a $3,500

Esto suma aproximadamente de $17,500 a $21,000, es decir, alrededor del 4.5 al 5 % del precio. Sin seguro de título, la cifra ronda entre $15,000 y $17,500. Su abogado le dará las cifras exactas de su compra.

## Lo que paga el vendedor

Por lo general, el vendedor paga la comisión inmobiliaria, los impuestos municipales pendientes hasta la fecha de cierre y sus propios impuestos sobre la venta, incluido el impuesto sobre ganancias de capital cuando corresponda. Quién paga qué se puede negociar, así que revise la oferta con cuidado antes de firmarla.

## Gastos que aparecen después

- **Impuesto municipal de bienes inmuebles** cada año, que suele ser moderado.
- **Cuotas de mantenimiento** en condominios y residenciales cerrados.
- **Mantenimiento de la sociedad**, si compra a través de una sociedad hondureña: contabilidad, declaraciones de impuestos y permisos anuales.
- **Seguros** contra viento e inundación, y para el contenido.

## Preguntas para su abogado

1. ¿Cuáles son sus honorarios y qué incluyen?
2. ¿Sobre qué valor se calculará el impuesto de traspaso?
3. ¿Hay impuestos municipales o cuotas de mantenimiento que el vendedor todavía deba?
4. ¿Cuánto tardará la inscripción y cuándo recibiré la escritura inscrita?

Los buenos cierres en Roatán no tienen nada de extraordinario. Pida por escrito todos los gastos desde el inicio y no debería haber sorpresas en la mesa de firma.`,
  },
  'titled-vs-untitled-land-and-title-insurance': {
    title: 'Terrenos con título y sin título, y el seguro de título',
    excerpt:
      'No todos los terrenos de Roatán tienen un título limpio e inscrito. Conozca la diferencia, los riesgos y el papel del seguro de título.',
    bodyMarkdown: `La tierra suele ser la mejor oportunidad en Roatán, y también es donde empiezan la mayoría de los problemas. Antes de enamorarse de una vista, averigüe exactamente qué tipo de derecho tiene el vendedor y si está inscrito.

## Qué significa "con título"

Una propiedad con título tiene una escritura inscrita en el registro de la propiedad (Instituto de la Propiedad) y un plano que coincide con el terreno. En los documentos verá con frecuencia el término **dominio pleno**, que significa la propiedad total del inmueble. Eso es lo que usted busca. Con un título de dominio pleno inscrito, usted puede vender, hipotecar y heredar la propiedad, y la inscripción en el registro lo protege frente a reclamos de terceros.

## Qué puede significar "sin título"

"Sin título" abarca varias situaciones:

- **Solo derechos de posesión.** Alguien ha usado y ocupado el terreno, a veces durante generaciones, pero nunca inscribió un título. A veces la posesión puede convertirse en título mediante un proceso legal, pero toma tiempo y no está garantizado.
- **Derechos de uso (dominio útil).** Algunas concesiones antiguas otorgaban el derecho a usar la tierra sin la propiedad plena. A menudo estos derechos pueden convertirse en dominio pleno, pero, de nuevo, es un proceso.
- **Tierras familiares.** Tierra heredada sin declaratoria de herederos ni partición inscrita. Varios herederos pueden tener derechos sobre ella.
- **Registros que no coinciden.** El terreno tiene título, pero el levantamiento topográfico, los linderos o el área que indica la escritura no coinciden con lo que hay en el terreno.

Algunos terrenos sin título se venden con descuento por una buena razón. Si considera uno, condicione la compra a que el título quede regularizado antes de pagar la totalidad, y cuente con que tome meses, no semanas.

## Cómo revisa el título su abogado

Una revisión cuidadosa del título suele incluir:

1. Una búsqueda de la cadena de dueños en el registro, a menudo de al menos 20 años atrás.
2. Una certificación que muestre si hay gravámenes, hipotecas o anotaciones sobre la propiedad.
3. Una verificación de que el vendedor, o la sociedad del vendedor, tiene facultades para vender.
4. Un levantamiento topográfico nuevo, comparado con el plano inscrito y con los linderos de los vecinos.
5. Una solvencia municipal que demuestre que los impuestos sobre la propiedad están pagados.

## El papel del seguro de título

El seguro de título paga las pérdidas cubiertas si más adelante se impugna su propiedad por una razón que la búsqueda no detectó, como una firma falsificada en la cadena de dueños, un heredero desconocido o un error de inscripción. Aseguradoras de títulos internacionales emiten pólizas para muchas propiedades en Roatán, por lo general con una prima única de aproximadamente el 0.5 al 1 % del precio.

El seguro de título no sustituye a un buen abogado. Las aseguradoras solo cubren propiedades que pasan su propia revisión, y la póliza enumera exclusiones. Lea esas exclusiones con su abogado.

## Nuestro consejo

- Compre terrenos con título, a menos que tenga una razón clara y mucha paciencia.
- Nunca confíe en el levantamiento antiguo del vendedor. Encargue uno nuevo.
- Mantenga su depósito en la cuenta de depósito en garantía (escrow) hasta que concluya la revisión del título.
- Pregúntele a su abogado si hay seguro de título disponible para la propiedad y pida una cotización desde el principio.

Si un negocio parece apresurado, vaya más despacio. Un buen terreno seguirá ahí después de dos semanas de debida diligencia.`,
  },
  'the-coastal-zone-rule-and-honduran-corporations': {
    title: 'La regla de la zona costera y las sociedades hondureñas',
    excerpt:
      'Por qué algunos compradores extranjeros tienen su propiedad en Roatán a través de una sociedad hondureña, y cuánto cuesta mantenerla.',
    bodyMarkdown: `Casi todo Roatán está dentro de la zona costera que define la Constitución de Honduras. Esa zona tiene reglas especiales para los compradores extranjeros. Son manejables, pero determinan si usted recibe el título a su propio nombre o a través de una sociedad hondureña.

## La regla en pocas palabras

La Constitución restringe la propiedad de extranjeros sobre tierras situadas a menos de 40 kilómetros de la costa y de las fronteras. Una ley posterior abrió a los extranjeros, con límites, los terrenos urbanos y turísticos de esa zona. En la práctica:

- Una persona extranjera normalmente puede comprar a su nombre una propiedad residencial de hasta unos 3,000 m² (aproximadamente tres cuartas partes de un acre), para su propia vivienda.
- Para parcelas más grandes, o para varios lotes, los compradores extranjeros suelen usar una sociedad hondureña.
- En las compras a título personal dentro de la zona pueden requerirse algunos trámites adicionales. Su abogado se encarga de ellos como parte del cierre.

Los detalles cambian con el tiempo y dependen de la propiedad, así que pídale a su abogado que confirme la estructura adecuada antes de firmar una oferta.

## Cómo funciona una sociedad hondureña

Una sociedad hondureña es una empresa inscrita en Honduras que puede ser dueña de bienes inmuebles como cualquier propietario hondureño. Los extranjeros pueden ser dueños de la totalidad de las acciones. Las formas más comunes son la sociedad anónima (S.A.) y la sociedad de responsabilidad limitada (S. de R.L.).

Constituir una sociedad normalmente implica:

1. Elegir un nombre y los socios. Tradicionalmente, las sociedades han necesitado al menos dos socios; su abogado le explicará las opciones actuales.
2. Firmar la escritura de constitución ante notario.
3. Inscribirla en el Registro Mercantil.
4. Obtener el número tributario (RTN) de la empresa e inscribirla en la municipalidad.
5. Abrir una cuenta bancaria si la empresa va a pagar cuentas o recibir alquileres.

Cuente con que la constitución tome unas semanas y cueste aproximadamente de $1,000 a $2,500, según el bufete.

## Costos y obligaciones permanentes

Una sociedad no es un gasto único. Incluya en su presupuesto:

- Declaraciones de impuestos mensuales o anuales, incluso cuando la empresa no tiene ingresos.
- Un contador, a menudo de $50 a $200 al mes.
- Un permiso de operación municipal anual.
- Actas de asamblea de socios cuando tome decisiones importantes.

Si la empresa se atrasa en sus declaraciones, las multas se acumulan y vender la propiedad se vuelve más difícil. Elija un contador con quien pueda comunicarse fácilmente y guarde los libros de la sociedad en un lugar seguro.

## Comprar una propiedad que ya está a nombre de una sociedad

Muchas propiedades en Roatán ya están a nombre de una sociedad. Con frecuencia usted puede comprar las acciones en lugar de la propiedad misma. Eso puede ahorrar tiempo, pero la empresa viene con su historia, incluidas deudas, problemas tributarios o demandas. Su abogado debe revisar los registros de la sociedad, su situación tributaria y sus pasivos con el mismo cuidado que el título.

## Qué vía le conviene

Reciba el título a su propio nombre si la propiedad está dentro del límite y usted quiere la estructura más sencilla. Use una sociedad si el terreno es más grande, si compra varios lotes o si piensa operar un negocio, como un alquiler o un hotel. En cualquier caso, haga un testamento o un plan sucesorio que incluya la propiedad en Honduras, y deje copias con su abogado.`,
  },
  'rental-income-and-property-management-on-roatan': {
    title: 'Ingresos por alquiler y administración de propiedades en Roatán',
    excerpt:
      'Lo que realmente genera un alquiler vacacional en Roatán, cuánto cuesta la administración y cómo leer un historial de alquiler antes de comprar.',
    bodyMarkdown: `Muchos de nuestros compradores piensan alquilar su casa o condominio cuando no lo usan. Los ingresos por alquiler pueden cubrir buena parte de sus costos, pero rara vez son tan altos como sugiere un folleto. Así conviene mirar los números.

## Las temporadas

La temporada alta de Roatán va aproximadamente de mediados de diciembre hasta abril, cuando norteamericanos y europeos escapan del invierno. Julio y agosto traen un segundo pico, más pequeño. De septiembre a noviembre es el período de menor actividad, en parte porque coincide con la temporada de huracanes. Un buen alquiler en West Bay o West End podría estar reservado la mayoría de las noches en febrero y solo un tercio de las noches en octubre.

## Ingreso bruto frente a ingreso neto

Los propietarios y administradores suelen citar ingresos brutos. Lo que importa es lo que usted se queda. Del ingreso bruto, cuente con restar:

- **Honorarios de administración**, normalmente del 20 al 35 % de los ingresos por alquiler en estadías cortas. Los programas de alquiler de los resorts a veces se quedan con el 40 al 50 %, pero también se encargan del mercadeo y de la recepción.
- **Comisiones de las plataformas de reservas**, si no están ya incluidas.
- **Limpieza, lavandería y suministros**, a menudo cobrados por estadía.
- **Electricidad**, que es cara en Roatán, sobre todo con el aire acondicionado encendido.
- **Impuestos.** En general se espera que los alquileres de corta estadía se registren y cobren el impuesto sobre ventas y el impuesto de turismo del 4 % sobre las estadías. Los ingresos por alquiler también pagan impuestos en Honduras y quizá deban declararse en su país. Consulte a un contador en ambos países.
- **Cuotas de mantenimiento, seguros, reparaciones y reposición** de muebles y electrodomésticos.

Un condominio que genera $40,000 brutos al año podría dejar de $18,000 a $24,000 netos, sin contar las noches que usted mismo lo use.

## Cómo leer un historial de alquiler

Cuando un vendedor le dé cifras de alquiler, pida:

1. Estados de cuenta mensuales del administrador o de la plataforma de reservas de al menos dos años completos.
2. Las tarifas por noche y el número de noches reservadas, no solo los totales.
3. Las noches en que el propietario usó la propiedad, que no aparecen como ingreso.
4. El contrato de administración, incluido el plazo de preaviso para terminarlo.
5. Las reseñas en las plataformas de reservas, que le dicen mucho sobre el estado de la propiedad y el servicio.

Desconfíe de un solo año excelente y de cifras que no estén respaldadas por estados de cuenta.

## Cómo elegir un administrador

Un buen administrador responde rápido los mensajes de los huéspedes, inspecciona la propiedad después de cada estadía y le envía estados de cuenta mensuales claros. Antes de firmar, pregunte cómo manejan las emergencias, cuánto cobran por mantenimiento y si mantienen los depósitos de los huéspedes en una cuenta separada. Hable con dos o tres de los propietarios con los que trabajan actualmente.

## Alquileres a largo plazo

Alquilar por mes o por año es más sencillo y más tranquilo. Los inquilinos normalmente pagan su propia electricidad. En Roatán, los alquileres mensuales suelen ir desde unos $600 por un apartamento pequeño hasta $2,500 o más por una casa grande con piscina. El rendimiento es menor que el de un alquiler vacacional bien administrado, pero también lo son los costos y el trabajo.

## Un enfoque realista

Compre una propiedad que disfrutaría aunque nunca se alquilara. Haga su presupuesto suponiendo que los ingresos por alquiler cubrirán una parte de sus costos, no todos. Luego, tome cualquier año que salga mejor como un buen año, no como la nueva normalidad.`,
  },
  'hurricane-season-and-construction-standards-on-roatan': {
    title: 'La temporada de huracanes y las normas de construcción en Roatán',
    excerpt:
      'Con qué frecuencia afectan las tormentas a Roatán, cómo es una casa isleña bien construida y cómo preparar su propiedad cada temporada.',
    bodyMarkdown: `La temporada de huracanes del Atlántico va del 1 de junio al 30 de noviembre, con la mayor actividad de agosto a octubre. Roatán está al sur de las trayectorias más comunes de las tormentas y los impactos directos son raros, pero la isla ha sentido tormentas fuertes, sobre todo el huracán Mitch en 1998. Las lluvias intensas de los sistemas que pasan cerca son más comunes que los vientos fuertes. Una casa construida y mantenida pensando en las tormentas es la mejor protección que usted puede comprar.

## Cómo es una buena construcción

La mayoría de las casas de calidad en Roatán se construyen con columnas y vigas de concreto reforzado y paredes de bloque de concreto rellenas de concreto y acero. Las casas de madera también pueden comportarse bien cuando están debidamente ancladas y bien mantenidas. Cuando vea una casa, revise:

- **Una trayectoria de carga continua.** El acero une los cimientos, las paredes y el techo para que el techo no pueda levantarse.
- **El diseño del techo.** Los techos a cuatro aguas suelen resistir mejor el viento que los techos a dos aguas. Los techos de lámina metálica deben fijarse con suficientes tornillos, poco espaciados, sobre todo en los bordes.
- **Conectores o flejes contra huracanes** donde las vigas de madera del techo se unen a las paredes.
- **Protección de ventanas.** Vidrio resistente a impactos o contraventanas a la medida para cada abertura.
- **Elevación y drenaje.** Las casas frente al mar deben estar por encima del nivel probable de la marejada ciclónica, y las casas en ladera necesitan muros de contención y un drenaje capaz de soportar lluvias intensas.
- **Corrosión.** El aire salino corroe el acero. Busque manchas de óxido en el concreto, que pueden indicar que la varilla de refuerzo se está corroyendo.

## Pida una inspección

Honduras tiene normas de construcción, pero su aplicación varía. Contrate a un inspector independiente o a un ingeniero estructural, sobre todo para casas antiguas o construidas sin un contratista conocido. Pídale que revise la estructura del techo, el recubrimiento de la varilla en el concreto expuesto y cualquier grieta en columnas y vigas. En construcciones nuevas, pida al constructor los planos estructurales y visite la obra durante la fundición del concreto.

## Seguros

Las aseguradoras hondureñas ofrecen seguros de propiedad que incluyen vendaval, y algunos propietarios también usan pólizas internacionales. Las primas dependen de la construcción, la ubicación y la distancia al mar. Lea el deducible con cuidado; los deducibles por vendaval suelen ser un porcentaje del valor asegurado. Los edificios de condominios normalmente tienen una póliza maestra a través de la asociación de propietarios, pero usted igual necesita cobertura para el contenido.

## Preparación en cada temporada

Antes de junio, y otra vez antes de salir de la isla:

1. Revise las contraventanas y sus herrajes, y guárdelas donde pueda alcanzarlas.
2. Limpie canaletas y desagües, y pode los árboles cercanos a la casa.
3. Dele mantenimiento a la planta eléctrica y tenga combustible o gas propano a mano.
4. Llene la cisterna y tenga agua potable para al menos una semana.
5. Asegure bien las lanchas, los muelles, los muebles y cualquier cosa que el viento pueda arrastrar.
6. Confirme que su cuidador o administrador tenga un plan por escrito y sus datos de contacto.

## En su justa medida

La mayoría de los años pasan con unos cuantos días de lluvia y nada más. Los propietarios que construyen bien, se aseguran con sensatez y se preparan cada temporada rara vez pierden el sueño por los huracanes. Si va a comprar, pregunte al vendedor y a los vecinos cómo le fue a la propiedad en tormentas pasadas. Sus respuestas suelen ser el informe de inspección más útil que obtendrá.`,
  },
  'the-cost-of-living-on-roatan-a-monthly-budget': {
    title: 'El costo de vida en Roatán: un presupuesto mensual',
    excerpt:
      'Electricidad, alimentos, internet, ayuda en casa y salud: lo que suele costar un mes en Roatán para una pareja.',
    bodyMarkdown: `Muchas personas esperan que la vida en una isla de Centroamérica sea barata. Roatán puede ser accesible, pero algunas cosas cuestan más que en su país porque casi todo llega por barco. Así se ve un mes típico para una pareja que vive aquí todo el año.

## Electricidad

La electricidad es el rubro que más sorprende a los recién llegados. Las tarifas en Roatán están entre las más altas de la región, a menudo de $0.35 a $0.45 por kilovatio hora. Una casa de dos habitaciones que usa aire acondicionado por la noche puede gastar de $150 a $350 al mes; una casa grande con piscina y aire acondicionado todo el día puede gastar mucho más. Los paneles solares, un buen aislamiento, los ventiladores de techo y los electrodomésticos eficientes se pagan solos aquí más rápido que en la mayoría de los lugares.

## Agua

En muchas zonas hay servicio municipal de agua, que suele costar poco, pero el suministro puede ser irregular. La mayoría de las casas también tiene una cisterna o un pozo. El agua para beber normalmente se compra en botellones de 19 litros (5 galones) o se filtra en casa.

## Alimentos

Los productos locales, el pescado, el pollo, el arroz, los frijoles y las tortillas tienen precios razonables. Las marcas importadas cuestan más, a menudo entre un 20 y un 50 % por encima de los precios de Estados Unidos. La mayoría de los residentes hace sus compras en los supermercados grandes de French Harbour y Coxen Hole, y compra frutas y verduras en puestos locales. Una pareja que come mayormente en casa puede gastar de $500 a $800 al mes.

## Internet y teléfono

La fibra óptica llega a muchos vecindarios y suele costar de $50 a $100 al mes. Donde no hay fibra, muchos residentes usan internet satelital. Los planes de telefonía móvil locales son económicos, y la cobertura es buena en la mayoría de las zonas pobladas.

## Transporte

Muchos residentes tienen un carro pequeño o un carrito de golf. El combustible cuesta más que en Estados Unidos. Los taxis y los taxis colectivos se usan mucho, y hay taxis acuáticos entre West End y West Bay.

## Ayuda en casa y servicios

Muchos hogares emplean a una empleada doméstica o a un jardinero algunos días a la semana. El pago suele fijarse por día, y con los empleados regulares usted debe cumplir las normas laborales de Honduras. Consulte a su abogado o contador sobre las obligaciones.

## Salud

Roatán tiene clínicas, hospitales privados y farmacias, y muchos residentes tienen seguro médico internacional. Las consultas con un médico privado son mucho más baratas que en Estados Unidos. Los casos graves pueden remitirse a hospitales en tierra firme o trasladarse por aire al extranjero, así que revise qué cubre su seguro.

## Un presupuesto mensual de ejemplo

Para una pareja que vive en una casa propia de dos habitaciones:

- Electricidad: de $200 a $350
- Agua y gas propano: de $40 a $80
- Alimentos y artículos del hogar: de $500 a $800
- Comidas fuera de casa: de $200 a $500
- Internet y teléfonos: de $80 a $140
- Carro, combustible y seguro: de $150 a $300
- Empleada doméstica, uno o dos días a la semana: de $150 a $300
- Seguro médico: de $300 a $900, según la edad y el plan
- Cuota de mantenimiento, impuesto de bienes inmuebles y seguro de la casa: de $100 a $600

En total, aproximadamente de $1,700 a $4,000 al mes. Su propia cifra dependerá sobre todo del aire acondicionado, de la comida importada y de qué tan seguido coma fuera.

## Antes de decidir

Pase unas semanas aquí en temporada baja y viva como lo haría todo el año. Haga las compras del supermercado, pague una factura de luz y maneje hasta la clínica. Es el ejercicio de presupuesto más confiable que puede hacer.`,
  },
  'getting-residency-in-honduras': {
    title: 'Cómo obtener la residencia en Honduras',
    excerpt:
      'Estadías como turista, residencia de pensionado y de rentista, y la vía del inversionista: un panorama de las opciones para los propietarios en Roatán.',
    bodyMarkdown: `No necesita residencia para comprar una propiedad en Honduras. Muchos propietarios pasan algunos meses al año en Roatán como turistas. Sin embargo, si piensa vivir aquí todo el año, la residencia le facilita la vida. Este es un panorama de las principales opciones. Las reglas y los montos cambian, así que confirme los requisitos vigentes con un abogado de migración antes de empezar.

## Estadía como turista

Los ciudadanos de Estados Unidos, Canadá y la mayor parte de Europa normalmente pueden entrar a Honduras sin visa. Honduras forma parte del convenio CA-4 con Guatemala, El Salvador y Nicaragua, que normalmente le da hasta 90 días en total entre los cuatro países. Por lo general se puede solicitar una prórroga en una oficina de migración. Salir unos días y volver no siempre reinicia el plazo, así que no organice su vida en torno a salidas a la frontera.

## Residencia de pensionado

Es la vía más común para los jubilados. Usted demuestra una pensión permanente y vitalicia, como la del Seguro Social de Estados Unidos, una pensión canadiense o una pensión de empresa. El ingreso mínimo mensual ha sido históricamente de unos $1,500, con montos adicionales por dependientes. A los residentes pensionados normalmente se les han concedido ciertos beneficios para importar su menaje de casa.

## Residencia de rentista

Si tiene ingresos estables que no son una pensión, como rendimientos de inversiones o alquileres en el extranjero, puede calificar como rentista. El mínimo ha sido históricamente de unos $2,500 al mes, y debe demostrar que el ingreso es estable y que continuará.

## Residencia de inversionista

Los extranjeros que invierten en un negocio hondureño pueden calificar como inversionistas. El monto de la inversión, el tipo de negocio y los trámites son específicos, y comprar una vivienda por sí solo no suele bastar. Hable con su abogado antes de estructurar una compra en función de esta vía.

## Otras vías

También es posible obtener la residencia por matrimonio con un ciudadano hondureño, por tener un hijo hondureño o por un empleo en una empresa hondureña.

## Documentos que normalmente necesitará

1. Un pasaporte vigente, con suficiente tiempo de validez restante.
2. Partida de nacimiento y, si corresponde, acta de matrimonio.
3. Una constancia reciente de antecedentes penales de su país de origen.
4. Comprobante de ingresos, como una carta de pensión o estados de cuenta bancarios.
5. Un certificado de salud de un médico local.
6. Fotografías tamaño pasaporte y los formularios de solicitud completos.

Los documentos extranjeros normalmente necesitan apostilla y una traducción oficial al español. Empiece a reunirlos pronto, porque las constancias de antecedentes y las apostillas pueden tardar semanas.

## Plazos y costos

El proceso suele tomar desde varios meses hasta un año. Los honorarios del abogado y los derechos del gobierno juntos suelen sumar de $1,500 a $3,500 por persona, según la categoría y el bufete. La residencia inicial se otorga por un período determinado y se renueva, y más adelante puede solicitar la residencia permanente. Recibirá un carné de residente, que debe llevar consigo.

## Cómo le ayudamos

No somos abogados de migración y no damos asesoría legal. Podemos presentarle abogados en Roatán que tramitan residencias todas las semanas, y contarle lo que a otros clientes les ha resultado útil. Pídales una cotización de honorarios por escrito y una lista de documentos antes de pagar cualquier cosa.`,
  },
  'choosing-an-area-on-roatan': {
    title: 'Cómo elegir una zona en Roatán',
    excerpt:
      'Del animado extremo oeste al tranquilo extremo este, cada parte de Roatán se ajusta a un tipo distinto de propietario. Así puede ir acotando su búsqueda.',
    bodyMarkdown: `Roatán mide unos 77 km (48 millas) de largo y rara vez más de 8 km (5 millas) de ancho, pero sus zonas se sienten muy distintas. El extremo oeste es animado y se recorre a pie; el extremo este es tranquilo, verde y gira en torno a las embarcaciones. La zona adecuada depende de cómo usará la propiedad. Empiece con estas preguntas.

## Cuatro preguntas para hacerse

1. **¿Cómo la usará?** Alquiler vacacional, casa para parte del año o vida aquí todo el año.
2. **¿Quiere ir caminando a la playa y a los restaurantes, o prefiere manejar?**
3. **¿Tendrá una lancha?**
4. **¿Qué tan lejos está dispuesto a vivir del aeropuerto, de los supermercados y de las clínicas?**

## El extremo oeste

- **West Bay** tiene la playa más conocida de la isla y la mayoría de sus condominios de resort. Es el lugar donde resulta más fácil alquilar y el más caro para comprar. El aeropuerto queda a unos 25 minutos.
- **West End** es un pueblo que se recorre a pie, con tiendas de buceo, restaurantes y hoteles pequeños. Conviene a los buzos y a quienes quieren salir de casa y llegar caminando a cenar.
- **Sandy Bay** está entre West End y Coxen Hole. Es más tranquilo, más local y ofrece mejor relación entre precio y valor, con una reserva marina al frente y el aeropuerto a 10 o 15 minutos.

## El centro de la isla

- **Coxen Hole** es el centro administrativo y comercial. Pocos compradores extranjeros viven aquí, pero es donde están los bancos, las oficinas y el puerto de cruceros.
- **Brick Bay** es una bahía residencial tranquila cerca del aeropuerto, con casas en la ladera y vistas hacia el sur.
- **French Harbour** es un pueblo portuario de trabajo, con los supermercados y las ferreterías más grandes. Conviene a residentes de tiempo completo, familias y dueños de embarcaciones.
- **First Bight y Parrot Tree** ofrecen vida en residenciales cerrados con marina, canales y playa, a pocos minutos al este de French Harbour.

## El extremo este

- **Jonesville** es para dueños de embarcaciones que buscan aguas tranquilas, manglares y privacidad.
- **Oak Ridge** es un pueblo de pescadores sobre el agua, con cayos, taxis acuáticos y un astillero.
- **Punta Gorda** es la comunidad garífuna más antigua de la isla, en la costa norte, con precios de terrenos más bajos.
- **Palmetto Bay** ofrece una playa tranquila en la costa norte y un residencial cerrado.
- **Camp Bay** tiene una de las playas sin desarrollar más largas de la isla. Está a cerca de una hora del aeropuerto, y muchos propietarios de la zona viven sin conexión a la red eléctrica.

## Cada zona según su objetivo

- **Alquiler vacacional sólido:** West Bay, West End.
- **Vida de tiempo completo con servicios cerca:** Sandy Bay, French Harbour, Brick Bay.
- **La lancha frente a la puerta:** Parrot Tree, Jonesville, Oak Ridge.
- **Espacio y privacidad:** Palmetto Bay, Camp Bay, Punta Gorda.

## Pruébela antes de comprar

Pase un día en cada zona que esté considerando. Maneje hasta el supermercado en hora pico, ubique la clínica más cercana y vea cómo queda la calle después de un aguacero. Visite en temporada baja, cuando verá la vida cotidiana y no el turismo de temporada alta. La mayoría de nuestros clientes cambia de opinión sobre su zona ideal al menos una vez, y eso es bueno. Es más fácil cambiar de opinión antes de comprar que después.`,
  },
  'condo-hoa-fees-in-roatan-what-they-cover': {
    title: 'Cuotas de mantenimiento de condominios en Roatán: qué cubren',
    excerpt:
      'Las cuotas de mantenimiento en Roatán van desde menos de $200 hasta más de $900 al mes. Esto es lo que pagan y lo que debe revisar antes de comprar.',
    bodyMarkdown: `Si compra un condominio en Roatán, pagará una cuota mensual de mantenimiento a la asociación de propietarios (HOA, por sus siglas en inglés). En la isla, estas cuotas suelen ir desde menos de $200 al mes en un edificio pequeño en la ladera hasta $900 o más en un resort frente a la playa con todos los servicios. Una cuota más alta no es mala en sí misma. Lo que importa es qué cubre y qué tan bien se administra la asociación.

## Lo que suelen cubrir las cuotas de mantenimiento

Según el complejo, su cuota puede incluir:

- **Seguro del edificio** bajo una póliza maestra, incluida la cobertura por vendaval.
- **Seguridad**, a menudo con guardias las 24 horas y acceso controlado.
- **Agua** para el edificio y, a veces, una planta eléctrica compartida.
- **Piscina, jardinería y limpieza** de las áreas comunes.
- **Mantenimiento y reparaciones** de techos, paredes exteriores, elevadores y muelles.
- **Administración y contabilidad** de la asociación.
- **Un fondo de reserva** para grandes reparaciones futuras.

La electricidad dentro de su unidad, el internet y el seguro del contenido suelen correr por su cuenta.

## Por qué las cuotas varían tanto

Los edificios frente a la playa pagan más por seguros, seguridad y mantenimiento contra el aire salino. Los complejos con elevadores, restaurantes o club de playa tienen más personal. Los edificios pequeños a menudo tienen cuotas bajas porque los propietarios hacen parte del trabajo ellos mismos, lo que puede funcionar bien hasta que algo grande se daña.

## El fondo de reserva

Un fondo de reserva es dinero ahorrado para techos, pintura, elevadores y otras obras mayores. En Roatán, el aire salino y el sol acortan la vida útil de casi todo, así que un fondo de reserva sano es importante. Si un edificio tiene poca o ninguna reserva, los propietarios pueden enfrentar una cuota extraordinaria, es decir, un cobro único, cuando se necesite una reparación importante.

## Documentos que debe solicitar

Antes de comprometerse, pida al vendedor o a la asociación:

1. El presupuesto del año en curso y los estados financieros de los dos últimos años.
2. El saldo del fondo de reserva y cualquier estudio de reservas.
3. Las actas de las últimas asambleas de propietarios.
4. Los estatutos y el reglamento interno, incluidas las reglas sobre alquileres y mascotas.
5. La póliza de seguro maestra, con sus coberturas y deducibles.
6. Una constancia de que la unidad no debe cuotas ordinarias ni extraordinarias.

## Preguntas que vale la pena hacer

- ¿Han subido las cuotas en los últimos tres años, y cuánto?
- ¿Hay alguna obra importante prevista, como un techo nuevo o un muro de contención frente al mar?
- ¿Hay cuotas extraordinarias pendientes o pagadas recientemente?
- ¿Cuántas unidades están atrasadas en sus cuotas?
- ¿Quién administra el edificio y desde hace cuánto tiempo?
- ¿Se permiten los alquileres de corta estadía, y a través de quién?

## Una comparación sencilla

Dos condominios al mismo precio pueden tener costos de propiedad muy distintos. Sume la cuota anual de mantenimiento, lo que espera pagar de electricidad y seguro, y cualquier honorario de administración si lo va a alquilar. Compare el total, no solo el precio. Una unidad un poco más cara, con una asociación bien financiada y bien administrada, suele ser la mejor compra.`,
  },
  'a-due-diligence-checklist-for-buying-in-roatan': {
    title: 'Lista de verificación de debida diligencia para comprar en Roatán',
    excerpt:
      'Una lista práctica de las verificaciones que debe completar antes de cerrar la compra de una casa, un condominio o un terreno en Roatán.',
    bodyMarkdown: `La debida diligencia es el período entre la aceptación de la oferta y el cierre, en el que usted confirma que la propiedad es lo que cree que es. En Roatán suele tomar de dos a seis semanas. Incluya sus condiciones en la oferta, mantenga su depósito en una cuenta de depósito en garantía (escrow) y revise esta lista con su abogado y su inspector.

## Título y aspectos legales

- **Cadena de dueños.** Su abogado investiga en el registro de la propiedad para confirmar que el vendedor es el dueño y que la cadena de dueños está limpia.
- **Gravámenes y anotaciones.** Pida una certificación del registro que muestre hipotecas, gravámenes u órdenes judiciales.
- **Facultades del vendedor.** Si la propiedad es de una sociedad, verifique que la persona que firma puede venderla legalmente. Si el vendedor está en el extranjero, revise el poder.
- **Solvencia municipal.** El vendedor debe demostrar que los impuestos sobre la propiedad están al día.
- **Zona costera y forma de tenencia.** Confirme si puede recibir el título a su nombre o si necesita una sociedad.
- **Seguro de título.** Pregunte si hay una póliza disponible y qué excluiría.

## Terreno y linderos

- **Un levantamiento topográfico nuevo**, comparado con el plano inscrito.
- **Acceso legal.** Asegúrese de que el camino a la propiedad sea público o esté amparado por una servidumbre de paso inscrita.
- **Retiros y permisos** para construir cerca de la costa, de manglares o en pendientes pronunciadas.
- **Restricciones ambientales.** Los manglares y algunas zonas costeras están protegidos.
- **Servicios públicos.** Averigüe dónde se conectan la electricidad y el agua, y cuánto costará.

## La construcción

- **Una inspección profesional** que abarque la estructura, el techo, el sistema eléctrico, la plomería, la fosa séptica y señales de daños por agua.
- **Permisos de construcción.** Pida los permisos de la construcción original y de cualquier ampliación.
- **Sistema de agua.** Revise la cisterna, las bombas, el pozo y la calidad del agua.
- **Fosa séptica.** Pregunte cuándo se vació por última vez y hacia dónde drena.
- **Planta eléctrica y sistemas solares**, con su historial de mantenimiento.
- **Muelles y muros de contención frente al mar**, que necesitan sus propios permisos y a menudo su propia inspección.

## Condominios y residenciales cerrados

- **Documentos de la asociación de propietarios:** presupuesto, estados financieros, fondo de reserva, reglamento y actas de asambleas.
- **Estado de cuenta de cuotas** que muestre que la unidad no tiene cuotas de mantenimiento ni cuotas extraordinarias pendientes.
- **Reglas de alquiler**, si piensa alquilar.
- **Póliza de seguro maestra** y su deducible.

## Propiedades en alquiler

- **Dos años de estados de cuenta** del administrador o de las plataformas de reservas.
- **El contrato de administración** y cómo terminarlo.
- **Inscripciones turísticas y tributarias**, si la propiedad se alquila a huéspedes.
- **Reservas futuras**, y si se transfieren con la venta.

## Dinero y cierre

- **Instrucciones del depósito en garantía** por escrito, incluido cuándo se liberan los fondos.
- **Cálculo de gastos de cierre** preparado por su abogado.
- **Su número tributario (RTN)**, solicitado con anticipación.
- **Instrucciones para transferencias bancarias** confirmadas por teléfono, llamando a un número conocido. Nunca confíe en datos bancarios nuevos enviados solo por correo electrónico.

## Retírese si es necesario

El propósito de la debida diligencia es encontrar los problemas mientras todavía puede actuar. La mayoría de los problemas se pueden resolver, negociar o reflejar en el precio. Algunos no. Si su abogado o su inspector no están tranquilos, escúchelos y use sus condiciones para renegociar o retirarse.`,
  },
  'moving-to-roatan-with-pets-and-belongings': {
    title: 'Mudarse a Roatán con mascotas y pertenencias',
    excerpt:
      'Cómo traer a su perro o gato a Roatán, y lo que debe saber sobre el envío de menaje de casa y vehículos a la isla.',
    bodyMarkdown: `Una vez que ha comprado su casa, la siguiente pregunta es cómo trasladar su vida hasta aquí. La mayoría de nuestros clientes que viven aquí todo el año traen al menos una mascota y parte de sus pertenencias. Esto es lo que suele implicar la mudanza. Los requisitos cambian, así que confirme los detalles con las autoridades y con su aerolínea antes de reservar cualquier cosa.

## Cómo traer a un perro o gato

En general, Honduras permite el ingreso de mascotas con la documentación correcta. Los requisitos habituales son:

- **Vacuna antirrábica** aplicada antes del viaje, y las demás vacunas de rutina.
- **Un certificado de salud internacional** emitido por un veterinario autorizado poco antes de la salida, a menudo dentro de los 10 días previos al viaje.
- **Endoso oficial** del certificado cuando su país lo exija, por ejemplo, del USDA en Estados Unidos o de la CFIA en Canadá.
- **Un permiso de importación o una inspección** de la autoridad hondureña de sanidad animal (SENASA), gestionados con anticipación o a la llegada.

Pídale a su veterinario que le coloque un microchip a su mascota, y lleve copias de todos los documentos en su equipaje de mano.

## Volar con mascotas

Roatán tiene vuelos directos desde varias ciudades de Estados Unidos y vuelos de temporada desde Canadá. Las mascotas pequeñas a menudo pueden viajar en la cabina. Los perros más grandes viajan como equipaje documentado o como carga, y muchas aerolíneas limitan esta opción en los meses calurosos o prohíben ciertas razas. Reserve el espacio de su mascota cuando compre su propio boleto, y elija un vuelo directo si es posible.

## La vida aquí con mascotas

Roatán tiene varios veterinarios, y en los supermercados más grandes se vende alimento para mascotas, aunque las marcas importadas cuestan más. El calor, las garrapatas y algún perro callejero ocasional son las principales preocupaciones. Hable con un veterinario local sobre la prevención de garrapatas en cuanto llegue.

## Envío del menaje de casa

Las empresas de carga envían contenedores y cargas consolidadas más pequeñas a Roatán desde puertos de la Florida y de la costa del golfo de México. Una mudanza típica incluye:

1. Empaque y un inventario detallado en español e inglés.
2. Flete marítimo hasta la isla.
3. **Un agente aduanero** en Roatán para desaduanar el envío. Lo necesitará; elija uno recomendado por otros residentes.
4. Aranceles e impuestos de importación, que dependen de los bienes y de su valor.
5. Entrega en su casa.

A los residentes aprobados como pensionados o como rentistas normalmente se les ha permitido importar su menaje de casa con beneficios arancelarios, dentro de ciertos límites. Pregunte a su abogado si califica y cómo solicitarlo antes de hacer el envío.

## Qué traer y qué comprar aquí

En la isla se consiguen muebles, electrodomésticos y materiales de construcción, y comprarlos aquí evita el flete y los aranceles. Muchas personas traen:

- Buenos colchones, ropa de cama y cuchillos de cocina.
- Herramientas y repuestos difíciles de conseguir localmente.
- Artículos personales, libros y obras de arte.
- Muebles de exterior de calidad, hechos para el aire salino.

Piénselo dos veces antes de traer muebles grandes y electrodomésticos viejos. El flete, los aranceles y la humedad de la isla pueden hacer que cuesten más de lo que valen.

## Vehículos

Importar un carro implica aranceles altos y reglas sobre la antigüedad del vehículo. La mayoría de los residentes prefiere comprar un carro, una camioneta o un carrito de golf en la isla. Si de todos modos quiere enviar un vehículo, pida primero una cotización por escrito a un agente aduanero.

## Tómese su tiempo

Planificar una mudanza suele tomar de dos a cuatro meses. Empiece por las mascotas y los trámites, porque son los que tienen los plazos más estrictos. Con gusto le compartimos los nombres de empresas de mudanza, agentes aduaneros y veterinarios que nuestros clientes han usado.`,
  },
}
