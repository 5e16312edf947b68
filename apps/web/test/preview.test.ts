import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Page from '../src/pages/[...slug].astro';
import * as nahled from '../src/pages/nahled';
import {
  isPreviewCookie,
  isPreviewSecret,
  isSecureContext,
  PREVIEW_COOKIE,
  previewCookieFrom,
  previewCookieValue,
  previewFrameAncestors,
  previewSecret,
  previewTarget,
} from '../src/site/preview';
import { siteContainer } from './siteContainer';

const SECRET = 'nahled-pro-redaktory-2026-x';
const getPage = vi.fn();

// The content source as the page sees it: a draft and a published version of /o-nas.
vi.mock('../src/content/source', async (original) => {
  const actual = await original<typeof import('../src/content/source')>();
  return {
    ...actual,
    getPage: (...args: unknown[]) => getPage(...args),
  };
});

const page = (title: string) => ({
  title,
  description: '',
  slug: 'o-nas',
  embeddable: false,
  noindex: false,
  sections: [
    { __component: 'blocks.rich-text', content: `<p>${title}</p>` },
    // Data that fails its schema: left out, and named to editors in the preview.
    { __component: 'blocks.phone-box', heading: 'Zavolejte nám' },
  ],
});

describe('the preview’s rules', () => {
  it('needs a secret of 24 characters or more; the cookie proves it without carrying it', () => {
    expect(previewSecret({})).toBeUndefined();
    expect(previewSecret({ PREVIEW_SECRET: 'kratke' })).toBeUndefined();
    const env = { PREVIEW_SECRET: SECRET };
    expect(isPreviewSecret(SECRET, env)).toBe(true);
    expect(isPreviewSecret(`${SECRET}x`, env)).toBe(false);
    expect(isPreviewSecret(null, env)).toBe(false);
    expect(previewCookieValue(SECRET)).not.toContain(SECRET);
    expect(isPreviewCookie(previewCookieValue(SECRET), env)).toBe(true);
    expect(isPreviewCookie(previewCookieValue('jine-tajemstvi-jine-tajemstvi'), env)).toBe(false);
    expect(isPreviewCookie(previewCookieValue(SECRET), {})).toBe(false);
  });

  it('sends the editor to a path of this site only', () => {
    expect(previewTarget('/o-nas')).toBe('/o-nas');
    expect(previewTarget('//evil.example/o-nas')).toBe('/');
    expect(previewTarget('/\\evil.example')).toBe('/');
    expect(previewTarget('https://evil.example/')).toBe('/');
    expect(previewTarget(null)).toBe('/');
  });
});

describe('the preview inside the CMS admin', () => {
  it('is framed by CMS_ADMIN_ORIGIN only, an http(s) origin', () => {
    expect(previewFrameAncestors({ CMS_ADMIN_ORIGIN: 'https://cms.horizont.example' })).toEqual([
      'https://cms.horizont.example',
    ]);
    expect(previewFrameAncestors({ CMS_ADMIN_ORIGIN: ' http://127.0.0.1:1337/ ' })).toEqual([
      'http://127.0.0.1:1337',
    ]);
    for (const value of [
      undefined,
      '',
      'cms.horizont.example',
      'https://cms.horizont.example/admin',
      'data:,x',
    ]) {
      expect(previewFrameAncestors({ CMS_ADMIN_ORIGIN: value }), String(value)).toEqual([]);
    }
  });

  it('stores its Secure cookie where the browser can: HTTPS, HTTPS ended at a proxy, or loopback', () => {
    const none = new Headers();
    expect(isSecureContext(new URL('https://www.horizont.example/nahled'), none)).toBe(true);
    expect(isSecureContext(new URL('http://localhost:3000/nahled'), none)).toBe(true);
    expect(isSecureContext(new URL('http://127.0.0.1:3000/nahled'), none)).toBe(true);
    const proxied = new Headers({ 'x-forwarded-proto': 'https' });
    expect(isSecureContext(new URL('http://www.horizont.example/nahled'), proxied)).toBe(true);
    expect(isSecureContext(new URL('http://www.horizont.example/nahled'), none)).toBe(false);
  });

  it('reads the cookie out of a Cookie header', () => {
    expect(previewCookieFrom(`a=1; ${PREVIEW_COOKIE}=abc=; b=2`)).toBe('abc=');
    expect(previewCookieFrom(`x${PREVIEW_COOKIE}=abc`)).toBeUndefined();
    expect(previewCookieFrom(null)).toBeUndefined();
  });
});

