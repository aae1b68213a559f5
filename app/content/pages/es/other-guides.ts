// issue 43: the Spanish bodies of /selling-guide, /property-search-guide and /investor-information (same headings,
// lists, tables and links as the English bodies).

export const sellingGuideBodyEs = `
## Antes de publicar su propiedad: reúna sus documentos

Los compradores en Roatán son cuidadosos, y sus abogados piden siempre los mismos papeles. Tenerlos listos ahorra semanas:

- su **escritura inscrita** y la clave catastral de la propiedad;
- un **plano actualizado** (plano catastral) que coincida con los linderos reales del terreno;
- la constancia de que está **al día con el impuesto municipal de bienes inmuebles**;
- en un condominio o una comunidad cerrada, los **estados de cuenta de la asociación de propietarios**, su presupuesto y su reglamento;
- los **permisos** de la casa y de cualquier muelle, muro de contención o ampliación posterior;
- si la propiedad es de una **sociedad hondureña**, sus libros sociales y una constancia reciente de que la sociedad está al día con sus obligaciones;
- **recibos recientes de los servicios públicos** y, si alquila la propiedad, su historial de alquiler.

Si falta algo, le diremos qué abogado u oficina puede reponerlo. Es mucho más fácil resolverlo antes de que haya un comprador esperando.

## Cómo fijamos el precio

Fijamos el precio a partir de las ventas recientes y de las propiedades en venta en su zona, no solo de los precios que se piden. Tomamos en cuenta la vista, el acceso al mar, el estado de la construcción y cómo se alquila la propiedad. Usted recibe por escrito un rango de precio, con las ventas que lo respaldan. El precio de venta final lo decide usted. Un precio realista suele atraer ofertas en los primeros meses; una propiedad con un precio optimista tiende a quedarse sin vender y, al final, se vende por menos.

## Promoción

- **Fotos y video** con buena luz, y un plano de distribución cuando ayuda.
- Una **página de la propiedad en este sitio**, con una dirección que se puede compartir, un mapa y los datos que los compradores preguntan primero: precio, título, cuota de mantenimiento, historial de alquiler.
- **Correos electrónicos** a los compradores que han pedido propiedades como la suya, y solo a quienes aceptaron recibirlos.
- **Visitas** siempre acompañadas por un agente; respondemos las preguntas de los compradores el mismo día y le informamos a usted después de cada visita.

## Ofertas y cierre

Las ofertas llegan por escrito, en dólares estadounidenses, con un depósito en garantía (escrow). Le ayudamos a comparar precio, plazos y condiciones, y negociamos por usted. Una vez que usted acepta, el abogado del comprador hace la debida diligencia. Luego ambas partes firman una promesa de compraventa, y en el cierre se firma la escritura ante notario. El cierre suele darse entre 30 y 60 días después de la aceptación. Los fondos del comprador se le liberan a usted desde el depósito en garantía una vez firmada la escritura.

## Costos e impuestos del vendedor

Por lo general, el vendedor paga la comisión de la inmobiliaria, acordada por escrito antes de publicar la propiedad, y los honorarios de su propio abogado. También se pone al día con el impuesto de bienes inmuebles y la cuota de mantenimiento. Honduras grava la ganancia en la venta de inmuebles, y es posible que usted también deba impuestos en su país. Las reglas dependen de su residencia y de la forma en que es dueño de la propiedad, así que consulte a su contador antes de aceptar una oferta.

## Vender desde el extranjero

Muchos de nuestros vendedores viven en Estados Unidos o Canadá. Usted puede firmar mediante un **poder** otorgado a una persona de su confianza, ya sea ante un consulado de Honduras o ante un notario y con la apostilla correspondiente. No tiene que viajar para el cierre. Pídale a su abogado que lo prepare con tiempo, porque puede tardar algunas semanas.
`

export const propertySearchGuideBodyEs = `
## Empiece por el cuadro de búsqueda

Escriba una zona, una palabra del título o un ID de propiedad en el cuadro de búsqueda de la [página de propiedades](/properties) o de la página de inicio. Las palabras se buscan en el título de cada propiedad, en español y en inglés: "West Bay", "piscina", "muelle", "oceanfront" o un ID como RR-1001 funcionan. Un ID encuentra esa propiedad exacta, lo que ayuda cuando un agente le ha dado uno por teléfono.

## Reduzca la lista con filtros

Los filtros reducen una lista larga a las pocas propiedades que valen su tiempo:

- **Tipo**: casa, condominio, terreno o comercial.
- **Precio**: un mínimo, un máximo o ambos, en dólares estadounidenses.
- **Habitaciones**: el mínimo que necesita.

Cambie un filtro a la vez y observe el número de resultados. Si la lista se queda vacía, amplíe el rango de precio o quite un filtro. Las propiedades bajo contrato o vendidas recientemente siguen a la vista, con una etiqueta. Le muestran en cuánto se venden en realidad las propiedades similares.

## Use la vista de mapa

Cambie al mapa para ver dónde está cada propiedad: en la playa, en la loma, cerca del pueblo o en el tranquilo extremo este. Las distancias en Roatán son cortas, pero el trayecto en carro del extremo este a West Bay puede tomar casi una hora. Seleccione un marcador para ver de qué propiedad se trata y abra su página desde ahí.

## Comparta o guarde cualquier búsqueda

Cada búsqueda tiene su propia dirección. Las palabras de búsqueda, los filtros y la página en la que se encuentra forman parte de la URL. Así puede:

- **guardar** una búsqueda en sus marcadores y volver a ella la semana próxima;
- **enviarla** a su pareja, que verá exactamente la misma lista;
- **pegarla** en un mensaje a su agente, que sabrá exactamente qué está viendo usted.

Lo mismo vale para cada propiedad: su dirección no cambia mientras esté en venta.

## En la página de una propiedad

Cada propiedad muestra el precio en dólares estadounidenses, las fotos, los datos principales (habitaciones, baños, área construida, tamaño del terreno, código del anuncio) y una descripción. También muestra la zona, con un enlace a propiedades cercanas. Use el botón de consulta para preguntar por esa propiedad; su mensaje llega directamente al agente que la conoce.

## Consejos

- Ahorre tiempo buscando una zona a la vez; la [página de zonas](/areas) explica cómo es cada una.
- En Roatán los precios varían más según la vista y el acceso al mar que según el tamaño. Compare propiedades similares en la misma zona.
- Lea la [guía del comprador](/buying-guide) antes de hacer una oferta.
`

