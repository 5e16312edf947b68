import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_PAGE, IMMUTABLE, MISSING_PAGE, NOT_SHARED, SHARED_PAGE, STATIC_FILE } from './cacheControl.mjs';
import { type CacheAnswer, cacheHeaders, type PageCache, privateReason } from './cachePolicy';
import { CONSENT_COOKIE } from './consent';
import { PREVIEW_COOKIE } from './preview';
import { TEST_NOW_HEADER } from './testClock';

const HTML = { 'content-type': 'text/html' };
const CONSENT = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories: ['necessary'], consentId: 'a' }))}`;

function decide(
  path: string,
  {
    status = 200,
    method = 'GET',
    request = {},
    answer = HTML,
    cache,
    env = {},
  }: {
    status?: number;
    method?: string;
    request?: Record<string, string>;
    answer?: Record<string, string>;
    cache?: PageCache;
    env?: Record<string, string>;
  } = {},
) {
  const response: CacheAnswer = { status, headers: new Headers(answer) };
  return cacheHeaders(
    { method, url: new URL(path, 'http://localhost:3000'), headers: new Headers(request) },
    response,
    cache,
    env,
  );
}

/** `Cache-Control` as a map of directives: `max-age=0` → `{ 'max-age': '0' }`. */
function directives(value: string): Record<string, string | true> {
  return Object.fromEntries(
    value.split(',').map((part) => {
      const [name = '', argument] = part.trim().split('=');
      return [name, argument ?? true];
    }),
  );
}

describe('the cache policy', () => {
  it('lets a shared cache keep a page an hour, serve it stale 5 minutes behind a refresh and a day on errors; browsers ask again', () => {
    expect(directives(SHARED_PAGE)).toEqual({
      public: true,
      'max-age': '0',
      's-maxage': '3600',
      'stale-while-revalidate': '300',
      'stale-if-error': '86400',
    });
    for (const path of ['/', '/caste-dotazy', '/kontakty', '/o-nas?nastaveni-cookies', '/?utm_source=tv']) {
      expect(decide(path), path).toEqual({ 'Cache-Control': SHARED_PAGE });
    }
    expect(decide('/', { method: 'HEAD' })['Cache-Control']).toBe(SHARED_PAGE);
  });

  it('varies a page on nothing: no cookie, of the consent or of analytics, and no request header changes a shared page', () => {
    for (const cookie of [CONSENT, `_ga=GA1.1.2; ${CONSENT}`, 'anything=1']) {
      expect(decide('/kontakty', { request: { cookie } }), cookie).toEqual({ 'Cache-Control': SHARED_PAGE });
    }
  });

  it('keeps a page of the jobs feed five minutes, and the 404 page a minute', () => {
    expect(decide('/kariera/123', { cache: 'feed' })).toEqual({ 'Cache-Control': FEED_PAGE });
    expect(directives(FEED_PAGE)).toMatchObject({ public: true, 'max-age': '0', 's-maxage': '300' });
    expect(decide('/neexistuje', { status: 404 })).toEqual({ 'Cache-Control': MISSING_PAGE });
    expect(decide('/kariera/123', { status: 404, cache: 'feed' })['Cache-Control']).toBe(MISSING_PAGE);
    expect(directives(MISSING_PAGE)).toEqual({ public: true, 'max-age': '0', 's-maxage': '60' });
  });

  it('never shares the preview, a cancellation link, a token, the preview cookie or the test clock', () => {
    const cases: [string, Parameters<typeof decide>[1]][] = [
      ['/nahled?secret=x&path=/', {}],
      ['/nahled', { status: 302, answer: {} }],
      ['/zruseni-smlouvy', {}],
      ['/zruseni-zmeny?token=abc', {}],
      ['/pojisteni/zruseni-smlouvy/', {}],
      ['/kontakty?token=abc', {}],
      ['/kontakty?token=', {}],
      ['/o-nas', { request: { cookie: `${PREVIEW_COOKIE}=forged` } }],
      ['/o-nas', { request: { cookie: `a=1; ${PREVIEW_COOKIE}=x; ${CONSENT}` } }],
      ['/o-nas', { request: { [TEST_NOW_HEADER]: '2026-03-01T10:00:00Z' }, env: { SITE_TEST_CLOCK: '1' } }],
    ];
    for (const [path, options] of cases) {
      expect(decide(path, options), `${path} ${JSON.stringify(options)}`).toEqual({
        'Cache-Control': NOT_SHARED,
      });
    }
    expect(directives(NOT_SHARED)).toEqual({ private: true, 'no-store': true });
    // Only the preview cookie's own name, and the test clock only where the server honours it.
    expect(decide('/o-nas', { request: { cookie: `${PREVIEW_COOKIE}_old=1` } })['Cache-Control']).toBe(
      SHARED_PAGE,
    );
    expect(
      decide('/o-nas', { request: { [TEST_NOW_HEADER]: '2026-03-01T10:00:00Z' } })['Cache-Control'],
    ).toBe(SHARED_PAGE);
    expect(
      decide('/o-nas', { request: { [TEST_NOW_HEADER]: 'zítra' }, env: { SITE_TEST_CLOCK: '1' } })[
        'Cache-Control'
      ],
    ).toBe(SHARED_PAGE);
    // A marker of a cancellation page in the query is not one.
    expect(decide('/kontakty?next=zruseni-smlouvy')['Cache-Control']).toBe(SHARED_PAGE);
  });

  it('never shares a POST, an answer that sets a cookie, an error, a redirect, or a page rendered without its chrome', () => {
    expect(decide('/api/cms-changes', { method: 'POST', answer: { 'cache-control': 'no-store' } })).toEqual({
      'Cache-Control': NOT_SHARED,
    });
    expect(decide('/kontakty', { method: 'POST' })).toEqual({ 'Cache-Control': NOT_SHARED });
    expect(decide('/', { answer: { ...HTML, 'set-cookie': 'a=1' } })).toEqual({
      'Cache-Control': NOT_SHARED,
    });
    for (const status of [301, 302, 400, 401, 403, 405, 500, 502, 503]) {
      expect(decide('/o-nas', { status }), String(status)).toEqual({ 'Cache-Control': NOT_SHARED });
    }
    // The page's own `no-store` (the CMS down, a draft) is said the site's one way.
    expect(decide('/o-nas', { status: 503, answer: { ...HTML, 'cache-control': 'no-store' } })).toEqual({
      'Cache-Control': NOT_SHARED,
    });
    expect(decide('/o-nas', { cache: 'private' })).toEqual({ 'Cache-Control': NOT_SHARED });
  });

  it('keeps an endpoint’s own word, and shares no endpoint that said nothing', () => {
    const year = 'public, max-age=31536000';
    expect(
      decide('/_image?href=x&w=640', { answer: { 'content-type': 'image/webp', 'cache-control': year } }),
    ).toEqual({
      'Cache-Control': year,
    });
    expect(
      decide('/sitemap.xml', { answer: { 'content-type': 'application/xml', 'cache-control': SHARED_PAGE } }),
    ).toEqual({ 'Cache-Control': SHARED_PAGE });
    for (const own of ['no-store', 'private, max-age=60', 'no-cache']) {
      expect(
        decide('/export.json', { answer: { 'content-type': 'application/json', 'cache-control': own } }),
        own,
      ).toEqual({
        'Cache-Control': NOT_SHARED,
      });
    }
    expect(decide('/export.json', { answer: { 'content-type': 'application/json' } })).toEqual({
      'Cache-Control': NOT_SHARED,
    });
    // Whatever an API endpoint says, no cache keeps it.
    expect(
      decide('/api/x', {
        answer: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
      }),
    ).toEqual({ 'Cache-Control': NOT_SHARED });
  });

  it('names why a request is not shared, and nothing for a plain visit', () => {
    const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
      method,
      url: new URL(path, 'http://localhost:3000'),
      headers: new Headers(headers),
    });
    expect(privateReason(request('/o-nas'), {})).toBeNull();
    expect(privateReason(request('/o-nas', {}, 'POST'), {})).toBe('not a GET');
    expect(privateReason(request('/nahled'), {})).toBe('the preview link');
    expect(privateReason(request('/api/cms-changes'), {})).toBe('an API endpoint');
    expect(privateReason(request('/zruseni-smlouvy'), {})).toBe('a cancellation link');
    expect(privateReason(request('/o-nas?token=1'), {})).toBe('a token in the query');
    // A search's query may hold personal data: its results are the visitor's alone; the form is not.
    expect(privateReason(request('/hledat?q=900101%2F1234'), {})).toBe('a search query');
    expect(privateReason(request('/hledat/?q='), {})).toBe('a search query');
    expect(privateReason(request('/hledat'), {})).toBeNull();
    expect(privateReason(request('/kontakty?q=1'), {})).toBeNull();
    expect(privateReason(request('/o-nas', { cookie: `${PREVIEW_COOKIE}=1` }), {})).toBe(
      'the preview cookie',
    );
  });

  it('is written down as it is: apps/web/README.md lists every value', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const value of [SHARED_PAGE, FEED_PAGE, MISSING_PAGE, NOT_SHARED, STATIC_FILE, IMMUTABLE]) {
      expect(readme).toContain(`\`${value}\``);
    }
  });
});
