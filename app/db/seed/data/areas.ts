// Demo areas of Roatan (SEED_DEMO). Coordinates are approximate centres on land; drive times are from the
// airport (RTB), which sits just east of Coxen Hole.
import type { DemoArea } from '../types'

const paragraphs = (...text: string[]) => text.join('\n\n')

export const demoAreas: DemoArea[] = [
  {
    slug: 'west-bay',
    name: 'West Bay',
    summary: `Roatan's best-known white-sand beach, with the reef a short swim from shore and most of the island's resort condos.`,
    description: paragraphs(
      `West Bay sits at the southwest tip of Roatan. The beach is about a mile (1.6 km) of soft white sand with calm, clear water, and the fringing reef starts a few yards offshore, so you can snorkel straight from the sand. Restaurants, dive shops and several resorts line the beach, and a water taxi runs to West End in about ten minutes.`,
      `The drive to the airport takes about 25 minutes. Most buyers here want a rental-ready condo or a beach home they can use part of the year, and many units are in professionally managed complexes with a rental program. Walkable, beachfront living is what you pay for.`,
      `West Bay is the most expensive part of the island. Condos typically range from the mid $200,000s to over $800,000, and beachfront homes usually start around $1 million. Hillside homes behind the beach cost less and often have wide sunset views.`,
    ),
    latitude: 16.276,
    longitude: -86.599,
  },
  {
    slug: 'west-end',
    name: 'West End',
    summary: 'A walkable beach village with dive shops, restaurants and a relaxed pace, 20 minutes from the airport.',
    description: paragraphs(
      `West End is a small village strung along a sand road on Roatan's western shore. Half Moon Bay has a sheltered swimming beach, and the reef just offshore is part of the Roatan Marine Park. Dive shops, cafes, small hotels and a few grocery stores are all within walking distance.`,
      `The airport is about 20 minutes away by car, and West Bay is a short water-taxi ride or a 10-minute drive. The village is lively in high season and quieter from September to November. Buyers here are often divers, full-time residents who want to walk to dinner, and investors looking for small vacation rentals.`,
      `Prices vary widely. You can find apartments and small homes in the village from around $200,000, hillside homes with sea views from roughly $350,000 to $900,000, and the occasional commercial building with rooms or a restaurant.`,
    ),
    latitude: 16.3035,
    longitude: -86.5905,
  },
  {
    slug: 'sandy-bay',
    name: 'Sandy Bay',
    summary: 'A quiet north-shore community with a protected reef, local neighborhoods and easy access to the airport.',
    description: paragraphs(
      `Sandy Bay is a long stretch of the north shore between West End and Coxen Hole. The water in front of it is part of the Sandy Bay-West End marine reserve, and the reef wall is a short boat ride out. There is no single town center; instead you find local neighborhoods, small beaches, a few resorts and the Carambola Botanical Gardens.`,
      `The airport and the shops of Coxen Hole are about 10 to 15 minutes away. Many full-time residents choose Sandy Bay for its central location and calmer pace, and for its better value compared with West Bay and West End.`,
      `Hillside lots with sea views often sell from about $60,000 to $200,000. Homes typically range from $250,000 to $700,000, with a handful of waterfront properties above that.`,
    ),
    latitude: 16.3285,
    longitude: -86.563,
  },
  {
    slug: 'coxen-hole',
    name: 'Coxen Hole',
    summary: `The island's administrative and commercial center, home to banks, government offices and the cruise port.`,
    description: paragraphs(
      `Coxen Hole is the seat of the municipality of Roatan and the place where most errands happen: banks, government offices, the public hospital, hardware stores, supermarkets and the island's busiest streets. The cruise ship terminal and the airport are both on this stretch of the south shore.`,
      `The town is not a beach destination, and most foreign buyers do not live here. The main interest is commercial: storefronts, warehouses, office space and mixed-use buildings that serve residents and cruise visitors.`,
      `Commercial buildings typically range from $250,000 to well over $1 million depending on frontage and parking. Residential prices in the hills around town are some of the lowest on the west side of the island.`,
    ),
    latitude: 16.3195,
    longitude: -86.538,
  },
  {
    slug: 'french-harbour',
    name: 'French Harbour',
    summary: 'A working harbor town in the middle of the island, with marinas, supermarkets and hillside homes.',
    description: paragraphs(
      `French Harbour is home to much of Roatan's fishing fleet and to the island's largest supermarkets, hardware stores and boatyards. The harbor is deep and protected, so it is popular with boat owners, and several marinas and waterfront restaurants face the cays offshore.`,
      `The airport is about 15 to 20 minutes west. The central location means you can reach West Bay and the east end in roughly the same time. Buyers here are often full-time residents and families, boaters, and business owners who want to be close to suppliers.`,
      `Hillside homes with harbor views typically range from $250,000 to $700,000. Waterfront lots with dock rights and commercial properties along the main road command higher prices.`,
    ),
    latitude: 16.358,
    longitude: -86.447,
  },
  {
    slug: 'punta-gorda',
    name: 'Punta Gorda',
    summary: `The island's oldest Garifuna community, on a quiet stretch of the north shore with lower land prices.`,
    description: paragraphs(
      `Punta Gorda was founded in 1797 by Garifuna people and is the oldest continuous settlement on Roatan. The community celebrates its founding every April with music, dancing and food. The north-shore reef is close, and the village has small beaches and local restaurants.`,
      `The drive to the airport takes about 40 minutes on the main paved road. French Harbour and Oak Ridge are close for shopping and boats. Buyers here tend to want a quiet life, a large lot, or a small guesthouse away from the busier west end.`,
      `Land is the main product. Lots near the village and on the hills above it often sell for $35,000 to $150,000, and waterfront parcels cost more. Take extra care with title here; some family land has been passed down without registration.`,
    ),
    latitude: 16.402,
    longitude: -86.368,
  },
  {
    slug: 'oak-ridge',
    name: 'Oak Ridge',
    summary: 'A fishing village built on the water, with canals, cays and a working boatyard on the east end.',
    description: paragraphs(
      `Oak Ridge wraps around a deep natural harbor on the south shore of the east end. Many houses stand on stilts over the water, and water taxis cross the harbor all day. The cays offshore, the mangroves and the calm water make it a good base if you own a boat.`,
      `The airport is about 35 to 40 minutes away. The village has a clinic, small stores, a boatyard and a few restaurants, and French Harbour's supermarkets are 20 minutes west. Buyers are often boaters, people who want a waterfront home with a dock, and those looking for a quieter, more traditional island life.`,
      `Waterfront homes with docks typically range from $250,000 to $800,000. Cay properties, reached only by boat, are a niche market with their own costs for power, water and transport.`,
    ),
    latitude: 16.3935,
    longitude: -86.355,
  },
  {
    slug: 'jonesville',
    name: 'Jonesville',
    summary: 'Mangrove canals and sheltered water between French Harbour and Oak Ridge, best suited to boat owners.',
    description: paragraphs(
      `Jonesville is a small community on the south shore, spread along mangrove-lined bights and a tunnel-like canal that boats use to cross to Oak Ridge. The water is sheltered and green rather than turquoise, and the best snorkeling is a short boat ride out to the reef.`,
      `The airport is about 30 minutes away. You come here for quiet water and a private dock, not for a beach. Buyers are often sailors and fishermen, and full-time residents who want privacy at a lower price than the west end.`,
      `Waterfront homes and lots with dock frontage usually cost less than similar properties in French Harbour. Expect homes from around $200,000 to $600,000 and waterfront lots from about $60,000.`,
    ),
    latitude: 16.383,
    longitude: -86.395,
  },
  {
    slug: 'camp-bay',
    name: 'Camp Bay',
    summary: `One of Roatan's longest undeveloped beaches, on the far east end, about an hour from the airport.`,
    description: paragraphs(
      `Camp Bay is near the eastern tip of Roatan. Its long sand beach and shallow lagoon are protected by a reef that runs well offshore, and the hills behind it are green and mostly undeveloped. There are a few homes, a small community and little else.`,
      `The drive to the airport takes about 50 minutes to an hour, and the last stretch of road can be slow in heavy rain. For groceries you usually go to Oak Ridge or French Harbour. Buyers here want space and privacy, and many plan to build a home or a small eco-lodge.`,
      `Beachfront land is the main product, often from $150,000 to over $1 million for larger parcels. Hillside lots with sea views are less. Plan for solar power, cisterns and longer building timelines this far east.`,
    ),
    latitude: 16.438,
    longitude: -86.302,
  },
  {
    slug: 'palmetto-bay',
    name: 'Palmetto Bay',
    summary: 'A quiet north-shore beach community on the east end, with larger lots and a gated plantation.',
    description: paragraphs(
      `Palmetto Bay is a sheltered beach on the north shore of the east end, between Punta Gorda and Camp Bay. Most of the shore is part of a gated development with a private beach, a clubhouse and homes on the hillside behind. The reef is close and the water is calm most of the year.`,
      `The airport is about 45 minutes away, and Oak Ridge is 15 minutes by car for groceries and boat services. Buyers are often retirees and second-home owners who want a low-density neighborhood with rules, security and a beach.`,
      `Hillside lots typically sell from about $60,000 to $200,000, and homes from roughly $350,000 to $1.2 million. Ask for the HOA budget and rules before you buy; most lots share road and water costs.`,
    ),
    latitude: 16.4195,
    longitude: -86.337,
  },
  {
    slug: 'first-bight-parrot-tree',
    name: 'First Bight / Parrot Tree',
    summary: 'A gated marina community with canals, a beach and dock slips, just east of French Harbour.',
    description: paragraphs(
      `First Bight is a protected bay on the south shore just east of French Harbour. Parrot Tree, a gated community with a marina, canals and a sandy beach, takes up much of the shoreline. Many homes and condos have their own dock or a slip in the marina, and you can take a boat straight out to the reef.`,
      `The airport is about 20 minutes away, and French Harbour's supermarkets are a 5-minute drive. Buyers here are usually boat owners, retirees who want security and services, and owners who rent through a managed program.`,
      `Condos typically range from $200,000 to $600,000. Canal-front homes with docks run from about $500,000 to $2 million. Budget for HOA fees, which cover security, roads, the beach and the marina's common areas.`,
    ),
    latitude: 16.369,
    longitude: -86.422,
  },
  {
    slug: 'brick-bay',
    name: 'Brick Bay',
    summary: 'Hillside homes and quiet bays between Coxen Hole and French Harbour, about 10 minutes from the airport.',
    description: paragraphs(
      `Brick Bay is a small bay on the south shore between Coxen Hole and French Harbour. The hills around it have sea views to the south, some small subdivisions and a few waterfront homes with docks. It is mostly residential and quiet.`,
      `The airport is roughly 10 minutes away, and French Harbour is close for groceries and hardware. Buyers are often full-time residents who want a central, convenient location without the crowds of the west end.`,
      `Homes typically range from $250,000 to $650,000, and hillside lots with views from about $50,000 to $150,000. Road access to some hillside lots is steep, so check it before you make an offer.`,
    ),
    latitude: 16.3395,
    longitude: -86.4855,
  },
]