export const investorInformationBodyEs = `
## De dónde viene la demanda de alquiler

La mayor parte de los ingresos por alquiler en Roatán proviene de los **alquileres vacacionales**: buzos, aficionados al snorkel, familias y parejas que se quedan una o dos semanas. Vienen por el arrecife, las playas y los vuelos directos desde Estados Unidos. Un mercado más pequeño de **largo plazo** atiende a residentes, a visitantes de temporada que llegan del norte y a quienes trabajan en la isla.

Lo que llena un alquiler, más o menos en este orden:

- **La ubicación**: a poca distancia a pie de una playa, del pueblo de West End o de un centro de buceo.
- **La vista y el acceso al mar**: vista al mar, un muelle o una piscina.
- **Las reseñas y las fotos** en las plataformas de reservas.
- **Electricidad, agua e internet confiables**, con respaldo para los apagones.
- **La temporada**: el invierno del norte, las vacaciones de primavera y las vacaciones de verano son las épocas de más movimiento. El otoño, la época más lluviosa, es la más floja.

## El tráfico de cruceros

Roatán es uno de los destinos de cruceros más concurridos del Caribe occidental, con dos puertos de cruceros. En un día típico de cruceros, miles de pasajeros pasan unas horas en tierra. Eso sostiene tours, restaurantes, clubes de playa y tiendas, lo que vuelve interesantes las **propiedades comerciales** cerca de los puertos y en West Bay. En cambio, para las **casas vacacionales** los cruceristas no son sus huéspedes, y los días de playa llena pueden ser una desventaja. Importan más las cifras de ocupación de alquileres comparables por noche.

## Administración de la propiedad

A menos que viva en la isla, necesitará un administrador. Servicios habituales: publicar la propiedad y fijar sus tarifas en las plataformas de reservas, la comunicación con los huéspedes, la recepción, la limpieza y la lavandería, el mantenimiento y un estado de cuenta mensual para el propietario. Los honorarios suelen ser un porcentaje de los ingresos por alquiler y varían mucho según el servicio. Antes de firmar, pida un ejemplo de estado de cuenta y la referencia de un propietario que sea cliente actual.

## Asociaciones de propietarios y reglas de alquiler

Los condominios y las comunidades cerradas tienen una asociación de propietarios (HOA) con su propio presupuesto y reglamento. Antes de comprar para alquilar, revise:

- si se **permiten los alquileres de corto plazo**, y si hay una estadía mínima;
- la **cuota de mantenimiento mensual**, qué cubre y el fondo de reserva para techos, muros de contención y huracanes;
- cualquier **cuota extraordinaria** prevista o cobrada recientemente;
- si la asociación o el complejo maneja su propio **programa de alquiler**, y en qué condiciones.

## Las cifras que debe pedir

Para cualquier propiedad que considere como alquiler, pídale al vendedor las cifras reales, no proyecciones:

| Pida | Por qué |
|---|---|
| De 12 a 24 meses de historial de reservas | la ocupación y la tarifa promedio por noche en cada temporada |
| El contrato de administración y los estados de cuenta | lo que el propietario recibió en realidad |
| Los recibos de los servicios públicos | la electricidad suele ser el mayor gasto de operación |
| El presupuesto y las actas de la asociación de propietarios | cuotas, reservas, conflictos, reglas de alquiler |
| Una cotización de seguro | cobertura contra viento e inundación cerca del mar |

La rentabilidad neta depende de la ubicación, la administración y la ocupación, y de cuánto use el propietario la casa. Le daremos las cifras que tengamos de una propiedad y le diremos lo que no sabemos.

## Reventa

En Roatán, el valor de reventa depende de lo mismo que en cualquier otro lugar: la ubicación, las vistas, el acceso al mar, la calidad de la construcción y un título en regla. Las casas y los condominios en zonas consolidadas y con historial de alquiler se venden con más facilidad que las propiedades poco comunes o apartadas. La reventa suele tardar más que en una ciudad de Norteamérica, así que haga planes para conservar la propiedad varios años. Mantenga sus papeles en orden mientras sea dueño, para que la propiedad esté lista para venderse.

## Impuestos

En Honduras, los ingresos por alquiler suelen estar sujetos al impuesto sobre la renta, y los alquileres de corto plazo pueden causar el impuesto sobre ventas y el impuesto de turismo. Es posible que también deba impuestos por esos mismos ingresos en Estados Unidos o Canadá, y las ganancias de una venta también pagan impuestos. El monto depende de su residencia, de la forma en que es dueño de la propiedad y de las reglas de los tratados que apliquen. Consulte a su contador, idealmente uno que trabaje con ambos países, antes de comprar.
`
