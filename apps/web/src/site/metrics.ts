import { Counter, Gauge, Histogram, type Metric, register } from 'prom-client';
import { BUILD_ID } from './buildId';

/*
 * What the rendering side of the site counts, in prom-client's default registry: server.mjs serves
 * that registry on its own loopback port (METRICS_PORT, src/site/requestMetrics.mjs), with the
 * requests, render times and Node's own metrics it counts there. prom-client stays outside Vite's
 * server bundle (astro.config.mjs, `vite.ssr.external`), so this module and server.mjs share one copy
 * and one registry. deploy/README.md ("What to watch") says what each metric means and what normal
 * looks like. Every label has a short, fixed set of values.
 */

/** One metric per name in the process: a module evaluated again (tests, `astro dev`) reuses it. */
function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

/** The build this process serves, as an info metric (its value is always 1). */
export const buildInfo = once(
  'site_build_info',
  () =>
    new Gauge({
      name: 'site_build_info',
      help: 'The build this instance serves (build_id); always 1.',
      labelNames: ['build_id'],
    }),
);
buildInfo.set({ build_id: BUILD_ID }, 1);

/** What a lookup of the content cache found: a fresh copy of Strapi's answer, or nothing usable. */
export const contentCacheLookups = once(
  'site_content_cache_lookups_total',
  () =>
    new Counter({
      name: 'site_content_cache_lookups_total',
      help: "Lookups of the site's cache of Strapi's answers, by result (hit: a fresh copy; miss: fetched from Strapi).",
      labelNames: ['result'],
    }),
);

/** Every request to Strapi: how long it took, and whether it brought an answer. */
export const strapiFetchDuration = once(
  'site_strapi_fetch_duration_seconds',
  () =>
    new Histogram({
      name: 'site_strapi_fetch_duration_seconds',
      help: 'Requests to Strapi, by outcome (ok, error): time until the answer or the failure.',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);

/** Why a request to Strapi failed: no connection, no answer in time, or an error status. */
export type StrapiFailure = 'unreachable' | 'timeout' | 'status';

export const strapiFetchErrors = once(
  'site_strapi_fetch_errors_total',
  () =>
    new Counter({
      name: 'site_strapi_fetch_errors_total',
      help: 'Requests to Strapi that failed, by kind (unreachable, timeout, status).',
      labelNames: ['kind'],
    }),
);

/**
 * A copy of Strapi's answer that expired and came back different, with no message of the CMS about
 * it in between: a publish this instance learned of only from its cache time (a CMS message lost).
 */
export const unannouncedChanges = once(
  'site_content_changed_unannounced_total',
  () =>
    new Counter({
      name: 'site_content_changed_unannounced_total',
      help: 'Answers of Strapi that changed without a message of the CMS (seen only when the cached copy expired).',
    }),
);

/** What became of a message of the CMS (src/site/cmsChanges.ts): the publish counter. */
export type CmsChangeOutcome =
  | 'applied'
  | 'purge_failed'
  | 'misconfigured'
  | 'unauthorized'
  | 'invalid'
  | 'not_found';

export const cmsChanges = once(
  'site_cms_changes_total',
  () =>
    new Counter({
      name: 'site_cms_changes_total',
      help: 'Messages of the CMS that content was published, unpublished or deleted, by outcome.',
      labelNames: ['outcome'],
    }),
);

/** Bans sent to the shared cache in front (Varnish) for those messages: the purge counter. */
export const cachePurges = once(
  'site_cache_purges_total',
  () =>
    new Counter({
      name: 'site_cache_purges_total',
      help: 'Bans sent to the shared cache in front of the site (Varnish) after a message of the CMS, by outcome (ok, failed).',
      labelNames: ['outcome'],
    }),
);

/** The last answer of /readyz: 1 ready, 0 not (src/site/readiness.ts). */
export const readyGauge = once(
  'site_ready',
  () =>
    new Gauge({
      name: 'site_ready',
      help: 'Whether the last readiness check (/readyz) found that this instance can render a page (1) or not (0).',
    }),
);

// At zero from the first answer on: Prometheus's increase() needs a sample before the first message,
// ban or failure after a start to count it (deploy/prometheus/alerts.yml compares them).
for (const outcome of ['applied', 'purge_failed', 'misconfigured'] as const) cmsChanges.inc({ outcome }, 0);
for (const outcome of ['ok', 'failed']) cachePurges.inc({ outcome }, 0);
for (const kind of ['unreachable', 'timeout', 'status'] satisfies StrapiFailure[])
  strapiFetchErrors.inc({ kind }, 0);
