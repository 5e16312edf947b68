import { resolveSection, type SiteConfig } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { contentSource } from '../src/content/source';
import Page from '../src/pages/[...slug].astro';
import * as robots from '../src/pages/robots.txt';
import * as sitemap from '../src/pages/sitemap.xml';
import { registry } from '../src/sections/registry';
import { CONSENT_COOKIE } from '../src/site/consent';
import { CONSENT_CHOSEN_SCRIPT } from '../src/site/consentEarly';
import { siteContainer } from './siteContainer';

/** Each `<astro-island>`'s props, as its loader will read them: an HTML attribute holding JSON in which
 * every value is tagged `[type, value]` (0 a plain value or an object of tagged values, 1 an array). */
function islandProps(html: string): unknown[] {
  const revive = ([type, value]: [number, unknown]): unknown => {
    if (type === 1) return (value as [number, unknown][]).map(revive);
    if (type !== 0 || typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, tagged]) => [key, revive(tagged as [number, unknown])]),
    );
  };
  return [...html.matchAll(/<astro-island\b[^>]*\sprops="([^"]*)"/g)].map(([, attribute = '']) => {
    const json = attribute
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    return revive([0, JSON.parse(json)]);
  });
}

/** The configured public origin (`site`, from PUBLIC_SITE_URL), unlike where requests arrive. */
const SITE = 'https://www.horizont.example';

const container = () => siteContainer({ site: SITE });

/**
 * A request as the server sees it, by default on its local address, or with a forged `Host`; `site`
 * says what the browser's `Sec-Fetch-Site` would (the page is the same however it was opened).
 */
function request(path: string, host = '127.0.0.1:3000', cookie?: string, site?: string) {
  return new Request(`http://${host}${path}`, {
    headers: { host, ...(cookie ? { cookie } : {}), ...(site ? { 'sec-fetch-site': site } : {}) },
  });
}

/** vanilla-cookieconsent's cookie after a choice (`analytics` accepted or not). */
function consentCookie(analytics: boolean) {
  const value = {
    categories: analytics ? ['necessary', 'analytics'] : ['necessary'],
    consentId: 'test',
    revision: 0,
  };
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
}
const RETURNING = consentCookie(true);

/**
 * A page without the consent's parts, which every page but a framed one carries whoever asks (a
 * shared cache keeps one page for all): the head's script that hides the banner from a visitor who
 * has chosen, the banner's code held in its template, and the after-paint loader, which for such a
 * visitor runs nothing else (src/site/afterPaint.ts). What is left is the page's own code.
 */