describe('/nahled and a page in preview', () => {
  beforeEach(() => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    getPage.mockImplementation(async (_path: string, options?: { draft?: boolean }) =>
      page(options?.draft ? 'Koncept stránky' : 'Zveřejněná stránka'),
    );
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    getPage.mockReset();
  });

  const endpoint = async (query: string) =>
    (await siteContainer({ site: 'https://www.horizont.example' })).renderToResponse(nahled as never, {
      routeType: 'endpoint',
      request: new Request(`https://www.horizont.example/nahled${query}`),
    });

  it('opens with the right secret: an HttpOnly cookie and a redirect to the page; a wrong one is refused', async () => {
    const opened = await endpoint(`?secret=${SECRET}&path=/o-nas`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/o-nas');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${previewCookieValue(SECRET)}`);
    expect(cookie).toMatch(/HttpOnly/i);
    // Stored and sent in the CMS admin's frame too (a third-party context), keyed to the admin.
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Partitioned/i);
    expect(cookie).toMatch(/Max-Age=3600/);
    expect(cookie).not.toContain(SECRET);

    const refused = await endpoint('?secret=hadam-hadam-hadam-hadam-hadam&path=/o-nas');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toBe('Odkaz na náhled neplatí. Otevřete ho znovu z CMS.');

    const elsewhere = await endpoint(`?secret=${SECRET}&path=//evil.example/`);
    expect(elsewhere.headers.get('location')).toBe('/');

    const ended = await endpoint('?konec&path=/o-nas');
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe('/o-nas');
    // Both the partitioned cookie and a plain one of the same name are removed.
    const removed = ended.headers.getSetCookie();
    expect(removed).toHaveLength(2);
    for (const header of removed) expect(header).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; .*Max-Age=0`));
    expect(removed.filter((header) => /; Partitioned/.test(header))).toHaveLength(1);

    // Ended inside the admin's preview panel: a page the frame can show, not the page it could not.
    const inFrame = await (await siteContainer({ site: 'https://www.horizont.example' })).renderToResponse(
      nahled as never,
      {
        routeType: 'endpoint',
        request: new Request('https://www.horizont.example/nahled?konec&path=/o-nas', {
          headers: { 'sec-fetch-dest': 'iframe' },
        }),
      },
    );
    expect(inFrame.status).toBe(200);
    expect(inFrame.headers.getSetCookie()).toHaveLength(2);
    expect(await inFrame.text()).toContain('Náhled konceptu je ukončený.');
  });

  it('over plain HTTP away from loopback (no Secure cookie possible) falls back to SameSite=Lax', async () => {
    const response = await (
      await siteContainer({ site: 'http://intranet.horizont.example' })
    ).renderToResponse(nahled as never, {
      routeType: 'endpoint',
      request: new Request(`http://intranet.horizont.example/nahled?secret=${SECRET}&path=/`),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${previewCookieValue(SECRET)}`);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure|Partitioned/);
  });

  it('does not exist without PREVIEW_SECRET', async () => {
    vi.stubEnv('PREVIEW_SECRET', '');
    expect((await endpoint(`?secret=${SECRET}&path=/o-nas`)).status).toBe(404);
  });

  const render = async (cookie?: string) =>
    (await siteContainer({ site: 'https://www.horizont.example' })).renderToResponse(Page, {
      request: new Request('http://127.0.0.1:3000/o-nas', cookie ? { headers: { cookie } } : {}),
      params: { slug: 'o-nas' },
    });

  it('with the cookie: the draft, the editors’ notices, a way out, never cached or indexed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await render(`${PREVIEW_COOKIE}=${previewCookieValue(SECRET)}`);
      expect(getPage).toHaveBeenCalledWith('/o-nas', { draft: true });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('Koncept stránky');
      expect(html).toContain('Náhled konceptu: vidíte i neuveřejněné změny.');
      expect(html).toContain('href="/nahled?konec&amp;path=%2Fo-nas"');
      // The phone box that fails its schema is named to the editor.
      expect(html).toMatch(/phone-box/);

      const published = await render();
      expect(getPage).toHaveBeenLastCalledWith('/o-nas', { draft: false });
      const publishedHtml = await published.text();
      expect(publishedHtml).toContain('Zveřejněná stránka');
      expect(publishedHtml).not.toContain('Náhled konceptu');
      expect(publishedHtml).not.toMatch(/phone-box/);
      // No CMS admin configured: nothing listens for its messages.
      expect(html).not.toContain('data-preview-admin-origins');
      vi.stubEnv('CMS_ADMIN_ORIGIN', 'https://cms.horizont.example');
      const framed = await (await render(`${PREVIEW_COOKIE}=${previewCookieValue(SECRET)}`)).text();
      // In the admin's preview panel the draft reloads when the admin says it was saved.
      expect(framed).toContain('data-preview-admin-origins="https://cms.horizont.example"');
      expect(publishedHtml).not.toContain('data-preview-admin-origins');
      // A forged cookie opens nothing.
      await render(`${PREVIEW_COOKIE}=${previewCookieValue('uhodnute-tajemstvi-uhodnute')}`);
      expect(getPage).toHaveBeenLastCalledWith('/o-nas', { draft: false });
    } finally {
      error.mockRestore();
    }
  });
});
