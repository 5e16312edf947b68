import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Every public page is reachable from the home page within two clicks, and no link of the site is
 * dead. The built site is crawled from `/` as a visitor's clicks would go: every same-origin `<a href>`
 * of the server HTML (header, both its phone and desktop menus, breadcrumbs, content, footer),
 * breadth first, so each page's depth is its fewest clicks from `/`. Then every page of the sitemap
 * must have been reached at depth ≤ 2, and every link found must answer 200 itself (no redirect).
 */
const MAX_CLICKS = 2;

/** The same-origin addresses an HTML page links to, without their fragments, each once. */
function linksOf(html: string, base: URL): string[] {
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = (raw ?? '').replaceAll('&amp;', '&');
    if (href === '' || href.startsWith('#')) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    url.hash = '';
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

interface Crawl {
  /** Fewest clicks from `/` to each address reached (the address without its query). */
  depth: Map<string, number>;
  /** Each address that did not answer 200, with the pages that link to it. */
  dead: Map<string, { status: number; from: Set<string> }>;
}

async function crawl(request: APIRequestContext, baseURL: string): Promise<Crawl> {
  const depth = new Map<string, number>([['/', 0]]);
  const dead: Crawl['dead'] = new Map();
  const answered = new Map<string, number>();
  const queue: { address: string; clicks: number; from: string }[] = [{ address: '/', clicks: 0, from: '' }];
  while (queue.length > 0) {
    const { address, clicks, from } = queue.shift() as (typeof queue)[number];
    let status = answered.get(address);
    let html = '';
    if (status === undefined) {
      const response = await request.get(address, { maxRedirects: 0 });
      status = response.status();
      answered.set(address, status);
      const type = response.headers()['content-type'] ?? '';
      if (status === 200 && type.includes('text/html')) html = await response.text();
    } else if (status === 200) {
      continue; // Read already, at the same depth or fewer clicks (breadth first).
    }
    if (status !== 200) {
      const entry = dead.get(address) ?? { status, from: new Set<string>() };
      entry.from.add(from);
      dead.set(address, entry);
      continue;
    }
    const path = address.replace(/\?.*$/, '');
    if (!depth.has(path)) depth.set(path, clicks);
    for (const link of linksOf(html, new URL(address, baseURL))) {
      const known = answered.get(link);
      if (known === 200) continue;
      if (known !== undefined) {
        dead.get(link)?.from.add(address);
        continue;
      }
      if (!queue.some((queued) => queued.address === link)) {
        queue.push({ address: link, clicks: clicks + 1, from: address });
      }
    }
  }
  return { depth, dead };
}

test('every sitemap page is within two clicks of the home page, and no internal link is dead', async ({
  request,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(pages.length).toBeGreaterThan(25);

  const { depth, dead } = await crawl(request, origin);
  const problems = [
    ...pages
      .filter((path) => (depth.get(path) ?? Number.POSITIVE_INFINITY) > MAX_CLICKS)
      .map((path) =>
        depth.has(path)
          ? `${path}: ${depth.get(path)} clicks from the home page (at most ${MAX_CLICKS})`
          : `${path}: an orphan, no link from the home page leads to it`,
      ),
    ...[...dead].map(
      ([address, { status, from }]) => `${address}: answers ${status}, linked from ${[...from].join(', ')}`,
    ),
  ];
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the crawl reads links as a browser does, and reaches no test page from the home page', async ({
  request,
  baseURL,
}) => {
  // The test pages are in no menu and no sitemap: the crawl must not reach them from `/`.
  const { depth, dead } = await crawl(request, baseURL ?? '');
  for (const path of ['/neznamy-blok', '/ukazka-sekci', '/poradce/agent'])
    expect(depth.has(path), path).toBe(false);
  expect(depth.get('/')).toBe(0);
  expect(depth.get('/kontakty')).toBe(1);
  expect(dead.size).toBe(0);
  // A page's links as the crawl reads them: relative, absolute, other origins, fragments, entities.
  const base = new URL('/auto', baseURL);
  expect(
    linksOf(
      '<a href="/o-nas#tym">x</a><a class="y" href="pobocky?a=1&amp;b=2">x</a><a href="https://jinde.example/">x</a><a href="#obsah">x</a><a href="tel:+420800100200">x</a>',
      base,
    ),
  ).toEqual(['/o-nas', '/pobocky?a=1&b=2']);
});
