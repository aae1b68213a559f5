// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoPropertyEs } from '../../types'

const text = (...paragraphs: string[]) => paragraphs.join('\n\n')

export const condoTexts: Record<string, DemoPropertyEs> = {
  'RR-1025': {
    title: 'Condominio de 2 habitaciones frente a la playa en un resort de West Bay',
    description: text(
      `Unidad en el segundo piso de un edificio de resort frente a la playa, con balcón hacia el arrecife y la arena a 30 pasos de la puerta. El resort cuenta con dos piscinas, restaurante, centro de buceo y seguridad las 24 horas.`,
      `La cuota de mantenimiento (HOA) es de unos $720 al mes e incluye el seguro del edificio, agua, seguridad y el mantenimiento de las áreas comunes. La unidad forma parte del programa de alquiler del resort, que retiene alrededor del 40% de los ingresos por alquiler; el ingreso neto para el propietario fue de unos $31,000 el año pasado.`,
    ),
    features: [
      'Frente a la playa',
      'Balcón con vista al arrecife',
      'Dos piscinas',
      'Programa de alquiler del resort',
      'Cuota de mantenimiento de unos $720 al mes',
      'Seguridad las 24 horas',
    ],
  },
  'RR-1026': {
    title: 'Condominio de una habitación con vista al jardín, a un minuto de la playa de West Bay',
    description: text(
      `Unidad en planta baja con vista al jardín tropical y a la piscina del complejo, a un minuto a pie de la playa. Es una opción sencilla y de poco mantenimiento si usted quiere pasar parte del año en West Bay y alquilar el resto.`,
      `La cuota de mantenimiento es de $340 al mes e incluye agua, seguro del edificio y el cuidado de la piscina. La electricidad se mide por separado y promedia unos $90 al mes cuando la unidad está ocupada. Se vende amueblado y puede alquilarse por medio del administrador del complejo o de uno de su elección.`,
    ),
    features: [
      'A un minuto a pie de la playa',
      'Vista a la piscina y al jardín',
      'Cuota de mantenimiento de $340 al mes',
      'Se vende amueblado',
      'Administrador de alquileres en el complejo',
    ],
  },
  'RR-1027': {
    title: 'Penthouse de 3 habitaciones con terraza en la azotea en West Bay',
    description: text(
      `La unidad del último piso de un pequeño edificio frente a la playa, con terraza privada en la azotea, jacuzzi y vistas de 270 grados desde el arrecife hasta las colinas. El edificio tiene solo 12 unidades, cuenta con ascensor y la unidad tiene dos estacionamientos asignados.`,
      `Construido en 2020 con concreto reforzado y vidrio resistente a impactos, el edificio está asegurado en su totalidad por medio de la asociación (HOA), cuya cuota es de unos $950 al mes. El penthouse se ha alquilado entre $450 y $650 por noche en temporada alta, y los propietarios también lo usan unos dos meses al año.`,
    ),
    features: [
      'Terraza privada en la azotea con jacuzzi',
      'Vistas de 270 grados',
      'Ascensor',
      'Dos estacionamientos',
      'Construido en 2020',
      'Cuota de mantenimiento de unos $950 al mes',
    ],
  },
  'RR-1028': {
    title: 'Condominio compacto de una habitación en West Bay, ideal para inversión en alquiler',
    description: text(
      `Una de las formas más económicas de ser propietario en West Bay: un condominio compacto de una habitación en un complejo tranquilo separado de la playa solo por la calle, a 3 minutos a pie de la arena. Tiene cocineta, cama queen y una pequeña terraza.`,
      `La cuota de mantenimiento es de $250 al mes. En los últimos dos años la unidad promedió un 62% de ocupación a unos $115 por noche, administrada por una empresa local que cobra el 25% de los ingresos. Los estados de cuenta están disponibles una vez que usted firme un acuerdo de confidencialidad.`,
    ),
    features: [
      'A 3 minutos a pie de la playa',
      'Historial de alquiler disponible',
      'Cuota de mantenimiento de $250 al mes',
      'Administración por el 25% de los ingresos',
      'Cocineta',
    ],
  },
  'RR-1029': {
    title: 'Condominio de 2 habitaciones en la colina de West Bay, con transporte a la playa',
    description: text(
      `Este condominio está en un complejo en la colina sobre West Bay, con transporte al club de playa cada 30 minutos. El balcón mira al oeste sobre el mar, y el complejo tiene piscina, gimnasio y estacionamiento techado.`,
      `La cuota de mantenimiento es de $410 al mes e incluye el transporte y el acceso al club de playa. La unidad está bajo contrato; si la venta no se concreta, Maria se comunicará con todas las personas que pidieron una visita de respaldo.`,
    ),
    features: [
      'Balcón con vista al atardecer',
      'Transporte al club de playa',
      'Piscina y gimnasio',
      'Estacionamiento techado',
      'Cuota de mantenimiento de $410 al mes',
    ],
  },
  'RR-1030': {
    title: 'Condominio de 2 habitaciones a pasos de los centros de buceo de West End',
    description: text(
      `Condominio en el segundo piso, a una cuadra del mar, en pleno centro del pueblo de West End. Puede caminar a una docena de restaurantes, tres centros de buceo y el taxi acuático a West Bay. En el patio interior hay una piscina compartida.`,
      `El edificio tiene ocho unidades y la cuota de mantenimiento es de $300 al mes, con agua y seguro del edificio incluidos. El propietario lo ha alquilado por mes a instructores de buceo y a visitantes de estadía larga por alrededor de $1,400 mensuales.`,
    ),
    features: [
      'A pie de centros de buceo y restaurantes',
      'Piscina compartida en el patio',
      'Edificio de ocho unidades',
      'Cuota de mantenimiento de $300 al mes',
      'Historial de alquiler mensual',
    ],
  },
  'RR-1031': {
    title: 'Condominio de una habitación con vista a Half Moon Bay',
    description: text(
      `Un pequeño condominio en el último piso, con balcón sobre la playa de Half Moon Bay, buena para nadar. Se vendió después de tres semanas en el mercado a un comprador de Minnesota que piensa pasar aquí los inviernos.`,
      `Las unidades de una habitación en West End rara vez duran mucho en el mercado. Si busca algo similar, dígale a Katrin su presupuesto y ella le enviará las nuevas propiedades a medida que salgan al mercado.`,
    ),
    features: ['Vista a Half Moon Bay', 'Último piso', 'A pie de la playa', 'Vendido en tres semanas'],
  },
  'RR-1032': {
    title: 'Condominio de 3 habitaciones frente al mar con muelle en West End',
    description: text(
      `Unidad en planta baja frente al mar, en el extremo norte de West End, con una terraza a pocos pasos de un muelle compartido con escalera para bajar al parque marino. El arrecife queda justo enfrente, y el pueblo está a 6 minutos a pie por el camino de arena.`,
      `El edificio tiene seis unidades y una cuota de mantenimiento de unos $520 al mes, que cubre seguro, agua, el muelle y la jardinería. El año pasado la unidad generó ingresos brutos de unos $52,000 en alquileres de corto plazo por medio de un administrador local, antes de comisiones de administración e impuestos.`,
    ),
    features: [
      'Terraza frente al mar',
      'Muelle compartido con escalera para nadar',
      'Snorkel desde el muelle',
      'Edificio de seis unidades',
      'Cuota de mantenimiento de unos $520 al mes',
      'Buenos ingresos por alquiler',
    ],
  },
  'RR-1033': {
    title: 'Condominio de 2 habitaciones frente a la playa en Sandy Bay',
    description: text(
      `Unidad de esquina en un pequeño complejo frente a la playa en Sandy Bay, con balcón envolvente y un tramo tranquilo de playa enfrente. El arrecife de la reserva marina está a poca distancia nadando, y el aeropuerto queda a 12 minutos.`,
      `La cuota de mantenimiento es de $480 al mes e incluye seguro del edificio, agua, piscina, seguridad y una planta eléctrica compartida. Los propietarios lo han usado como casa de invierno y no lo han alquilado, por lo que está en muy buen estado.`,
    ),
    features: [
      'Unidad de esquina frente a la playa',
      'Balcón envolvente',
      'Planta eléctrica compartida',
      'Cuota de mantenimiento de $480 al mes',
      'Poco uso',
    ],
  },
  'RR-1034': {
    title: 'Condominio de una habitación en la colina de Sandy Bay con vista parcial al mar',
    description: text(
      `Un condominio accesible para comenzar, en un edificio de 10 unidades en la colina, con vista parcial al mar desde el balcón. La playa está a 5 minutos en carro y los supermercados de Coxen Hole a 10 minutos.`,
      `La cuota de mantenimiento es de $190 al mes y cubre agua, la piscina compartida y el seguro del edificio. La unidad tiene un inquilino de largo plazo que paga $650 al mes; usted puede asumir su contrato o darlo por terminado con 60 días de aviso.`,
    ),
    features: [
      'Vista parcial al mar',
      'Piscina compartida',
      'Cuota de mantenimiento de $190 al mes',
      'Con inquilino actual',
      'Cerca del aeropuerto',
    ],
  },
  'RR-1035': {
    title: 'Condominio de 2 habitaciones frente a la marina de Parrot Tree Plantation',
    description: text(
      `Condominio en el segundo piso frente a la marina de Parrot Tree, con balcón sobre los barcos y a corta distancia a pie de la playa de la comunidad. El edificio tiene ascensor, piscina y estacionamiento techado.`,
      `La cuota de mantenimiento es de $560 al mes e incluye acceso con portón y seguridad las 24 horas, seguro del edificio, agua, la piscina y el mantenimiento de la playa. Los puestos de atraque en la marina se alquilan por separado en la oficina de la marina. La unidad se ha alquilado unas 120 noches al año por medio de la oficina de alquileres de la comunidad.`,
    ),
    features: [
      'Vista a la marina',
      'A pie de la playa de la comunidad',
      'Ascensor',
      'Portón y seguridad las 24 horas',
      'Cuota de mantenimiento de $560 al mes',
      'Oficina de alquileres en la comunidad',
    ],
  },
  'RR-1036': {
    title: 'Condominio de 3 habitaciones frente a la playa con atracadero en First Bight',
    description: text(
      `Este condominio en planta baja abre directamente a la playa de Parrot Tree, y la venta incluye un puesto de atraque escriturado de 11 m (35 pies) en la marina. Las excursiones de snorkel, el arrecife y los cayos quedan a un corto paseo en lancha desde First Bight.`,
      `La cuota de mantenimiento es de unos $690 al mes y cubre seguro, seguridad, agua y la playa. La unidad se renovó en 2022 con cocina nueva y aire acondicionado tipo minisplit. French Harbour está a 5 minutos en carro y el aeropuerto a unos 20 minutos.`,
    ),
    features: [
      'Acceso directo a la playa',
      'Atracadero escriturado de 11 m (35 pies)',
      'Cocina renovada en 2022',
      'Comunidad cerrada',
      'Cuota de mantenimiento de unos $690 al mes',
    ],
  },
  'RR-1037': {
    title: 'Condominio de una habitación con vista al canal en First Bight',
    description: text(
      `Condominio de una habitación con vista a un canal tranquilo dentro de la comunidad cerrada, a 5 minutos a pie de la playa y la marina. La cuota de mantenimiento es de unos $330 al mes.`,
      `Los propietarios pusieron la venta en pausa mientras un familiar usa la unidad esta temporada. Claire puede decirle cuándo es probable que vuelva al mercado.`,
    ),
    features: [
      'Vista al canal',
      'Comunidad cerrada',
      'A pie de la playa y la marina',
      'Cuota de mantenimiento de unos $330 al mes',
    ],
  },
  'RR-1038': {
    title: 'Condominio de 2 habitaciones con vista al puerto, cerca del centro de French Harbour',
    description: text(
      `Un condominio práctico en un pequeño complejo en la colina, con vista sobre French Harbour y los cayos. En 3 minutos en carro llega a supermercados, bancos y farmacias, por lo que es una buena opción si piensa vivir aquí todo el año.`,
      `La cuota de mantenimiento es de $210 al mes e incluye agua, estacionamiento cerrado con portón y seguro del edificio. La unidad tiene aire acondicionado tipo minisplit en ambas habitaciones y un balcón techado. Los alquileres de largo plazo en este edificio rondan entre $850 y $1,000 al mes.`,
    ),
    features: [
      'Vista al puerto y los cayos',
      'Estacionamiento cerrado con portón',
      'Cuota de mantenimiento de $210 al mes',
      'A 3 minutos de los supermercados',
      'Balcón techado',
    ],
  },
  'RR-1039': {
    title: 'Condominio de 3 habitaciones frente al mar con muelle compartido en French Harbour',
    description: text(
      `Unidad frente al mar en un edificio de cuatro unidades a la orilla de French Harbour, con un muelle compartido para embarcaciones de hasta 9 m (30 pies). Tiene vista al otro lado del puerto, hacia los cayos.`,
      `La cuota de mantenimiento es de $380 al mes. El techo y el exterior del edificio se pintaron y sellaron de nuevo en 2023. El condominio está bajo contrato y el cierre de la compraventa está programado para el próximo mes.`,
    ),
    features: [
      'Frente al mar',
      'Muelle compartido para embarcaciones de hasta 9 m (30 pies)',
      'Edificio de cuatro unidades',
      'Cuota de mantenimiento de $380 al mes',
      'Techo sellado en 2023',
    ],
  },
  'RR-1040': {
    title: 'Condominio de 2 habitaciones con piscina en un pequeño complejo de Brick Bay',
    description: text(
      `Un condominio tranquilo en un complejo de seis unidades en la colina sobre Brick Bay, con piscina y vista al sur sobre el mar. El aeropuerto está a 10 minutos y French Harbour a 8, así que funciona bien como una base que puede cerrar y dejar sin preocupaciones.`,
      `La cuota de mantenimiento es de $260 al mes e incluye agua, cuidado de la piscina, jardinería y seguro del edificio. La unidad tiene bodega, un estacionamiento techado y calentador de agua solar.`,
    ),
    features: [
      'Complejo de seis unidades',
      'Piscina',
      'Vista al mar hacia el sur',
      'Cuota de mantenimiento de $260 al mes',
      'Bodega',
      'Calentador de agua solar',
    ],
  },
  'RR-1041': {
    title: 'Condominio de 2 habitaciones con vista al mar en segunda fila de West Bay',
    description: text(
      `Condominio en el tercer piso de un edificio justo detrás de la primera fila frente a la playa, con vista al mar por encima de las palmeras desde el balcón. La playa está a 2 minutos a pie, y el complejo tiene piscina, ascensor y administración en el lugar.`,
      `La cuota de mantenimiento es de unos $480 al mes. Las unidades de segunda fila como esta suelen venderse entre un 20 y un 30% por debajo de las unidades frente a la playa del mismo tamaño, y en temporada alta se alquilan a tarifas similares. El año pasado dejó unos $24,000 netos.`,
    ),
    features: [
      'Vista al mar',
      'A 2 minutos a pie de la playa',
      'Ascensor',
      'Administración en el lugar',
      'Cuota de mantenimiento de unos $480 al mes',
    ],
  },
  'RR-1042': {
    title: 'Condominio de 2 habitaciones junto al club de playa de Palmetto Bay',
    description: text(
      `Condominio en planta baja junto al club de playa de Palmetto Bay, a un minuto a pie de la arena y de la piscina de la comunidad. Aquí hay tranquilidad la mayor parte del año, y el arrecife está a poca distancia nadando.`,
      `La cuota de mantenimiento es de $350 al mes y cubre seguridad, agua, el club de playa y el seguro del edificio. Oak Ridge está a 15 minutos en carro para comprar víveres y combustible. Los propietarios lo han alquilado a personas que vienen a pasar el invierno, por estadías de tres meses.`,
    ),
    features: [
      'A un minuto a pie de la playa',
      'Club de playa y piscina',
      'Comunidad cerrada',
      'Cuota de mantenimiento de $350 al mes',
      'Historial de alquiler por temporada',
    ],
  },
}
