import { isCancellationPage } from '@insurance-web/content-sections';
import { expect, test } from '@playwright/test';
import {
  FEED_PAGE,
  IMMUTABLE,
  MISSING_PAGE,
  NOT_SHARED,
  SHARED_PAGE,
  STATIC_FILE,
} from '../src/site/cacheControl.mjs';
import { CONSENT_COOKIE } from '../src/site/consent';
import { PREVIEW_COOKIE } from '../src/site/preview';
import { TEST_NOW_HEADER } from '../src/site/testClock';
import { CONSENT_GRANTED_COOKIE } from './consentCookie';
import { DEMO_PAGES } from './support';

/*
 * What a shared cache in front of the site (deploy/varnish, a CDN) may keep, asked of the built server
 * over plain HTTP, no browser (src/site/cachePolicy.ts; apps/web/README.md "Caching"): every demo page's
 * Cache-Control and Vary, one HTML for every visitor wherever a page is shared (no cookie and no
 * request header changes it, so Vary names nothing but gzip's Accept-Encoding), and
 * `private, no-store` wherever a page must not be shared.
 */

const REFUSED = `${CONSENT_COOKIE}=${encodeURIComponent(
  JSON.stringify({ categories: ['necessary'], consentId: '00000000-0000-4000-8000-000000000001' }),
)}`;
const GRANTED = `${CONSENT_COOKIE}=${CONSENT_GRANTED_COOKIE.value}`;

/** Requests a visitor's browser would send, each with the same page as the answer when shared. */
const VISITORS: Record<string, Record<string, string>> = {
  'no header at all (a crawler, curl)': {},
  'a first visit from a search': { 'sec-fetch-site': 'cross-site' },
  'an address typed': { 'sec-fetch-site': 'none' },
  'a link from a sister site': { 'sec-fetch-site': 'same-site' },
  // The page after a link of the site: the same page, the font from the browser's cache.
  'a page reached from within the site': { 'sec-fetch-site': 'same-origin', cookie: GRANTED },
  'a visitor who accepted analytics': { cookie: GRANTED, 'sec-fetch-site': 'none' },
  'a visitor who refused': { cookie: REFUSED },
  'analytics and other cookies beside the consent': { cookie: `_ga=GA1.1.123.456; ${GRANTED}; x=1` },
  'a broken consent cookie': { cookie: `${CONSENT_COOKIE}=%7Bbroken` },
};

/** A plain HTTP GET (Node's fetch sends no Sec-Fetch-Site and no cookie of its own). */
function get(
  baseURL: string | undefined,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return fetch(new URL(path, baseURL), { method, headers, redirect: 'manual' });
}

const varyOf = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

for (const path of DEMO_PAGES) {
  test(`${path}: its cache headers, and one HTML for every visitor where it is shared`, async ({
    baseURL,
  }) => {
    const first = await get(baseURL, path);
    expect(first.status).toBe(200);
    const html = await first.text();

    if (isCancellationPage(path)) {
      // A cancellation link's page (with or without its token): kept by no cache.
      expect(first.headers.get('cache-control')).toBe(NOT_SHARED);
      for (const headers of Object.values(VISITORS)) {
        expect((await get(baseURL, path, headers)).headers.get('cache-control')).toBe(NOT_SHARED);
      }
      return;
    }

    expect(first.headers.get('cache-control')).toBe(SHARED_PAGE);
    // gzip's own; nothing else: neither a cookie nor how the page was opened splits the cache.
    expect(varyOf(first).filter((name) => name !== 'accept-encoding')).toEqual([]);
    for (const [visitor, headers] of Object.entries(VISITORS)) {
      const response = await get(baseURL, path, headers);
      expect(response.headers.get('cache-control'), visitor).toBe(SHARED_PAGE);
      expect(await response.text(), visitor).toBe(html);
    }

    // What must not be shared: the preview cookie (valid or not), a token in the address.
    for (const [label, response] of [
      ['the preview cookie', await get(baseURL, path, { cookie: `${PREVIEW_COOKIE}=neplatny; ${GRANTED}` })],
      ['a token', await get(baseURL, `${path}?token=abc`)],
    ] as const) {
      expect(response.headers.get('cache-control'), label).toBe(NOT_SHARED);
    }
  });
}

test('the 404 page is kept a minute, a career position five minutes, and errors and POSTs never', async ({
  baseURL,
}) => {
  const missing = await get(baseURL, '/tahle-stranka-neexistuje');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe(MISSING_PAGE);
  expect(varyOf(missing).filter((name) => name !== 'accept-encoding')).toEqual([]);

  // The sandbox's jobs feed: position 102 is open, 107 confidential (e2e/careers.spec.ts).
  const position = await get(baseURL, '/kariera/102');
  expect(position.status).toBe(200);
  expect(position.headers.get('cache-control')).toBe(FEED_PAGE);
  expect(varyOf(position).filter((name) => name !== 'accept-encoding')).toEqual([]);
  expect((await get(baseURL, '/kariera/107')).headers.get('cache-control')).toBe(MISSING_PAGE);

  for (const [method, path] of [
    ['POST', '/api/cms-changes'],
    ['GET', '/api/cms-changes'],
    ['GET', '/nahled?secret=nic&path=/'],
    ['POST', '/kontakty'],
  ] as const) {
    const response = await get(baseURL, path, {}, method);
    expect(response.headers.get('cache-control'), `${method} ${path}`).toBe(NOT_SHARED);
  }

  // The server's test clock (SITE_TEST_CLOCK=1 here) renders by the request's time: never shared.
  const clocked = await get(baseURL, '/kontakty', { [TEST_NOW_HEADER]: '2026-03-02T09:00:00+01:00' });
  expect(clocked.headers.get('cache-control')).toBe(NOT_SHARED);

  // HEAD as GET.
  expect((await get(baseURL, '/kontakty', {}, 'HEAD')).headers.get('cache-control')).toBe(SHARED_PAGE);
});

test('files: the build’s fingerprinted ones for a year, immutable; public/, robots.txt and the sitemap as documented', async ({
  baseURL,
}) => {
  const html = await (await get(baseURL, '/')).text();
  const stylesheet = /<link rel="stylesheet" href="(\/_astro\/[^"]+)"/.exec(html)?.[1];
  expect(stylesheet).toBeTruthy();
  expect((await get(baseURL, String(stylesheet))).headers.get('cache-control')).toBe(IMMUTABLE);
  for (const path of ['/logos/horizont-pojistovna.svg', '/robots.txt']) {
    const response = await get(baseURL, path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe(STATIC_FILE);
  }
  const sitemap = await get(baseURL, '/sitemap.xml');
  expect(sitemap.headers.get('cache-control')).toBe(SHARED_PAGE);
  // A file of public/ that is not there is the site's 404 page, with the page's rule.
  const gone = await get(baseURL, '/logos/neni.svg');
  expect(gone.status).toBe(404);
  expect(gone.headers.get('cache-control')).toBe(MISSING_PAGE);
});
