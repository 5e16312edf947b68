import { describe, expect, it } from 'vitest';
import Page from '../src/pages/[...slug].astro';
import NoScriptFormPage from '../src/pages/formular-bez-javascriptu.astro';
import { brand } from '../src/site/config';
import { NO_SCRIPT_FORM_PATH } from '../src/site/noScriptForm';
import { siteContainer } from './siteContainer';

/*
 * Issue 24, point 8, in the server's HTML (what a visitor without JavaScript gets; the browser's side
 * is e2e/no-javascript.spec.ts): the forms post to the explanation page, which keeps nothing, the
 * consent banner is hidden without scripts, and `Zavolejte mi` is a phone link until it hydrates.
 */
const ORIGIN = 'http://127.0.0.1:3000';
const container = () => siteContainer({ site: 'https://www.horizont.example' });

async function page(path: string): Promise<string> {
  return (await container())
    .renderToResponse(Page, {
      request: new Request(`${ORIGIN}${path}`),
      params: { slug: path.replace(/^\//, '') || undefined },
    })
    .then((response) => response.text());
}

describe('forms without JavaScript', () => {
  it('post to the explanation page: never by GET, which would put the answers in the address', async () => {
    for (const path of ['/dotaz', '/pomoc', '/servis', '/mobilita']) {
      const html = await page(path);
      // The header's site search is a GET of its own (src/search/searchAddress.ts says why and how
      // its query is kept out of caches, Referers, logs and analytics); the page's forms post.
      const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      // One in the phone's menu, one in the desktop's menu row.
      expect([...header.matchAll(/<form\b/g)], path).toHaveLength(2);
      for (const [tag] of header.matchAll(/<form\b[^>]*>/g)) {
        expect(tag, path).toMatch(/role="search"[^>]*action="\/hledat" method="get"/);
      }
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const forms = [...main.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form, path).toContain('method="post"');
        expect(form, path).toContain(`action="${NO_SCRIPT_FORM_PATH}"`);
      }
    }
  });
});

describe('the explanation page', () => {
  const render = async (init: RequestInit & { referer?: string }) => {
    const headers = new Headers(init.headers);
    if (init.referer) headers.set('referer', init.referer);
    return (await container()).renderToResponse(NoScriptFormPage, {
      request: new Request(`${ORIGIN}${NO_SCRIPT_FORM_PATH}`, { ...init, headers }),
      locals: {},
    });
  };

  it('answers a form’s POST with the phone and the way back, echoes nothing and is kept by no one', async () => {
    const body = new URLSearchParams({ name: 'Jana Tajná', email: 'jana.tajna@example.cz' });
    const response = await render({ method: 'POST', body, referer: `${ORIGIN}/dotaz?utm=x` });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toMatch(/<h1 id="bez-javascriptu"[^>]*>Formulář potřebuje zapnutý JavaScript<\/h1>/);
    expect(html).toContain(`href="tel:${brand.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toMatch(/<a [^>]*href="\/dotaz"[^>]*>zpět na formulář<\/a>/);
    expect(html).not.toMatch(/Jana|jana\.tajna/);
  });

  it('offers no way back to another site', async () => {
    const html = await (await render({ method: 'POST', referer: 'https://example.com/dotaz' })).text();
    expect(html).not.toContain('zpět na formulář');
    expect(html).toContain('Formulář potřebuje zapnutý JavaScript');
  });
});

describe('the consent banner without JavaScript', () => {
  it('is hidden by a noscript style in the head: nothing could answer it', async () => {
    const html = await page('/kontakty');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<noscript><style>[data-consent-banner]{display:none}</style></noscript>');
    expect(html).toContain('data-consent-banner');
  });
});

describe('Zavolejte mi without JavaScript', () => {
  it('is a link that dials the phone, marked to become the button when its island hydrates', async () => {
    const html = await page('/pojisteni-motorky');
    expect(html).toMatch(
      new RegExp(
        `<a href="tel:${brand.phone.replace(/[^\d+]/g, '').replace('+', '\\+')}" class="[^"]*" data-hydrates-as-button="">`,
      ),
    );
  });
});
