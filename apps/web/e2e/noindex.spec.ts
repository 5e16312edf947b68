import { expect, test } from '@playwright/test';

/**
 * Test and demonstration pages stay working (other specs use them) but are out of search engines:
 * not in the sitemap, and `noindex` both as a header and in the page. Product pages are indexable.
 * Which is which is the CMS's `seo.noIndex` (the JSON pages carry it as Strapi sends it).
 */
const HIDDEN = [
  '/neznamy-blok',
  '/ukazka-sekci',
  '/ukazka-iframe',
  '/ukazka-iframe/obsah',
  '/poradce/agent',
  '/zruseni-smlouvy',
  '/zruseni-zmeny',
];
const INDEXED = [
  '/',
  '/pojisteni-vozidel',
  '/havarijko-na-mesic',
  '/cestovni-pojisteni',
  '/kontakty',
  '/stiznosti',
];

test('the sitemap lists the product pages and none of the test and demonstration pages', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const path of HIDDEN) expect(paths, path).not.toContain(path);
  for (const path of INDEXED) expect(paths, path).toContain(path);
});

for (const path of HIDDEN) {
  test(`${path} answers, with noindex in its header and its page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
}

test('the product pages carry no noindex', async ({ request }) => {
  for (const path of INDEXED) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
    expect(await response.text(), path).not.toContain('name="robots"');
  }
});

test('robots.txt lets crawlers read the pages (so they see noindex), not the preview or the API', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /\n');
  expect(robots).toContain('Disallow: /nahled\n');
  expect(robots).toContain('Disallow: /api/\n');
  for (const path of HIDDEN) expect(robots).not.toContain(`Disallow: ${path}`);
});
