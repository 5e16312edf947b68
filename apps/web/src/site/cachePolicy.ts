import { isCancellationPage } from '@insurance-web/content-sections';
import { isSearchWithQuery } from '../search/searchAddress';
import { FEED_PAGE, MISSING_PAGE, NOT_SHARED, SHARED_PAGE } from './cacheControl.mjs';
import { SECRET_QUERY_PARAMS } from './config';
import { PREVIEW_COOKIE } from './preview';
import { testNow } from './testClock';

/**
 * How long a page may be kept, as the page says while it renders (`Astro.locals.cache`):
 * - `page` (the default): a CMS page, purged on publish (SHARED_PAGE);
 * - `feed`: built from a feed no publish announces, the jobs feed (FEED_PAGE);
 * - `private`: this answer must not be shared (a page rendered without its navigation and footer
 *   because the CMS failed: a good copy must not be replaced by it, nor the outage kept for an hour).
 */
export type PageCache = 'page' | 'feed' | 'private';

export interface CacheRequest {
  method: string;
  url: URL;
  headers: Pick<Headers, 'get'>;
}

export interface CacheAnswer {
  status: number;
  headers: Pick<Headers, 'get' | 'has'>;
}

type Env = Record<string, string | undefined>;

/** Whether the request's `Cookie` header names the preview cookie, whatever its value. */
function hasPreviewCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().split('=')[0] === PREVIEW_COOKIE);
}

/**
 * Why an answer to this request must never be shared, or `null`: the answer depends on something a
 * shared cache does not key on (a cookie, a test header), or carries a credential in its address.
 */
export function privateReason(request: CacheRequest, env: Env = process.env): string | null {
  const { method, url, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return 'not a GET';
  if (url.pathname.startsWith('/api/')) return 'an API endpoint';
  if (url.pathname === '/nahled') return 'the preview link';
  if (isCancellationPage(url.pathname)) return 'a cancellation link';
  if (SECRET_QUERY_PARAMS.some((name) => url.searchParams.has(name))) return 'a token in the query';
  // What a visitor searched for may be personal data, and its results are theirs alone.
  if (isSearchWithQuery(url)) return 'a search query';
  // Invalid or not, the cookie is the editors': such a request is answered past the cache (the VCL
  // passes it), and its answer, a draft or not, is kept by no one.
  if (hasPreviewCookie(headers.get('cookie'))) return 'the preview cookie';
  if (testNow(headers, env) !== undefined) return 'the test clock';
  return null;
}

/**
 * The `Cache-Control` of an answer, decided once for everything Astro answers
 * (src/middleware.ts). In order: a request that must not be shared (privateReason); an answer that
 * sets a cookie; an answer that said itself (the image endpoint's year, the sitemap's hour); a page
 * (HTML): its 200 by `pageCache`, its 404 for a minute; everything else (errors, redirects, an
 * endpoint that said nothing) is not shared. Shared HTML is the same for every request of its address
 * (no `Vary` but gzip's `Accept-Encoding`): nothing of the request changes a page.
 */
export function cacheHeaders(
  request: CacheRequest,
  answer: CacheAnswer,
  pageCache: PageCache = 'page',
  env: Env = process.env,
): { 'Cache-Control': string } {
  if (privateReason(request, env) !== null || answer.headers.has('set-cookie')) {
    return { 'Cache-Control': NOT_SHARED };
  }
  const own = answer.headers.get('cache-control');
  if (own) {
    // An endpoint's own word; one that keeps it from shared caches says so the site's one way.
    return { 'Cache-Control': /\b(no-store|private|no-cache)\b/.test(own) ? NOT_SHARED : own };
  }
  const html = answer.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (!html || pageCache === 'private') return { 'Cache-Control': NOT_SHARED };
  if (answer.status === 200) {
    return { 'Cache-Control': pageCache === 'feed' ? FEED_PAGE : SHARED_PAGE };
  }
  if (answer.status === 404) return { 'Cache-Control': MISSING_PAGE };
  return { 'Cache-Control': NOT_SHARED };
}
