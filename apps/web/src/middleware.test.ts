import type { APIContext, MiddlewareNext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from './middleware';
import { FEED_PAGE, SHARED_PAGE } from './site/cacheControl.mjs';
import { PREVIEW_COOKIE, previewCookieValue } from './site/preview';

// What Astro (`security.csp`) sends with a rendered page: its inline scripts' hashes, made at build time.
const ASTRO_POLICY =
  "script-src 'self' 'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=' 'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='; " +
  "style-src 'self' 'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow=';";

async function throughMiddleware(
  response: Response,
  path = '/',
  locals: App.Locals = {},
  {
    origin = 'http://localhost:3000',
    headers = {},
  }: { origin?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const next: MiddlewareNext = async () => response;
  const url = new URL(path, origin);
  const context = { locals, url, request: new Request(url, { headers }) };
  const result = await onRequest(context as APIContext, next);
  if (!(result instanceof Response)) throw new Error('the middleware returned no response');
  return result;
}

/** Rejects if `promise` has not settled within `ms`: a middleware that waits for the whole body never does here. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}

/** A page whose head is rendered and whose rest waits until `finish()`: a slow block, say. */
function slowPage() {
  const encoder = new TextEncoder();
  let finish = () => {};
  const rest = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const chunks = [
    async () => encoder.encode('<!doctype html><html lang="cs"><head><title>Horizont</title></head>'),
    async () => {
      await rest;
      return encoder.encode('<body>…</body></html>');
    },
  ];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(await chunk());
      else controller.close();
    },
  });
  const response = new Response(body, {
    headers: { 'content-type': 'text/html', 'content-security-policy': ASTRO_POLICY },
  });
  return { response, body, finish };
}

