import { Counter, Histogram, register } from 'prom-client';
import { CLIENT_ERROR_KINDS, type ClientErrorKind, PAGE_TYPES, type PageType } from './beacon';

/**
 * What visitors experience, in prom-client's default registry (the site's one metrics endpoint serves
 * it): the Web Vitals as histograms and the client errors as counters, by page type, and what the
 * endpoint refused. Every label is a closed list (beacon.ts). Made once per process: the module may be
 * loaded again (tests, the dev server), and the registry refuses a name twice.
 */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const pageLabel = ['page_type'] as const;

export const lcpSeconds = once(
  'site_web_vitals_lcp_seconds',
  () =>
    new Histogram({
      name: 'site_web_vitals_lcp_seconds',
      help: 'Largest Contentful Paint of visits, by page type (web-vitals, sent by the page)',
      labelNames: pageLabel,
      // Around the 2.5 s of "good" and the 4 s of "poor".
      buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    }),
);

export const inpSeconds = once(
  'site_web_vitals_inp_seconds',
  () =>
    new Histogram({
      name: 'site_web_vitals_inp_seconds',
      help: 'Interaction to Next Paint of visits, by page type (web-vitals, sent by the page)',
      labelNames: pageLabel,
      // Around the 200 ms of "good" and the 500 ms of "poor".
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    }),
);

export const cumulativeLayoutShift = once(
  'site_web_vitals_cls',
  () =>
    new Histogram({
      name: 'site_web_vitals_cls',
      help: 'Cumulative Layout Shift of visits, by page type (web-vitals, sent by the page)',
      labelNames: pageLabel,
      // Around the 0.1 of "good" and the 0.25 of "poor".
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    }),
);

export const clientErrors = once(
  'site_client_errors_total',
  () =>
    new Counter({
      name: 'site_client_errors_total',
      help: 'Errors in visitors’ browsers by kind (error, rejection, chunk, island, csp) and page type',
      labelNames: ['kind', 'page_type'] as const,
    }),
);

/** Why a beacon was not counted, or `accepted`. */
export const BEACON_OUTCOMES = ['accepted', 'too_large', 'rate_limited', 'invalid'] as const;
export type BeaconOutcome = (typeof BEACON_OUTCOMES)[number];

export const rumBeacons = once(
  'site_rum_beacons_total',
  () =>
    new Counter({
      name: 'site_rum_beacons_total',
      help: 'Beacons and CSP reports received at /api/rum, by outcome',
      labelNames: ['outcome'] as const,
    }),
);

/** The page type of a CSP report, which names only an address the metrics do not keep. */
export const UNKNOWN_PAGE = 'unknown';

/** Every series starts at 0, so that a rate or an alert sees the first error, not only the second. */
for (const outcome of BEACON_OUTCOMES) rumBeacons.labels(outcome).inc(0);
for (const kind of CLIENT_ERROR_KINDS) {
  for (const page of [...PAGE_TYPES, UNKNOWN_PAGE]) {
    if ((kind === 'csp') === (page === UNKNOWN_PAGE)) clientErrors.labels(kind, page).inc(0);
  }
}

export function countVital(name: 'LCP' | 'INP' | 'CLS', value: number, page: PageType): void {
  if (name === 'LCP') lcpSeconds.labels(page).observe(value / 1000);
  else if (name === 'INP') inpSeconds.labels(page).observe(value / 1000);
  else cumulativeLayoutShift.labels(page).observe(value);
}

export function countClientError(
  kind: ClientErrorKind,
  page: PageType | typeof UNKNOWN_PAGE,
  count = 1,
): void {
  clientErrors.labels(kind, page).inc(count);
}
