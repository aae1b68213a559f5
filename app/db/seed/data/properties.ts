// Demo listings (SEED_DEMO). Fictional properties placed in the real areas of ./areas.ts, sold by the agents of
// ./agents.ts. Prices, fees and rental figures are plausible examples, not market data.
import type { DemoProperty } from '../types'

const text = (...paragraphs: string[]) => paragraphs.join('\n\n')

// Land has no rooms, living area or build year.
const land = { bedrooms: 0, bathrooms: 0, livingAreaSqft: null, yearBuilt: null } as const

export const demoProperties: DemoProperty[] = [
  // ─── Houses ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    listingId: 'RR-1001', title: 'Oceanfront 4-Bedroom Villa with Private Dock in West Bay', status: 'active', propertyType: 'house',
    priceUsd: 2_450_000, bedrooms: 4, bathrooms: 4.5, livingAreaSqft: 4200, lotSizeSqft: 21_800, yearBuilt: 2017,
    areaSlug: 'west-bay', address: 'West Bay Road, West Bay, Roatan, Bay Islands', latitude: 16.2788, longitude: -86.5981,
    description: text(
      `This two-story villa sits on 110 feet of its own shoreline at the quiet northern end of West Bay. The reef starts about 40 yards from the dock, and the main beach, restaurants and water taxi are a 10-minute walk along the sand. Every bedroom has its own bathroom and faces the water.`,
      `The house is reinforced concrete with impact-rated windows, a standing-seam metal roof and a 20 kW backup generator. It has rented through a local manager since 2019, averaging about 150 booked nights a year. The sale includes furniture, two kayaks and the dock, which has permits on file.`,
    ),
    features: ['110 ft of private shoreline', 'Private dock with permits', 'Infinity pool', 'Impact-rated windows', '20 kW backup generator', 'Sold furnished', 'Rental history since 2019'],
    agentSlug: 'maria-bodden', featured: true, scenes: ['beach-house', 'sea-view', 'interior', 'village'], daysAgo: 9,
  },
  {
    listingId: 'RR-1002', title: 'Hillside 3-Bedroom Home with Sunset Views above West Bay Beach', status: 'active', propertyType: 'house',
    priceUsd: 895_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2350, lotSizeSqft: 14_500, yearBuilt: 2015,
    areaSlug: 'west-bay', address: 'Lighthouse Hill, West Bay, Roatan, Bay Islands', latitude: 16.2771, longitude: -86.5952,
    description: text(
      `The house stands about 150 feet above sea level on the ridge behind West Bay, so you look west over the reef to the sunset from the pool deck and all three bedrooms. The beach is a 5-minute drive or a steep 15-minute walk down a paved lane.`,
      `It is built of concrete block with a hip roof, tile floors and louvered hardwood doors that let the breeze through. A 12,000-gallon cistern collects rainwater as a backup to the municipal supply. The owners live here part of the year and have not rented it, so it comes without a rental history.`,
    ),
    features: ['Sunset and reef views', 'Saltwater pool', '12,000-gallon cistern', 'Covered parking for two cars', 'Paved road access', 'Tile floors throughout'],
    agentSlug: 'sarah-whitfield', featured: false, scenes: ['hillside-villa', 'sea-view', 'interior'], daysAgo: 47,
  },
  {
    listingId: 'RR-1003', title: 'Two-Bedroom Cottage a Short Walk from Half Moon Bay in West End', status: 'active', propertyType: 'house',
    priceUsd: 345_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1100, lotSizeSqft: 5200, yearBuilt: 2008,
    areaSlug: 'west-end', address: 'Half Moon Bay, West End, Roatan, Bay Islands', latitude: 16.3058, longitude: -86.5893,
    description: text(
      `This island-style cottage is a 4-minute walk from the sand at Half Moon Bay and about 10 minutes on foot from the dive shops and restaurants of West End village. It sits on a level lot with mature mango and almond trees and a small fenced yard.`,
      `The house is raised on concrete piers with a wood frame and a metal roof, which was replaced in 2021. The kitchen and both bathrooms were updated in 2022. It has been a long-term rental at $1,100 a month, and the current tenant's lease ends in March.`,
    ),
    features: ['4-minute walk to the beach', 'Roof replaced 2021', 'Updated kitchen', 'Fenced yard', 'Long-term tenant in place'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['beach-house', 'village', 'interior'], daysAgo: 63,
  },
  {
    listingId: 'RR-1004', title: 'West End Hillside Home with Plunge Pool and Separate Rental Apartment', status: 'active', propertyType: 'house',
    priceUsd: 615_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2050, lotSizeSqft: 10_900, yearBuilt: 2014,
    areaSlug: 'west-end', address: 'Monkey Lala Road, West End, Roatan, Bay Islands', latitude: 16.3022, longitude: -86.5876,
    description: text(
      `The main house has two bedrooms and an open kitchen and living room that open onto a plunge pool with a view over the village to the sea. Below it, a one-bedroom apartment with its own entrance and kitchenette can be rented or used for guests. The village is a 7-minute walk down the hill.`,
      `Construction is reinforced concrete with a metal roof and hurricane shutters on all windows. The apartment has rented on short stays for about $95 a night, earning roughly $14,000 in the last 12 months. A solar water heater and inverter keep the lights and internet on during short outages.`,
    ),
    features: ['Separate 1-bedroom apartment', 'Plunge pool', 'Hurricane shutters', 'Solar water heater', 'Inverter backup', 'Walk to West End village'],
    agentSlug: 'katrin-vogel', featured: true, scenes: ['hillside-villa', 'sea-view', 'interior', 'village'], daysAgo: 14,
  },
  {
    listingId: 'RR-1005', title: 'Sandy Bay Waterfront Home with Dock and Reef Access', status: 'active', propertyType: 'house',
    priceUsd: 785_000, bedrooms: 3, bathrooms: 2.5, livingAreaSqft: 2400, lotSizeSqft: 16_200, yearBuilt: 2011,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Main Road, Sandy Bay, Roatan, Bay Islands', latitude: 16.3302, longitude: -86.5661,
    description: text(
      `This home sits right on the water inside the Sandy Bay-West End marine reserve. From the dock you can snorkel along the reef crest, and the wall drops off about 200 yards out. The airport and Coxen Hole are 12 minutes away by car.`,
      `The house is concrete and block with mahogany doors and trim, a wraparound veranda and a metal roof. The 80-foot dock was rebuilt in 2020. Power comes from the grid with a 12 kW propane generator, and water from a well and a 10,000-gallon cistern.`,
    ),
    features: ['Waterfront inside the marine reserve', '80 ft dock rebuilt 2020', 'Wraparound veranda', '12 kW propane generator', 'Well and cistern', 'Mahogany doors and trim'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['beach-house', 'sea-view', 'interior'], daysAgo: 121,
  },
  {
    listingId: 'RR-1006', title: 'Island-Style 2-Bedroom Home on a Quiet Sandy Bay Hillside', status: 'active', propertyType: 'house',
    priceUsd: 289_000, bedrooms: 2, bathrooms: 1.5, livingAreaSqft: 1250, lotSizeSqft: 8700, yearBuilt: 2012,
    areaSlug: 'sandy-bay', address: 'Lawson Rock Road, Sandy Bay, Roatan, Bay Islands', latitude: 16.3268, longitude: -86.5607,
    description: text(
      `A practical full-time home on a hillside above Lawson Rock, with a partial sea view from the covered porch. It is a 5-minute drive to the beach and about 12 minutes to the supermarkets in Coxen Hole. The neighbors are mostly island families and a few retirees.`,
      `The lower floor is concrete block and the upper floor is wood frame under a metal roof. There is room on the lot for a garden or a small pool. Water is municipal with a 2,500-gallon storage tank, and fiber internet is available on the road.`,
    ),
    features: ['Partial sea view', 'Covered porch', 'Fiber internet on the road', 'Room for a pool', 'Municipal water with storage tank'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['hillside-villa', 'village', 'interior'], daysAgo: 88,
  },
  {
    listingId: 'RR-1007', title: 'Four-Bedroom Family Home with Garden near Carambola Gardens', status: 'under_contract', propertyType: 'house',
    priceUsd: 465_000, bedrooms: 4, bathrooms: 3, livingAreaSqft: 2600, lotSizeSqft: 17_400, yearBuilt: 2009,
    areaSlug: 'sandy-bay', address: 'Carambola Road, Sandy Bay, Roatan, Bay Islands', latitude: 16.3291, longitude: -86.5598,
    description: text(
      `This roomy house sits on a level, fenced lot with fruit trees and a lawn, a few minutes' walk from the Carambola Botanical Gardens trail. Sandy Bay's beaches are a 3-minute drive, and the bilingual schools on the west side of the island are 10 to 15 minutes away.`,
      `It is built of concrete block with a tile roof and a two-car carport. The current owners added a fourth bedroom and a laundry room in 2018. The property is under contract, and we are accepting backup offers.`,
    ),
    features: ['Four bedrooms', 'Fenced level lot', 'Fruit trees', 'Two-car carport', 'Laundry room', 'Near bilingual schools'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['hillside-villa', 'interior', 'village'], daysAgo: 156,
  },
  {
    listingId: 'RR-1008', title: 'Three-Bedroom Home with French Harbour Harbor Views', status: 'active', propertyType: 'house',
    priceUsd: 398_000, bedrooms: 3, bathrooms: 2, livingAreaSqft: 1800, lotSizeSqft: 9800, yearBuilt: 2016,
    areaSlug: 'french-harbour', address: 'French Harbour Hill, French Harbour, Roatan, Bay Islands', latitude: 16.3604, longitude: -86.4492,
    description: text(
      `From the deck you look down over the fishing fleet, the harbor and French Cay. The supermarkets, banks and hardware stores of French Harbour are a 4-minute drive, and the airport is about 18 minutes west.`,
      `The house is reinforced concrete with a metal roof, ceramic floors and air conditioning in the bedrooms. A covered deck runs the length of the house. It has been the owners' full-time home since it was built, and the appliances were replaced in 2023.`,
    ),
    features: ['Harbor and cay views', 'Covered deck', 'Air-conditioned bedrooms', 'Appliances replaced 2023', 'Close to supermarkets and banks'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['hillside-villa', 'sea-view', 'interior'], daysAgo: 35,
  },
  {
    listingId: 'RR-1009', title: 'Five-Bedroom Waterfront Compound with Boathouse in French Harbour', status: 'active', propertyType: 'house',
    priceUsd: 1_650_000, bedrooms: 5, bathrooms: 5, livingAreaSqft: 4800, lotSizeSqft: 32_600, yearBuilt: 2006,
    areaSlug: 'french-harbour', address: 'Old French Harbour Road, French Harbour, Roatan, Bay Islands', latitude: 16.3566, longitude: -86.4433,
    description: text(
      `This compound has a four-bedroom main house and a one-bedroom guest cottage on three-quarters of an acre with 160 feet of deep-water frontage. The covered boathouse takes a boat up to 36 feet, and the reef channel is a 5-minute run from the dock.`,
      `The main house was built in 2006 and fully renovated in 2021, with new wiring, impact windows and a 30 kW diesel generator. The grounds are walled and gated, with a caretaker's room. It suits a family that wants space, privacy and a serious boat close to town.`,
    ),
    features: ['160 ft deep-water frontage', 'Covered boathouse', 'Guest cottage', 'Renovated 2021', '30 kW generator', 'Walled and gated', "Caretaker's room"],
    agentSlug: 'luis-mejia', featured: true, scenes: ['beach-house', 'sea-view', 'interior', 'village'], daysAgo: 22,
  },
  {
    listingId: 'RR-1010', title: 'Modern 3-Bedroom Brick Bay Home with Pool and South Views', status: 'active', propertyType: 'house',
    priceUsd: 529_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2100, lotSizeSqft: 11_300, yearBuilt: 2021,
    areaSlug: 'brick-bay', address: 'Brick Bay Hills, Brick Bay, Roatan, Bay Islands', latitude: 16.3416, longitude: -86.4869,
    description: text(
      `A clean, modern house on the hill above Brick Bay with views south over the water toward the mainland mountains on clear days. The airport is about 10 minutes away, and French Harbour is 8 minutes east.`,
      `Built in 2021 of reinforced concrete with a flat roof deck, it has impact-rated glass, split air conditioning in every room and a 9 kW solar array with batteries. Monthly power bills have averaged under $120. The pool is 10 by 24 feet with a sun shelf.`,
    ),
    features: ['Built 2021', '9 kW solar with batteries', 'Impact-rated glass', 'Roof deck', 'Pool with sun shelf', '10 minutes to the airport'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['hillside-villa', 'interior', 'sea-view'], daysAgo: 73,
  },
  {
    listingId: 'RR-1011', title: 'Two-Bedroom Waterfront Home with Dock on Brick Bay', status: 'sold', propertyType: 'house',
    priceUsd: 475_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1450, lotSizeSqft: 9100, yearBuilt: 2010,
    areaSlug: 'brick-bay', address: 'Brick Bay Waterfront, Brick Bay, Roatan, Bay Islands', latitude: 16.3388, longitude: -86.4842,
    description: text(
      `This waterfront home faces the sheltered water of Brick Bay, with a 60-foot dock and a boat lift. The reef is a short ride out through the channel, and the airport is 10 minutes by car.`,
      `The house is concrete block with a hip roof and a large screened porch over the water. It sold in 60 days to Canadian buyers who plan to live here in winter. We have similar waterfront homes on the south shore; ask us for the current list.`,
    ),
    features: ['60 ft dock with boat lift', 'Screened porch over the water', 'Sheltered bay', '10 minutes to the airport'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['beach-house', 'sea-view', 'interior'], daysAgo: 310,
  },
  {
    listingId: 'RR-1012', title: 'Canal-Front 4-Bedroom Home with 50-Foot Dock at Parrot Tree', status: 'active', propertyType: 'house',
    priceUsd: 1_190_000, bedrooms: 4, bathrooms: 4, livingAreaSqft: 3300, lotSizeSqft: 12_900, yearBuilt: 2013,
    areaSlug: 'first-bight-parrot-tree', address: 'Parrot Tree Plantation, First Bight, Roatan, Bay Islands', latitude: 16.3701, longitude: -86.4206,
    description: text(
      `The house backs onto one of Parrot Tree's deep canals, with a 50-foot private dock and a direct run out of First Bight to the reef. The community beach and marina are a 3-minute walk, and French Harbour is a 5-minute drive.`,
      `It is two stories of reinforced concrete with a pool, an outdoor kitchen and a generator. Community fees are about $650 a month and cover 24-hour gated security, roads, the beach and common landscaping. The home has been rented through the community's program for about 90 nights a year.`,
    ),
    features: ['50 ft private dock', 'Direct reef access by boat', 'Pool and outdoor kitchen', 'Gated community with 24-hour security', 'Community fees about $650 a month', 'Rental program history'],
    agentSlug: 'claire-tremblay', featured: true, scenes: ['beach-house', 'sea-view', 'interior', 'village'], daysAgo: 5,
  },
  {
    listingId: 'RR-1013', title: 'Three-Bedroom Marina-View Home in First Bight', status: 'under_contract', propertyType: 'house',
    priceUsd: 565_000, bedrooms: 3, bathrooms: 2.5, livingAreaSqft: 1900, lotSizeSqft: 7400, yearBuilt: 2018,
    areaSlug: 'first-bight-parrot-tree', address: 'Marina Drive, First Bight, Roatan, Bay Islands', latitude: 16.3685, longitude: -86.4231,
    description: text(
      `This two-story home looks over the Parrot Tree marina from its upper balcony. A marina slip can be leased separately, and the beach and community pool are a short walk away. French Harbour's shops are 5 minutes by car.`,
      `Built in 2018 of concrete block with a metal roof, it has air conditioning throughout and a screened lower patio. The home is under contract with closing expected within 60 days.`,
    ),
    features: ['Marina views', 'Upper balcony', 'Walk to beach and pool', 'Air conditioning throughout', 'Screened patio'],
    agentSlug: 'sarah-whitfield', featured: false, scenes: ['hillside-villa', 'sea-view', 'interior'], daysAgo: 98,
  },
  {
    listingId: 'RR-1014', title: 'Over-the-Water 3-Bedroom House with Dock in Jonesville', status: 'active', propertyType: 'house',
    priceUsd: 325_000, bedrooms: 3, bathrooms: 2, livingAreaSqft: 1600, lotSizeSqft: 6800, yearBuilt: 2004,
    areaSlug: 'jonesville', address: 'Jonesville Bight, Jonesville, Roatan, Bay Islands', latitude: 16.3842, longitude: -86.3967,
    description: text(
      `Built partly over the water of Jonesville Bight, this house has a wide deck, a 40-foot dock and a small boathouse. The water is calm and mangrove-lined, and the reef is about 10 minutes out by boat. Oak Ridge is a 10-minute boat ride through the mangrove canal.`,
      `The house stands on concrete pilings with a treated pine frame and a metal roof. Some deck boards and railings need replacing, and we have a builder's estimate of about $12,000. The lot includes a parking area and a small garden on the road side.`,
    ),
    features: ['Over-the-water deck', '40 ft dock and boathouse', 'Calm, sheltered water', 'Boat access to Oak Ridge', "Builder's estimate for deck repairs"],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['beach-house', 'sea-view', 'village'], daysAgo: 140,
  },
  {
    listingId: 'RR-1015', title: 'Two-Bedroom Canal Home with Boat Slip near Jonesville Point', status: 'active', propertyType: 'house',
    priceUsd: 219_000, bedrooms: 2, bathrooms: 1, livingAreaSqft: 950, lotSizeSqft: 5600, yearBuilt: 2007,
    areaSlug: 'jonesville', address: 'Jonesville Point, Jonesville, Roatan, Bay Islands', latitude: 16.3818, longitude: -86.3931,
    description: text(
      `A simple, well-kept canal home with its own boat slip, close to Jonesville Point. It suits someone who wants to keep a boat at the door and live quietly. French Harbour is a 15-minute drive and Oak Ridge is 10 minutes.`,
      `The house is wood frame on a concrete slab with a metal roof. It has a new 5,000-gallon cistern and an on-demand propane water heater. It is sold furnished, including a 17-foot skiff with a 60 hp outboard.`,
    ),
    features: ['Private boat slip', 'New 5,000-gallon cistern', 'Sold furnished', '17 ft skiff included', 'Quiet canal setting'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['beach-house', 'village', 'interior'], daysAgo: 201,
  },
  {
    listingId: 'RR-1016', title: 'Oak Ridge Waterfront Home with Boat Lift and Cay Views', status: 'active', propertyType: 'house',
    priceUsd: 459_000, bedrooms: 3, bathrooms: 2, livingAreaSqft: 1750, lotSizeSqft: 10_400, yearBuilt: 2012,
    areaSlug: 'oak-ridge', address: 'Oak Ridge Harbour, Oak Ridge, Roatan, Bay Islands', latitude: 16.3921, longitude: -86.3528,
    description: text(
      `This home faces the cays across Oak Ridge harbor, with a 10,000-pound boat lift on a concrete dock. Water taxis to the village, the clinic and the boatyard pass the dock, and the reef is about 5 minutes out through the cut.`,
      `The ground floor is concrete and the upper floor is hardwood framing with a metal roof. The house has grid power with a 10 kW generator, city water and a rain cistern. The current owner has run a small fishing charter from the dock.`,
    ),
    features: ['10,000 lb boat lift', 'Concrete dock', 'Views of the cays', '10 kW generator', 'Water-taxi access to the village'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['beach-house', 'sea-view', 'village', 'interior'], daysAgo: 58,
  },
  {
    listingId: 'RR-1017', title: 'Two-Bedroom Harbor Cottage in Oak Ridge Village', status: 'active', propertyType: 'house',
    priceUsd: 195_000, bedrooms: 2, bathrooms: 1, livingAreaSqft: 900, lotSizeSqft: 4300, yearBuilt: 2001,
    areaSlug: 'oak-ridge', address: 'Oak Ridge Village, Oak Ridge, Roatan, Bay Islands', latitude: 16.3947, longitude: -86.3566,
    description: text(
      `A small painted cottage in the heart of Oak Ridge, a short walk from the water taxis, the bakery and the clinic. From the front porch you can see across the harbor. It is one of the most affordable ways to own a home on the east end.`,
      `The cottage is wood frame on concrete piers with a metal roof replaced in 2019. The bathroom and kitchen are dated and could use updating. Title is registered, and the sale includes a shared-use dock in front.`,
    ),
    features: ['Walk to water taxis and shops', 'Harbor view from the porch', 'Roof replaced 2019', 'Registered title', 'Shared dock'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['beach-house', 'village', 'interior'], daysAgo: 264,
  },
  {
    listingId: 'RR-1018', title: 'Three-Bedroom Beach-View Home in Gated Palmetto Bay Community', status: 'active', propertyType: 'house',
    priceUsd: 689_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2250, lotSizeSqft: 15_700, yearBuilt: 2019,
    areaSlug: 'palmetto-bay', address: 'Palmetto Bay Plantation, Palmetto Bay, Roatan, Bay Islands', latitude: 16.4184, longitude: -86.3358,
    description: text(
      `The house sits a short way up the hill from the Palmetto Bay beach, with views over the lagoon and the reef from the main living area and the pool terrace. The community has a private beach, a clubhouse and gated entry. Oak Ridge is 15 minutes away, and the airport about 45.`,
      `Built in 2019 of reinforced concrete, it has hurricane shutters, a 15,000-gallon cistern, and a solar array that covers most daytime use. Community fees are about $280 a month. The owners have rented it in winter through their own website at around 85% occupancy from December to April.`,
    ),
    features: ['Beach and reef views', 'Gated community with private beach', 'Pool terrace', 'Solar array', '15,000-gallon cistern', 'Winter rental history', 'Community fees about $280 a month'],
    agentSlug: 'claire-tremblay', featured: true, scenes: ['hillside-villa', 'sea-view', 'interior', 'village'], daysAgo: 18,
  },
  {
    listingId: 'RR-1019', title: 'Four-Bedroom Palmetto Bay Hillside Home with Infinity Pool', status: 'off_market', propertyType: 'house',
    priceUsd: 945_000, bedrooms: 4, bathrooms: 4, livingAreaSqft: 3100, lotSizeSqft: 26_100, yearBuilt: 2016,
    areaSlug: 'palmetto-bay', address: 'Ridge Road, Palmetto Bay, Roatan, Bay Islands', latitude: 16.4171, longitude: -86.3384,
    description: text(
      `A large hillside home on six-tenths of an acre with an infinity pool that looks north over the reef. There are four en-suite bedrooms, an office and a two-car garage. The community beach is a 4-minute drive down the hill.`,
      `The house is concrete throughout with a standing-seam roof and impact windows. The owners have taken it off the market for the season and may relist in the new year; contact Kevin if you would like to be told when it returns.`,
    ),
    features: ['Infinity pool', 'Four en-suite bedrooms', 'Home office', 'Two-car garage', 'Impact windows'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['hillside-villa', 'sea-view', 'interior'], daysAgo: 233,
  },
  {
    listingId: 'RR-1020', title: 'Off-Grid Beachfront 3-Bedroom Home on Camp Bay', status: 'active', propertyType: 'house',
    priceUsd: 1_150_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2300, lotSizeSqft: 43_500, yearBuilt: 2020,
    areaSlug: 'camp-bay', address: 'Camp Bay Beach, Camp Bay, Roatan, Bay Islands', latitude: 16.4372, longitude: -86.3008,
    description: text(
      `This home sits on an acre with 150 feet of frontage on Camp Bay's long, quiet beach. The lagoon in front is shallow and calm, and the reef breaks well offshore. It is about an hour to the airport and 25 minutes to Oak Ridge for groceries.`,
      `The house runs fully off-grid on a 14 kW solar array with lithium batteries and a backup generator. Water comes from a 20,000-gallon rain cistern and a filtered well. It is reinforced concrete with a metal roof and was built by a contractor with several homes on the east end.`,
    ),
    features: ['150 ft of beach frontage', 'One-acre lot', '14 kW solar with lithium batteries', '20,000-gallon cistern', 'Filtered well', 'Quiet, low-density beach'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['beach-house', 'sea-view', 'interior', 'village'], daysAgo: 41,
  },
  {
    listingId: 'RR-1021', title: 'Two-Bedroom Beach House near the Punta Gorda Waterfront', status: 'active', propertyType: 'house',
    priceUsd: 265_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1200, lotSizeSqft: 7900, yearBuilt: 2015,
    areaSlug: 'punta-gorda', address: 'Punta Gorda Main Road, Punta Gorda, Roatan, Bay Islands', latitude: 16.4031, longitude: -86.3662,
    description: text(
      `A breezy beach house two lots back from the water at the east end of Punta Gorda, with a path to a small sandy beach. You can walk to the village's restaurants and hear the drums during the April founding celebrations. Oak Ridge is 10 minutes by car.`,
      `The house is concrete block on the ground floor with a wood upper story and a wide veranda. Title is registered in dominio pleno (full ownership), and the survey was updated in 2023. It rents to long-term tenants for about $900 a month.`,
    ),
    features: ['Path to the beach', 'Wide veranda', 'Registered full title', 'Survey updated 2023', 'Walk to the village'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['beach-house', 'village', 'interior'], daysAgo: 109,
  },
  {
    listingId: 'RR-1022', title: 'Six-Bedroom Beachfront Estate on the Reef at West Bay', status: 'active', propertyType: 'house',
    priceUsd: 3_450_000, bedrooms: 6, bathrooms: 6.5, livingAreaSqft: 6900, lotSizeSqft: 30_500, yearBuilt: 2018,
    areaSlug: 'west-bay', address: 'Tabyana Beach, West Bay, Roatan, Bay Islands', latitude: 16.2741, longitude: -86.5979,
    description: text(
      `The largest private home currently for sale on West Bay beach: six bedrooms in a main house and two guest suites, on 140 feet of sand with the reef in front. West Bay's restaurants are a 10-minute walk along the beach.`,
      `It was built in 2018 with reinforced concrete, impact glass, a 40 kW generator and a water treatment plant. Staff quarters, a gym and a media room are on the lower level. It has rented as a whole-house vacation rental at $2,200 to $3,500 a night, and the booking calendar can transfer with the sale.`,
    ),
    features: ['140 ft of beachfront', 'Two guest suites', '40 kW generator', 'Water treatment plant', 'Staff quarters', 'Gym and media room', 'Transferable booking calendar'],
    agentSlug: 'maria-bodden', featured: true, scenes: ['beach-house', 'sea-view', 'interior', 'village'], daysAgo: 27,
  },
  {
    listingId: 'RR-1023', title: 'Two-Home Property with Pool Above West End Village', status: 'sold', propertyType: 'house',
    priceUsd: 729_000, bedrooms: 4, bathrooms: 4, livingAreaSqft: 2700, lotSizeSqft: 13_600, yearBuilt: 2012,
    areaSlug: 'west-end', address: 'Keifitos Road, West End, Roatan, Bay Islands', latitude: 16.3011, longitude: -86.5889,
    description: text(
      `Two separate two-bedroom houses shared a pool and garden on this hillside lot above West End. The owners lived in one and rented the other, which brought in about $28,000 a year.`,
      `The buyers closed in 75 days with a Honduran attorney and escrow. If you want a similar setup, live in one home and rent the other, ask Katrin or Maria for current options in West End and Sandy Bay.`,
    ),
    features: ['Two separate homes', 'Shared pool', 'Rental income history', 'Hillside sea views'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['hillside-villa', 'interior', 'village'], daysAgo: 377,
  },
  {
    listingId: 'RR-1024', title: 'Sandy Bay 3-Bedroom Fixer-Upper with Large Lot', status: 'draft', propertyType: 'house',
    priceUsd: 239_000, bedrooms: 3, bathrooms: 2, livingAreaSqft: 1500, lotSizeSqft: 19_800, yearBuilt: 1998,
    areaSlug: 'sandy-bay', address: 'Spring Garden Road, Sandy Bay, Roatan, Bay Islands', latitude: 16.3262, longitude: -86.5644,
    description: text(
      `A solid concrete house on almost half an acre that needs a new kitchen, new bathrooms and electrical work. The lot is mostly level with room for a second house or a pool.`,
      `Listing in preparation: photos, survey and inspection report are being collected. Price and details may change before publication.`,
    ),
    features: ['Nearly half an acre', 'Concrete construction', 'Room to build a second house', 'Needs renovation'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['hillside-villa', 'interior', 'village'], daysAgo: 2,
  },

  // ─── Condos ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    listingId: 'RR-1025', title: 'Beachfront 2-Bedroom Condo in a West Bay Resort', status: 'active', propertyType: 'condo',
    priceUsd: 549_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1250, lotSizeSqft: null, yearBuilt: 2012,
    areaSlug: 'west-bay', address: 'West Bay Beach, West Bay, Roatan, Bay Islands', latitude: 16.2756, longitude: -86.5986,
    description: text(
      `A second-floor unit in a beachfront resort building, with a balcony facing the reef and the sand 30 steps from the door. The resort has two pools, a restaurant, a dive shop and 24-hour security.`,
      `The HOA fee is about $720 a month and includes building insurance, water, security and common-area maintenance. The unit is in the resort's rental program, which keeps about 40% of rental revenue; net income to the owner was about $31,000 last year.`,
    ),
    features: ['Direct beachfront', 'Reef-facing balcony', 'Two pools', 'Resort rental program', 'HOA about $720 a month', '24-hour security'],
    agentSlug: 'sarah-whitfield', featured: true, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 11,
  },
  {
    listingId: 'RR-1026', title: 'One-Bedroom Garden-View Condo a Minute from West Bay Beach', status: 'active', propertyType: 'condo',
    priceUsd: 219_000, bedrooms: 1, bathrooms: 1, livingAreaSqft: 680, lotSizeSqft: null, yearBuilt: 2016,
    areaSlug: 'west-bay', address: 'West Bay Road, West Bay, Roatan, Bay Islands', latitude: 16.2766, longitude: -86.5969,
    description: text(
      `A ground-floor unit looking onto the complex's tropical garden and pool, about a one-minute walk to the beach. It is a simple, low-maintenance choice if you want to be in West Bay for part of the year and rent the rest.`,
      `HOA fees are $340 a month, including water, building insurance and pool care. Electricity is metered separately and averages about $90 a month when occupied. The unit is sold furnished and can be rented through the on-site manager or your own.`,
    ),
    features: ['One-minute walk to the beach', 'Pool and garden view', 'HOA $340 a month', 'Sold furnished', 'On-site rental manager'],
    agentSlug: 'sarah-whitfield', featured: false, scenes: ['condo', 'interior', 'village'], daysAgo: 54,
  },
  {
    listingId: 'RR-1027', title: 'Three-Bedroom Penthouse with Rooftop Terrace in West Bay', status: 'active', propertyType: 'condo',
    priceUsd: 849_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 2150, lotSizeSqft: null, yearBuilt: 2020,
    areaSlug: 'west-bay', address: 'West Bay Beach, West Bay, Roatan, Bay Islands', latitude: 16.2749, longitude: -86.5975,
    description: text(
      `The top-floor unit of a small beachfront building, with a private rooftop terrace, hot tub and 270-degree views from the reef to the hills. There are only 12 units in the building, and it has an elevator and two assigned parking spaces.`,
      `Built in 2020 with reinforced concrete and impact glass, the building carries full insurance through the HOA, which costs about $950 a month. The penthouse has rented at $450 to $650 a night in high season and is also used by the owners for about two months a year.`,
    ),
    features: ['Private rooftop terrace with hot tub', '270-degree views', 'Elevator', 'Two parking spaces', 'Built 2020', 'HOA about $950 a month'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 33,
  },
  {
    listingId: 'RR-1028', title: 'Compact 1-Bedroom West Bay Condo for Rental Investors', status: 'active', propertyType: 'condo',
    priceUsd: 159_000, bedrooms: 1, bathrooms: 1, livingAreaSqft: 540, lotSizeSqft: null, yearBuilt: 2010,
    areaSlug: 'west-bay', address: 'West Bay Road, West Bay, Roatan, Bay Islands', latitude: 16.2779, longitude: -86.5957,
    description: text(
      `One of the lowest-priced ways to own in West Bay: a compact one-bedroom in a quiet complex across the road from the beach, a 3-minute walk to the sand. It has a kitchenette, a queen bed and a small terrace.`,
      `HOA fees are $250 a month. The unit averaged 62% occupancy over the past two years at about $115 a night, managed by a local company for 25% of revenue. Statements are available once you sign a confidentiality agreement.`,
    ),
    features: ['3-minute walk to the beach', 'Rental history available', 'HOA $250 a month', 'Managed for 25% of revenue', 'Kitchenette'],
    agentSlug: 'sarah-whitfield', featured: false, scenes: ['condo', 'interior', 'village'], daysAgo: 77,
  },
  {
    listingId: 'RR-1029', title: 'Two-Bedroom Hillside Condo with Beach Shuttle in West Bay', status: 'under_contract', propertyType: 'condo',
    priceUsd: 319_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1050, lotSizeSqft: null, yearBuilt: 2017,
    areaSlug: 'west-bay', address: 'West Bay Hills, West Bay, Roatan, Bay Islands', latitude: 16.2794, longitude: -86.5949,
    description: text(
      `This condo sits in a hillside complex above West Bay with a shuttle to the beach club every 30 minutes. The balcony looks west over the water, and the complex has a pool, gym and covered parking.`,
      `HOA fees are $410 a month including the shuttle and beach club access. The unit is under contract; if it falls through, Maria will contact everyone who asked for a backup showing.`,
    ),
    features: ['Sunset balcony', 'Beach club shuttle', 'Pool and gym', 'Covered parking', 'HOA $410 a month'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 128,
  },
  {
    listingId: 'RR-1030', title: 'Two-Bedroom Condo Steps from the Dive Shops of West End', status: 'active', propertyType: 'condo',
    priceUsd: 285_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 980, lotSizeSqft: null, yearBuilt: 2013,
    areaSlug: 'west-end', address: 'West End Road, West End, Roatan, Bay Islands', latitude: 16.3013, longitude: -86.5911,
    description: text(
      `A second-floor condo one street back from the water in the middle of West End village. You can walk to a dozen restaurants, three dive shops and the water taxi to West Bay. A shared pool sits in the courtyard.`,
      `There are eight units in the building and HOA fees are $300 a month, including water and building insurance. The owner has rented it monthly to dive instructors and long-stay visitors at around $1,400 a month.`,
    ),
    features: ['Walk to dive shops and restaurants', 'Shared courtyard pool', 'Eight-unit building', 'HOA $300 a month', 'Monthly rental history'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['condo', 'village', 'interior'], daysAgo: 66,
  },
  {
    listingId: 'RR-1031', title: 'One-Bedroom Condo Overlooking Half Moon Bay', status: 'sold', propertyType: 'condo',
    priceUsd: 189_000, bedrooms: 1, bathrooms: 1, livingAreaSqft: 610, lotSizeSqft: null, yearBuilt: 2009,
    areaSlug: 'west-end', address: 'Half Moon Bay, West End, Roatan, Bay Islands', latitude: 16.3049, longitude: -86.5899,
    description: text(
      `A small top-floor condo with a balcony looking over the swimming beach at Half Moon Bay. It sold after three weeks on the market to a buyer from Minnesota who plans to spend winters here.`,
      `One-bedroom units in West End rarely stay on the market long. If you are looking for something similar, tell Katrin your budget and she will send new listings as they come up.`,
    ),
    features: ['View of Half Moon Bay', 'Top floor', 'Walk to the beach', 'Sold in three weeks'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 289,
  },
  {
    listingId: 'RR-1032', title: 'Oceanfront 3-Bedroom Condo with Private Dock in West End', status: 'active', propertyType: 'condo',
    priceUsd: 625_000, bedrooms: 3, bathrooms: 3, livingAreaSqft: 1700, lotSizeSqft: null, yearBuilt: 2015,
    areaSlug: 'west-end', address: 'West End Point, West End, Roatan, Bay Islands', latitude: 16.3069, longitude: -86.5885,
    description: text(
      `A ground-floor oceanfront unit at the north end of West End, with a terrace a few steps from a shared dock and ladder into the marine park. The reef is directly in front, and the village is a 6-minute walk along the sand road.`,
      `The building has six units and HOA fees of about $520 a month, covering insurance, water, the dock and landscaping. The unit grossed about $52,000 in short-term rentals last year through a local manager, before management fees and taxes.`,
    ),
    features: ['Oceanfront terrace', 'Shared dock and swim ladder', 'Snorkel from the dock', 'Six-unit building', 'HOA about $520 a month', 'Strong rental income'],
    agentSlug: 'sarah-whitfield', featured: true, scenes: ['condo', 'sea-view', 'interior', 'village'], daysAgo: 16,
  },
  {
    listingId: 'RR-1033', title: 'Beachfront 2-Bedroom Condo on the Sandy Bay Shore', status: 'active', propertyType: 'condo',
    priceUsd: 375_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1150, lotSizeSqft: null, yearBuilt: 2014,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Beach, Sandy Bay, Roatan, Bay Islands', latitude: 16.3296, longitude: -86.5642,
    description: text(
      `A corner unit in a small beachfront complex on Sandy Bay, with a wraparound balcony and a quiet stretch of beach in front. The marine reserve's reef is a short swim out, and the airport is 12 minutes away.`,
      `HOA fees are $480 a month, including building insurance, water, pool, security and a shared generator. The owners have used it as a winter home and have not rented it, so it is in very good condition.`,
    ),
    features: ['Beachfront corner unit', 'Wraparound balcony', 'Shared generator', 'HOA $480 a month', 'Lightly used'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 84,
  },
  {
    listingId: 'RR-1034', title: 'Sandy Bay 1-Bedroom Hillside Condo with Partial Sea View', status: 'active', propertyType: 'condo',
    priceUsd: 145_000, bedrooms: 1, bathrooms: 1, livingAreaSqft: 590, lotSizeSqft: null, yearBuilt: 2011,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Hill, Sandy Bay, Roatan, Bay Islands', latitude: 16.3271, longitude: -86.5619,
    description: text(
      `An affordable starter condo in a 10-unit hillside building, with a partial sea view from the balcony. The beach is a 5-minute drive, and the supermarkets in Coxen Hole are 10 minutes away.`,
      `HOA fees are $190 a month, which covers water, the shared pool and building insurance. The unit has a long-term tenant paying $650 a month whose lease can be assumed or ended with 60 days' notice.`,
    ),
    features: ['Partial sea view', 'Shared pool', 'HOA $190 a month', 'Tenant in place', 'Close to the airport'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['condo', 'sea-view', 'village'], daysAgo: 192,
  },
  {
    listingId: 'RR-1035', title: 'Two-Bedroom Marina Condo at Parrot Tree Plantation', status: 'active', propertyType: 'condo',
    priceUsd: 339_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1180, lotSizeSqft: null, yearBuilt: 2010,
    areaSlug: 'first-bight-parrot-tree', address: 'Parrot Tree Marina, First Bight, Roatan, Bay Islands', latitude: 16.3694, longitude: -86.4214,
    description: text(
      `A second-floor condo facing the Parrot Tree marina, with a balcony over the boats and a short walk to the community beach. The building has an elevator, a pool and covered parking.`,
      `HOA fees are $560 a month and include 24-hour gated security, building insurance, water, the pool and beach upkeep. Marina slips are leased separately through the marina office. The unit has rented about 120 nights a year through the community's rental desk.`,
    ),
    features: ['Marina views', 'Walk to the community beach', 'Elevator', 'Gated 24-hour security', 'HOA $560 a month', 'Rental desk on site'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 49,
  },
  {
    listingId: 'RR-1036', title: 'Beachfront 3-Bedroom Condo with Boat Slip in First Bight', status: 'active', propertyType: 'condo',
    priceUsd: 495_000, bedrooms: 3, bathrooms: 2.5, livingAreaSqft: 1600, lotSizeSqft: null, yearBuilt: 2015,
    areaSlug: 'first-bight-parrot-tree', address: 'Parrot Tree Beach, First Bight, Roatan, Bay Islands', latitude: 16.3679, longitude: -86.4198,
    description: text(
      `This ground-floor condo opens onto the Parrot Tree beach, and the sale includes a deeded 35-foot boat slip in the marina. Snorkeling trips, the reef and the cays are a short boat ride out of First Bight.`,
      `HOA fees are about $690 a month, covering insurance, security, water and the beach. The unit was updated in 2022 with a new kitchen and split air conditioning. French Harbour is a 5-minute drive and the airport about 20 minutes.`,
    ),
    features: ['Direct beach access', 'Deeded 35 ft boat slip', 'Kitchen updated 2022', 'Gated community', 'HOA about $690 a month'],
    agentSlug: 'sarah-whitfield', featured: true, scenes: ['condo', 'sea-view', 'interior', 'village'], daysAgo: 7,
  },
  {
    listingId: 'RR-1037', title: 'One-Bedroom Canal-View Condo in First Bight', status: 'off_market', propertyType: 'condo',
    priceUsd: 199_000, bedrooms: 1, bathrooms: 1, livingAreaSqft: 700, lotSizeSqft: null, yearBuilt: 2012,
    areaSlug: 'first-bight-parrot-tree', address: 'Canal Road, First Bight, Roatan, Bay Islands', latitude: 16.3708, longitude: -86.4224,
    description: text(
      `A one-bedroom condo looking over a quiet canal inside the gated community, a 5-minute walk from the beach and marina. HOA fees are about $330 a month.`,
      `The owners have paused the sale while a family member uses the unit this season. Claire can tell you when it is likely to return to the market.`,
    ),
    features: ['Canal view', 'Gated community', 'Walk to beach and marina', 'HOA about $330 a month'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['condo', 'interior', 'sea-view'], daysAgo: 246,
  },
  {
    listingId: 'RR-1038', title: 'Two-Bedroom Harbor-View Condo near French Harbour Town', status: 'active', propertyType: 'condo',
    priceUsd: 229_000, bedrooms: 2, bathrooms: 1.5, livingAreaSqft: 920, lotSizeSqft: null, yearBuilt: 2014,
    areaSlug: 'french-harbour', address: 'Main Road, French Harbour, Roatan, Bay Islands', latitude: 16.3592, longitude: -86.4481,
    description: text(
      `A practical condo in a small hillside complex with views over French Harbour and the cays. You can drive to the supermarkets, banks and pharmacies in 3 minutes, which makes it a good fit if you plan to live here full time.`,
      `HOA fees are $210 a month, including water, gated parking and building insurance. The unit has split air conditioning in both bedrooms and a covered balcony. Long-term rentals in this building run about $850 to $1,000 a month.`,
    ),
    features: ['Harbor and cay views', 'Gated parking', 'HOA $210 a month', '3 minutes to supermarkets', 'Covered balcony'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['condo', 'sea-view', 'village'], daysAgo: 102,
  },
  {
    listingId: 'RR-1039', title: 'Waterfront 3-Bedroom Condo with Shared Dock in French Harbour', status: 'under_contract', propertyType: 'condo',
    priceUsd: 415_000, bedrooms: 3, bathrooms: 2, livingAreaSqft: 1450, lotSizeSqft: null, yearBuilt: 2008,
    areaSlug: 'french-harbour', address: 'Harbour Road, French Harbour, Roatan, Bay Islands', latitude: 16.3571, longitude: -86.4458,
    description: text(
      `A waterfront unit in a four-unit building on the French Harbour shore, with a shared dock that can take boats up to 30 feet. It looks across the harbor to the cays.`,
      `HOA fees are $380 a month. The building's roof and exterior were repainted and resealed in 2023. The condo is under contract and scheduled to close next month.`,
    ),
    features: ['Waterfront', 'Shared dock for boats to 30 ft', 'Four-unit building', 'HOA $380 a month', 'Roof resealed 2023'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 167,
  },
  {
    listingId: 'RR-1040', title: 'Two-Bedroom Condo in a Small Brick Bay Complex with Pool', status: 'active', propertyType: 'condo',
    priceUsd: 249_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1020, lotSizeSqft: null, yearBuilt: 2018,
    areaSlug: 'brick-bay', address: 'Brick Bay Road, Brick Bay, Roatan, Bay Islands', latitude: 16.3409, longitude: -86.4838,
    description: text(
      `A quiet condo in a six-unit complex on the hill above Brick Bay, with a pool and views south over the water. The airport is 10 minutes away and French Harbour 8 minutes, so it works well as a lock-and-leave base.`,
      `HOA fees are $260 a month and include water, pool care, landscaping and building insurance. The unit has a storage room, a covered parking space and a solar water heater.`,
    ),
    features: ['Six-unit complex', 'Pool', 'South-facing water views', 'HOA $260 a month', 'Storage room', 'Solar water heater'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 39,
  },
  {
    listingId: 'RR-1041', title: 'Second-Row 2-Bedroom Ocean-View Condo in West Bay', status: 'active', propertyType: 'condo',
    priceUsd: 425_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1200, lotSizeSqft: null, yearBuilt: 2019,
    areaSlug: 'west-bay', address: 'West Bay Road, West Bay, Roatan, Bay Islands', latitude: 16.2762, longitude: -86.5963,
    description: text(
      `A third-floor condo in a building just behind the beachfront row, with an ocean view over the palms from the balcony. The beach is a 2-minute walk, and the complex has a pool, an elevator and on-site management.`,
      `HOA fees are about $480 a month. Second-row units like this one usually sell for 20 to 30% less than beachfront units of the same size, while renting at similar rates in high season. It earned about $24,000 net last year.`,
    ),
    features: ['Ocean view', '2-minute walk to the beach', 'Elevator', 'On-site management', 'HOA about $480 a month'],
    agentSlug: 'sarah-whitfield', featured: false, scenes: ['condo', 'sea-view', 'interior'], daysAgo: 92,
  },
  {
    listingId: 'RR-1042', title: 'Two-Bedroom Beach Club Condo in Palmetto Bay', status: 'active', propertyType: 'condo',
    priceUsd: 299_000, bedrooms: 2, bathrooms: 2, livingAreaSqft: 1100, lotSizeSqft: null, yearBuilt: 2016,
    areaSlug: 'palmetto-bay', address: 'Palmetto Bay Beach Club, Palmetto Bay, Roatan, Bay Islands', latitude: 16.4203, longitude: -86.3361,
    description: text(
      `A ground-floor condo next to the Palmetto Bay beach club, a 1-minute walk to the sand and the community pool. It is quiet here most of the year, and the reef is a short swim out.`,
      `HOA fees are $350 a month, covering security, water, the beach club and building insurance. Oak Ridge is 15 minutes by car for groceries and fuel. The owners have rented it to snowbirds for three-month stays.`,
    ),
    features: ['1-minute walk to the beach', 'Beach club and pool', 'Gated community', 'HOA $350 a month', 'Seasonal rental history'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['condo', 'sea-view', 'village'], daysAgo: 134,
  },

  // ─── Land ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    listingId: 'RR-1043', title: 'Hillside Building Lot with Reef Views above West Bay', status: 'active', propertyType: 'land',
    priceUsd: 189_000, ...land, lotSizeSqft: 9500,
    areaSlug: 'west-bay', address: 'West Bay Hills, West Bay, Roatan, Bay Islands', latitude: 16.2787, longitude: -86.5944,
    description: text(
      `A cleared lot on the ridge behind West Bay with views over the reef and the sunset. Power, water and a paved road reach the lot line, and the beach is a 5-minute drive.`,
      `Title is registered in full ownership (dominio pleno) with a survey from 2022. The subdivision has building guidelines and a small road fund of $60 a month. Because it is within the coastal zone, a foreign buyer typically takes title in their own name for a lot this size; ask your attorney to confirm.`,
    ),
    features: ['Reef and sunset views', 'Power and water at the lot line', 'Paved road', 'Registered title', 'Survey 2022'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 71,
  },
  {
    listingId: 'RR-1044', title: 'Sunset-View Lot on the Hill above West End Village', status: 'active', propertyType: 'land',
    priceUsd: 95_000, ...land, lotSizeSqft: 7200,
    areaSlug: 'west-end', address: 'West End Hills, West End, Roatan, Bay Islands', latitude: 16.3029, longitude: -86.5867,
    description: text(
      `A sloping lot on the hill above West End with a clear view west over the water. The village is a 10-minute walk down the hill. Power and water are on the road, about 40 feet from the lot.`,
      `Title is registered and the seller has a current survey and a soil test. The slope suits a two-level house on piers or a stepped foundation. Budget about $8,000 to $15,000 for a retaining wall and driveway.`,
    ),
    features: ['Sunset view', 'Walk to the village', 'Utilities nearby', 'Registered title', 'Soil test available'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 143,
  },
  {
    listingId: 'RR-1045', title: 'Half-Acre Level Lot with Fruit Trees in Sandy Bay', status: 'active', propertyType: 'land',
    priceUsd: 68_000, ...land, lotSizeSqft: 21_780,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Main Road, Sandy Bay, Roatan, Bay Islands', latitude: 16.3259, longitude: -86.5626,
    description: text(
      `A level half-acre lot a few minutes' drive from the Sandy Bay shore, with coconut, mango and breadfruit trees. It is large enough for a main house, a guest cottage and a garden. The airport is 10 minutes away.`,
      `Title is registered in full ownership. The lot fronts a paved road with power and municipal water. It does not have a sea view, which is why it costs well below hillside lots nearby.`,
    ),
    features: ['Half acre', 'Level ground', 'Fruit trees', 'Paved road frontage', 'Registered title'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['land', 'village', 'sea-view'], daysAgo: 184,
  },
  {
    listingId: 'RR-1046', title: 'Beachfront Parcel with 100 Feet of Sandy Bay Shoreline', status: 'active', propertyType: 'land',
    priceUsd: 650_000, ...land, lotSizeSqft: 28_000,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Beach, Sandy Bay, Roatan, Bay Islands', latitude: 16.3309, longitude: -86.5677,
    description: text(
      `One of the few undeveloped beachfront parcels left in Sandy Bay, with 100 feet of sand facing the marine reserve. The reef is about 150 yards offshore, and the airport is 12 minutes away.`,
      `The parcel is titled in a Honduran corporation, which can be transferred by selling the shares or by deed; the seller is open to either. Building near the shore needs environmental and municipal permits, and setbacks apply. Ask your attorney about the coastal zone rules for a parcel of this size.`,
    ),
    features: ['100 ft of beachfront', 'Facing the marine reserve', 'Titled in a Honduran corporation', 'Power on the road', '12 minutes to the airport'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 214,
  },
  {
    listingId: 'RR-1047', title: 'Five-Acre Beachfront Tract on Camp Bay', status: 'active', propertyType: 'land',
    priceUsd: 1_200_000, ...land, lotSizeSqft: 217_800,
    areaSlug: 'camp-bay', address: 'Camp Bay Road, Camp Bay, Roatan, Bay Islands', latitude: 16.4365, longitude: -86.3031,
    description: text(
      `Five acres running from the Camp Bay beach up into wooded hills, with about 420 feet of sand frontage. The water in front is a calm, shallow lagoon inside the reef. It suits a family compound, a small boutique resort or a low-density subdivision.`,
      `The tract is titled in a Honduran corporation with a 2021 survey registered at the property registry. A paved road reaches the upper boundary; the beach is reached by a gravel track. There is no grid power on this section of the beach, so most owners plan for solar. Allow about an hour's drive to the airport.`,
    ),
    features: ['Five acres', 'About 420 ft of beachfront', 'Calm lagoon', 'Registered survey 2021', 'Titled in a Honduran corporation', 'Suits a compound or boutique resort'],
    agentSlug: 'kevin-ebanks', featured: true, scenes: ['land', 'sea-view', 'village'], daysAgo: 29,
  },
  {
    listingId: 'RR-1048', title: 'Hillside Lot with Lagoon Views over Camp Bay', status: 'active', propertyType: 'land',
    priceUsd: 79_000, ...land, lotSizeSqft: 14_000,
    areaSlug: 'camp-bay', address: 'Camp Bay Hills, Camp Bay, Roatan, Bay Islands', latitude: 16.4359, longitude: -86.3016,
    description: text(
      `A hillside lot looking down over the Camp Bay lagoon and the reef. The beach is a 5-minute walk down a gravel road. It is a quiet place to build a small solar-powered home.`,
      `Title is registered in full ownership. There is no grid power on the hill yet, and water would come from a cistern and possibly a well. Kevin can introduce you to east-end builders who have worked in Camp Bay.`,
    ),
    features: ['Lagoon and reef views', 'Walk to the beach', 'Registered title', 'Off-grid build site', 'Quiet'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 252,
  },
  {
    listingId: 'RR-1049', title: 'Small Village Lot a Short Walk from Punta Gorda Beach', status: 'active', propertyType: 'land',
    priceUsd: 35_000, ...land, lotSizeSqft: 4800,
    areaSlug: 'punta-gorda', address: 'Punta Gorda Village, Punta Gorda, Roatan, Bay Islands', latitude: 16.4013, longitude: -86.3687,
    description: text(
      `A small, level lot inside Punta Gorda village, a 3-minute walk from the beach and the community's restaurants. It has power and water on the street and room for a two-bedroom home.`,
      `The seller holds registered title and a recent survey. In Punta Gorda, some neighboring land is held as family or community land, so have your attorney review the chain of title and the boundaries before you commit.`,
    ),
    features: ['Walk to the beach', 'Level lot', 'Power and water on the street', 'Registered title', 'Recent survey'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['land', 'village', 'sea-view'], daysAgo: 318,
  },
  {
    listingId: 'RR-1050', title: 'Two-Acre Ocean-View Parcel on the Ridge at Punta Gorda', status: 'under_contract', propertyType: 'land',
    priceUsd: 145_000, ...land, lotSizeSqft: 87_120,
    areaSlug: 'punta-gorda', address: 'Punta Gorda Ridge, Punta Gorda, Roatan, Bay Islands', latitude: 16.4006, longitude: -86.3654,
    description: text(
      `Two acres on the ridge south of Punta Gorda with views to the north shore reef and, on the other side, toward Oak Ridge. A dirt road reaches the upper corner.`,
      `The parcel is under contract, pending the buyer's title search. Large lots like this typically need a Honduran corporation if a foreign buyer wants more than the area an individual can hold in the coastal zone; ask your attorney.`,
    ),
    features: ['Two acres', 'Views of the north shore reef', 'Road access', 'Under contract'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 176,
  },
  {
    listingId: 'RR-1051', title: 'Gated Palmetto Bay Lot with Beach Club Membership', status: 'active', propertyType: 'land',
    priceUsd: 89_000, ...land, lotSizeSqft: 12_000,
    areaSlug: 'palmetto-bay', address: 'Palmetto Bay Plantation, Palmetto Bay, Roatan, Bay Islands', latitude: 16.4177, longitude: -86.3372,
    description: text(
      `A gently sloping lot in the gated Palmetto Bay community with a partial sea view. Owners have use of the private beach and clubhouse. Underground power and community water run along the road.`,
      `Title is registered. The community fee for lots is about $110 a month, and there are building guidelines for roof colors, setbacks and minimum house size. The architectural review usually takes two to four weeks.`,
    ),
    features: ['Gated community', 'Beach club access', 'Underground power', 'Community water', 'Lot fee about $110 a month'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 96,
  },
  {
    listingId: 'RR-1052', title: 'Waterfront Lot with Dock Rights in Oak Ridge Harbor', status: 'active', propertyType: 'land',
    priceUsd: 129_000, ...land, lotSizeSqft: 8800,
    areaSlug: 'oak-ridge', address: 'Oak Ridge Harbour, Oak Ridge, Roatan, Bay Islands', latitude: 16.3929, longitude: -86.3541,
    description: text(
      `A waterfront lot on the protected side of Oak Ridge harbor, with 70 feet of frontage and deep water close in. It comes with the right to build a dock, subject to municipal and environmental permits.`,
      `Title is registered in full ownership, and the survey was updated this year. Power and water run along the road behind the lot. A boat ride to the reef takes about 5 minutes.`,
    ),
    features: ['70 ft of waterfront', 'Deep water close in', 'Dock rights', 'Registered title', 'Power and water on the road'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 61,
  },
  {
    listingId: 'RR-1053', title: 'Mangrove-Canal Waterfront Lot near Jonesville Bight', status: 'active', propertyType: 'land',
    priceUsd: 62_000, ...land, lotSizeSqft: 10_500,
    areaSlug: 'jonesville', address: 'Jonesville Bight, Jonesville, Roatan, Bay Islands', latitude: 16.3837, longitude: -86.3941,
    description: text(
      `A lot with 55 feet on a mangrove canal that opens into Jonesville Bight. It is a calm spot to keep a boat, and the reef is a 10-minute ride out. The road reaches the back of the lot.`,
      `Title is registered. Mangroves along the water are protected, so any dock or clearing needs an environmental permit, and you should plan the house set back from them. Kevin and Claire can refer you to a local environmental consultant.`,
    ),
    features: ['55 ft of canal frontage', 'Sheltered water', 'Road access', 'Registered title', 'Protected mangroves'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 223,
  },
  {
    listingId: 'RR-1054', title: 'One-Acre Ridge Lot with Views of Both Coasts near French Harbour', status: 'sold', propertyType: 'land',
    priceUsd: 115_000, ...land, lotSizeSqft: 43_560,
    areaSlug: 'french-harbour', address: 'French Harbour Ridge, French Harbour, Roatan, Bay Islands', latitude: 16.3618, longitude: -86.4503,
    description: text(
      `An acre on the island's central ridge above French Harbour, with views to the south shore and across to the north. It sold to a couple from Colorado who plan to build next year.`,
      `Ridge lots near French Harbour sell steadily because they combine views with a short drive to town. Luis keeps a list of upcoming parcels that are not yet advertised.`,
    ),
    features: ['One acre', 'Views of both coasts', 'Close to town', 'Sold'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 356,
  },
  {
    listingId: 'RR-1055', title: 'Affordable Hillside Lot with South Views in Brick Bay', status: 'active', propertyType: 'land',
    priceUsd: 54_000, ...land, lotSizeSqft: 9200,
    areaSlug: 'brick-bay', address: 'Brick Bay Hills, Brick Bay, Roatan, Bay Islands', latitude: 16.3421, longitude: -86.4878,
    description: text(
      `A hillside lot with views south over Brick Bay, 10 minutes from the airport. The road to the lot is paved for most of the way, with a short, steep concrete section at the end.`,
      `Title is registered with a 2023 survey. Power is on the road, and water would come from a cistern or a connection to a neighbor's well by agreement. Check the driveway gradient with your builder before you commit.`,
    ),
    features: ['South-facing water view', '10 minutes to the airport', 'Registered title', 'Survey 2023', 'Power on the road'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 113,
  },
  {
    listingId: 'RR-1056', title: 'Canal-Front Building Lot with Dock Space at Parrot Tree', status: 'active', propertyType: 'land',
    priceUsd: 235_000, ...land, lotSizeSqft: 11_000,
    areaSlug: 'first-bight-parrot-tree', address: 'Parrot Tree Plantation, First Bight, Roatan, Bay Islands', latitude: 16.3712, longitude: -86.4211,
    description: text(
      `A level canal-front lot inside the gated community, with 65 feet on a deep canal and space for a private dock. Boats can run straight out to First Bight and the reef.`,
      `Title is registered, and the lot is in good standing with the community. The lot fee is about $220 a month. Plans must go through the community's architectural review, and seawall specifications are set by the developer.`,
    ),
    features: ['65 ft on a deep canal', 'Space for a private dock', 'Gated community', 'Level lot', 'Lot fee about $220 a month'],
    agentSlug: 'claire-tremblay', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 52,
  },
  {
    listingId: 'RR-1057', title: 'Nine-Acre Development Tract above Palmetto Bay', status: 'off_market', propertyType: 'land',
    priceUsd: 780_000, ...land, lotSizeSqft: 392_040,
    areaSlug: 'palmetto-bay', address: 'Palmetto Bay Road, Palmetto Bay, Roatan, Bay Islands', latitude: 16.4162, longitude: -86.3395,
    description: text(
      `Nine acres of hillside above Palmetto Bay with views over the north shore reef, suited to a small subdivision or a retreat. It is held in a Honduran corporation with registered title.`,
      `The owner has withdrawn the tract while a subdivision plan is prepared. Serious buyers can ask Kevin for a confidential briefing.`,
    ),
    features: ['Nine acres', 'North shore reef views', 'Held in a Honduran corporation', 'Suits a subdivision'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['land', 'sea-view', 'village'], daysAgo: 398,
  },

  // ─── Commercial ────────────────────────────────────────────────────────────────────────────────────────────
  {
    listingId: 'RR-1058', title: 'Three-Story Retail and Office Building on Main Street in Coxen Hole', status: 'active', propertyType: 'commercial',
    priceUsd: 1_350_000, bedrooms: 0, bathrooms: 6, livingAreaSqft: 9600, lotSizeSqft: 4800, yearBuilt: 2005,
    areaSlug: 'coxen-hole', address: 'Main Street, Coxen Hole, Roatan, Bay Islands', latitude: 16.3183, longitude: -86.5372,
    description: text(
      `A three-story concrete building on the busiest street in Coxen Hole, a short walk from the banks, government offices and the cruise terminal. The ground floor has three storefronts, and the upper floors hold eight offices.`,
      `The building is 90% leased, with gross rents of about $11,500 a month. Tenants include a pharmacy, a phone store and several professional offices. Rent rolls, leases and the last two years of tax filings are available once you sign a confidentiality agreement.`,
    ),
    features: ['Three storefronts', 'Eight offices', '90% leased', 'About $11,500 a month gross rent', 'Near the cruise terminal'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['commercial', 'village', 'interior'], daysAgo: 44,
  },
  {
    listingId: 'RR-1059', title: 'Warehouse with Loading Bay near the Coxen Hole Port', status: 'active', propertyType: 'commercial',
    priceUsd: 640_000, bedrooms: 0, bathrooms: 2, livingAreaSqft: 7500, lotSizeSqft: 15_000, yearBuilt: 2011,
    areaSlug: 'coxen-hole', address: 'Port Road, Coxen Hole, Roatan, Bay Islands', latitude: 16.3207, longitude: -86.5397,
    description: text(
      `A steel-frame warehouse on a walled lot a few minutes from the Coxen Hole port and the airport. It has a raised loading bay, a roll-up door for containers and a small office with two bathrooms.`,
      `Three-phase power is connected, and the yard can hold two 40-foot containers. The building is vacant and ready for a distributor, builder's merchant or storage business.`,
    ),
    features: ['7,500 sq ft warehouse', 'Raised loading bay', 'Three-phase power', 'Walled yard', 'Near port and airport'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['commercial', 'village', 'interior'], daysAgo: 158,
  },
  {
    listingId: 'RR-1060', title: 'Eight-Room Beachfront Boutique Hotel in West End', status: 'active', propertyType: 'commercial',
    priceUsd: 2_750_000, bedrooms: 8, bathrooms: 9, livingAreaSqft: 8200, lotSizeSqft: 18_400, yearBuilt: 2007,
    areaSlug: 'west-end', address: 'West End Beach, West End, Roatan, Bay Islands', latitude: 16.3042, longitude: -86.5908,
    description: text(
      `A beachfront hotel with eight guest rooms, an owner's apartment, a beach bar and a dock, in the middle of West End. Guests walk to the dive shops and restaurants, and the reef is a short swim from the dock.`,
      `The hotel has run continuously since 2009 and averaged 71% occupancy over the last three years, with gross revenue of about $480,000 a year. It is registered with the tourism authorities, and the business, licenses, furniture and booking channels are included.`,
    ),
    features: ['Eight guest rooms', "Owner's apartment", 'Beach bar and dock', '71% average occupancy', 'Operating business included', 'Tourism registration'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['commercial', 'sea-view', 'interior', 'village'], daysAgo: 83,
  },
  {
    listingId: 'RR-1061', title: 'Restaurant and Bar Building on the West End Sand Road', status: 'active', propertyType: 'commercial',
    priceUsd: 495_000, bedrooms: 0, bathrooms: 2, livingAreaSqft: 2400, lotSizeSqft: 5100, yearBuilt: 2003,
    areaSlug: 'west-end', address: 'West End Road, West End, Roatan, Bay Islands', latitude: 16.3025, longitude: -86.5914,
    description: text(
      `A two-level building on West End's main sand road, fitted out as a restaurant with a commercial kitchen, a bar and seating for about 70. The upper deck has a sea view over the rooftops.`,
      `The building is sold with the kitchen equipment but without the current restaurant's name or business. The tenant's lease ends in June and is not being renewed, so you can take it over or re-lease it.`,
    ),
    features: ['Commercial kitchen', 'Bar', 'Seating for about 70', 'Sea-view upper deck', 'Main road frontage'],
    agentSlug: 'katrin-vogel', featured: false, scenes: ['commercial', 'village', 'interior'], daysAgo: 126,
  },
  {
    listingId: 'RR-1062', title: 'Marina with Fuel Dock and 24 Slips in French Harbour', status: 'under_contract', propertyType: 'commercial',
    priceUsd: 1_950_000, bedrooms: 0, bathrooms: 4, livingAreaSqft: 3200, lotSizeSqft: 52_000, yearBuilt: 2002,
    areaSlug: 'french-harbour', address: 'Harbour Road, French Harbour, Roatan, Bay Islands', latitude: 16.3559, longitude: -86.4421,
    description: text(
      `A working marina on the protected side of French Harbour with 24 slips, a fuel dock, a dry-storage yard and a small chandlery. The channel carries about 9 feet at low tide.`,
      `The marina is under contract with closing expected after permit transfers are complete. Luis can share similar waterfront commercial opportunities on the south shore.`,
    ),
    features: ['24 slips', 'Fuel dock', 'Dry-storage yard', 'Chandlery', 'About 9 ft at low tide'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['commercial', 'sea-view', 'village'], daysAgo: 205,
  },
  {
    listingId: 'RR-1063', title: 'Six-Unit Roadside Plaza with Parking in French Harbour', status: 'active', propertyType: 'commercial',
    priceUsd: 875_000, bedrooms: 0, bathrooms: 6, livingAreaSqft: 5400, lotSizeSqft: 16_800, yearBuilt: 2015,
    areaSlug: 'french-harbour', address: 'Main Road, French Harbour, Roatan, Bay Islands', latitude: 16.3597, longitude: -86.4462,
    description: text(
      `A single-story plaza on the main road through French Harbour, with six units, 22 parking spaces and good visibility to passing traffic. It is next to a supermarket and a bank branch.`,
      `Five units are leased to a clinic, a bakery, a hardware supplier, an insurance office and a salon, for about $6,800 a month combined. The sixth is vacant and asking $1,200 a month. Construction is reinforced concrete with a metal roof replaced in 2022.`,
    ),
    features: ['Six units', '22 parking spaces', 'Five units leased', 'About $6,800 a month rent', 'Roof replaced 2022', 'Next to a supermarket'],
    agentSlug: 'luis-mejia', featured: false, scenes: ['commercial', 'village', 'interior'], daysAgo: 19,
  },
  {
    listingId: 'RR-1064', title: 'Waterfront Dive Lodge with Twelve Rooms in Sandy Bay', status: 'sold', propertyType: 'commercial',
    priceUsd: 1_150_000, bedrooms: 12, bathrooms: 12, livingAreaSqft: 7800, lotSizeSqft: 26_000, yearBuilt: 2000,
    areaSlug: 'sandy-bay', address: 'Sandy Bay Waterfront, Sandy Bay, Roatan, Bay Islands', latitude: 16.3299, longitude: -86.5651,
    description: text(
      `A waterfront dive lodge with twelve rooms, a restaurant, a dive shop, a compressor room and a dock for two dive boats, on the Sandy Bay shore inside the marine reserve.`,
      `It sold to an operator from Colorado who is keeping the staff and the name. We helped with the share transfer of the operating company and the permit updates. Maria handles hospitality properties; ask her about current options.`,
    ),
    features: ['Twelve rooms', 'Restaurant', 'Dive shop and compressor room', 'Dock for two boats', 'Sold as an operating business'],
    agentSlug: 'maria-bodden', featured: false, scenes: ['commercial', 'sea-view', 'interior'], daysAgo: 341,
  },
  {
    listingId: 'RR-1065', title: 'Waterfront Warehouse and Work Dock in Oak Ridge', status: 'draft', propertyType: 'commercial',
    priceUsd: 395_000, bedrooms: 0, bathrooms: 1, livingAreaSqft: 3600, lotSizeSqft: 12_500, yearBuilt: 1996,
    areaSlug: 'oak-ridge', address: 'Oak Ridge Harbour, Oak Ridge, Roatan, Bay Islands', latitude: 16.3916, longitude: -86.3536,
    description: text(
      `A concrete warehouse on the Oak Ridge waterfront with a 100-foot work dock, used for years by a fishing and freight business. It suits a boatyard, freight depot or dive operation.`,
      `Listing in preparation: the seller is gathering the survey, permits for the dock and an inspection of the roof. Details may change before the listing goes live.`,
    ),
    features: ['100 ft work dock', 'Concrete warehouse', 'Waterfront', 'Suits a boatyard or freight depot'],
    agentSlug: 'kevin-ebanks', featured: false, scenes: ['commercial', 'sea-view', 'village'], daysAgo: 3,
  },
]
