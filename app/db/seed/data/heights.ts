// Heights above sea level in the demo areas (SEED_DEMO, issue 44 item 5), for the estimated elevation of listings
// staff gave none (the demo's land). Staff keep them on Admin → Areas. Plausible examples, not surveys: the shore a
// metre or two up, the ridge road above it.
import type { HeightPoint } from '../../../lib/elevation'

export const demoHeights: Record<string, HeightPoint[]> = {
  'west-bay': [
    { name: 'West Bay road, beach end', lat: 16.2772, lng: -86.5985, metres: 3 },
    { name: 'West Bay hill road', lat: 16.2805, lng: -86.5925, metres: 38 },
  ],
  'west-end': [
    { name: 'Half Moon Bay shore road', lat: 16.3045, lng: -86.5915, metres: 2 },
    { name: 'West End ridge road', lat: 16.3015, lng: -86.5835, metres: 55 },
  ],
  'sandy-bay': [
    { name: 'Sandy Bay main road', lat: 16.3285, lng: -86.5655, metres: 6 },
    { name: 'Sandy Bay hillside', lat: 16.3245, lng: -86.5605, metres: 42 },
  ],
  'camp-bay': [
    { name: 'Camp Bay beach road', lat: 16.4395, lng: -86.3005, metres: 2 },
    { name: 'Camp Bay hill', lat: 16.4345, lng: -86.3045, metres: 30 },
  ],
  'punta-gorda': [
    { name: 'Punta Gorda waterfront', lat: 16.4045, lng: -86.3695, metres: 2 },
    { name: 'Punta Gorda ridge road', lat: 16.3985, lng: -86.3665, metres: 48 },
  ],
}
