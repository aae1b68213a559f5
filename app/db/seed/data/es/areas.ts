// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoAreaEs } from '../../types'

const paragraphs = (...text: string[]) => text.join('\n\n')

export const areaTexts: Record<string, DemoAreaEs> = {
  'west-bay': {
    summary: `La playa de arena blanca más conocida de Roatán, con el arrecife a pocas brazadas de la orilla y la mayoría de los condominios turísticos de la isla.`,
    description: paragraphs(
      `West Bay está en el extremo suroeste de Roatán. La playa tiene unos 1.6 km (una milla) de arena blanca y fina, con agua tranquila y cristalina, y el arrecife empieza a pocos metros de la orilla, así que se puede hacer snorkel desde la misma arena. A lo largo de la playa hay restaurantes, centros de buceo y varios complejos turísticos, y un taxi acuático lleva a West End en unos diez minutos.`,
      `El trayecto al aeropuerto toma unos 25 minutos. La mayoría de los compradores buscan aquí un condominio listo para alquilar o una casa de playa que puedan usar parte del año, y muchas unidades están en complejos con administración profesional y programa de alquiler. Lo que se paga es vivir frente a la playa y poder hacerlo todo a pie.`,
      `West Bay es la zona más cara de la isla. Los condominios suelen costar desde unos $250,000 hasta más de $800,000, y las casas frente a la playa normalmente parten de alrededor de $1 millón. Las casas de la ladera, detrás de la playa, cuestan menos y a menudo tienen amplias vistas del atardecer.`,
    ),
  },
  'west-end': {
    summary:
      'Un pueblo de playa que se recorre a pie, con centros de buceo, restaurantes y un ritmo tranquilo, a 20 minutos del aeropuerto.',
    description: paragraphs(
      `West End es un pueblo pequeño que se extiende a lo largo de una calle de arena en la costa oeste de Roatán. Half Moon Bay tiene una playa resguardada para nadar, y el arrecife, justo frente a la costa, forma parte del Parque Marino de Roatán. Centros de buceo, cafés, hoteles pequeños y algunos supermercados quedan a poca distancia a pie.`,
      `El aeropuerto queda a unos 20 minutos en carro, y West Bay está a un corto viaje en taxi acuático o a 10 minutos por carretera. El pueblo tiene mucho movimiento en temporada alta y es más tranquilo de septiembre a noviembre. Quienes compran aquí suelen ser buzos, residentes permanentes que quieren ir a cenar caminando e inversionistas que buscan pequeños alquileres vacacionales.`,
      `Los precios varían mucho. En el pueblo hay apartamentos y casas pequeñas desde unos $200,000, casas en la ladera con vista al mar desde aproximadamente $350,000 hasta $900,000 y, de vez en cuando, algún edificio comercial con habitaciones o un restaurante.`,
    ),
  },
  'sandy-bay': {
    summary:
      'Una comunidad tranquila de la costa norte, con un arrecife protegido, barrios locales y fácil acceso al aeropuerto.',
    description: paragraphs(
      `Sandy Bay es un largo tramo de la costa norte entre West End y Coxen Hole. El mar que tiene enfrente forma parte de la reserva marina Sandy Bay–West End, y la pared del arrecife está a un corto viaje en lancha. No hay un centro de pueblo como tal: lo que hay son barrios locales, playas pequeñas, algunos complejos turísticos y los Jardines Botánicos Carambola.`,
      `El aeropuerto y los comercios de Coxen Hole quedan a unos 10 o 15 minutos. Muchos residentes permanentes escogen Sandy Bay por su ubicación céntrica y su ritmo más tranquilo, y porque da más por el dinero que West Bay y West End.`,
      `Los lotes en la ladera con vista al mar suelen venderse entre unos $60,000 y $200,000. Las casas normalmente cuestan de $250,000 a $700,000, y unas pocas propiedades frente al mar superan ese rango.`,
    ),
  },
  'coxen-hole': {
    summary:
      'El centro administrativo y comercial de la isla, con bancos, oficinas de gobierno y el puerto de cruceros.',
    description: paragraphs(
      `Coxen Hole es la cabecera del municipio de Roatán y el lugar donde se hacen casi todos los trámites y mandados: bancos, oficinas de gobierno, el hospital público, ferreterías, supermercados y las calles más transitadas de la isla. La terminal de cruceros y el aeropuerto están en este mismo tramo de la costa sur.`,
      `El pueblo no es un destino de playa, y la mayoría de los compradores extranjeros no viven aquí. El interés principal es comercial: locales, bodegas, oficinas y edificios de uso mixto que atienden a los residentes y a los visitantes de los cruceros.`,
      `Los edificios comerciales suelen costar desde $250,000 hasta bastante más de $1 millón, según el frente a la calle y el parqueo. Los precios residenciales en las colinas alrededor del pueblo están entre los más bajos del lado oeste de la isla.`,
    ),
  },
  'french-harbour': {
    summary:
      'Un pueblo pesquero y portuario en el centro de la isla, con marinas, supermercados y casas en las colinas.',
    description: paragraphs(
      `En French Harbour tiene su base buena parte de la flota pesquera de Roatán, y allí están los supermercados, las ferreterías y los varaderos más grandes de la isla. El puerto es profundo y protegido, por eso es popular entre los dueños de embarcaciones, y varias marinas y restaurantes a la orilla del agua miran hacia los cayos de enfrente.`,
      `El aeropuerto queda a unos 15 o 20 minutos hacia el oeste. Por su ubicación céntrica, se llega a West Bay y al extremo este de la isla en más o menos el mismo tiempo. Quienes compran aquí suelen ser residentes permanentes y familias, dueños de embarcaciones y empresarios que quieren estar cerca de sus proveedores.`,
      `Las casas en las colinas con vista al puerto suelen costar de $250,000 a $700,000. Los lotes frente al mar con derecho a muelle y las propiedades comerciales sobre la carretera principal alcanzan precios más altos.`,
    ),
  },
  'punta-gorda': {
    summary:
      'La comunidad garífuna más antigua de la isla, en un tramo tranquilo de la costa norte, con terrenos a precios más bajos.',
    description: paragraphs(
      `Punta Gorda fue fundada en 1797 por el pueblo garífuna y es el asentamiento habitado sin interrupción más antiguo de Roatán. Cada abril, la comunidad celebra su fundación con música, baile y comida. El arrecife de la costa norte queda cerca, y el pueblo tiene playas pequeñas y restaurantes locales.`,
      `El trayecto al aeropuerto toma unos 40 minutos por la carretera principal, que está pavimentada. French Harbour y Oak Ridge quedan cerca para las compras y para todo lo que tiene que ver con lanchas. Quienes compran aquí suelen buscar una vida tranquila, un lote grande o una pequeña casa de huéspedes lejos del movimiento del oeste de la isla.`,
      `Aquí se vende sobre todo terreno. Los lotes cerca del pueblo y en las colinas de arriba suelen venderse entre $35,000 y $150,000, y las parcelas frente al mar cuestan más. Revise el título con especial cuidado: algunas tierras familiares han pasado de generación en generación sin inscribirse en el registro.`,
    ),
  },
  'oak-ridge': {
    summary:
      'Un pueblo de pescadores construido sobre el agua, con canales, cayos y un varadero en el extremo este de la isla.',
    description: paragraphs(
      `Oak Ridge rodea un puerto natural profundo en la costa sur del extremo este. Muchas casas están sobre pilotes encima del agua, y los taxis acuáticos cruzan el puerto todo el día. Los cayos de enfrente, los manglares y el agua tranquila lo vuelven una buena base si usted tiene lancha.`,
      `El aeropuerto queda a unos 35 o 40 minutos. El pueblo tiene una clínica, tiendas pequeñas, un varadero y algunos restaurantes, y los supermercados de French Harbour están a 20 minutos hacia el oeste. Quienes compran aquí suelen ser dueños de embarcaciones, personas que quieren una casa frente al mar con muelle y quienes buscan una vida isleña más tranquila y tradicional.`,
      `Las casas frente al mar con muelle suelen costar de $250,000 a $800,000. Las propiedades en los cayos, a las que solo se llega en lancha, son un mercado aparte, con sus propios costos de electricidad, agua y transporte.`,
    ),
  },
  jonesville: {
    summary:
      'Canales entre manglares y aguas resguardadas entre French Harbour y Oak Ridge, lo más indicado para quien tiene embarcación.',
    description: paragraphs(
      `Jonesville es una comunidad pequeña de la costa sur, repartida a lo largo de ensenadas bordeadas de manglares y de un canal que parece un túnel, por donde pasan las lanchas hacia Oak Ridge. El agua es tranquila y más verde que turquesa, y el mejor snorkel está en el arrecife, a un corto viaje en lancha.`,
      `El aeropuerto queda a unos 30 minutos. A Jonesville se viene por el agua tranquila y el muelle propio, no por la playa. Quienes compran aquí suelen ser aficionados a la vela y a la pesca, y residentes permanentes que quieren privacidad a un precio más bajo que en el oeste de la isla.`,
      `Las casas y los lotes frente al mar con espacio para muelle suelen costar menos que propiedades parecidas en French Harbour. Hay casas desde unos $200,000 hasta $600,000 y lotes frente al mar desde unos $60,000.`,
    ),
  },
  'camp-bay': {
    summary:
      'Una de las playas sin desarrollar más largas de Roatán, en el extremo este, a cerca de una hora del aeropuerto.',
    description: paragraphs(
      `Camp Bay está cerca de la punta oriental de Roatán. Su larga playa de arena y su laguna poco profunda están protegidas por un arrecife que corre bastante lejos de la costa, y las colinas de atrás son verdes y casi no tienen construcciones. Hay algunas casas, una comunidad pequeña y poco más.`,
      `El trayecto al aeropuerto toma de 50 minutos a una hora, y el último tramo de la carretera puede ser lento cuando llueve fuerte. Para el supermercado, lo normal es ir a Oak Ridge o a French Harbour. Quienes compran aquí buscan espacio y privacidad, y muchos piensan construir una casa o un pequeño hotel ecológico.`,
      `Aquí se vende sobre todo terreno frente a la playa, a menudo desde $150,000 hasta más de $1 millón en las parcelas más grandes. Los lotes en la ladera con vista al mar cuestan menos. Tan al este hay que contar con energía solar, cisternas y plazos de construcción más largos.`,
    ),
  },
  'palmetto-bay': {
    summary:
      'Una comunidad de playa tranquila en la costa norte del extremo este, con lotes más grandes y un residencial privado.',
    description: paragraphs(
      `Palmetto Bay es una playa resguardada en la costa norte del extremo este, entre Punta Gorda y Camp Bay. Casi toda la costa pertenece a un residencial privado con acceso controlado, playa privada, casa club y casas en la ladera de atrás. El arrecife está cerca y el mar está en calma la mayor parte del año.`,
      `El aeropuerto queda a unos 45 minutos, y Oak Ridge está a 15 minutos en carro para el supermercado y los servicios para lanchas. Quienes compran aquí suelen ser jubilados y dueños de una segunda vivienda que quieren un vecindario poco poblado, con reglamento, seguridad y playa.`,
      `Los lotes en la ladera suelen venderse entre unos $60,000 y $200,000, y las casas aproximadamente entre $350,000 y $1.2 millones. Antes de comprar, pida el presupuesto y el reglamento de la asociación de propietarios (HOA); la mayoría de los lotes comparten los costos de la calle y del agua.`,
    ),
  },
  'first-bight-parrot-tree': {
    summary:
      'Un residencial privado con marina, canales, playa y amarres para lanchas, justo al este de French Harbour.',
    description: paragraphs(
      `First Bight es una bahía protegida en la costa sur, justo al este de French Harbour. Parrot Tree, un residencial privado con marina, canales y playa de arena, ocupa buena parte de la costa. Muchas casas y condominios tienen su propio muelle o un amarre en la marina, y desde ahí se sale en lancha directo al arrecife.`,
      `El aeropuerto queda a unos 20 minutos, y los supermercados de French Harbour a 5 minutos en carro. Quienes compran aquí suelen ser dueños de embarcaciones, jubilados que buscan seguridad y servicios, y propietarios que alquilan por medio de un programa administrado.`,
      `Los condominios suelen costar de $200,000 a $600,000. Las casas frente a los canales, con muelle, van de unos $500,000 a $2 millones. Incluya en su presupuesto la cuota de mantenimiento, que cubre la seguridad, las calles, la playa y las áreas comunes de la marina.`,
    ),
  },
  'brick-bay': {
    summary:
      'Casas en las colinas y bahías tranquilas entre Coxen Hole y French Harbour, a unos 10 minutos del aeropuerto.',
    description: paragraphs(
      `Brick Bay es una bahía pequeña en la costa sur, entre Coxen Hole y French Harbour. Las colinas que la rodean tienen vista al mar hacia el sur, algunas lotificaciones pequeñas y unas cuantas casas frente al agua con muelle. Es una zona sobre todo residencial y tranquila.`,
      `El aeropuerto queda a unos 10 minutos, y French Harbour está cerca para el supermercado y la ferretería. Quienes compran aquí suelen ser residentes permanentes que quieren una ubicación céntrica y práctica, sin las multitudes del oeste de la isla.`,
      `Las casas suelen costar de $250,000 a $650,000, y los lotes en la ladera con vista, de unos $50,000 a $150,000. Algunos lotes de la ladera tienen un acceso muy empinado, así que revíselo antes de hacer una oferta.`,
    ),
  },
}