/** The header's script (the menus close on Escape and a click outside), on every page. */
const MENUS_SCRIPT = /<script type="module" src="[^"]*SiteHeader\.astro[^"]*"><\/script>/;
const RUM_TEMPLATE = /<template data-after-paint="rum"[^>]*>[\s\S]*?<\/template>/;

function withoutConsent(html: string): string {
  return html
    .replace(`<script>${CONSENT_CHOSEN_SCRIPT}</script>`, '')
    .replace(/<template data-after-paint="consent"[^>]*>[\s\S]*?<\/template>/, '')
    .replace(/<script type="module" src="[^"]*AfterPaint\.astro[^"]*"><\/script>/, '');
}

async function render(path: string, host?: string, cookie?: string, site?: string) {
  return (await container()).renderToResponse(Page, {
    request: request(path, host, cookie, site),
    params: { slug: path.replace(/^\//, '') || undefined },
  });
}

describe('content page', () => {
  it('renders the home page with its metadata and the Zavolejte mi island', async () => {
    const response = await render('/');
    const html = await response.text();
    expect(response.status).toBe(200);
    // The page's type, the label of its visitors' Web Vitals and errors (src/observability/rum/pageType.ts).
    expect(html).toContain('<html lang="cs" data-page-type="home" data-brand="insurance">');
    expect(html).toContain('<title>Horizont pojišťovna</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.horizont.example/">');
    expect(html).toContain('/logos/horizont-pojistovna.svg');
    // The first section is on screen at once: it hydrates when the browser is idle.
    expect(html).toMatch(/<astro-island[^>]*client="paint-idle"/);
    expect(html).toContain('Zavolejte mi');
  });

  it('passes the page URL, with its call-back kind marker, to the island', async () => {
    const html = await (await render('/pojisteni-motorky')).text();
    const [props] = islandProps(html);
    const config = (props as { config?: SiteConfig } | undefined)?.config;
    expect(config?.url && new URL(config.url).pathname).toBe('/pojisteni-motorky');
  });

  it('renders a page the site frames without the site header and footer, with its height reporter', async () => {
    const html = await (await render('/ukazka-iframe/obsah')).text();
    expect(html).toMatch(/<main id="obsah" aria-label="Průvodce hlášením pojistné události"[ >]/);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('Přeskočit na obsah');
    expect(html).toMatch(/<script type="module" src="[^"]*FrameHeight[^"]*"/);
    const framing = await (await render('/ukazka-iframe')).text();
    expect(framing).toContain('<header');
    expect(framing).not.toContain('FrameHeight');
  });

  it('answers 404 with a Czech page for an unknown path', async () => {
    const response = await render('/neexistuje');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Stránka nenalezena');
  });

  it('ships an island exactly when the registry says a section is one, and no script where nothing needs one', async () => {
    const source = contentSource();
    // JSON-LD is data, not code: it is the one kind of <script> a static page may hold.
    const executableScript = /<script(?![^>]*type="application\/ld\+json")/;
    for (const path of await source.listPaths()) {
      const page = await source.getPage(path);
      const resolved = (page?.sections ?? []).map((section) => resolveSection(registry, section));
      const expectsIsland = resolved.some((section) => section.status === 'ok' && section.island);
      const tracksClicks = resolved.some((section) => section.status === 'ok' && section.tracksClicks);
      // A returning visitor, who has chosen: no consent banner's code runs. The header's script,
      // which closes its menus, is on every page (src/site/menus.ts).
      // The RUM reporter's template is in every page; the loader starts it only on a page with an
      // island (src/site/afterPaint.ts; e2e/pages.spec.ts: no file on the others).
      const html = withoutConsent(await (await render(path, undefined, RETURNING, 'same-origin')).text())
        .replace(MENUS_SCRIPT, '')
        .replace(RUM_TEMPLATE, '');
      expect(html.includes('<astro-island'), path).toBe(expectsIsland);
      // An embeddable page also reports its height to the frame that shows it.
      expect(executableScript.test(html), path).toBe(
        expectsIsland || tracksClicks || Boolean(page?.embeddable),
      );
    }
  });
});

describe('the site’s font', () => {
  it('is preloaded by every page, however it was opened, and declared in the stylesheet, not the page', async () => {
    for (const site of [undefined, 'none', 'cross-site', 'same-origin']) {
      const html = await (await render('/kontakty', undefined, RETURNING, site)).text();
      expect(html, site).toMatch(
        /<link rel="preload" href="[^"]*inter-text[^"]*" as="font" type="font\/woff2" crossorigin>/,
      );
      expect(html, site).not.toContain('@font-face');
      expect(html, site).not.toContain('new FontFace(');
    }
  });
});

describe('the consent banner', () => {
  const BANNER = 'id="consent"';

  it('is in every page, the same for a first visit and for one who has chosen, whichever way', async () => {
    const first = await (await render('/kontakty')).text();
    expect(first).toContain(BANNER);
    expect(first).toMatch(/<script[^>]*type="module"/);
    // The question itself is server HTML, each of its buttons there before any script runs.
    expect(first).toMatch(/role="dialog"[^>]*aria-labelledby="consent-title"/);
    for (const label of ['Přijmout vše', 'Odmítnout vše', 'Nastavení'])
      expect(first).toMatch(
        new RegExp(`<button type="button" data-consent-choice="[a-z]+"[^>]*>${label}</button>`),
      );
    expect(first).toMatch(/<h2 id="consent-title"[^>]*>Používáme cookies<\/h2>/);
    // The server reads no consent cookie: a shared cache may keep one page for everybody. The head's
    // script hides the banner in the browser of a visitor who has chosen (e2e/consent.spec.ts).
    for (const cookie of [consentCookie(true), consentCookie(false)]) {
      const html = await (await render('/kontakty', undefined, cookie)).text();
      expect(html).toBe(first);
      // The footer link that reopens the settings is there without the banner's code.
      expect(html).toMatch(/<a href="\?nastaveni-cookies"[^>]*>Nastavení cookies<\/a>/);
    }
    // Which the head's script, before the stylesheet, runs first (it waits for nothing).
    expect(first.indexOf(CONSENT_CHOSEN_SCRIPT)).toBeGreaterThan(first.indexOf('<head>'));
    expect(first.indexOf(CONSENT_CHOSEN_SCRIPT)).toBeLessThan(first.indexOf('<title>'));
  });

  it('treats a cookie it cannot read as no choice', async () => {
    const html = await (await render('/kontakty', undefined, `${CONSENT_COOKIE}=%7Bbroken`)).text();
    expect(html).toContain(BANNER);
  });

  it('opens the settings for a visitor who asks for them (the footer link without JavaScript)', async () => {
    const html = await (await render('/kontakty?nastaveni-cookies', undefined, RETURNING)).text();
    expect(html).toMatch(/id="consent"[^>]*data-open="settings"/);
    // The visitor has chosen: the settings open, and the question, in the page for everybody, is
    // hidden by the head's script (site.css), not asked again.
    expect(html).toBe(await (await render('/kontakty?nastaveni-cookies')).text());
  });

  it('is left to the framing page on an embeddable page', async () => {
    const html = await (await render('/ukazka-iframe/obsah')).text();
    expect(html).not.toContain(BANNER);
  });
});

describe('public URLs with a forged Host header', () => {
  const FORGED = 'evil.example';

  it('keep the configured origin in the canonical link', async () => {
    const html = await (await render('/pojisteni-motorky', FORGED)).text();
    expect(html).toContain('<link rel="canonical" href="https://www.horizont.example/pojisteni-motorky">');
    expect(html).not.toMatch(/<link rel="canonical" href="[^"]*evil\.example/);
  });

  it('keep the configured origin in the sitemap and robots.txt', async () => {
    const site = await container();
    const endpoint = (module: unknown, path: string) =>
      site.renderToResponse(module as Parameters<typeof site.renderToResponse>[0], {
        routeType: 'endpoint',
        request: request(path, FORGED),
      });
    const xml = await (await endpoint(sitemap, '/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://www.horizont.example/</loc>');
    expect(xml).toContain('<loc>https://www.horizont.example/pojisteni-motorky</loc>');
    expect(xml).not.toContain(FORGED);
    const txt = await (await endpoint(robots, '/robots.txt')).text();
    expect(txt).toContain('Sitemap: https://www.horizont.example/sitemap.xml');
    expect(txt).not.toContain(FORGED);
  });
});