describe('security middleware', () => {
  it('lets a page stream: it answers with the page’s own body before the page has finished rendering', async () => {
    const page = slowPage();
    const response = await within(throughMiddleware(page.response), 1000, 'the middleware');
    expect(response.body).toBe(page.body);
    expect(response.headers.get('content-length')).toBeNull();

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await within(reader.read(), 1000, 'the first bytes');
    expect(decoder.decode(first.value)).toContain('<title>Horizont</title>');

    page.finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('</html>');
  });

  it('allows the inline scripts Astro hashed by those hashes, and sends the site’s whole policy', async () => {
    const response = await throughMiddleware(slowPage().response);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      "script-src 'self' 'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=' 'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='",
    );
    expect(csp).not.toContain('vv9IoKo7'); // a style hash is no script hash
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('lets the site frame a page that marked itself embeddable while rendering, and no other', async () => {
    const page = slowPage();
    const locals: App.Locals = {};
    // The page's frontmatter runs inside `next()`, before the middleware sets the headers.
    const next: MiddlewareNext = async () => {
      locals.embeddable = true;
      return page.response;
    };
    const url = new URL('http://localhost:3000/ukazka-iframe/obsah');
    const framed = await onRequest({ locals, url, request: new Request(url) } as APIContext, next);
    if (!(framed instanceof Response)) throw new Error('the middleware returned no response');
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const other = await throughMiddleware(slowPage().response);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets the iframe block show the sites of PUBLIC_FRAME_ORIGINS, read on each request', async () => {
    const before = process.env.PUBLIC_FRAME_ORIGINS;
    process.env.PUBLIC_FRAME_ORIGINS = 'https://kalkulacka.partner.example';
    try {
      const response = await throughMiddleware(slowPage().response);
      expect(response.headers.get('content-security-policy')).toMatch(
        /frame-src 'self' [^;]*https:\/\/kalkulacka\.partner\.example;/,
      );
    } finally {
      if (before === undefined) delete process.env.PUBLIC_FRAME_ORIGINS;
      else process.env.PUBLIC_FRAME_ORIGINS = before;
    }
    const plain = await throughMiddleware(slowPage().response);
    expect(plain.headers.get('content-security-policy')).not.toContain('partner.example');
  });

  describe('framing by the CMS admin (Strapi’s preview panel)', () => {
    const CMS = 'https://cms.horizont.example';
    const SECRET = 'nahled-pro-redaktory-2026-x';
    const previewCookie = `jine=1; ${PREVIEW_COOKIE}=${previewCookieValue(SECRET)}`;
    beforeEach(() => {
      vi.stubEnv('CMS_ADMIN_ORIGIN', CMS);
      vi.stubEnv('PREVIEW_SECRET', SECRET);
    });
    afterEach(() => vi.unstubAllEnvs());

    const framing = (response: Response) => ({
      ancestors: /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
      xfo: response.headers.get('x-frame-options'),
    });

    it('lets CMS_ADMIN_ORIGIN frame the preview link and a page shown in preview, with no X-Frame-Options', async () => {
      const link = await throughMiddleware(new Response(null, { status: 302 }), '/nahled?secret=x&path=/');
      expect(framing(link)).toEqual({ ancestors: CMS, xfo: null });
      const draft = await throughMiddleware(
        slowPage().response,
        '/o-nas',
        {},
        { headers: { cookie: previewCookie } },
      );
      expect(framing(draft)).toEqual({ ancestors: CMS, xfo: null });
    });

    it('refuses every frame for a page without the preview cookie, or with a forged one', async () => {
      expect(framing(await throughMiddleware(slowPage().response, '/o-nas'))).toEqual({
        ancestors: "'none'",
        xfo: 'DENY',
      });
      const forged = `${PREVIEW_COOKIE}=${previewCookieValue('uhodnute-tajemstvi-uhodnute')}`;
      const response = await throughMiddleware(
        slowPage().response,
        '/o-nas',
        {},
        { headers: { cookie: forged } },
      );
      expect(framing(response)).toEqual({ ancestors: "'none'", xfo: 'DENY' });
    });

    it('keeps the site’s own framing of an embeddable page in preview', async () => {
      const response = await throughMiddleware(
        slowPage().response,
        '/ukazka-iframe/obsah',
        { embeddable: true },
        { headers: { cookie: previewCookie } },
      );
      expect(framing(response)).toEqual({ ancestors: `'self' ${CMS}`, xfo: null });
    });

    it('lets each of several admin origins frame the preview (Strapi on loopback answers at two)', async () => {
      vi.stubEnv('CMS_ADMIN_ORIGIN', `http://127.0.0.1:1337,http://localhost:1337`);
      const link = await throughMiddleware(new Response(null, { status: 302 }), '/nahled?secret=x&path=/');
      expect(framing(link)).toEqual({ ancestors: 'http://127.0.0.1:1337 http://localhost:1337', xfo: null });
    });

    it('lets nobody frame the preview without CMS_ADMIN_ORIGIN, or with one that is no origin', async () => {
      for (const value of [
        '',
        'cms.horizont.example',
        'https://cms.horizont.example/admin',
        'javascript:alert(1)',
      ]) {
        vi.stubEnv('CMS_ADMIN_ORIGIN', value);
        const link = await throughMiddleware(new Response(null, { status: 302 }), '/nahled?secret=x&path=/');
        expect(framing(link), value).toEqual({ ancestors: "'none'", xfo: 'DENY' });
      }
    });
  });

  it('gives what is not a page (robots.txt) the same headers, with no script allowed inline', async () => {
    const response = await throughMiddleware(
      new Response('User-agent: *\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'; ");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('on a cancellation link’s page (contract or change) sends no Referer and forbids caching', async () => {
    for (const path of ['/zruseni-smlouvy', '/zruseni-zmeny?token=abc', '/pojisteni/zruseni-smlouvy/']) {
      const response = await throughMiddleware(slowPage().response, path);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('vary'), path).toBeNull();
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('on the search page sends no Referer (a query may hold personal data), and shares no results', async () => {
    for (const path of ['/hledat', '/hledat?q=900101%2F1234', '/hledat/?q=zelena']) {
      const response = await throughMiddleware(slowPage().response, path);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cache-control'), path).toBe(
        path === '/hledat' ? SHARED_PAGE : 'private, no-store',
      );
    }
  });

  it('lets shared caches keep other pages, varying on nothing, a marker in the query included', async () => {
    for (const path of ['/', '/kontakty?next=zruseni-smlouvy', '/novinky']) {
      const response = await throughMiddleware(slowPage().response, path);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control'), path).toBe(SHARED_PAGE);
      expect(response.headers.get('vary'), path).toBeNull();
    }
    // A Vary the page had is kept.
    const page = slowPage().response;
    page.headers.set('vary', 'Accept-Language');
    expect((await throughMiddleware(page, '/')).headers.get('vary')).toBe('Accept-Language');
  });

  it('keeps the draft a preview cookie opens, and a page without its navigation, out of every cache', async () => {
    vi.stubEnv('PREVIEW_SECRET', 'a-preview-secret-of-24-characters');
    const cookie = `${PREVIEW_COOKIE}=${previewCookieValue('a-preview-secret-of-24-characters')}`;
    const draft = await throughMiddleware(slowPage().response, '/o-nas', {}, { headers: { cookie } });
    vi.unstubAllEnvs();
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
    const forged = await throughMiddleware(
      slowPage().response,
      '/o-nas',
      {},
      { headers: { cookie: `${PREVIEW_COOKIE}=x` } },
    );
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
    const bare = await throughMiddleware(slowPage().response, '/o-nas', { cache: 'private' });
    expect(bare.headers.get('cache-control')).toBe('private, no-store');
    const feed = await throughMiddleware(slowPage().response, '/kariera/1', { cache: 'feed' });
    expect(feed.headers.get('cache-control')).toBe(FEED_PAGE);
  });

  it('isolates every window and grants browser features only to the video players', async () => {
    const response = await throughMiddleware(
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = response.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain(
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
  });
});
