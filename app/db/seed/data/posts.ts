// Demo blog posts (SEED_DEMO). General information for buyers, written carefully; figures are typical ranges,
// and every post sends readers to their own attorney for specifics.
import type { DemoPost } from '../types'

export const demoPosts: DemoPost[] = [
  {
    slug: 'buying-property-in-roatan-as-a-foreigner',
    title: 'Buying Property in Roatan as a Foreigner',
    excerpt:
      'Foreigners can own property on Roatan. Here is how a typical purchase works, step by step, and who does what.',
    tags: ['Buying', 'Legal', 'Getting started'],
    authorSlug: 'maria-bodden',
    daysAgo: 12,
    scene: 'sea-view',
    seoDescription:
      'How foreigners buy property in Roatan, Honduras: ownership rights, the steps of a purchase, the people involved and common mistakes to avoid.',
    bodyMarkdown: `Yes, you can own property on Roatan as a foreigner. Most of our buyers come from the United States, Canada and Europe, and they hold title either in their own name or through a Honduran corporation. The process is not complicated, but it is different from what you know at home, so it helps to understand it before you make an offer.

## Who owns what

Honduran law lets foreigners own real estate with the same rights as Honduran citizens, with one important exception: land near the coast and the borders. On Roatan almost everything is within that coastal zone. In practice, foreign individuals can typically buy a residential lot of up to about three-quarters of an acre (3,000 square meters) in their own name. Larger parcels are usually bought through a Honduran corporation. Your attorney will tell you which route fits the property you want.

## The people involved

A purchase on Roatan usually involves:

- **Your real estate agent**, who finds the property, negotiates and coordinates the steps.
- **Your own attorney**, who is also a notary. In Honduras, the notary drafts and certifies the deed, so choose an attorney who works for you, not for the seller.
- **An escrow service**, which holds the deposit and purchase funds until the deed is signed and the conditions are met.
- **A surveyor**, who confirms the boundaries match the registered plan.
- **The property registry** (Instituto de la Propiedad), where the deed is recorded.

## The steps, in order

1. **Offer and acceptance.** You sign a written offer or promise-to-purchase agreement that sets the price, the deposit, the closing date and your conditions, such as a clean title search and a satisfactory inspection.
2. **Deposit into escrow.** A deposit of 5 to 10% is typical. It stays in escrow, not with the seller.
3. **Due diligence.** Your attorney searches the title and liens at the registry, checks the seller's municipal tax clearance, and reviews any HOA or corporate documents. You arrange an inspection and a survey.
4. **Tax ID.** You will need a Honduran tax number (RTN) to take title. Your attorney can request it for you.
5. **Closing.** The notary prepares the deed, both parties sign, the balance is released from escrow, and the transfer tax is paid.
6. **Registration.** The deed is recorded at the registry. Registration typically takes a few weeks to a few months, and your attorney gives you the recorded deed when it is done.

## How long it takes

From accepted offer to signing, most purchases take 30 to 60 days. Corporate purchases and land with title questions can take longer.

## Common mistakes

- Using the seller's attorney to save money. Hire your own.
- Sending money directly to the seller instead of to escrow.
- Skipping the survey on land because the seller has an old one.
- Assuming a US or Canadian title habit applies here. Ask your attorney, every time.

## Where to start

Decide how you will use the property (full time, part time, rental) and which area fits that use. Then talk to us about a realistic budget, including closing costs of roughly 3 to 5% on top of the price. We will introduce you to independent attorneys and escrow services, and you choose who to hire.`,
  },
  {
    slug: 'closing-costs-in-roatan-what-you-will-pay',
    title: 'Closing Costs in Roatan: What You Will Pay',
    excerpt:
      'A plain breakdown of buyer closing costs on Roatan: transfer tax, attorney and notary fees, registry fees, escrow and more.',
    tags: ['Costs', 'Closing', 'Buying'],
    authorSlug: 'luis-mejia',
    daysAgo: 26,
    scene: 'village',
    seoDescription:
      'Buyer closing costs in Roatan, Honduras: the 1.5% transfer tax, attorney-notary fees, registry fees, escrow, survey and title insurance.',
    bodyMarkdown: `When you budget for a purchase on Roatan, plan for closing costs of roughly 3 to 5% of the price on top of the price itself. The exact figure depends on the property, your attorney's fee and whether you buy title insurance. Here is what goes into that number.

## The main costs for a buyer

- **Transfer tax: about 1.5%.** Honduras charges a property transfer tax of 1.5% of the sale price or the registered value. It is paid at closing, before the deed can be registered.
- **Attorney and notary fees: often 1.5 to 2.5%.** In Honduras, the notary is an attorney who drafts and certifies the deed. Many firms charge a percentage of the price, sometimes with a minimum fee for smaller purchases. Ask for a written quote before you sign an offer.
- **Registry fees: usually a small fraction of 1%.** The property registry charges to record the deed. Your attorney pays this and passes it on.
- **Escrow: often a flat fee.** Escrow services on Roatan commonly charge a flat fee or a small percentage, in the range of several hundred to a couple of thousand dollars.
- **Survey: about $500 to $1,500.** A new survey is especially important for land and older homes.
- **Inspection: about $300 to $800** for a home, more for a large or commercial building.
- **Title insurance: optional, often 0.5 to 1%.** Policies from international title insurers are available for many properties.

## An example

On a $400,000 home, a typical estimate might look like this:

- Transfer tax (1.5%): $6,000
- Attorney-notary fees: $6,000 to $8,000
- Registry and document fees: $800 to $1,200
- Escrow: $1,000
- Survey and inspection: $1,200
- Title insurance (optional): $2,500 to $3,500

That comes to roughly $17,500 to $21,000, or about 4.5 to 5% of the price. Without title insurance, it is closer to $15,000 to $17,500. Your attorney will give you the exact figures for your purchase.

## What the seller pays

Sellers usually pay the real estate commission, any outstanding municipal taxes up to the closing date, and their own taxes on the sale, including capital gains tax where it applies. Who pays what can be negotiated, so check the offer carefully before you sign.

## Costs that appear later

- **Municipal property tax** each year, which is typically modest.
- **HOA fees** for condos and gated communities.
- **Corporate upkeep** if you buy through a Honduran corporation: bookkeeping, tax filings and annual permits.
- **Insurance** for wind, flood and contents.

## Questions to ask your attorney

1. What is your fee, and what does it include?
2. On what value will the transfer tax be calculated?
3. Are there any municipal taxes or HOA fees the seller still owes?
4. How long will registration take, and when will I receive the recorded deed?

Good closings on Roatan are unremarkable. Ask for every cost in writing at the start, and there should be no surprises at the table.`,
  },
  {
    slug: 'titled-vs-untitled-land-and-title-insurance',
    title: 'Titled vs. Untitled Land and Title Insurance',
    excerpt:
      'Not every parcel on Roatan has a clean, registered title. Learn the difference, the risks, and how title insurance fits in.',
    tags: ['Land', 'Legal', 'Title'],
    authorSlug: 'luis-mejia',
    daysAgo: 41,
    scene: 'land',
    seoDescription:
      'Titled and untitled land in Roatan, Honduras: full title, possession rights, title searches, surveys and when title insurance is worth it.',
    bodyMarkdown: `Land is often the best value on Roatan, and it is also where most problems start. Before you fall for a view, find out exactly what kind of ownership the seller has and whether it is registered.

## What "titled" means

A titled property has a deed recorded at the property registry (Instituto de la Propiedad) and a plan that matches the land. In Spanish you will often see the term **dominio pleno**, which means full ownership. This is what you want. With full, registered title, you can sell, mortgage and pass the property on, and the registry record protects you against competing claims.

## What "untitled" can mean

"Untitled" covers several situations:

- **Possession rights only.** Someone has used and occupied the land, sometimes for generations, but never registered a title. Possession can sometimes be converted into title through a legal process, but it takes time and is not guaranteed.
- **Use rights.** Older grants sometimes gave the right to use land without full ownership. These can often be upgraded, but again, it is a process.
- **Family land.** Land passed down without a probate or registered division. Several heirs may have a claim.
- **Mismatched records.** The land is titled, but the survey, the boundaries or the size on the deed do not match what is on the ground.

Some untitled land is sold at a discount for good reason. If you consider it, make the purchase conditional on the title being perfected before you pay in full, and expect it to take months, not weeks.

## How your attorney checks title

A careful title review usually includes:

1. A search of the chain of ownership at the registry, often going back at least 20 years.
2. A certificate showing whether there are liens, mortgages or annotations on the property.
3. A check that the seller, or the seller's corporation, has the authority to sell.
4. A new survey, compared with the registered plan and the neighbors' boundaries.
5. A municipal tax clearance showing property taxes are paid.

## Where title insurance fits

Title insurance pays for covered losses if your ownership is later challenged for a reason the search missed, such as a forged signature in the chain, an unknown heir, or a recording error. International title insurers issue policies for many properties on Roatan, usually for a one-time premium of roughly 0.5 to 1% of the price.

Title insurance is not a substitute for a good attorney. Insurers will only cover properties that pass their own review, and the policy will list exceptions. Read those exceptions with your attorney.

## Our advice

- Buy titled land unless you have a clear reason and a lot of patience.
- Never rely on the seller's old survey. Order a new one.
- Keep your deposit in escrow until the title review is complete.
- Ask your attorney whether title insurance is available for the property, and get a quote early.

If a deal feels rushed, slow it down. Good land will still be there after two weeks of due diligence.`,
  },
  {
    slug: 'the-coastal-zone-rule-and-honduran-corporations',
    title: 'The Coastal Zone Rule and Honduran Corporations',
    excerpt:
      'Why some foreign buyers hold Roatan property through a Honduran corporation, and what it costs to keep one.',
    tags: ['Legal', 'Buying', 'Corporations'],
    authorSlug: 'maria-bodden',
    daysAgo: 58,
    scene: 'sea-view',
    seoDescription:
      'The Honduran coastal zone rule for foreign buyers, the 3,000 square meter limit, and when and how to buy Roatan property through a Honduran corporation.',
    bodyMarkdown: `Almost all of Roatan sits within the coastal zone defined in the Honduran Constitution. That zone comes with special rules for foreign buyers. They are manageable, but they decide whether you take title in your own name or through a Honduran corporation.

## The rule in short

The Constitution restricts foreign ownership of land within 40 kilometers of the coast and the borders. A later law opened up urban and tourism land in that zone to foreigners, with limits. In practice:

- A foreign individual can typically buy a residential property of up to about 3,000 square meters (roughly three-quarters of an acre) in their own name, for their own home.
- For larger parcels, or for several lots, foreign buyers usually use a Honduran corporation.
- Some extra paperwork may apply to individual purchases in the zone. Your attorney handles this as part of the closing.

The details change over time and depend on the property, so ask your attorney to confirm the right structure before you sign an offer.

## How a Honduran corporation works

A Honduran corporation is a company registered in Honduras that can own property like any Honduran owner. Foreigners can own all of the shares. The most common forms are the sociedad anónima (S.A.) and the limited liability company (S. de R.L.).

Setting one up typically involves:

1. Choosing a name and shareholders. Companies have traditionally needed at least two shareholders; your attorney will explain the current options.
2. Signing the articles of incorporation before a notary.
3. Registering at the mercantile registry.
4. Getting a tax ID (RTN) for the company and registering with the municipality.
5. Opening a bank account if the company will pay bills or receive rent.

Expect the setup to take a few weeks and cost roughly $1,000 to $2,500, depending on the firm.

## Ongoing costs and duties

A corporation is not a one-time expense. Budget for:

- Monthly or annual tax filings, even when the company has no income.
- An accountant, often $50 to $200 a month.
- An annual municipal operating permit.
- Minutes of shareholder meetings when you make major decisions.

If the company falls behind on filings, fines build up and selling the property becomes harder. Choose an accountant you can reach, and keep the corporate book somewhere safe.

## Buying a property that is already in a corporation

Many properties on Roatan are already held in a corporation. You can often buy the shares rather than the property itself. That can save time, but the company comes with its history, including any debts, tax problems or lawsuits. Your attorney should review the company's records, tax status and liabilities just as carefully as the title.

## Which route is right for you

Take title in your own name if the property is within the limit and you want the simplest structure. Use a corporation if the parcel is larger, you are buying several lots, or you plan to run a business such as a rental or a hotel. In either case, write a will or an estate plan that covers the Honduran property, and keep copies with your attorney.`,
  },
  {
    slug: 'rental-income-and-property-management-on-roatan',
    title: 'Rental Income and Property Management on Roatan',
    excerpt:
      'What vacation rentals on Roatan really earn, what management costs, and how to read a rental history before you buy.',
    tags: ['Renting', 'Investing', 'Condos'],
    authorSlug: 'sarah-whitfield',
    daysAgo: 73,
    scene: 'condo',
    seoDescription:
      'Vacation rental income on Roatan, Honduras: seasons, occupancy, management fees, taxes and how to judge a property rental history.',
    bodyMarkdown: `Many of our buyers plan to rent their home or condo when they are not using it. Rental income can cover a good share of your costs, but it is rarely as high as a brochure suggests. Here is how to look at the numbers.

## The seasons

Roatan's high season runs roughly from mid-December through April, when North Americans and Europeans escape winter. July and August bring a second, smaller peak. September through November is the slowest period, partly because it overlaps hurricane season. A good rental in West Bay or West End might be booked most nights in February and only a third of the nights in October.

## Gross versus net

Owners and managers often quote gross revenue. What matters is what you keep. From gross revenue, expect to subtract:

- **Management fees**, typically 20 to 35% of rental revenue for short-term stays. Resort rental programs sometimes take 40 to 50% but also handle marketing and front desk.
- **Booking platform fees**, if they are not already included.
- **Cleaning, laundry and supplies**, often charged per stay.
- **Electricity**, which is expensive on Roatan, especially with air conditioning running.
- **Taxes.** Short-term rentals are generally expected to register and to collect the sales tax and the 4% tourism tax on stays. Rental income is also taxable in Honduras, and may need to be reported at home. Ask an accountant in both countries.
- **HOA fees, insurance, repairs and replacement** of furniture and appliances.

A condo that grosses $40,000 a year might net $18,000 to $24,000 before your own use.

## How to read a rental history

When a seller gives you rental figures, ask for:

1. Monthly statements from the manager or booking platform for at least two full years.
2. The nightly rates and the number of nights booked, not just totals.
3. The nights the owner used the property, which do not show up as income.
4. The management contract, including the notice period to end it.
5. Any reviews on the booking platforms, which tell you about condition and service.

Be wary of a single strong year, and of figures that are not backed by statements.

## Choosing a manager

A good manager answers guest messages quickly, inspects after every stay, and sends you clear monthly statements. Before you sign, ask how they handle emergencies, what they charge for maintenance, and whether they hold guest deposits in a separate account. Talk to two or three of their current owners.

## Long-term rentals

Renting by the month or the year is simpler and quieter. Tenants usually pay their own electricity. Monthly rents on Roatan typically range from about $600 for a small apartment to $2,500 or more for a large home with a pool. The return is lower than a well-run vacation rental, but so are the costs and the work.

## A realistic approach

Buy a property you would enjoy even if it never rented. Budget as if rental income will cover part, not all, of your costs. Then treat any year that does better as a good year, not the new normal.`,
  },
  {
    slug: 'hurricane-season-and-construction-standards-on-roatan',
    title: 'Hurricane Season and Construction Standards on Roatan',
    excerpt:
      'How often storms affect Roatan, what a well-built island home looks like, and how to prepare your property each season.',
    tags: ['Living in Roatan', 'Construction', 'Insurance'],
    authorSlug: 'kevin-ebanks',
    daysAgo: 95,
    scene: 'hillside-villa',
    seoDescription:
      'Hurricane season on Roatan, Honduras: storm history, construction standards for island homes, inspections, insurance and seasonal preparation.',
    bodyMarkdown: `The Atlantic hurricane season runs from June 1 to November 30, with most activity from August through October. Roatan sits south of the most common storm tracks, and direct hits are rare, but the island has felt strong storms, most notably Hurricane Mitch in 1998. Heavy rain from passing systems is more common than high wind. A home built and maintained with storms in mind is the best protection you can buy.

## What good construction looks like

Most quality homes on Roatan are built with reinforced concrete columns and beams and concrete block walls filled with concrete and steel. Wood homes can also perform well when they are properly tied down and maintained. When you look at a house, check for:

- **A continuous load path.** Steel connects the foundation, walls and roof so the roof cannot lift off.
- **Roof design.** Hip roofs usually hold up better in wind than gable roofs. Metal roofs should be fixed with enough screws, close together, especially at the edges.
- **Hurricane clips or straps** where wood rafters meet the walls.
- **Window protection.** Impact-rated glass or fitted shutters for every opening.
- **Elevation and drainage.** Waterfront homes should sit above likely storm surge, and hillside homes need retaining walls and drainage that can handle heavy rain.
- **Corrosion.** Salt air eats steel. Look for rust stains on concrete, which can signal corroding rebar.

## Get an inspection

Honduras has building rules, but enforcement varies. Hire an independent inspector or a structural engineer, especially for older homes or those built without a known contractor. Ask them to look at the roof structure, the rebar cover in exposed concrete, and any cracks in columns and beams. For new construction, ask the builder for the structural drawings and visit during the pour.

## Insurance

Property insurance that includes windstorm is available from Honduran insurers, and some owners also use international policies. Premiums depend on construction, location and distance from the water. Read the deductible carefully; windstorm deductibles are often a percentage of the insured value. Condo buildings usually carry a master policy through the HOA, but you still need contents coverage.

## Preparing each season

Before June, and again before you leave the island:

1. Check shutters and their hardware, and store them where you can reach them.
2. Clear gutters and drains, and trim trees near the house.
3. Service the generator and keep fuel or propane on hand.
4. Fill the cistern and keep drinking water for at least a week.
5. Secure boats, docks, furniture and anything that could blow around.
6. Make sure your caretaker or manager has a written plan and your contact details.

## Keeping it in perspective

Most years pass with a few rainy days and nothing more. Owners who build well, insure sensibly and prepare every season rarely lose sleep over hurricanes. If you are buying, ask the seller and the neighbors how the property came through past storms. Their answers are often the most useful inspection report you will get.`,
  },
  {
    slug: 'the-cost-of-living-on-roatan-a-monthly-budget',
    title: 'The Cost of Living on Roatan: A Monthly Budget',
    excerpt:
      'Electricity, groceries, internet, help at home and healthcare: what a month on Roatan typically costs for a couple.',
    tags: ['Living in Roatan', 'Costs'],
    authorSlug: 'katrin-vogel',
    daysAgo: 118,
    scene: 'village',
    seoDescription:
      'The cost of living on Roatan, Honduras: electricity rates, groceries, internet, water, healthcare and a sample monthly budget for a couple.',
    bodyMarkdown: `People often expect island life in Central America to be cheap. Roatan can be affordable, but some things cost more than at home because almost everything arrives by boat. Here is what a month typically looks like for a couple living here full time.

## Electricity

Electricity is the line that surprises most newcomers. Rates on Roatan are among the highest in the region, often around $0.35 to $0.45 per kilowatt-hour. A two-bedroom home that runs air conditioning at night might spend $150 to $350 a month; a large house with a pool and air conditioning all day can spend much more. Solar panels, good insulation, ceiling fans and efficient appliances pay off here faster than in most places.

## Water

Municipal water service is available in many areas and usually costs little, but supply can be irregular. Most homes also have a cistern or a well. Drinking water is usually bought in 5-gallon jugs or filtered at home.

## Groceries

Local produce, fish, chicken, rice, beans and tortillas are reasonably priced. Imported brands cost more, often 20 to 50% above US prices. Most residents shop at the large supermarkets in French Harbour and Coxen Hole and buy fruit and vegetables from local stands. A couple eating mostly at home might spend $500 to $800 a month.

## Internet and phone

Fiber internet reaches many neighborhoods and typically costs $50 to $100 a month. Where there is no fiber, many residents use satellite service. Local mobile plans are inexpensive, and coverage is good in most populated areas.

## Transportation

Many residents own a small car or a golf cart. Fuel costs more than in the US. Taxis and collective taxis are widely used, and water taxis run between West End and West Bay.

## Help at home and services

Many households employ a housekeeper or a gardener for a few days a week. Pay is typically set by the day, and you should follow Honduran labor rules for regular employees. Ask your attorney or accountant about the obligations.

## Healthcare

Roatan has clinics, private hospitals and pharmacies, and many residents carry international health insurance. Visits to a private doctor are much cheaper than in the US. Serious cases may be referred to mainland hospitals or flown abroad, so check what your insurance covers.

## A sample monthly budget

For a couple living in a two-bedroom home they own:

- Electricity: $200 to $350
- Water and propane: $40 to $80
- Groceries and household: $500 to $800
- Eating out: $200 to $500
- Internet and phones: $80 to $140
- Car, fuel and insurance: $150 to $300
- Housekeeper, one or two days a week: $150 to $300
- Health insurance: $300 to $900, depending on age and plan
- HOA, property tax and home insurance: $100 to $600

That adds up to roughly $1,700 to $4,000 a month. Your own number will depend most on air conditioning, imported food and how often you eat out.

## Before you decide

Spend a few weeks here in the slow season and live as you would full time. Shop for groceries, pay a power bill and drive to the clinic. It is the most reliable budget exercise you can do.`,
  },
  {
    slug: 'getting-residency-in-honduras',
    title: 'Getting Residency in Honduras',
    excerpt:
      'Tourist stays, retiree and income-based residency, and the investor route: an overview of the options for Roatan owners.',
    tags: ['Residency', 'Legal', 'Living in Roatan'],
    authorSlug: 'claire-tremblay',
    daysAgo: 137,
    scene: 'village',
    seoDescription:
      'Residency options in Honduras for Roatan property owners: tourist stays, pensionado and rentista residency, investor residency, documents and timelines.',
    bodyMarkdown: `You do not need residency to buy property in Honduras. Many owners spend a few months a year on Roatan as tourists. If you plan to live here full time, though, residency makes life easier. Here is an overview of the main options. Rules and amounts change, so confirm the current requirements with an immigration attorney before you start.

## Staying as a tourist

Citizens of the US, Canada and most of Europe can usually enter Honduras without a visa. Honduras is part of the CA-4 agreement with Guatemala, El Salvador and Nicaragua, which typically gives you up to 90 days across all four countries. An extension can usually be requested at an immigration office. Leaving for a few days and coming back does not always reset the clock, so do not plan your life around border runs.

## Retiree residency (pensionado)

This is the most common route for retirees. You show a permanent, lifetime pension, such as Social Security, a Canadian pension or a company pension. The minimum monthly income has historically been about $1,500, with extra amounts for dependents. Retiree residents have typically been allowed certain import benefits for household goods.

## Income residency (rentista)

If you have steady income that is not a pension, such as investment or rental income from abroad, you may qualify as a rentista. The minimum has historically been about $2,500 a month, and you must show that the income is stable and will continue.

## Investor residency

Foreigners who invest in a Honduran business may qualify as investors. The investment amount, the type of business and the paperwork are specific, and buying a home alone does not usually qualify. Talk to your attorney before you structure a purchase around this route.

## Other routes

Residency is also possible through marriage to a Honduran citizen, through a Honduran child, or through employment with a Honduran company.

## Documents you will usually need

1. A valid passport with plenty of remaining validity.
2. A birth certificate and, if it applies, a marriage certificate.
3. A recent criminal background check from your home country.
4. Proof of income, such as a pension letter or bank statements.
5. A health certificate from a local doctor.
6. Passport photos and completed application forms.

Foreign documents typically need an apostille and an official Spanish translation. Start collecting them early, because background checks and apostilles can take weeks.

## Timelines and costs

The process usually takes several months to a year. Attorney fees and government fees together often range from $1,500 to $3,500 per person, depending on the category and the firm. Initial residency is granted for a set period and renewed, and you can later apply for permanent residency. You will get a residency card, which you should carry with you.

## How we help

We are not immigration attorneys, and we do not give legal advice. We can introduce you to attorneys on Roatan who handle residency every week, and we can tell you what other clients found useful. Ask them for a written fee quote and a checklist of documents before you pay anything.`,
  },
  {
    slug: 'choosing-an-area-on-roatan',
    title: 'Choosing an Area on Roatan',
    excerpt:
      'From the busy west end to the quiet east, each part of Roatan suits a different kind of owner. Here is how to narrow it down.',
    tags: ['Areas', 'Buying', 'Getting started'],
    authorSlug: 'kevin-ebanks',
    daysAgo: 164,
    scene: 'sea-view',
    seoDescription:
      'A guide to the areas of Roatan, Honduras, from West Bay and West End to Oak Ridge and Camp Bay: character, drive times and who each area suits.',
    bodyMarkdown: `Roatan is about 48 miles (77 km) long and rarely more than 5 miles (8 km) wide, but its areas feel very different. The west end is busy and walkable; the east end is quiet, green and built around boats. The right area depends on how you will use the property. Start with these questions.

## Four questions to ask yourself

1. **How will you use it?** Vacation rental, part-time home or full-time life.
2. **Do you want to walk to a beach and restaurants, or drive?**
3. **Will you keep a boat?**
4. **How far are you willing to be from the airport, supermarkets and clinics?**

## The west end

- **West Bay** has the island's best-known beach and most of its resort condos. It is the easiest place to rent and the most expensive place to buy. The airport is about 25 minutes away.
- **West End** is a walkable village with dive shops, restaurants and small hotels. It suits divers and people who want to step out the door to dinner.
- **Sandy Bay** sits between West End and Coxen Hole. It is quieter, more local and better value, with a marine reserve in front and the airport 10 to 15 minutes away.

## The middle of the island

- **Coxen Hole** is the administrative and commercial center. Few foreign buyers live here, but it is where banks, offices and the cruise port are.
- **Brick Bay** is a quiet residential bay close to the airport, with hillside homes and views to the south.
- **French Harbour** is a working harbor town with the biggest supermarkets and hardware stores. It suits full-time residents, families and boaters.
- **First Bight and Parrot Tree** offer gated living with a marina, canals and a beach, a few minutes east of French Harbour.

## The east end

- **Jonesville** is for boat owners who want calm water, mangroves and privacy.
- **Oak Ridge** is a fishing village on the water, with cays, water taxis and a boatyard.
- **Punta Gorda** is the island's oldest Garifuna community, on the north shore, with lower land prices.
- **Palmetto Bay** offers a quiet north-shore beach and a gated community.
- **Camp Bay** has one of the longest undeveloped beaches on the island. It is about an hour from the airport, and many owners here live off-grid.

## Matching areas to goals

- **Strong vacation rental:** West Bay, West End.
- **Full-time life with services nearby:** Sandy Bay, French Harbour, Brick Bay.
- **Boat at the door:** Parrot Tree, Jonesville, Oak Ridge.
- **Space and privacy:** Palmetto Bay, Camp Bay, Punta Gorda.

## Test it before you buy

Spend a day in each area you are considering. Drive to the supermarket at rush hour, find the nearest clinic, and look at the road after heavy rain. Visit in the slow season, when you see everyday life rather than peak tourism. Most of our clients change their minds about their ideal area at least once, and that is a good thing. It is easier to change your mind before you buy than after.`,
  },
  {
    slug: 'condo-hoa-fees-in-roatan-what-they-cover',
    title: 'Condo HOA Fees in Roatan: What They Cover',
    excerpt:
      'HOA fees on Roatan range from under $200 to over $900 a month. Here is what they pay for and what to check before you buy.',
    tags: ['Condos', 'Costs', 'Buying'],
    authorSlug: 'sarah-whitfield',
    daysAgo: 189,
    scene: 'condo',
    seoDescription:
      'Condo HOA fees on Roatan, Honduras: typical ranges, what they cover, reserve funds, insurance, special assessments and questions to ask before buying.',
    bodyMarkdown: `If you buy a condo on Roatan, you will pay a monthly fee to the homeowners' association (HOA). On the island these fees typically range from under $200 a month in a small hillside building to $900 or more in a full-service beachfront resort. A higher fee is not bad in itself. What matters is what it covers and how well the association is run.

## What HOA fees usually cover

Depending on the complex, your fee may include:

- **Building insurance** under a master policy, including windstorm.
- **Security**, often 24-hour guards and gated entry.
- **Water** for the building, and sometimes a shared generator.
- **Pool, landscaping and cleaning** of common areas.
- **Maintenance and repairs** of roofs, exterior walls, elevators and docks.
- **Management and accounting** for the association.
- **A reserve fund** for large future repairs.

Electricity inside your unit, internet and contents insurance are usually your own costs.

## Why fees vary so much

Beachfront buildings pay more for insurance, security and salt-air maintenance. Complexes with elevators, restaurants or beach clubs have more staff. Small buildings often have low fees because the owners do some of the work themselves, which can be fine until something big breaks.

## The reserve fund

A reserve fund is money saved for roofs, painting, elevators and other major work. On Roatan, salt air and sun shorten the life of almost everything, so a healthy reserve matters. If a building has little or no reserve, owners may face a special assessment, a one-time charge, when a major repair is needed.

## Documents to request

Before you commit, ask the seller or the HOA for:

1. The current year's budget and the last two years of financial statements.
2. The reserve fund balance and any reserve study.
3. Minutes of the last few owners' meetings.
4. The bylaws and house rules, including rental rules and pet rules.
5. The master insurance policy, with its coverage and deductibles.
6. A statement showing the unit owes no fees or assessments.

## Questions worth asking

- Have fees gone up in the last three years, and by how much?
- Is any major project planned, such as a new roof or seawall?
- Are there special assessments pending or recently paid?
- How many units are behind on their fees?
- Who manages the building, and how long have they been doing it?
- Are short-term rentals allowed, and through whom?

## A simple comparison

Two condos at the same price can have very different costs of ownership. Add the annual HOA fee, your expected electricity and insurance, and any management fee for renting. Compare the total, not just the price. A slightly more expensive unit with a well-funded, well-run association is often the better purchase.`,
  },
  {
    slug: 'a-due-diligence-checklist-for-buying-in-roatan',
    title: 'A Due Diligence Checklist for Buying in Roatan',
    excerpt: 'A practical list of the checks to complete before you close on a home, condo or land on Roatan.',
    tags: ['Buying', 'Legal', 'Checklist'],
    authorSlug: 'katrin-vogel',
    daysAgo: 221,
    scene: 'interior',
    seoDescription:
      'A due diligence checklist for buying property in Roatan, Honduras: title, liens, survey, taxes, permits, utilities, inspections and HOA documents.',
    bodyMarkdown: `Due diligence is the time between an accepted offer and the closing when you confirm that the property is what you think it is. On Roatan, it usually takes two to six weeks. Put your conditions in the offer, keep your deposit in escrow, and work through this list with your attorney and inspector.

## Title and legal

- **Chain of title.** Your attorney searches the property registry to confirm the seller owns the property and that the chain of ownership is clean.
- **Liens and annotations.** Ask for a registry certificate showing any mortgages, liens or court orders.
- **Seller's authority.** If a corporation owns the property, check that the person signing can legally sell it. If the seller is abroad, check the power of attorney.
- **Municipal tax clearance.** The seller should show that property taxes are paid up to date.
- **Coastal zone and ownership structure.** Confirm whether you can take title in your own name or need a corporation.
- **Title insurance.** Ask whether a policy is available and what it would exclude.

## Land and boundaries

- **A new survey**, compared with the registered plan.
- **Legal access.** Make sure the road to the property is public or covered by a registered easement.
- **Setbacks and permits** for building near the shore, mangroves or steep slopes.
- **Environmental restrictions.** Mangroves and some coastal areas are protected.
- **Utilities.** Find out where power and water connect and what it will cost.

## The building

- **A professional inspection** covering the structure, roof, electrical, plumbing, septic and signs of water damage.
- **Construction permits.** Ask for the permits for the original build and any additions.
- **Water system.** Check the cistern, pumps, well and water quality.
- **Septic system.** Ask when it was last pumped and where it drains.
- **Generator and solar** systems, with their service history.
- **Docks and seawalls**, which need their own permits and often their own inspection.

## Condos and gated communities

- **HOA documents:** budget, financial statements, reserve fund, rules and meeting minutes.
- **Fee statement** showing the unit has no unpaid fees or assessments.
- **Rental rules**, if you plan to rent.
- **Master insurance policy** and its deductible.

## Rental properties

- **Two years of statements** from the manager or booking platforms.
- **The management contract** and how to end it.
- **Tourism and tax registrations**, if the property is rented to guests.
- **Future bookings**, and whether they transfer with the sale.

## Money and closing

- **Escrow instructions** in writing, including when funds are released.
- **Closing cost estimate** from your attorney.
- **Your tax ID (RTN)**, requested early.
- **Wire instructions** confirmed by phone with a known number. Never trust new bank details sent by e-mail alone.

## Walk away if you need to

The purpose of due diligence is to find problems while you can still act on them. Most issues can be fixed, negotiated or priced in. A few cannot. If your attorney or inspector is uneasy, listen, and use your conditions to renegotiate or walk away.`,
  },
  {
    slug: 'moving-to-roatan-with-pets-and-belongings',
    title: 'Moving to Roatan with Pets and Belongings',
    excerpt:
      'How to bring your dog or cat to Roatan, and what to know about shipping household goods and vehicles to the island.',
    tags: ['Living in Roatan', 'Relocation', 'Pets'],
    authorSlug: 'claire-tremblay',
    daysAgo: 262,
    scene: 'interior',
    seoDescription:
      'Moving to Roatan, Honduras: bringing pets, health certificates and import permits, shipping household goods, customs brokers and what to buy on the island.',
    bodyMarkdown: `Once you have bought your home, the next question is how to get your life here. Most of our full-time clients bring at least one pet and some of their belongings. Here is what the move typically involves. Requirements change, so confirm the details with the authorities and your airline before you book anything.

## Bringing a dog or cat

Honduras generally allows pets to enter with the right paperwork. The usual requirements are:

- **A rabies vaccination** given before travel, and other routine vaccinations.
- **An international health certificate** issued by a licensed veterinarian shortly before departure, often within about 10 days of travel.
- **Government endorsement** of the certificate where your country requires it, for example by the USDA in the United States or the CFIA in Canada.
- **An import permit or inspection** by the Honduran animal health authority (SENASA), arranged in advance or on arrival.

Ask your vet to use a microchip and keep copies of every document in your carry-on.

## Flying with pets

Roatan has direct flights from several US cities and seasonal flights from Canada. Small pets can often fly in the cabin. Larger dogs fly as checked baggage or cargo, and many airlines limit this in hot months or ban certain breeds. Book your pet's space when you book your own ticket, and book a direct flight if you can.

## Living here with pets

Roatan has several veterinarians, and pet food is sold in the larger supermarkets, though imported brands cost more. Heat, ticks and the occasional stray dog are the main concerns. Talk to a local vet about tick prevention as soon as you arrive.

## Shipping household goods

Freight companies ship containers and smaller consolidated loads to Roatan from ports in Florida and on the Gulf Coast. A typical move includes:

1. Packing and an itemized inventory in Spanish and English.
2. Ocean freight to the island.
3. **A customs broker** on Roatan to clear the shipment. You will need one; choose one recommended by other residents.
4. Import duties and taxes, which depend on the goods and their value.
5. Delivery to your home.

Residents approved as retirees or under income-based residency have typically been allowed to import household goods with duty benefits, within limits. Ask your attorney whether you qualify and how to apply before you ship.

## What to bring and what to buy here

Furniture, appliances and building materials are available on the island, and buying here avoids shipping and duties. Many people bring:

- Good mattresses, bedding and kitchen knives.
- Tools and spare parts that are hard to find locally.
- Personal items, books and art.
- Quality outdoor furniture built for salt air.

Think twice about large furniture and old appliances. Shipping, duties and the island's humidity can make them cost more than they are worth.

## Vehicles

Importing a car involves high duties and rules on the age of the vehicle. Most residents buy a car, truck or golf cart on the island instead. If you do want to ship a vehicle, get a written quote from a customs broker first.

## Take your time

A move usually takes two to four months to plan. Start with the pets and the paperwork, since they have the strictest timelines. We are happy to share the names of movers, brokers and vets that our clients have used.`,
  },
]
