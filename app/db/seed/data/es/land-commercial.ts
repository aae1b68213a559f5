// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPropertyEs } from '../../types'

const text = (...paragraphs: string[]) => paragraphs.join('\n\n')

export const landAndCommercialTexts: Record<string, DemoPropertyEs> = {
  // ─── Terrenos ───
  'RR-1043': {
    title: 'Lote en ladera con vista al arrecife sobre West Bay',
    description: text(
      `Lote ya limpio en la loma detrás de West Bay, con vista al arrecife y a la puesta del sol. La electricidad, el agua y la calle pavimentada llegan hasta el lindero del lote, y la playa queda a 5 minutos en carro.`,
      `El título está inscrito en dominio pleno, con un levantamiento topográfico de 2022. La lotificación tiene normas de construcción y un pequeño fondo para el mantenimiento de las calles de $60 al mes. Como el lote está dentro de la zona costera, por lo general un comprador extranjero inscribe un lote de este tamaño a su propio nombre; pídale a su abogado que lo confirme.`,
    ),
    features: [
      'Vista al arrecife y a la puesta del sol',
      'Electricidad y agua hasta el lindero',
      'Calle pavimentada',
      'Título inscrito',
      'Levantamiento topográfico de 2022',
    ],
  },
  'RR-1044': {
    title: 'Lote en la loma sobre West End con vista a la puesta del sol',
    description: text(
      `Lote en pendiente en la loma sobre West End, con vista despejada hacia el oeste sobre el mar. El pueblo queda a 10 minutos a pie, loma abajo. La electricidad y el agua pasan por la calle, a unos 12 m (40 pies) del lote.`,
      `El título está inscrito, y el vendedor tiene un levantamiento topográfico vigente y un estudio de suelos. La pendiente se presta para una casa de dos niveles sobre pilotes o con cimentación escalonada. Calcule entre $8,000 y $15,000 para un muro de contención y la entrada de vehículos.`,
    ),
    features: [
      'Vista a la puesta del sol',
      'A poca distancia a pie del pueblo',
      'Servicios cerca',
      'Título inscrito',
      'Estudio de suelos disponible',
    ],
  },
  'RR-1045': {
    title: 'Lote plano de 0.2 ha (media acre) con árboles frutales en Sandy Bay',
    description: text(
      `Lote plano de 0.2 ha (media acre), a pocos minutos en carro de la costa de Sandy Bay, con cocoteros, mangos y árboles de fruta de pan. Tiene espacio suficiente para una casa principal, una cabaña para huéspedes y un jardín. El aeropuerto queda a 10 minutos.`,
      `El título está inscrito en dominio pleno. El lote tiene frente a una calle pavimentada con electricidad y agua municipal. No tiene vista al mar, y por eso cuesta bastante menos que los lotes en ladera de los alrededores.`,
    ),
    features: [
      '0.2 ha (media acre)',
      'Terreno plano',
      'Árboles frutales',
      'Frente a calle pavimentada',
      'Título inscrito',
    ],
  },
  'RR-1046': {
    title: 'Terreno frente al mar con 30 m (100 pies) de playa en Sandy Bay',
    description: text(
      `Uno de los pocos terrenos frente al mar sin construir que quedan en Sandy Bay, con 30 m (100 pies) de playa de arena frente a la reserva marina. El arrecife está a unos 140 m (150 yardas) de la orilla, y el aeropuerto queda a 12 minutos.`,
      `El terreno está titulado a nombre de una sociedad hondureña y puede traspasarse mediante la venta de las acciones o por escritura pública; el vendedor está abierto a cualquiera de las dos opciones. Para construir cerca de la orilla se necesitan permisos ambientales y municipales, y hay retiros obligatorios. Consulte a su abogado sobre las normas de la zona costera para un terreno de este tamaño.`,
    ),
    features: [
      '30 m (100 pies) frente a la playa',
      'Frente a la reserva marina',
      'Titulado a nombre de una sociedad hondureña',
      'Electricidad en la calle',
      'A 12 minutos del aeropuerto',
    ],
  },
  'RR-1047': {
    title: 'Terreno de 2 ha (5 acres) frente a la playa en Camp Bay',
    description: text(
      `Un terreno de 2 ha (5 acres) que va desde la playa de Camp Bay hasta las lomas boscosas, con unos 130 m (420 pies) de frente de arena. Frente al terreno, el agua forma una laguna tranquila y poco profunda dentro del arrecife. Se presta para un complejo familiar, un pequeño hotel boutique o una lotificación de baja densidad.`,
      `El terreno está titulado a nombre de una sociedad hondureña, con un levantamiento topográfico de 2021 inscrito en el Registro de la Propiedad. Una calle pavimentada llega al lindero superior; a la playa se baja por un camino de grava. En este tramo de playa no hay electricidad de la red pública, así que la mayoría de los propietarios planifican con energía solar. Calcule alrededor de una hora en carro hasta el aeropuerto.`,
    ),
    features: [
      '2 ha (5 acres)',
      'Unos 130 m (420 pies) frente a la playa',
      'Laguna tranquila',
      'Levantamiento topográfico inscrito en 2021',
      'Titulado a nombre de una sociedad hondureña',
      'Apto para complejo familiar u hotel boutique',
    ],
  },
  'RR-1048': {
    title: 'Lote en ladera con vista a la laguna de Camp Bay',
    description: text(
      `Lote en ladera con vista hacia la laguna de Camp Bay y el arrecife. La playa queda a 5 minutos a pie por un camino de grava. Es un lugar tranquilo para construir una casa pequeña con energía solar.`,
      `El título está inscrito en dominio pleno. La electricidad de la red pública todavía no llega a la loma, y el agua tendría que venir de una cisterna y posiblemente de un pozo. Kevin puede ponerlo en contacto con constructores del extremo este de la isla que han trabajado en Camp Bay.`,
    ),
    features: [
      'Vista a la laguna y al arrecife',
      'A poca distancia a pie de la playa',
      'Título inscrito',
      'Para construir fuera de la red eléctrica',
      'Tranquilo',
    ],
  },
  'RR-1049': {
    title: 'Lote pequeño dentro del pueblo, a poca distancia a pie de la playa de Punta Gorda',
    description: text(
      `Lote pequeño y plano dentro del pueblo de Punta Gorda, a 3 minutos a pie de la playa y de los restaurantes de la comunidad. Tiene electricidad y agua en la calle y espacio para una casa de dos habitaciones.`,
      `El vendedor tiene título inscrito y un levantamiento topográfico reciente. En Punta Gorda, algunos terrenos vecinos son tierras familiares o comunitarias, así que pídale a su abogado que revise el historial registral del título y los linderos antes de comprometerse.`,
    ),
    features: [
      'A poca distancia a pie de la playa',
      'Lote plano',
      'Electricidad y agua en la calle',
      'Título inscrito',
      'Levantamiento topográfico reciente',
    ],
  },
  'RR-1050': {
    title: 'Terreno de 0.8 ha (2 acres) con vista al mar en la cresta de Punta Gorda',
    description: text(
      `Terreno de 0.8 ha (2 acres) en la cresta al sur de Punta Gorda, con vista al arrecife de la costa norte y, del otro lado, hacia Oak Ridge. Un camino de tierra llega a la esquina superior.`,
      `El terreno está bajo contrato, pendiente del estudio de títulos que hace el comprador. Por lo general, un terreno grande como este necesita una sociedad hondureña si un comprador extranjero quiere más superficie de la que una persona puede tener a su nombre en la zona costera; consulte a su abogado.`,
    ),
    features: ['0.8 ha (2 acres)', 'Vista al arrecife de la costa norte', 'Acceso por camino', 'Bajo contrato'],
  },
  'RR-1051': {
    title: 'Lote en residencial cerrado de Palmetto Bay con membresía del club de playa',
    description: text(
      `Lote de pendiente suave en el residencial cerrado de Palmetto Bay, con vista parcial al mar. Los propietarios pueden usar la playa privada y la casa club. La electricidad subterránea y el agua de la comunidad pasan a lo largo de la calle.`,
      `El título está inscrito. La cuota de la comunidad para lotes es de unos $110 al mes, y hay normas de construcción sobre el color de los techos, los retiros y el tamaño mínimo de la casa. La revisión arquitectónica suele tardar de dos a cuatro semanas.`,
    ),
    features: [
      'Residencial cerrado',
      'Acceso al club de playa',
      'Electricidad subterránea',
      'Agua de la comunidad',
      'Cuota del lote de unos $110 al mes',
    ],
  },
  'RR-1052': {
    title: 'Lote frente al mar con derecho a muelle en la bahía de Oak Ridge',
    description: text(
      `Lote frente al mar en el lado protegido de la bahía de Oak Ridge, con 21 m (70 pies) de frente y aguas profundas cerca de la orilla. Incluye el derecho a construir un muelle, sujeto a los permisos municipales y ambientales.`,
      `El título está inscrito en dominio pleno, y el levantamiento topográfico se actualizó este año. La electricidad y el agua pasan por la calle detrás del lote. En lancha, el arrecife queda a unos 5 minutos.`,
    ),
    features: [
      '21 m (70 pies) frente al mar',
      'Aguas profundas cerca de la orilla',
      'Derecho a muelle',
      'Título inscrito',
      'Electricidad y agua en la calle',
    ],
  },
  'RR-1053': {
    title: 'Lote sobre un canal de manglar cerca de Jonesville Bight',
    description: text(
      `Lote con 17 m (55 pies) de frente sobre un canal de manglar que desemboca en Jonesville Bight. Es un lugar tranquilo para tener una lancha, y el arrecife queda a 10 minutos de recorrido. La calle llega a la parte de atrás del lote.`,
      `El título está inscrito. Los manglares a la orilla del agua están protegidos, así que cualquier muelle o desmonte requiere un permiso ambiental, y conviene ubicar la casa retirada de ellos. Kevin y Claire pueden recomendarle un consultor ambiental de la zona.`,
    ),
    features: [
      '17 m (55 pies) de frente al canal',
      'Aguas resguardadas',
      'Acceso por calle',
      'Título inscrito',
      'Manglares protegidos',
    ],
  },
  'RR-1054': {
    title: 'Terreno de 0.4 ha (1 acre) en la cresta cerca de French Harbour, con vista a ambas costas',
    description: text(
      `Terreno de 0.4 ha (1 acre) en la cresta central de la isla, sobre French Harbour, con vista a la costa sur y, del otro lado, hacia la costa norte. Se vendió a una pareja de Colorado que piensa construir el próximo año.`,
      `Los lotes en la cresta cerca de French Harbour se venden de forma constante porque combinan la vista con un trayecto corto en carro hasta el pueblo. Luis lleva una lista de terrenos que pronto saldrán a la venta y que todavía no se han anunciado.`,
    ),
    features: ['0.4 ha (1 acre)', 'Vista a ambas costas', 'Cerca del pueblo', 'Vendido'],
  },
  'RR-1055': {
    title: 'Lote en ladera a buen precio con vista al sur en Brick Bay',
    description: text(
      `Lote en ladera con vista al sur sobre Brick Bay, a 10 minutos del aeropuerto. El camino al lote está pavimentado en casi todo el trayecto, con un tramo final corto y empinado de concreto.`,
      `El título está inscrito, con un levantamiento topográfico de 2023. La electricidad está en la calle, y el agua vendría de una cisterna o de una conexión al pozo de un vecino, previo acuerdo. Revise con su constructor la pendiente de la entrada antes de comprometerse.`,
    ),
    features: [
      'Vista al mar hacia el sur',
      'A 10 minutos del aeropuerto',
      'Título inscrito',
      'Levantamiento topográfico de 2023',
      'Electricidad en la calle',
    ],
  },
  'RR-1056': {
    title: 'Lote para construir frente al canal, con espacio para muelle, en Parrot Tree',
    description: text(
      `Lote plano frente al canal dentro del residencial cerrado, con 20 m (65 pies) sobre un canal profundo y espacio para un muelle privado. Las lanchas salen directamente a First Bight y al arrecife.`,
      `El título está inscrito y el lote está al día con la comunidad. La cuota del lote es de unos $220 al mes. Los planos deben pasar por la revisión arquitectónica de la comunidad, y las especificaciones del muro de contención en la orilla las fija el desarrollador.`,
    ),
    features: [
      '20 m (65 pies) sobre un canal profundo',
      'Espacio para muelle privado',
      'Residencial cerrado',
      'Lote plano',
      'Cuota del lote de unos $220 al mes',
    ],
  },
  'RR-1057': {
    title: 'Terreno de 3.6 ha (9 acres) para desarrollo sobre Palmetto Bay',
    description: text(
      `Terreno de 3.6 ha (9 acres) en ladera sobre Palmetto Bay, con vista al arrecife de la costa norte, apto para una pequeña lotificación o un centro de retiros. Está a nombre de una sociedad hondureña, con título inscrito.`,
      `El propietario retiró el terreno del mercado mientras se prepara un plan de lotificación. Los compradores serios pueden pedirle a Kevin una reunión informativa confidencial.`,
    ),
    features: [
      '3.6 ha (9 acres)',
      'Vista al arrecife de la costa norte',
      'A nombre de una sociedad hondureña',
      'Apto para lotificación',
    ],
  },

  // ─── Comerciales ───
  'RR-1058': {
    title: 'Edificio de locales y oficinas de tres pisos en la calle principal de Coxen Hole',
    description: text(
      `Edificio de concreto de tres pisos en la calle más concurrida de Coxen Hole, a poca distancia a pie de los bancos, las oficinas de gobierno y la terminal de cruceros. La planta baja tiene tres locales comerciales, y en los pisos superiores hay ocho oficinas.`,
      `El edificio está arrendado en un 90%, con rentas brutas de unos $11,500 al mes. Entre los inquilinos hay una farmacia, una tienda de celulares y varias oficinas de profesionales. La lista de rentas, los contratos de arrendamiento y las declaraciones de impuestos de los dos últimos años están disponibles una vez que usted firme un acuerdo de confidencialidad.`,
    ),
    features: [
      'Tres locales comerciales',
      'Ocho oficinas',
      'Arrendado en un 90%',
      'Renta bruta de unos $11,500 al mes',
      'Cerca de la terminal de cruceros',
    ],
  },
  'RR-1059': {
    title: 'Bodega con andén de carga cerca del puerto de Coxen Hole',
    description: text(
      `Bodega de estructura de acero en un terreno cercado con muro, a pocos minutos del puerto de Coxen Hole y del aeropuerto. Tiene un andén de carga elevado, un portón enrollable para contenedores y una pequeña oficina con dos baños.`,
      `Cuenta con energía trifásica conectada, y en el patio caben dos contenedores de 12 m (40 pies). El edificio está desocupado y listo para una distribuidora, una venta de materiales de construcción o un negocio de almacenaje.`,
    ),
    features: [
      'Bodega de 700 m² (7,500 pies²)',
      'Andén de carga elevado',
      'Energía trifásica',
      'Patio cercado con muro',
      'Cerca del puerto y del aeropuerto',
    ],
  },
  'RR-1060': {
    title: 'Hotel boutique de ocho habitaciones frente a la playa en West End',
    description: text(
      `Hotel frente a la playa con ocho habitaciones para huéspedes, un apartamento para el propietario, un bar de playa y un muelle, en pleno centro de West End. Los huéspedes llegan a pie a los centros de buceo y a los restaurantes, y el arrecife queda a poca distancia nadando desde el muelle.`,
      `El hotel ha operado sin interrupción desde 2009 y promedió una ocupación del 71% en los últimos tres años, con ingresos brutos de unos $480,000 al año. Está registrado ante las autoridades de turismo, y se incluyen el negocio, las licencias, el mobiliario y los canales de reservas.`,
    ),
    features: [
      'Ocho habitaciones para huéspedes',
      'Apartamento del propietario',
      'Bar de playa y muelle',
      'Ocupación promedio del 71%',
      'Incluye el negocio en operación',
      'Registro de turismo',
    ],
  },
  'RR-1061': {
    title: 'Edificio de restaurante y bar sobre la calle de arena de West End',
    description: text(
      `Edificio de dos niveles sobre la calle principal de arena de West End, acondicionado como restaurante, con cocina industrial, bar y capacidad para unas 70 personas. La terraza del nivel superior tiene vista al mar por encima de los techos.`,
      `El edificio se vende con el equipo de cocina, pero sin el nombre ni el negocio del restaurante actual. El contrato de arrendamiento del inquilino vence en junio y no se va a renovar, así que usted puede operarlo directamente o volver a arrendarlo.`,
    ),
    features: [
      'Cocina industrial',
      'Bar',
      'Capacidad para unas 70 personas',
      'Terraza superior con vista al mar',
      'Frente a la calle principal',
    ],
  },
  'RR-1062': {
    title: 'Marina con muelle de combustible y 24 amarres en French Harbour',
    description: text(
      `Marina en operación en el lado protegido de French Harbour, con 24 amarres, un muelle de combustible, un patio de almacenamiento en seco y una pequeña tienda náutica. El canal tiene unos 2.7 m (9 pies) de profundidad en marea baja.`,
      `La marina está bajo contrato, y se espera el cierre una vez que se complete el traspaso de los permisos. Luis puede presentarle otras oportunidades comerciales similares frente al mar en la costa sur.`,
    ),
    features: [
      '24 amarres',
      'Muelle de combustible',
      'Patio de almacenamiento en seco',
      'Tienda náutica',
      'Unos 2.7 m (9 pies) en marea baja',
    ],
  },
  'RR-1063': {
    title: 'Plaza comercial de seis locales con estacionamiento en French Harbour',
    description: text(
      `Plaza de un solo nivel sobre la calle principal de French Harbour, con seis locales, 22 espacios de estacionamiento y buena visibilidad para quienes pasan por la calle. Está junto a un supermercado y una agencia bancaria.`,
      `Cinco locales están arrendados a una clínica, una panadería, una ferretería, una oficina de seguros y un salón de belleza, por unos $6,800 al mes en total. El sexto está desocupado y se ofrece en $1,200 al mes. La construcción es de concreto reforzado, con techo metálico cambiado en 2022.`,
    ),
    features: [
      'Seis locales',
      '22 espacios de estacionamiento',
      'Cinco locales arrendados',
      'Renta de unos $6,800 al mes',
      'Techo cambiado en 2022',
      'Junto a un supermercado',
    ],
  },
  'RR-1064': {
    title: 'Hotel de buceo de doce habitaciones frente al mar en Sandy Bay',
    description: text(
      `Hotel de buceo frente al mar con doce habitaciones, restaurante, centro de buceo, cuarto de compresores y un muelle para dos lanchas de buceo, en la costa de Sandy Bay, dentro de la reserva marina.`,
      `Se vendió a un operador de Colorado que conserva al personal y el nombre. Nosotros ayudamos con el traspaso de las acciones de la empresa operadora y la actualización de los permisos. Maria se encarga de las propiedades hoteleras; pregúntele por las opciones disponibles.`,
    ),
    features: [
      'Doce habitaciones',
      'Restaurante',
      'Centro de buceo y cuarto de compresores',
      'Muelle para dos lanchas',
      'Vendido como negocio en operación',
    ],
  },
  'RR-1065': {
    title: 'Bodega frente al mar con muelle de trabajo en Oak Ridge',
    description: text(
      `Bodega de concreto frente al mar en Oak Ridge, con un muelle de trabajo de 30 m (100 pies), usada durante años por una empresa de pesca y carga. Se presta para un varadero, un depósito de carga o una operación de buceo.`,
      `Anuncio en preparación: el vendedor está reuniendo el levantamiento topográfico, los permisos del muelle y una inspección del techo. Los detalles pueden cambiar antes de que se publique el anuncio.`,
    ),
    features: [
      'Muelle de trabajo de 30 m (100 pies)',
      'Bodega de concreto',
      'Frente al mar',
      'Apta para varadero o depósito de carga',
    ],
  },
}
