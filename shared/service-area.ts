// Where the business works, as data: the state its towns lie in (and so the coordinates a city
// row may have), the URL prefix of its city pages, and the plain-English lists built from them.
// Imported by the generator and the templates alike; imports nothing of ours.

/** A state's bounding box in degrees, rounded outward so towns on a border still fit. */
export interface StateBounds {
  name: string;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

// Approximate bounding boxes of the fifty states and DC (published extremes, rounded outward
// by about 0.01 degree). A city row outside its business's state is almost always a typo in
// lat/lng (a dropped minus sign, swapped columns), which this catches; it is no geocoder.
export const US_STATES: Record<string, StateBounds> = {
  AL: { name: 'Alabama', minLat: 30.13, maxLat: 35.02, minLng: -88.48, maxLng: -84.88 },
  AK: { name: 'Alaska', minLat: 51.2, maxLat: 71.45, minLng: -179.99, maxLng: -129.97 },
  AZ: { name: 'Arizona', minLat: 31.32, maxLat: 37.01, minLng: -114.82, maxLng: -109.04 },
  AR: { name: 'Arkansas', minLat: 33.0, maxLat: 36.5, minLng: -94.62, maxLng: -89.64 },
  CA: { name: 'California', minLat: 32.53, maxLat: 42.01, minLng: -124.42, maxLng: -114.13 },
  CO: { name: 'Colorado', minLat: 36.99, maxLat: 41.01, minLng: -109.06, maxLng: -102.04 },
  CT: { name: 'Connecticut', minLat: 40.98, maxLat: 42.06, minLng: -73.73, maxLng: -71.78 },
  DE: { name: 'Delaware', minLat: 38.45, maxLat: 39.84, minLng: -75.79, maxLng: -75.04 },
  DC: { name: 'District of Columbia', minLat: 38.79, maxLat: 39.0, minLng: -77.12, maxLng: -76.9 },
  FL: { name: 'Florida', minLat: 24.39, maxLat: 31.01, minLng: -87.64, maxLng: -79.97 },
  GA: { name: 'Georgia', minLat: 30.35, maxLat: 35.01, minLng: -85.61, maxLng: -80.83 },
  HI: { name: 'Hawaii', minLat: 18.9, maxLat: 22.24, minLng: -160.25, maxLng: -154.8 },
  ID: { name: 'Idaho', minLat: 41.98, maxLat: 49.01, minLng: -117.25, maxLng: -111.04 },
  IL: { name: 'Illinois', minLat: 36.96, maxLat: 42.51, minLng: -91.52, maxLng: -87.01 },
  IN: { name: 'Indiana', minLat: 37.77, maxLat: 41.77, minLng: -88.1, maxLng: -84.78 },
  IA: { name: 'Iowa', minLat: 40.37, maxLat: 43.51, minLng: -96.64, maxLng: -90.14 },
  KS: { name: 'Kansas', minLat: 36.99, maxLat: 40.01, minLng: -102.06, maxLng: -94.58 },
  KY: { name: 'Kentucky', minLat: 36.49, maxLat: 39.15, minLng: -89.58, maxLng: -81.96 },
  LA: { name: 'Louisiana', minLat: 28.92, maxLat: 33.02, minLng: -94.05, maxLng: -88.81 },
  ME: { name: 'Maine', minLat: 43.05, maxLat: 47.47, minLng: -71.09, maxLng: -66.94 },
  MD: { name: 'Maryland', minLat: 37.9, maxLat: 39.73, minLng: -79.49, maxLng: -75.04 },
  MA: { name: 'Massachusetts', minLat: 41.23, maxLat: 42.89, minLng: -73.51, maxLng: -69.92 },
  MI: { name: 'Michigan', minLat: 41.69, maxLat: 48.31, minLng: -90.42, maxLng: -82.12 },
  MN: { name: 'Minnesota', minLat: 43.49, maxLat: 49.39, minLng: -97.24, maxLng: -89.48 },
  MS: { name: 'Mississippi', minLat: 30.17, maxLat: 35.01, minLng: -91.66, maxLng: -88.09 },
  MO: { name: 'Missouri', minLat: 35.99, maxLat: 40.62, minLng: -95.78, maxLng: -89.09 },
  MT: { name: 'Montana', minLat: 44.35, maxLat: 49.01, minLng: -116.05, maxLng: -104.03 },
  NE: { name: 'Nebraska', minLat: 39.99, maxLat: 43.01, minLng: -104.06, maxLng: -95.3 },
  NV: { name: 'Nevada', minLat: 35.0, maxLat: 42.01, minLng: -120.01, maxLng: -114.03 },
  NH: { name: 'New Hampshire', minLat: 42.69, maxLat: 45.31, minLng: -72.56, maxLng: -70.6 },
  NJ: { name: 'New Jersey', minLat: 38.92, maxLat: 41.36, minLng: -75.57, maxLng: -73.88 },
  NM: { name: 'New Mexico', minLat: 31.33, maxLat: 37.01, minLng: -109.06, maxLng: -103.0 },
  NY: { name: 'New York', minLat: 40.49, maxLat: 45.02, minLng: -79.77, maxLng: -71.85 },
  NC: { name: 'North Carolina', minLat: 33.83, maxLat: 36.59, minLng: -84.33, maxLng: -75.45 },
  ND: { name: 'North Dakota', minLat: 45.93, maxLat: 49.01, minLng: -104.06, maxLng: -96.55 },
  OH: { name: 'Ohio', minLat: 38.4, maxLat: 41.98, minLng: -84.83, maxLng: -80.51 },
  OK: { name: 'Oklahoma', minLat: 33.61, maxLat: 37.01, minLng: -103.01, maxLng: -94.43 },
  OR: { name: 'Oregon', minLat: 41.99, maxLat: 46.3, minLng: -124.57, maxLng: -116.46 },
  PA: { name: 'Pennsylvania', minLat: 39.71, maxLat: 42.27, minLng: -80.53, maxLng: -74.68 },
  RI: { name: 'Rhode Island', minLat: 41.14, maxLat: 42.02, minLng: -71.91, maxLng: -71.11 },
  SC: { name: 'South Carolina', minLat: 32.03, maxLat: 35.22, minLng: -83.36, maxLng: -78.54 },
  SD: { name: 'South Dakota', minLat: 42.47, maxLat: 45.95, minLng: -104.06, maxLng: -96.43 },
  TN: { name: 'Tennessee', minLat: 34.98, maxLat: 36.68, minLng: -90.32, maxLng: -81.64 },
  TX: { name: 'Texas', minLat: 25.83, maxLat: 36.51, minLng: -106.65, maxLng: -93.5 },
  UT: { name: 'Utah', minLat: 36.99, maxLat: 42.01, minLng: -114.06, maxLng: -109.04 },
  VT: { name: 'Vermont', minLat: 42.72, maxLat: 45.02, minLng: -73.44, maxLng: -71.46 },
  VA: { name: 'Virginia', minLat: 36.54, maxLat: 39.47, minLng: -83.68, maxLng: -75.23 },
  WA: { name: 'Washington', minLat: 45.54, maxLat: 49.01, minLng: -124.85, maxLng: -116.91 },
  WV: { name: 'West Virginia', minLat: 37.2, maxLat: 40.64, minLng: -82.65, maxLng: -77.71 },
  WI: { name: 'Wisconsin', minLat: 42.49, maxLat: 47.31, minLng: -92.89, maxLng: -86.24 },
  WY: { name: 'Wyoming', minLat: 40.99, maxLat: 45.01, minLng: -111.06, maxLng: -104.05 },
};

/** What the rest of the site needs of the state: business.json's `state`. */
export interface SiteState {
  code: string;
  name: string;
  /** the first segment of every city page's URL: "mi" gives /mi/novi/ */
  urlPrefix: string;
}

/** `/mi/novi/` */
export const cityPath = (state: Pick<SiteState, 'urlPrefix'>, citySlug: string): string => `/${state.urlPrefix}/${citySlug}/`;

/** `/mi/novi/deep-cleaning/` */
/** A service's own page: `/services/deep-cleaning/`. */
export const servicePath = (serviceSlug: string): string => `/services/${serviceSlug}/`;

export const cityServicePath = (state: Pick<SiteState, 'urlPrefix'>, citySlug: string, serviceSlug: string): string =>
  `/${state.urlPrefix}/${citySlug}/${serviceSlug}/`;

/** "A", "A and B", "A, B and C" */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The counties the towns lie in, the business's home county first and the rest alphabetical:
 * "Oakland, Livingston and Wayne counties".
 */
export function countiesPhrase(cities: readonly { name: string; county: string }[], homeTown: string): string {
  const home = cities.find((c) => c.name === homeTown)?.county;
  const others = [...new Set(cities.map((c) => c.county))].filter((c) => c !== home).sort();
  const all = home ? [home, ...others] : others;
  return `${andList(all)} ${all.length === 1 ? 'County' : 'counties'}`;
}

/** The served town farthest from the office (the "from Milford to Livonia" of the area pages). */
export function farthestTown<C extends { lat: number; lng: number }>(cities: readonly C[], from: { lat: number; lng: number }): C | undefined {
  // an equirectangular distance is plenty to rank towns a few dozen miles apart
  const scale = Math.cos((from.lat * Math.PI) / 180);
  const distance = (c: C) => Math.hypot(c.lat - from.lat, (c.lng - from.lng) * scale);
  return [...cities].sort((a, b) => distance(b) - distance(a))[0];
}
