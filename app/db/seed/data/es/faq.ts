// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoFaqEs } from '../../types'

export const faqTexts: Record<string, DemoFaqEs> = {
  // Buying
  'Can foreigners own property on Roatan?': {
    question: '¿Pueden los extranjeros ser dueños de una propiedad en Roatán?',
    answer: `Sí. Los extranjeros pueden ser propietarios en Honduras con los mismos derechos que los ciudadanos. Como casi todo Roatán está dentro de la zona costera, un comprador extranjero, como persona natural, normalmente puede tener a su nombre un lote residencial de hasta unos 3,000 m² (unas tres cuartas partes de un acre).\n\nPara parcelas más grandes, varios lotes o un uso comercial, los compradores extranjeros suelen adquirir el título por medio de una sociedad hondureña. Su abogado le confirmará cuál es la estructura adecuada antes de que usted firme una oferta.`,
  },
  'How long does closing take?': {
    question: '¿Cuánto tarda el cierre?',
    answer: `La mayoría de las compras se cierran entre 30 y 60 días después de aceptada la oferta. Los terrenos con dudas sobre el título y las compras por medio de una sociedad pueden tardar más.\n\nDespués del cierre, la escritura pública se inscribe en el registro del Instituto de la Propiedad. La inscripción suele tardar de unas semanas a unos meses, y su abogado le entregará la escritura inscrita cuando esté lista.`,
  },
  'Is financing available?': {
    question: '¿Hay financiamiento?',
    answer: `La mayoría de las compras en Roatán se pagan al contado. Los bancos hondureños rara vez prestan a no residentes y, cuando lo hacen, las tasas suelen ser más altas que en Estados Unidos o Canadá.\n\nLos compradores a menudo usan sus ahorros, un préstamo o una línea de crédito con garantía de su vivienda en su país, o fondos de jubilación cuando las reglas de su plan lo permiten. Algunos vendedores, sobre todo de terrenos, ofrecen financiamiento a corto plazo. Todo financiamiento del vendedor debe redactarlo su abogado e inscribirse en el registro.`,
  },
  'Do I need to visit Roatan before I buy?': {
    question: '¿Tengo que visitar Roatán antes de comprar?',
    answer: `Se lo recomendamos mucho. Las fotos no muestran el acceso por carretera, el ruido, la caminata hasta la playa ni cómo se siente un vecindario. Planifique al menos una semana y visite las zonas que le interesan a distintas horas del día.\n\nSi no puede viajar para el cierre, su abogado puede preparar un poder para que usted firme desde su país.`,
  },
  // Costs
  'What does closing cost for a buyer?': {
    question: '¿Cuánto le cuesta el cierre al comprador?',
    answer: `Calcule entre el 3 y el 5 % del precio de compra. Los rubros principales son el impuesto de tradición (sobre la transferencia) del 1.5 %, los honorarios del abogado y del notario (a menudo del 1.5 al 2.5 %), los derechos de registro, el depósito en garantía, un levantamiento topográfico y una inspección. El seguro de título, si decide contratarlo, suele sumar entre el 0.5 y el 1 %.\n\nPídale a su abogado un cálculo por escrito antes de firmar una oferta.`,
  },
  'How are property taxes calculated?': {
    question: '¿Cómo se calcula el impuesto sobre bienes inmuebles?',
    answer: `La municipalidad de Roatán cobra el impuesto sobre bienes inmuebles cada año, con base en el valor catastral municipal del terreno y de las construcciones. Suele ser una pequeña fracción del 1 % de ese valor, así que muchos propietarios pagan unos cuantos cientos de dólares al año.\n\nEn el cierre, el vendedor debe presentar una solvencia municipal que demuestre que los impuestos están pagados. Después de comprar, asegúrese de que la propiedad quede registrada a su nombre en la municipalidad para que los avisos de cobro le lleguen a usted.`,
  },
  'What do condo HOA fees usually include?': {
    question: '¿Qué incluye normalmente la cuota de mantenimiento de un condominio?',
    answer: `En Roatán, las cuotas suelen ir de menos de $200 a más de $900 al mes. Por lo general cubren el seguro del edificio, la seguridad, el agua, la piscina, la jardinería, el mantenimiento de las áreas comunes y un fondo de reserva. La electricidad dentro de su unidad normalmente se paga aparte.\n\nAntes de comprar, pida el presupuesto, los estados financieros recientes, el saldo del fondo de reserva y las actas de las últimas asambleas de propietarios.`,
  },
  // Legal
  'Do I need a Honduran corporation?': {
    question: '¿Necesito una sociedad hondureña?',
    answer: `No siempre. Si compra una casa o un lote dentro del límite para personas naturales, normalmente puede tener el título a su nombre. Una sociedad hondureña se usa por lo general para parcelas más grandes, varios lotes o un negocio, como un hotel o una empresa de alquileres.\n\nUna sociedad tiene costos permanentes: un contador, declaraciones de impuestos y permisos anuales, a menudo $1,000 o más al año. Su abogado puede decirle si la necesita.`,
  },
  'Do I need my own attorney?': {
    question: '¿Necesito mi propio abogado?',
    answer: `Sí. En Honduras, el notario que prepara la escritura es abogado, y usted debe escoger uno que trabaje para usted, no para el vendedor. Su abogado investiga el título, revisa gravámenes e impuestos, prepara o revisa la escritura y la inscribe.\n\nLe podemos presentar a varios abogados independientes en Roatán, y usted decide a quién contratar.`,
  },
  'What is title insurance, and do I need it?': {
    question: '¿Qué es el seguro de título y lo necesito?',
    answer: `El seguro de título cubre ciertas pérdidas si más adelante alguien impugna su propiedad por un motivo que la investigación del título no detectó, como una firma falsificada o un heredero desconocido. Para muchas propiedades en Roatán hay pólizas de aseguradoras internacionales, con una prima única.\n\nEs opcional y no reemplaza una investigación cuidadosa del título por parte de su abogado. Es más útil para terrenos y para propiedades de precio más alto.`,
  },
  // Living in Roatan
  'What about hurricanes?': {
    question: '¿Y los huracanes?',
    answer: `La temporada de huracanes va del 1 de junio al 30 de noviembre. Roatán queda al sur de las trayectorias más comunes de las tormentas y los impactos directos son poco frecuentes, pero tormentas fuertes han afectado la isla, entre ellas el huracán Mitch en 1998. Las lluvias intensas son más comunes que los vientos fuertes.\n\nBusque construcción de concreto reforzado, un techo bien anclado, paneles contra huracanes o vidrio resistente a impactos, y buen drenaje. Hay seguros que cubren los daños por viento huracanado.`,
  },
  'How are internet, power and water?': {
    question: '¿Cómo son el internet, la electricidad y el agua?',
    answer: `El internet por fibra óptica llega a muchos vecindarios, y en otras partes se usa mucho el internet satelital. La electricidad es confiable en la mayoría de las zonas, pero cara, a menudo entre $0.35 y $0.45 por kilovatio hora, y hay cortes breves, así que muchas casas tienen planta eléctrica o paneles solares con baterías.\n\nEn muchas zonas hay agua municipal, y la mayoría de las casas también tienen cisterna o pozo. El agua para beber normalmente se compra en botellones de 19 litros (5 galones) o se filtra en casa.`,
  },
  'What is healthcare like on the island?': {
    question: '¿Cómo es la atención médica en la isla?',
    answer: `Roatán tiene un hospital público, hospitales y clínicas privadas, dentistas y farmacias. La atención de rutina es buena y mucho más barata que en Estados Unidos. Para enfermedades graves, a los pacientes a menudo se les remite a hospitales de tierra firme o se les traslada en avión al extranjero.\n\nLa mayoría de los residentes permanentes tienen un seguro médico internacional que incluye evacuación médica.`,
  },
  'Can I get residency if I buy property?': {
    question: '¿Puedo obtener la residencia si compro una propiedad?',
    answer: `Ser dueño de una propiedad no le da, por sí solo, la residencia. Las vías más comunes son la residencia como pensionado, con base en una pensión vitalicia, y la residencia como rentista, con base en ingresos estables del exterior. También hay una categoría de inversionista para inversiones en negocios.\n\nLos montos mínimos de ingresos y los documentos requeridos cambian, así que confirme las reglas vigentes con un abogado de migración. El trámite suele tardar de varios meses a un año.`,
  },
  // Renting
  'Can I rent out my property when I am not using it?': {
    question: '¿Puedo alquilar mi propiedad cuando no la estoy usando?',
    answer: `Sí, en la mayoría de los casos. Revise primero el reglamento de la asociación de propietarios, porque algunos edificios de condominios y residenciales privados limitan los alquileres de corto plazo o exigen que se use su propio programa de alquiler.\n\nEn general, se espera que los alquileres de corto plazo se registren y cobren el impuesto sobre ventas y la tasa de turismo que correspondan, y los ingresos por alquiler pagan impuestos. Consulte con un contador en Honduras y en su país.`,
  },
  'How does rental management work, and what does it cost?': {
    question: '¿Cómo funciona la administración de alquileres y cuánto cuesta?',
    answer: `Un administrador local se encarga de las reservas, los mensajes de los huéspedes, la recepción a su llegada, la limpieza y el mantenimiento, y le envía estados de cuenta mensuales. En los alquileres de corto plazo, la comisión suele ser del 20 al 35 % de los ingresos por alquiler. Los programas de alquiler de los complejos turísticos pueden cobrar más, pero también se encargan del mercadeo y tienen recepción.\n\nPídale a cualquier administrador ejemplos de estados de cuenta, su contrato y referencias de propietarios actuales. Administrar un alquiler de largo plazo cuesta menos, a menudo alrededor del 10 % de la renta.`,
  },
}
