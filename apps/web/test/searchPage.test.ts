import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchPage from '../src/pages/hledat.astro';
import { siteContainer } from './siteContainer';

// The search's index can be made to fail (as when the CMS is down before the first search).
const state = vi.hoisted(() => ({ failing: false }));
vi.mock('../src/search/siteSearch', async (original) => {
  const actual = await original<typeof import('../src/search/siteSearch')>();
  return {
    ...actual,
    siteSearch: () =>
      state.failing
        ? {
            search: () =>
              Promise.reject(new Error('Strapi at http://127.0.0.1:9 did not answer within 5000 ms')),
            refresh: actual.siteSearch().refresh,
            prepare: () => {},
          }
        : actual.siteSearch(),
  };
});

/** A visitor's query with a birth number: it must reach no log line and no analytics event with its digits. */
const QUERY = 'pojisteni skel 736028/5163';
const render = async (search: string) =>
  (await siteContainer({ site: 'https://www.horizont.example' })).renderToResponse(SearchPage, {
    request: new Request(`http://127.0.0.1:3000/hledat${search}`),
  });

/** Everything the page wrote to the console while `action` ran. */
async function consoleDuring(action: () => Promise<void>): Promise<string> {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => {}),
  );
  try {
    await action();
    return JSON.stringify(spies.map((spy) => spy.mock.calls));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

afterEach(() => {
  state.failing = false;
});

describe('the search page', () => {
  it('without a query: the form and the top tasks, an ordinary page', async () => {
    const response = await render('');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<title>Hledání na webu</title>');
    expect(html).toContain('Co lidé řeší nejčastěji');
    expect(html).toContain('<link rel="canonical" href="https://www.horizont.example/hledat">');
    expect(html).not.toContain('data-search-event');
  });

  it('with one: results as server HTML, the count in the title, the query in no log and only masked in the event', async () => {
    let html = '';
    const logged = await consoleDuring(async () => {
      const response = await render(`?q=${encodeURIComponent(QUERY)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      html = await response.text();
    });
    expect(html).toMatch(/<title>Hledání: \d+ výsled(ek|ky|ků)<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Not every word is on a page (the number is on none): the results hold some of them, and say so.
    expect(html).toContain('Všechna slova jsme nikde nenašli.');
    expect(html).toContain('href="/pojisteni-vozidel"');
    const event = /data-search-event="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';
    expect(JSON.parse(event)).toMatchObject({
      name: 'Hledání',
      category: 'Hledání',
      label: 'pojisteni skel ######/####',
    });
    expect(logged).not.toMatch(/736028|5163/);
  });

  it('with no index to search: 503, a Czech message and the ways on; the log line names the error, not the query', async () => {
    state.failing = true;
    let html = '';
    const logged = await consoleDuring(async () => {
      const response = await render(`?q=${encodeURIComponent(QUERY)}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      html = await response.text();
    });
    expect(html).toContain('<title>Hledání teď nefunguje</title>');
    expect(html).toContain('Obsah webu se nám nepodařilo načíst.');
    expect(html).toContain('href="tel:+420800100200"');
    expect(logged).toContain('[search] no index to search: Strapi at http://127.0.0.1:9');
    expect(logged).not.toMatch(/736028|5163|pojisteni/);
  });
});
