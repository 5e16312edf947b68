import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer, setAnalyticsConsent } from './analytics';
import {
  apiEnvironment,
  apiHost,
  DEFAULT_API_ENVIRONMENT,
  DEFAULT_API_HOST,
  frameOrigins,
  mapTileOrigins,
  mapTiles,
  SANDBOX_TILES_PATH,
  siteConfig,
} from './config';
import { FAVICON_URL } from './favicon';
import { MORE_CHARACTERS, TEXT_CHARACTERS, unicodeRange } from './fontSubsets.mjs';
import { interFontUrl } from './fonts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHashesFrom,
  securityHeaders,
} from './securityHeaders';
import { publicOrigin, sitemapXml } from './sitemap';
import { TEST_NOW_HEADER, testNow } from './testClock';

describe('site config', () => {
  it('uses the sandbox unless PUBLIC_API_HOST is set, and never in a production build', () => {
    expect(apiHost({}, false)).toBe(DEFAULT_API_HOST);
    expect(() => apiHost({}, true)).toThrow(/PUBLIC_API_HOST is not set/);
    expect(apiHost({ PUBLIC_API_HOST: 'https://api.example.test' }, true)).toBe('https://api.example.test');
    expect(apiHost({ PUBLIC_API_HOST: 'https://api.example.test/' })).toBe('https://api.example.test');
  });

  it('is serialisable and carries the page URL', () => {
    const config = siteConfig(new URL('http://127.0.0.1:3000/pojisteni-motorky?x=1'), {}, undefined, false);
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    expect(config).toMatchObject({
      locale: 'cs',
      url: 'http://127.0.0.1:3000/pojisteni-motorky?x=1',
      brand: { name: 'Horizont', slug: 'horizont', variant: 'insurance', phone: '+420 800 100 200' },
      user: null,
    });
  });

  it('never carries a credential of the address (the cancellation token) into the islands’ HTML', () => {
    const config = siteConfig('http://127.0.0.1:3000/zruseni-smlouvy?token=tajne-123&utm_source=email', {});
    // Blanked, not dropped: the server's render may know that the link had a token, never which.
    expect(config.url).toBe('http://127.0.0.1:3000/zruseni-smlouvy?token=&utm_source=email');
    expect(JSON.stringify(config)).not.toContain('tajne-123');
    expect(siteConfig('http://127.0.0.1:3000/zruseni-smlouvy?token=a&token=b', {}).url).toBe(
      'http://127.0.0.1:3000/zruseni-smlouvy?token=',
    );
    expect(siteConfig('http://127.0.0.1:3000/zruseni-smlouvy', {}).url).toBe(
      'http://127.0.0.1:3000/zruseni-smlouvy',
    );
    expect(siteConfig('http://127.0.0.1:3000/zruseni-smlouvy?token=%20&a=1', {}).url).toBe(
      'http://127.0.0.1:3000/zruseni-smlouvy?a=1',
    );
  });

  it('takes the back end’s environment from PUBLIC_API_ENVIRONMENT, and never assumes production', () => {
    expect(siteConfig('http://127.0.0.1:3000/', {}, undefined, false).api).toEqual({
      host: DEFAULT_API_HOST,
      environment: DEFAULT_API_ENVIRONMENT,
    });
    expect(DEFAULT_API_ENVIRONMENT).not.toBe('production');
    const env = { PUBLIC_API_HOST: 'https://api.example.test', PUBLIC_API_ENVIRONMENT: ' production ' };
    expect(siteConfig('http://127.0.0.1:3000/', env, undefined, true).api).toEqual({
      host: 'https://api.example.test',
      environment: 'production',
    });
    expect(apiEnvironment({ PUBLIC_API_ENVIRONMENT: 'test' }, true)).toBe('test');
  });

  it('refuses a production build without PUBLIC_API_ENVIRONMENT rather than guess one', () => {
    expect(() => apiEnvironment({}, true)).toThrow(/PUBLIC_API_ENVIRONMENT is not set/);
    expect(() => apiEnvironment({ PUBLIC_API_ENVIRONMENT: '  ' }, true)).toThrow(/PUBLIC_API_ENVIRONMENT/);
    expect(() =>
      siteConfig('http://127.0.0.1:3000/', { PUBLIC_API_HOST: 'https://api.example.test' }, undefined, true),
    ).toThrow(/PUBLIC_API_ENVIRONMENT/);
  });
});

