/** The site's RUM endpoint (src/pages/api/rum.ts): the pages' beacons and the browsers' CSP reports. */
export const RUM_PATH = '/api/rum';
