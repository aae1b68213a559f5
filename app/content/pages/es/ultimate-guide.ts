// issue 43: the Spanish body of /the-ultimate-guide-to-buying-property-in-roatan (same headings, lists, table and
// links as the English body).

export const ultimateGuideBodyEs = `
## Por qué los compradores eligen Roatán

Roatán es la mayor de las Islas de la Bahía de Honduras: mide unos 77 km (48 millas) de largo y en ningún punto supera los 8 km (5 millas) de ancho. Se encuentra sobre el Sistema Arrecifal Mesoamericano, el inglés se habla ampliamente y los precios están en dólares estadounidenses. Hay vuelos directos a la isla desde varias ciudades de Estados Unidos, y vuelos de temporada desde Canadá. Puede estar en su terraza el mismo día en que sale de casa.

## Las zonas de la isla

Cada parte de Roatán tiene su propio ritmo y su propio nivel de precios. Visite al menos dos antes de decidir.

- **West Bay**: la playa más conocida de la isla, con resorts y condominios, y los precios más altos. Fuerte demanda de alquiler vacacional; más concurrida los días de crucero.
- **West End**: un pueblo que se recorre a pie, con centros de buceo, restaurantes y pequeños hoteles. Casas y condominios en el pueblo y en las lomas de arriba; mucha vida de noche.
- **Sandy Bay**: más tranquila y residencial, entre West End y Coxen Hole, con acceso al arrecife y una mezcla de residentes permanentes y alquileres.
- **Coxen Hole**: el pueblo principal, con oficinas de gobierno, bancos, el aeropuerto y un puerto de cruceros. Más práctico que pintoresco; propiedades comerciales.
- **French Harbour y First Bight**: supermercados, marinas, clínicas y comunidades cerradas con campo de golf o vista al mar. Preferidas por quienes viven en la isla todo el año.
- **El extremo este** (Jonesville, Oak Ridge, Camp Bay, Paya Bay): manglares, pueblos de pescadores y playas tranquilas. Lotes más grandes y precios más bajos, más lejos de las tiendas y del aeropuerto.

La [página de zonas](/areas) describe cada una y muestra lo que está en venta allí hoy.

## Qué puede tener en propiedad

Los extranjeros pueden tener propiedades tituladas a su nombre. Dentro de la zona costera, un terreno más grande o varios lotes normalmente se tienen a través de una sociedad hondureña. La [guía del comprador](/buying-guide) explica en detalle la titularidad y cada paso de una compra. Pregúntele a su abogado qué estructura conviene a la propiedad que desea.

## Presupuesto: precio, costos de cierre y costos anuales

### Costos de cierre

Cuente con costos de cierre que **normalmente van del 3 % al 5 %** del precio de compra, pagados en su mayor parte por el comprador:

| Costo | Monto habitual | Notas |
|---|---|---|
| Impuesto de traspaso | 1.5 % del precio | normalmente lo paga el comprador |
| Abogado y notario | entre el 1 % y el 2 %, aproximadamente | acuerde los honorarios por escrito antes de que empiece el trabajo |
| Derechos de registro y timbres | una fracción del 1 % | para inscribir su escritura |
| Seguro de título | una fracción del 1 % | opcional, recomendado |
| Sociedad, si la necesita | un costo único de constitución | más la contabilidad y las declaraciones de cada año |

En una casa de $300,000, eso suele significar entre $9,000 y $15,000 además del precio. Su abogado le entrega una liquidación exacta antes del cierre.

### Costos anuales de ser propietario

- **Impuesto municipal de bienes inmuebles**: normalmente una pequeña fracción del uno por ciento del valor catastral, cada año.
- **Cuota de mantenimiento** en condominios y comunidades cerradas: desde unos cientos de dólares al mes en un complejo sencillo hasta más donde hay seguridad, piscina, muelle y club de playa.
- **Seguro**: hay coberturas contra viento, inundación y responsabilidad civil; las cotizaciones dependen de la construcción, la elevación y la distancia al mar.
- **Electricidad**: una de las facturas más altas en la isla (vea más abajo).
- **Mantenimiento**: el salitre, el sol y la humedad castigan el metal, la madera y los aires acondicionados. Presupueste más de lo que gastaría en su país.
- **Administración de la propiedad**, si alquila la casa o pasa fuera buena parte del año.

## Financiamiento

La mayoría de las compras en Roatán se pagan **de contado**. Los bancos hondureños rara vez prestan a compradores extranjeros, y cuando lo hacen piden una prima (pago inicial) alta y cobran tasas más altas que en su país. Las alternativas habituales:

- **Financiamiento del vendedor**: algunos vendedores aceptan una prima y cuotas mensuales, a menudo durante unos pocos años, con la propiedad como garantía. Su abogado redacta el contrato e inscribe el gravamen.
- **Un préstamo en su país**: una línea de crédito sobre el valor de su vivienda, un refinanciamiento con retiro de efectivo o un préstamo garantizado con sus inversiones en Estados Unidos o Canadá.
- **Planes de pago del desarrollador** para construcciones nuevas, que se pagan por etapas a medida que avanza la obra. Verifique que los pagos pasen por un depósito en garantía (escrow) y que el desarrollador tenga el título en regla y los permisos.

## El proceso de compra, en resumen

1. Elija una zona y una lista corta de propiedades.
2. Haga una oferta en dólares estadounidenses; acuerden el precio y las condiciones.
3. Entregue un depósito (normalmente del 5 % al 10 %) a quien custodiará el depósito en garantía.
4. Su abogado independiente revisa el título, los gravámenes, el plano catastral y los impuestos.
5. Firme la promesa de compraventa.
6. Cierre ante notario, en persona o mediante un poder.
7. La escritura se inscribe en el registro de la propiedad a su nombre, o al de su sociedad.

Una compra típica toma de 30 a 60 días desde la oferta aceptada hasta el cierre.

## Lo básico sobre la residencia

No necesita residencia para ser dueño de una propiedad. Los visitantes de Estados Unidos y Canadá normalmente reciben al llegar un permiso de estadía de hasta 90 días. Ese permiso vale en conjunto para los países del CA-4 (Guatemala, El Salvador, Honduras y Nicaragua) y, por lo general, se puede prorrogar.

Para estadías más largas, Honduras ofrece categorías de residencia que los propietarios extranjeros usan con frecuencia:

- **Pensionado**: para personas con una pensión vitalicia estable del extranjero.
- **Rentista**: para personas con ingresos estables provenientes de inversiones u otras fuentes en el extranjero.
- **Inversionista**: para personas que invierten en un negocio hondureño.

Cada categoría exige un ingreso mensual o una inversión mínimos, documentos apostillados y una constancia de antecedentes penales. Los montos y los trámites cambian de vez en cuando. Un abogado especializado en migración le dará las cifras vigentes y, por lo general, se encarga de presentar la solicitud.

## La vida en la isla

### Electricidad y agua

La electricidad la suministra una empresa privada y cuesta varias veces lo que paga por kilovatio-hora la mayoría de los norteamericanos. El aire acondicionado es lo que más eleva la factura, así que vale la pena invertir en un buen aislamiento, ventiladores de techo y paneles solares. El agua proviene de sistemas municipales o comunitarios, de pozos o de cisternas de agua de lluvia, según la zona. La mayoría de las casas tiene una cisterna y una bomba, y muchas filtran el agua para beber o la compran.

### Internet y teléfono

La fibra óptica y la conexión inalámbrica fija llegan a buena parte del oeste de la isla y a los pueblos principales, y el internet satelital cubre el resto. Muchos residentes trabajan a distancia. La cobertura celular es buena a lo largo de la carretera principal. Funciona tanto una SIM local como un plan internacional.

### Salud

En los pueblos principales hay clínicas privadas, dentistas y farmacias, y en Coxen Hole hay un hospital público. Para enfermedades graves o cirugías, los residentes suelen viajar a San Pedro Sula, a Tegucigalpa o a Estados Unidos. Tenga un seguro médico que lo cubra en el extranjero y considere una membresía de ambulancia aérea.

### Cómo llegar y cómo moverse

El aeropuerto internacional de Roatán (RTB) tiene vuelos directos desde varias ciudades de Estados Unidos, además de vuelos de temporada desde Canadá. El ferry conecta la isla con La Ceiba, en tierra firme. En la isla, la mayoría de la gente maneja; la carretera principal que recorre la isla está pavimentada, y los caminos secundarios están en peor estado. Los taxis y los taxis acuáticos cubren lo demás.

### Huracanes y clima

Espere clima cálido todo el año, con máximas de unos 27 a 32 °C (80 a 90 °F) durante el día. Las lluvias se concentran en el otoño y a inicios del invierno. La temporada de huracanes del Atlántico va de junio a noviembre. Roatán está al sur de las trayectorias más frecuentes de las tormentas y los impactos directos son poco comunes, pero ocurren. Compre una casa construida para resistir el viento y, cerca del agua, el oleaje fuerte. Tenga paneles contra huracanes o ventanas resistentes a impactos, un seguro adecuado, y conozca el plan para tormentas de su asociación de propietarios o de su administrador.

## Los errores que vemos con más frecuencia

- **Comprar en la primera visita.** Alquile primero en la zona durante una o dos semanas, idealmente tanto en la temporada de lluvias como en la seca.
- **Usar al abogado del vendedor.** Su abogado debe trabajar solo para usted y revisar el título antes de que usted pague algo que no pueda recuperar.
- **Pagarle directamente al vendedor.** Los depósitos y el saldo pasan por el depósito en garantía, nunca por una cuenta personal.
- **Saltarse la inspección.** El salitre y el comején (termitas) causan daños que no se ven en las fotos.
- **Contar con ingresos por alquiler que no ha visto.** Pida el historial real de reservas, no proyecciones.
- **Olvidar los gastos corrientes.** La electricidad, la cuota de mantenimiento, el seguro y las reparaciones pueden sumar más de lo que espera.

## Listas de verificación

### Antes de hacer una oferta

- Visite la zona a distintas horas del día y, si está cerca del oeste de la isla, también un día de cruceros.
- Pida la situación del título, la clave catastral y, si es un condominio, el presupuesto y el reglamento de la asociación de propietarios.
- Elija a su propio abogado y pídale una cotización de sus honorarios.
- Defina cómo va a pagar: con efectivo disponible, con fondos que debe transferir o con financiamiento, y en qué condiciones.

### Antes del cierre

- El informe escrito de debida diligencia de su abogado: título, gravámenes, plano catastral, impuestos, permisos.
- Una inspección de la construcción que incluya el techo, la cisterna, la fosa séptica y el tablero eléctrico.
- Instrucciones de transferencia confirmadas por teléfono.
- Una liquidación de cierre que muestre cada costo.
- Cotizaciones de seguro y, si la necesita, su sociedad ya constituida.

### Después del cierre

- Recoja la escritura inscrita, o la confirmación de su abogado de que la inscripción está en trámite.
- Ponga a su nombre la electricidad, el agua y el internet.
- Regístrese en la municipalidad para el impuesto de bienes inmuebles, y en la asociación de propietarios.
- Contrate la administración, si va a alquilar la casa o a pasar temporadas fuera.
`