describe('analytics sink', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('does nothing on the server', () => {
    expect(() => pushToDataLayer({ name: 'Zavolejte mi' })).not.toThrow();
  });

  it('pushes { event, ...rest } to window.dataLayer after the consent state, once analytics is granted', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    Reflect.set(globalThis, 'window', fakeWindow);
    pushToDataLayer({ name: 'Zavolejte mi', category: 'callback' });
    expect(fakeWindow.dataLayer).toHaveLength(1); // the consent default; the event is held
    setAnalyticsConsent(true);
    expect(fakeWindow.dataLayer?.slice(2)).toEqual([{ event: 'Zavolejte mi', category: 'callback' }]);
  });
});

describe('security headers', () => {
  it('allows self, the API origin for connect-src, and no framing', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:4010/api');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(securityHeaders(DEFAULT_API_HOST)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // Caching is the cache policy's (src/site/cachePolicy.ts), applied beside these by the middleware.
    expect(securityHeaders(DEFAULT_API_HOST)).not.toHaveProperty('Cache-Control');
  });

  it('has browsers report a violation to the RUM endpoint, which counts it', () => {
    const csp = contentSecurityPolicy(DEFAULT_API_HOST);
    expect(csp).toContain('; report-uri /api/rum; report-to csp;');
    expect(securityHeaders(DEFAULT_API_HOST)['Reporting-Endpoints']).toBe('csp="/api/rum"');
  });

  it('a page opened with a secret link sends no Referer, its other headers unchanged', () => {
    const plain = securityHeaders(DEFAULT_API_HOST, ["'sha256-abc='"]);
    const secret = securityHeaders(DEFAULT_API_HOST, ["'sha256-abc='"], { secretLink: true });
    expect(secret['Referrer-Policy']).toBe('no-referrer');
    const { 'Referrer-Policy': _a, ...rest } = secret;
    const { 'Referrer-Policy': _c, ...plainRest } = plain;
    expect(rest).toEqual(plainRest);
  });

  it('lets the site itself frame a page marked embeddable, and nobody else', () => {
    const csp = contentSecurityPolicy(DEFAULT_API_HOST, [], { frameable: true });
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(securityHeaders(DEFAULT_API_HOST, [], { frameable: true })['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeaders(DEFAULT_API_HOST)['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders(DEFAULT_API_HOST, [], { frameable: false })['Content-Security-Policy']).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('lets the CMS admin frame a preview response, with no X-Frame-Options (it cannot name another origin)', () => {
    const cms = 'https://cms.horizont.example';
    const preview = securityHeaders(DEFAULT_API_HOST, [], { framedBy: [cms] });
    expect(preview['Content-Security-Policy']).toMatch(/; frame-ancestors https:\/\/cms\.horizont\.example$/);
    expect(preview).not.toHaveProperty('X-Frame-Options');
    // An embeddable page in preview: the site itself and the admin.
    expect(contentSecurityPolicy(DEFAULT_API_HOST, [], { frameable: true, framedBy: [cms] })).toContain(
      `frame-ancestors 'self' ${cms}`,
    );
    // No origin given: nobody frames it, and the older header says so too.
    const none = securityHeaders(DEFAULT_API_HOST, [], { framedBy: [] });
    expect(none['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(none['X-Frame-Options']).toBe('DENY');
  });

  it('hashes inline scripts only', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script type="module" src="/x.js"></script><script></script>',
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it('takes the script hashes of the policy Astro sent, not its style hashes or anything else', () => {
    const astro =
      "script-src 'self' 'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=' 'sha384-abc/+=' 'unsafe-inline'; " +
      "style-src 'self' 'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow=';";
    expect(scriptHashesFrom(astro)).toEqual([
      "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='",
      "'sha384-abc/+='",
    ]);
    expect(scriptHashesFrom(null)).toEqual([]);
    expect(scriptHashesFrom("default-src 'self'")).toEqual([]);
  });

  it('allows scripts by hash, never inline as such', () => {
    const scriptSrc = contentSecurityPolicy(DEFAULT_API_HOST, ["'sha256-abc='"])
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
  });
});

describe('sitemap', () => {
  it('takes the public origin from the configured site, and fails loudly without one', () => {
    expect(publicOrigin(new URL('https://www.horizont.example/'))).toBe('https://www.horizont.example');
    expect(() => publicOrigin(undefined)).toThrow(/PUBLIC_SITE_URL/);
  });

  it('lists absolute URLs', () => {
    expect(sitemapXml('https://example.test', ['/', '/auto'])).toContain(
      '<loc>https://example.test/auto</loc>',
    );
  });
});

describe('the end-to-end tests’ clock', () => {
  const at = (value: string) => new Headers({ [TEST_NOW_HEADER]: value });

  it('fixes "now" only with SITE_TEST_CLOCK=1 and a full ISO instant', () => {
    expect(testNow(at('2099-06-01T06:00:00.000Z'), { SITE_TEST_CLOCK: '1' })).toBe(
      '2099-06-01T06:00:00.000Z',
    );
    expect(testNow(at('2099-06-01T08:00:00+02:00'), { SITE_TEST_CLOCK: '1' })).toBe(
      '2099-06-01T08:00:00+02:00',
    );
    expect(testNow(at('2099-06-01T06:00:00.000Z'), {})).toBeUndefined();
    for (const value of ['2099-06-01', 'zítra', '2099-13-01T00:00:00Z', '']) {
      expect(testNow(at(value), { SITE_TEST_CLOCK: '1' }), value).toBeUndefined();
    }
  });

  it('reaches the islands’ configuration, which otherwise follows the real clock', () => {
    expect(siteConfig('http://127.0.0.1:3000/', {}, '2099-06-01T06:00:00.000Z').now).toBe(
      '2099-06-01T06:00:00.000Z',
    );
    expect(siteConfig('http://127.0.0.1:3000/', {})).not.toHaveProperty('now');
  });
});

describe('frames of other sites', () => {
  it('the CSP names the https origins of PUBLIC_FRAME_ORIGINS in frame-src, and nothing else', () => {
    const origins = frameOrigins({
      PUBLIC_FRAME_ORIGINS:
        'https://kalkulacka.partner.example, http://insecure.example, https://a.example/path, nonsense',
    });
    expect(origins).toEqual(['https://kalkulacka.partner.example']);
    expect(contentSecurityPolicy(DEFAULT_API_HOST, [], { frameOrigins: origins })).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://kalkulacka.partner.example;",
    );
    expect(frameOrigins({})).toEqual([]);
  });
});

describe('map tiles', () => {
  const osm = {
    PUBLIC_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    PUBLIC_MAP_ATTRIBUTION: '© OpenStreetMap',
    PUBLIC_MAP_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
  };

  it('open img-src, media-src and connect-src (animations) to the CMS origin when the content comes from Strapi', async () => {
    const { cmsMediaOrigins } = await import('./config');
    expect(cmsMediaOrigins({ STRAPI_URL: 'http://127.0.0.1:1337/' })).toEqual(['http://127.0.0.1:1337']);
    expect(cmsMediaOrigins({})).toEqual([]);
    const csp = contentSecurityPolicy(DEFAULT_API_HOST, [], { mediaOrigins: ['https://cms.example.test'] });
    expect(csp).toContain("img-src 'self' data: https://cms.example.test;");
    expect(csp).toContain("media-src 'self' https://cms.example.test;");
    // A Lottie animation uploaded to Strapi is fetched by its island (found by e2e:cms on /cestovni-pojisteni).
    expect(csp).toContain(`connect-src 'self' ${new URL(DEFAULT_API_HOST).origin} https://cms.example.test;`);
  });

  it('come from PUBLIC_MAP_TILE_URL and its attribution, reach the islands, and open img-src to that origin alone', () => {
    const tiles = {
      url: osm.PUBLIC_MAP_TILE_URL,
      attribution: '© OpenStreetMap',
      attributionUrl: osm.PUBLIC_MAP_ATTRIBUTION_URL,
      maxZoom: 18,
    };
    expect(mapTiles(osm, true)).toEqual(tiles);
    const env = { ...osm, PUBLIC_API_HOST: 'https://api.example.test', PUBLIC_API_ENVIRONMENT: 'production' };
    expect(siteConfig('http://127.0.0.1:3000/pobocky', env, undefined, true).maps).toEqual(tiles);
    expect(mapTileOrigins(osm, true)).toEqual(['https://tile.openstreetmap.org']);
    expect(
      contentSecurityPolicy(DEFAULT_API_HOST, [], { imageOrigins: mapTileOrigins(osm, true) }),
    ).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(mapTiles({ ...osm, PUBLIC_MAP_MAX_ZOOM: '16' }, true)?.maxZoom).toBe(16);
  });

  it('are the sandbox’s outside a production build, and none in one that names no tile server', () => {
    expect(mapTiles({}, false)).toEqual({
      url: `${DEFAULT_API_HOST}${SANDBOX_TILES_PATH}`,
      attribution: 'Ukázkové podklady sandboxu',
    });
    expect(mapTiles({}, true)).toBeUndefined();
    expect(mapTileOrigins({}, true)).toEqual([]);
    expect(contentSecurityPolicy(DEFAULT_API_HOST)).toContain("img-src 'self' data:;");
  });

  it('stay off, said once in the log, when the configuration does not hold: the page does not fail for a map', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = [
        [{ ...osm, PUBLIC_MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' }, /not an http\(s\) address/],
        [{ ...osm, PUBLIC_MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' }, /lacks \{z\}, \{x\} or \{y\}/],
        [{ ...osm, PUBLIC_MAP_ATTRIBUTION: ' ' }, /PUBLIC_MAP_ATTRIBUTION is not set/],
        [{ ...osm, PUBLIC_MAP_MAX_ZOOM: '30' }, /PUBLIC_MAP_MAX_ZOOM/],
      ] as const;
      for (const [env, message] of broken) {
        expect(mapTiles(env, true)).toBeUndefined();
        expect(error).toHaveBeenLastCalledWith(expect.stringMatching(message));
      }
      const calls = error.mock.calls.length;
      expect(mapTiles(broken[0][0], true)).toBeUndefined();
      expect(error.mock.calls.length).toBe(calls);
      // An attribution link that is not http(s) is dropped, the map kept.
      expect(
        mapTiles({ ...osm, PUBLIC_MAP_ATTRIBUTION_URL: 'javascript:alert(1)' }, true),
      ).not.toHaveProperty('attributionUrl');
    } finally {
      error.mockRestore();
    }
  });
});

describe('the site’s font and icon', () => {
  it('declares the text’s Inter optional, so that a late font never swaps in and moves text; the preloaded file carries the text', () => {
    const css = readFileSync(new URL('../styles/site.css', import.meta.url), 'utf8');
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    const range = (face: string) => face.match(/unicode-range:([^;]*);/)?.[1]?.replace(/\s+/g, '');
    const [text, more] = ['inter-text.woff2', 'inter-more.woff2'].map(
      (file) => faces.find((face) => face.includes(file)) ?? '',
    );
    // The text's file is there for the first paint or not used: it never swaps in and moves text.
    expect(text).toContain('font-display: optional;');
    expect(more).toContain('font-display: swap;');
    expect(range(text ?? '')).toBe(unicodeRange(TEXT_CHARACTERS));
    expect(range(more ?? '')).toBe(unicodeRange(MORE_CHARACTERS));
    expect(interFontUrl).toMatch(/inter-text/);
    // Each character in one file only, Czech text in the preloaded one.
    expect([...MORE_CHARACTERS].filter((character) => TEXT_CHARACTERS.includes(character))).toEqual([]);
    for (const character of 'Příliš žluťoučký kůň úpěl ďábelské ódy: „Kč…“ © 2026 · +420 800 100 200') {
      expect(TEXT_CHARACTERS, character).toContain(character);
    }
  });

  it('keeps the preloaded file within a new connection’s first round trip, headers included', () => {
    // TCP's initial window: ten segments of 1,460 bytes (RFC 6928). The static file's headers
    // (server.mjs: CSP, Permissions-Policy, cache, ETag …) measured 1,156 bytes. One byte over is a
    // second round trip on a phone's first visit, and in Lighthouse's simulation of it (+75 ms LCP).
    const headers = 1_200;
    const file = statSync(new URL('./fonts/inter-text.woff2', import.meta.url)).size;
    expect(file + headers).toBeLessThanOrEqual(10 * 1_460);
  });

  it('writes a unicode-range that holds exactly the characters it was given', () => {
    const parse = (range: string) =>
      range.split(',').flatMap((part) => {
        const [from, to = from] = part
          .replace(/^U\+/, '')
          .split('-')
          .map((hex) => Number.parseInt(hex, 16));
        return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, index) => (from ?? 0) + index);
      });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        const points = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))];
        expect(parse(unicodeRange(text))).toEqual(points.sort((a, b) => a - b));
      }),
    );
    expect(unicodeRange('ba c\u00a0')).toBe('U+20,U+61-63,U+A0');
  });

  it('writes the tab icon into the page: an SVG data address, no request', () => {
    expect(FAVICON_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_URL.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg [^>]*viewBox="0 0 48 48"/,
    );
  });
});
