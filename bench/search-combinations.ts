// The /properties filter combinations the benchmark times, over HTTP at demo size and in process at 100 000 listings.
export const SEARCH_COMBINATIONS: readonly { name: string; query: string }[] = [
  { name: 'default', query: '' },
  { name: 'area_type', query: 'area=west-bay&type=condo' },
  { name: 'price_beds_by_price', query: 'minPrice=200000&maxPrice=600000&beds=3&sort=price-asc' },
  { name: 'text', query: 'search=ocean+view' },
  { name: 'text_area', query: 'search=west+bay+pool&type=house' },
  { name: 'listing_id', query: 'search=RR-100123' },
  { name: 'sold_by_price_page_5', query: 'status=sold&sort=price-desc&page=5' },
  { name: 'agent_baths', query: 'agent=maria-bodden&baths=2' },
  { name: 'map', query: 'view=map&area=west-end&type=house' },
]

export const SERVER_TARGET_MS = 50
export const SCALE_TARGET_MS = 150
export const SCALE_LISTINGS = 100_000
