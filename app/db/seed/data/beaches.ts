// Public beaches of the demo areas (SEED_DEMO), approximate points on the sand, for each listing's distance to the
// nearest beach (issue 16). Staff keep them on Admin → Areas.
import type { GeoPoint } from '../../../lib/buyer-facts'

export const demoBeaches: Record<string, GeoPoint[]> = {
  'west-bay': [{ name: 'West Bay Beach', lat: 16.2768, lng: -86.6005 }],
  'west-end': [{ name: 'Half Moon Bay', lat: 16.3073, lng: -86.5938 }],
  'sandy-bay': [{ name: 'Sandy Bay beach', lat: 16.3318, lng: -86.5655 }],
  'coxen-hole': [],
  'french-harbour': [{ name: 'French Cay beach', lat: 16.3512, lng: -86.4452 }],
  'punta-gorda': [{ name: 'Punta Gorda beach', lat: 16.4068, lng: -86.3705 }],
  'oak-ridge': [],
  jonesville: [],
  'camp-bay': [{ name: 'Camp Bay Beach', lat: 16.4412, lng: -86.2998 }],
  'palmetto-bay': [{ name: 'Palmetto Bay beach', lat: 16.4228, lng: -86.3382 }],
  'first-bight-parrot-tree': [{ name: 'Parrot Tree beach', lat: 16.3652, lng: -86.4238 }],
  'brick-bay': [],
}
