// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPropertyEs } from '../../types'

const text = (...paragraphs: string[]) => paragraphs.join('\n\n')

export const houseTexts: Record<string, DemoPropertyEs> = {
  'RR-1001': {
    title: 'Villa frente al mar de 4 habitaciones con muelle privado en West Bay',
    description: text(
      `Esta villa de dos plantas tiene 34 m (110 pies) de costa propia en el tranquilo extremo norte de West Bay. El arrecife comienza a unos 37 m (40 yardas) del muelle, y la playa principal, los restaurantes y el taxi acuático quedan a 10 minutos caminando por la arena. Cada habitación tiene su propio baño y da al mar.`,
      `La casa es de concreto reforzado, con ventanas resistentes a impactos, techo metálico de junta alzada y una planta eléctrica de respaldo de 20 kW. Desde 2019 se alquila por medio de un administrador local, con un promedio de unas 150 noches reservadas al año. La venta incluye los muebles, dos kayaks y el muelle, que tiene sus permisos en regla.`,
    ),
    features: [
      '34 m (110 pies) de costa privada',
      'Muelle privado con permisos',
      'Piscina infinita',
      'Ventanas resistentes a impactos',
      'Planta eléctrica de respaldo de 20 kW',
      'Se vende amueblada',
      'Historial de alquiler desde 2019',
    ],
  },
  'RR-1002': {
    title: 'Casa de 3 habitaciones en la loma con vista al atardecer sobre la playa de West Bay',
    description: text(
      `La casa está a unos 46 m (150 pies) sobre el nivel del mar, en la loma detrás de West Bay, de modo que desde la terraza de la piscina y desde las tres habitaciones se ve el atardecer hacia el oeste, por encima del arrecife. La playa queda a 5 minutos en carro o a 15 minutos a pie por un callejón pavimentado de mucha pendiente.`,
      `Está construida de bloque de concreto, con techo a cuatro aguas, pisos de baldosa y puertas de celosía de madera dura que dejan pasar la brisa. Una cisterna de 45,000 litros (12,000 galones) recoge agua lluvia como respaldo del servicio municipal. Los dueños viven aquí parte del año y no la han alquilado, por lo que no tiene historial de alquiler.`,
    ),
    features: [
      'Vista al atardecer y al arrecife',
      'Piscina de agua salada',
      'Cisterna de 45,000 litros (12,000 galones)',
      'Estacionamiento techado para dos carros',
      'Acceso por calle pavimentada',
      'Pisos de baldosa en toda la casa',
    ],
  },
  'RR-1003': {
    title: 'Casita de 2 habitaciones a pocos pasos de Half Moon Bay en West End',
    description: text(
      `Esta casita de estilo isleño queda a 4 minutos a pie de la arena de Half Moon Bay y a unos 10 minutos caminando de las tiendas de buceo y los restaurantes del pueblo de West End. Está en un lote plano, con árboles de mango y almendro ya crecidos y un pequeño patio cercado.`,
      `La casa está elevada sobre bases de concreto, con estructura de madera y techo metálico, que se cambió en 2021. La cocina y los dos baños se renovaron en 2022. Ha estado alquilada a largo plazo por $1,100 al mes, y el contrato del inquilino actual vence en marzo.`,
    ),
    features: [
      'A 4 minutos a pie de la playa',
      'Techo cambiado en 2021',
      'Cocina renovada',
      'Patio cercado',
      'Inquilino de largo plazo',
    ],
  },
  'RR-1004': {
    title: 'Casa en la loma de West End con piscina de inmersión y apartamento independiente para alquilar',
    description: text(
      `La casa principal tiene dos habitaciones y una cocina y sala abiertas que dan a una piscina de inmersión con vista al mar por encima del pueblo. Debajo hay un apartamento de una habitación con entrada propia y cocineta, que puede alquilarse o usarse para visitas. El pueblo queda a 7 minutos a pie, bajando la loma.`,
      `La construcción es de concreto reforzado, con techo metálico y contraventanas contra huracanes en todas las ventanas. El apartamento se ha alquilado por estadías cortas a unos $95 la noche y generó aproximadamente $14,000 en los últimos 12 meses. Un calentador solar de agua y un inversor mantienen la luz y el internet durante los apagones breves.`,
    ),
    features: [
      'Apartamento independiente de 1 habitación',
      'Piscina de inmersión',
      'Contraventanas contra huracanes',
      'Calentador solar de agua',
      'Respaldo con inversor',
      'A pie del pueblo de West End',
    ],
  },
  'RR-1005': {
    title: 'Casa frente al mar en Sandy Bay con muelle y acceso al arrecife',
    description: text(
      `Esta casa está a la orilla del agua, dentro de la reserva marina Sandy Bay-West End. Desde el muelle se puede hacer snorkel a lo largo de la cresta del arrecife, y la pared cae hacia lo profundo a unos 180 m (200 yardas) mar adentro. El aeropuerto y Coxen Hole quedan a 12 minutos en carro.`,
      `La casa es de concreto y bloque, con puertas y molduras de caoba, un corredor alrededor de toda la casa y techo metálico. El muelle de 24 m (80 pies) se reconstruyó en 2020. La electricidad viene de la red pública, con una planta eléctrica a gas propano de 12 kW, y el agua, de un pozo y una cisterna de 38,000 litros (10,000 galones).`,
    ),
    features: [
      'Frente al mar dentro de la reserva marina',
      'Muelle de 24 m (80 pies) reconstruido en 2020',
      'Corredor alrededor de la casa',
      'Planta eléctrica a gas propano de 12 kW',
      'Pozo y cisterna',
      'Puertas y molduras de caoba',
    ],
  },
  'RR-1006': {
    title: 'Casa isleña de 2 habitaciones en una loma tranquila de Sandy Bay',
    description: text(
      `Una casa práctica para vivir todo el año, en una loma sobre Lawson Rock, con vista parcial al mar desde el porche techado. Queda a 5 minutos en carro de la playa y a unos 12 minutos de los supermercados de Coxen Hole. Los vecinos son en su mayoría familias isleñas y algunos jubilados.`,
      `La planta baja es de bloque de concreto y la planta alta tiene estructura de madera bajo techo metálico. En el lote hay espacio para un jardín o una piscina pequeña. El agua es municipal, con un tanque de almacenamiento de 9,500 litros (2,500 galones), y en la calle hay servicio de internet por fibra óptica.`,
    ),
    features: [
      'Vista parcial al mar',
      'Porche techado',
      'Internet por fibra óptica en la calle',
      'Espacio para una piscina',
      'Agua municipal con tanque de almacenamiento',
    ],
  },
  'RR-1007': {
    title: 'Casa familiar de 4 habitaciones con jardín cerca de Carambola Gardens',
    description: text(
      `Esta casa amplia está en un lote plano y cercado, con árboles frutales y grama, a pocos minutos a pie del sendero de Carambola Botanical Gardens. Las playas de Sandy Bay quedan a 3 minutos en carro, y las escuelas bilingües del oeste de la isla, a entre 10 y 15 minutos.`,
      `Es de bloque de concreto, con techo de teja y cochera para dos carros. Los dueños actuales agregaron una cuarta habitación y un cuarto de lavandería en 2018. La propiedad está bajo contrato y estamos recibiendo ofertas de respaldo.`,
    ),
    features: [
      'Cuatro habitaciones',
      'Lote plano y cercado',
      'Árboles frutales',
      'Cochera para dos carros',
      'Cuarto de lavandería',
      'Cerca de escuelas bilingües',
    ],
  },
  'RR-1008': {
    title: 'Casa de 3 habitaciones con vista al puerto de French Harbour',
    description: text(
      `Desde la terraza se ven, abajo, la flota pesquera, el puerto y French Cay. Los supermercados, bancos y ferreterías de French Harbour quedan a 4 minutos en carro, y el aeropuerto, a unos 18 minutos hacia el oeste.`,
      `La casa es de concreto reforzado, con techo metálico, pisos de cerámica y aire acondicionado en las habitaciones. Una terraza techada recorre todo el largo de la casa. Ha sido la vivienda permanente de los dueños desde que se construyó, y los electrodomésticos se cambiaron en 2023.`,
    ),
    features: [
      'Vista al puerto y al cayo',
      'Terraza techada',
      'Habitaciones con aire acondicionado',
      'Electrodomésticos cambiados en 2023',
      'Cerca de supermercados y bancos',
    ],
  },
  'RR-1009': {
    title: 'Propiedad frente al mar de 5 habitaciones con casa de botes en French Harbour',
    description: text(
      `Esta propiedad tiene una casa principal de cuatro habitaciones y una casita de huéspedes de una habitación, en 0.3 ha (tres cuartos de acre) con 49 m (160 pies) de frente a aguas profundas. La casa de botes techada admite una embarcación de hasta 11 m (36 pies), y el canal del arrecife está a 5 minutos en lancha desde el muelle.`,
      `La casa principal se construyó en 2006 y se renovó por completo en 2021, con instalación eléctrica nueva, ventanas resistentes a impactos y una planta eléctrica diésel de 30 kW. El terreno tiene muro perimetral y portón, y un cuarto para el cuidador. Le conviene a una familia que quiere espacio, privacidad y una embarcación de buen tamaño cerca del pueblo.`,
    ),
    features: [
      '49 m (160 pies) de frente a aguas profundas',
      'Casa de botes techada',
      'Casita de huéspedes',
      'Renovada en 2021',
      'Planta eléctrica de 30 kW',
      'Muro perimetral y portón',
      'Cuarto para el cuidador',
    ],
  },
  'RR-1010': {
    title: 'Casa moderna de 3 habitaciones en Brick Bay con piscina y vista al sur',
    description: text(
      `Una casa moderna, de líneas sencillas, en la loma sobre Brick Bay, con vista al sur sobre el agua y, en días despejados, hasta las montañas de tierra firme. El aeropuerto queda a unos 10 minutos, y French Harbour, a 8 minutos hacia el este.`,
      `Construida en 2021 de concreto reforzado, con azotea, tiene vidrios resistentes a impactos, aire acondicionado tipo minisplit en cada ambiente y un sistema solar de 9 kW con baterías. El recibo de energía ha promediado menos de $120 al mes. La piscina mide 3 × 7.3 m (10 × 24 pies) y tiene una plataforma poco profunda para asolearse.`,
    ),
    features: [
      'Construida en 2021',
      'Sistema solar de 9 kW con baterías',
      'Vidrios resistentes a impactos',
      'Azotea',
      'Piscina con plataforma para asolearse',
      'A 10 minutos del aeropuerto',
    ],
  },
  'RR-1011': {
    title: 'Casa frente al mar de 2 habitaciones con muelle en Brick Bay',
    description: text(
      `Esta casa frente al mar da a las aguas protegidas de Brick Bay, con un muelle de 18 m (60 pies) y un elevador de botes. El arrecife está a un corto recorrido en lancha, saliendo por el canal, y el aeropuerto a 10 minutos en carro.`,
      `La casa es de bloque de concreto, con techo a cuatro aguas y un amplio porche con cedazo sobre el agua. Se vendió en 60 días a compradores canadienses que piensan vivir aquí en invierno. Tenemos casas similares frente al mar en la costa sur; pídanos la lista actual.`,
    ),
    features: [
      'Muelle de 18 m (60 pies) con elevador de botes',
      'Porche con cedazo sobre el agua',
      'Bahía protegida',
      'A 10 minutos del aeropuerto',
    ],
  },
  'RR-1012': {
    title: 'Casa de 4 habitaciones frente al canal con muelle de 15 m (50 pies) en Parrot Tree',
    description: text(
      `La parte trasera de la casa da a uno de los canales profundos de Parrot Tree, con un muelle privado de 15 m (50 pies) y salida directa de First Bight al arrecife. La playa y la marina de la comunidad quedan a 3 minutos a pie, y French Harbour, a 5 minutos en carro.`,
      `Es de dos plantas, de concreto reforzado, con piscina, cocina exterior y planta eléctrica. La cuota de mantenimiento es de unos $650 al mes y cubre la seguridad con portón las 24 horas, las calles, la playa y la jardinería de las áreas comunes. La casa se ha alquilado por medio del programa de la comunidad unas 90 noches al año.`,
    ),
    features: [
      'Muelle privado de 15 m (50 pies)',
      'Acceso directo en lancha al arrecife',
      'Piscina y cocina exterior',
      'Comunidad cerrada con seguridad las 24 horas',
      'Cuota de mantenimiento de unos $650 al mes',
      'Historial en el programa de alquiler',
    ],
  },
  'RR-1013': {
    title: 'Casa de 3 habitaciones con vista a la marina en First Bight',
    description: text(
      `Desde el balcón de la planta alta, esta casa de dos plantas tiene vista a la marina de Parrot Tree. Un espacio de atraque en la marina se puede arrendar por separado, y la playa y la piscina de la comunidad quedan a poca distancia a pie. Las tiendas de French Harbour están a 5 minutos en carro.`,
      `Construida en 2018 de bloque de concreto con techo metálico, tiene aire acondicionado en toda la casa y un patio inferior con cedazo. La casa está bajo contrato y se espera el cierre en un plazo de 60 días.`,
    ),
    features: [
      'Vista a la marina',
      'Balcón en la planta alta',
      'A pie de la playa y la piscina',
      'Aire acondicionado en toda la casa',
      'Patio con cedazo',
    ],
  },
  'RR-1014': {
    title: 'Casa de 3 habitaciones sobre el agua con muelle en Jonesville',
    description: text(
      `Construida en parte sobre las aguas de Jonesville Bight, esta casa tiene una terraza amplia, un muelle de 12 m (40 pies) y una pequeña casa de botes. El agua es tranquila y está bordeada de manglares, y el arrecife queda a unos 10 minutos en lancha. Oak Ridge está a 10 minutos en lancha por el canal de los manglares.`,
      `La casa se levanta sobre pilotes de concreto, con estructura de pino tratado y techo metálico. Hay que cambiar algunas tablas y barandas de la terraza, y tenemos el presupuesto de un constructor por unos $12,000. El lote incluye un área de estacionamiento y un pequeño jardín del lado de la calle.`,
    ),
    features: [
      'Terraza sobre el agua',
      'Muelle de 12 m (40 pies) y casa de botes',
      'Aguas tranquilas y protegidas',
      'Acceso en lancha a Oak Ridge',
      'Presupuesto de constructor para reparar la terraza',
    ],
  },
  'RR-1015': {
    title: 'Casa de 2 habitaciones frente al canal con atracadero cerca de Jonesville Point',
    description: text(
      `Una casa sencilla y bien cuidada frente al canal, con atracadero propio, cerca de Jonesville Point. Le conviene a quien quiere tener la lancha en la puerta y vivir con tranquilidad. French Harbour queda a 15 minutos en carro y Oak Ridge, a 10 minutos.`,
      `La casa tiene estructura de madera sobre una losa de concreto y techo metálico. Cuenta con una cisterna nueva de 19,000 litros (5,000 galones) y un calentador de agua instantáneo a gas propano. Se vende amueblada e incluye una lancha de 5.2 m (17 pies) con motor fuera de borda de 60 hp.`,
    ),
    features: [
      'Atracadero privado',
      'Cisterna nueva de 19,000 litros (5,000 galones)',
      'Se vende amueblada',
      'Incluye lancha de 5.2 m (17 pies)',
      'Canal tranquilo',
    ],
  },
  'RR-1016': {
    title: 'Casa frente al mar en Oak Ridge con elevador de botes y vista a los cayos',
    description: text(
      `Esta casa mira hacia los cayos al otro lado del puerto de Oak Ridge y tiene un elevador de botes de 4,500 kg (10,000 libras) sobre un muelle de concreto. Los taxis acuáticos que van al pueblo, a la clínica y al astillero pasan frente al muelle, y el arrecife queda a unos 5 minutos saliendo por el paso.`,
      `La planta baja es de concreto y la planta alta tiene estructura de madera dura y techo metálico. La casa tiene electricidad de la red pública con una planta eléctrica de 10 kW, agua municipal y una cisterna de agua lluvia. El dueño actual ha operado desde el muelle un pequeño negocio de excursiones de pesca.`,
    ),
    features: [
      'Elevador de botes de 4,500 kg (10,000 libras)',
      'Muelle de concreto',
      'Vista a los cayos',
      'Planta eléctrica de 10 kW',
      'Acceso en taxi acuático al pueblo',
    ],
  },
  'RR-1017': {
    title: 'Casita de 2 habitaciones junto al puerto en el pueblo de Oak Ridge',
    description: text(
      `Una pequeña casita pintada en el centro de Oak Ridge, a poca distancia a pie de los taxis acuáticos, la panadería y la clínica. Desde el porche del frente se ve el puerto. Es una de las formas más económicas de tener casa propia en el extremo este de la isla.`,
      `La casita tiene estructura de madera sobre bases de concreto y un techo metálico que se cambió en 2019. El baño y la cocina son antiguos y convendría renovarlos. El título está inscrito, y la venta incluye un muelle de uso compartido al frente.`,
    ),
    features: [
      'A pie de los taxis acuáticos y las tiendas',
      'Vista al puerto desde el porche',
      'Techo cambiado en 2019',
      'Título inscrito',
      'Muelle compartido',
    ],
  },
  'RR-1018': {
    title: 'Casa de 3 habitaciones con vista a la playa en una comunidad cerrada de Palmetto Bay',
    description: text(
      `La casa está un poco más arriba de la playa de Palmetto Bay, en la loma, con vista a la laguna y al arrecife desde la sala principal y la terraza de la piscina. La comunidad tiene playa privada, casa club y entrada con portón. Oak Ridge queda a 15 minutos, y el aeropuerto, a unos 45.`,
      `Construida en 2019 de concreto reforzado, tiene contraventanas contra huracanes, una cisterna de 57,000 litros (15,000 galones) y un sistema solar que cubre la mayor parte del consumo durante el día. La cuota de mantenimiento es de unos $280 al mes. Los dueños la han alquilado en invierno por medio de su propio sitio web, con una ocupación de alrededor del 85% de diciembre a abril.`,
    ),
    features: [
      'Vista a la playa y al arrecife',
      'Comunidad cerrada con playa privada',
      'Terraza con piscina',
      'Sistema solar',
      'Cisterna de 57,000 litros (15,000 galones)',
      'Historial de alquiler en invierno',
      'Cuota de mantenimiento de unos $280 al mes',
    ],
  },
  'RR-1019': {
    title: 'Casa de 4 habitaciones con piscina infinita en la loma de Palmetto Bay',
    description: text(
      `Una casa grande en la loma, en un terreno de 0.24 ha (0.6 acres), con una piscina infinita que mira al norte sobre el arrecife. Tiene cuatro habitaciones con baño privado, una oficina y un garaje para dos carros. La playa de la comunidad queda a 4 minutos en carro, bajando la loma.`,
      `La casa es toda de concreto, con techo de junta alzada y ventanas resistentes a impactos. Los dueños la retiraron del mercado por esta temporada y podrían volver a ponerla en venta el próximo año; comuníquese con Kevin si desea que le avisemos cuando vuelva a estar disponible.`,
    ),
    features: [
      'Piscina infinita',
      'Cuatro habitaciones con baño privado',
      'Oficina',
      'Garaje para dos carros',
      'Ventanas resistentes a impactos',
    ],
  },
  'RR-1020': {
    title: 'Casa de 3 habitaciones frente a la playa y fuera de la red eléctrica en Camp Bay',
    description: text(
      `Esta casa está en un terreno de 0.4 ha (1 acre) con 46 m (150 pies) de frente a la playa larga y apacible de Camp Bay. La laguna del frente es poco profunda y tranquila, y el arrecife rompe lejos de la orilla. Queda a más o menos una hora del aeropuerto y a 25 minutos de Oak Ridge para hacer las compras.`,
      `La casa funciona por completo fuera de la red eléctrica, con un sistema solar de 14 kW con baterías de litio y una planta eléctrica de respaldo. El agua viene de una cisterna de agua lluvia de 76,000 litros (20,000 galones) y de un pozo con filtro. Es de concreto reforzado con techo metálico, y la construyó un contratista que ha hecho varias casas en el extremo este.`,
    ),
    features: [
      '46 m (150 pies) de frente de playa',
      'Terreno de 0.4 ha (1 acre)',
      'Sistema solar de 14 kW con baterías de litio',
      'Cisterna de 76,000 litros (20,000 galones)',
      'Pozo con filtro',
      'Playa tranquila y de baja densidad',
    ],
  },
  'RR-1021': {
    title: 'Casa de playa de 2 habitaciones cerca de la costa de Punta Gorda',
    description: text(
      `Una casa de playa fresca, a dos lotes de la orilla en el extremo este de Punta Gorda, con un camino hasta una pequeña playa de arena. Puede ir a pie a los restaurantes del pueblo y escuchar los tambores durante las celebraciones de la fundación en abril. Oak Ridge queda a 10 minutos en carro.`,
      `La planta baja es de bloque de concreto y la planta alta, de madera, con un corredor amplio. El título está inscrito en dominio pleno y el levantamiento topográfico se actualizó en 2023. Se alquila a inquilinos de largo plazo por unos $900 al mes.`,
    ),
    features: [
      'Camino a la playa',
      'Corredor amplio',
      'Título inscrito en dominio pleno',
      'Levantamiento topográfico actualizado en 2023',
      'A pie del pueblo',
    ],
  },
  'RR-1022': {
    title: 'Residencia de 6 habitaciones frente a la playa y al arrecife en West Bay',
    description: text(
      `La casa privada más grande a la venta en este momento en la playa de West Bay: seis habitaciones, entre la casa principal y dos suites de huéspedes, en 43 m (140 pies) de arena con el arrecife al frente. Los restaurantes de West Bay quedan a 10 minutos a pie por la playa.`,
      `Se construyó en 2018 con concreto reforzado, vidrios resistentes a impactos, una planta eléctrica de 40 kW y una planta de tratamiento de agua. En el nivel inferior están los cuartos del personal, un gimnasio y una sala de cine. Se ha alquilado completa como casa vacacional por entre $2,200 y $3,500 la noche, y el calendario de reservas puede traspasarse con la venta.`,
    ),
    features: [
      '43 m (140 pies) de frente de playa',
      'Dos suites de huéspedes',
      'Planta eléctrica de 40 kW',
      'Planta de tratamiento de agua',
      'Cuartos para el personal',
      'Gimnasio y sala de cine',
      'Calendario de reservas transferible',
    ],
  },
  'RR-1023': {
    title: 'Propiedad con dos casas y piscina en la loma sobre el pueblo de West End',
    description: text(
      `En este lote en la loma sobre West End, dos casas independientes de dos habitaciones compartían piscina y jardín. Los dueños vivían en una y alquilaban la otra, que generaba unos $28,000 al año.`,
      `Los compradores cerraron en 75 días con un abogado hondureño y una cuenta de garantía (escrow). Si busca algo parecido, vivir en una casa y alquilar la otra, pregunte a Katrin o a Maria por las opciones actuales en West End y Sandy Bay.`,
    ),
    features: [
      'Dos casas independientes',
      'Piscina compartida',
      'Historial de ingresos por alquiler',
      'Vista al mar desde la loma',
    ],
  },
  'RR-1024': {
    title: 'Casa de 3 habitaciones para remodelar en Sandy Bay, con terreno amplio',
    description: text(
      `Una casa sólida de concreto en casi 0.2 ha (media acre), que necesita cocina nueva, baños nuevos y trabajos eléctricos. El lote es casi todo plano y tiene espacio para una segunda casa o una piscina.`,
      `Anuncio en preparación: se están reuniendo las fotos, el levantamiento topográfico y el informe de inspección. El precio y los detalles pueden cambiar antes de la publicación.`,
    ),
    features: [
      'Casi 0.2 ha (media acre) de terreno',
      'Construcción de concreto',
      'Espacio para construir una segunda casa',
      'Necesita renovación',
    ],
  },
}
