// The site's `Cache-Control` values, one per kind of response: what a shared cache in front of the
// instances (Varnish, a CDN) and a browser may keep, and for how long. Plain JavaScript, so that
// server.mjs (static files, anything that bypasses the middleware) and the middleware
// (src/site/cachePolicy.ts) read the same values. apps/web/README.md ("Caching") lists them.
//
// Pages change on a publish, and the CMS's publish purges exactly what changed from the shared cache
// (src/site/cmsChanges.ts → varnishPurge.ts): so a shared cache may keep a page long, and a browser
// asks again on every visit (`max-age=0`), always getting what the shared cache holds now.

/**
 * A page of the site (a CMS page, the same for every visitor). An hour in a shared cache: publishes
 * purge it at once, and the hour only bounds how long a purge that never arrived (a message lost
 * between the CMS and the site) leaves an old page out there. For 5 minutes after that hour the
 * stale copy is still served while the cache fetches the new one behind it, so no visitor waits for
 * a render; for a day it stands in for the site when the site or the CMS fails
 * (`stale-if-error`: the grace of a CMS outage).
 */
export const SHARED_PAGE =
  'public, max-age=0, s-maxage=3600, stale-while-revalidate=300, stale-if-error=86400';

/**
 * A page built from a feed no publish announces (a career position, read from the jobs feed): five
 * minutes, so that a filled position disappears within them, and a day of stale-if-error as above.
 */
export const FEED_PAGE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400';

/**
 * The site's 404 page: a minute. A flood of requests for a missing address is answered by the cache,
 * and a page published there is purged by its publish anyway; a minute bounds the rest (a deploy
 * that adds an embedded page).
 */
export const MISSING_PAGE = 'public, max-age=0, s-maxage=60';

/**
 * What no cache, shared or the browser's, may keep: the editors' preview and its drafts, the pages
 * of cancellation links (a token in the address), any request with a token in its query, any answer
 * that sets a cookie, the API endpoints, POSTs, errors (a 503 while the CMS is down must never
 * replace a good page), and anything the site did not say otherwise about.
 */
export const NOT_SHARED = 'private, no-store';

/**
 * Files of `public/` (images, logos, media): not fingerprinted, replaced only by a deploy. An hour in
 * a browser, a day in a shared cache (a deploy purges it), a day of serving stale behind a refresh.
 */
export const STATIC_FILE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

/**
 * Astro's build output (`/_astro/*`): each name carries a hash of its content, so it never changes
 * (the Node adapter sends this itself; server.mjs relies on it).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
