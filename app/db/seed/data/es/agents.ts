// Spanish texts of the demo content (issue 43); see DemoPropertyEs and its neighbours in ../../types.ts.
import type { DemoAgentEs } from '../../types'

export const agentTexts: Record<string, DemoAgentEs> = {
  'maria-bodden': {
    title: 'Directora de la agencia',
    bio: `Maria creció en Sandy Bay y vende propiedades en Roatán desde 2006. Dirige la oficina, revisa cada expediente de cierre con nuestros abogados y ayuda a los compradores a comparar West Bay, West End y Sandy Bay con cifras reales. Pregúntele por el historial de alquiler y el presupuesto de la asociación de propietarios (HOA).`,
  },
  'kevin-ebanks': {
    title: 'Especialista en el este de la isla',
    bio: `Kevin es de Oak Ridge y pasó diez años al frente de lanchas de buceo y de pesca antes de unirse a la oficina. Conoce el extremo este por tierra y por mar, desde los canales de Jonesville hasta las playas de Camp Bay. Es la persona a quien preguntar sobre muelles, cisternas y acceso por carretera.`,
  },
  'sarah-whitfield': {
    title: 'Asesora de ventas, condominios y alquileres',
    bio: `Sarah se mudó de Austin, Texas, a West End en 2014 y administró alquileres vacacionales durante seis años antes de dedicarse a la venta. Trabaja sobre todo con compradores de condominios que piensan alquilar parte del año. Le mostrará cifras de ocupación, contratos de administración y lo que de verdad cuesta ser propietario.`,
  },
  'luis-mejia': {
    title: 'Asesor de propiedades comerciales y terrenos',
    bio: `Luis estudió administración de empresas en Tegucigalpa y vive en Roatán desde 2011. Se encarga de las propiedades comerciales y de los terrenos, y trabaja de cerca con los topógrafos y con la oficina del Instituto de la Propiedad en Coxen Hole. Si usted compra por medio de una sociedad hondureña, él le explicará cada paso.`,
  },
  'katrin-vogel': {
    title: 'Asesora de ventas',
    bio: `Katrin llegó a Roatán desde Hamburgo como instructora de buceo y vive en West End desde 2009. Ayuda a compradores europeos y norteamericanos a encontrar casa en West End, Sandy Bay y French Harbour. También coordina inspecciones y cotizaciones de constructores para los clientes que piensan remodelar.`,
  },
  'claire-tremblay': {
    title: 'Asesora de ventas, residencia y mudanza',
    bio: `Claire es de la ciudad de Quebec y se mudó a French Harbour con su familia en 2016. Trabaja con compradores que piensan vivir en la isla todo el año y los pone en contacto con abogados de migración, empresas de mudanza y escuelas. Muchas veces es a ella a quien primero llaman los clientes de habla francesa.`,
  },
}
