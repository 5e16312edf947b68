import { expect, test } from '@playwright/test';
import { waitForIslands } from './support';

test('a page keeps its other blocks around an unknown type, broken data and a block that throws', async ({
  page,
}) => {
  await page.goto('/neznamy-blok');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka s neznámým blokem' })).toBeVisible();
  await expect(page.getByText('Obsah nenalezen', { exact: true })).toBeVisible();
  await expect(page.getByText('Tento odstavec se vykreslí i po neznámém bloku.')).toBeVisible();
  // The throwing block (test.throws, registered for these tests) and the phone box without a number
  // leave nothing behind; the block after them renders.
  await expect(page.getByText('Blok s chybnými daty')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Blok za chybnými' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '800 100 200' })).toHaveAttribute(
    'href',
    'tel:+420800100200',
  );
});

test('an image is served resized as WebP from the site’s own image endpoint, with its size reserved', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const hero = page.getByRole('img', { name: 'Rodina s autem před rodinným domem' });
  await expect(hero).toHaveAttribute('width', '960');
  await expect(hero).toHaveAttribute('height', '720');
  const srcset = (await hero.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
  expect(candidates.map(([, width]) => width)).toEqual(['320w', '480w', '640w', '960w']);
  const [url] = candidates[1] ?? [];
  const image = await request.get(url ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect((await image.body()).byteLength).toBeLessThan(15_000);
});

test('a call to action is tracked by the page’s click tracker, without hydrating its block', async ({
  page,
}) => {
  await page.goto('/');
  await waitForIslands(page);
  const cta = page.getByRole('link', { name: 'Nabídka pojištění auta' });
  await cta.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await cta.click();
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
  expect(dataLayer).toContainEqual({ event: 'CTA', category: 'Hero', label: 'Nabídka pojištění auta' });
  // Not a price-quote page, so no `Zjistit cenu`.
  expect(dataLayer).not.toContainEqual(expect.objectContaining({ event: 'Zjistit cenu' }));
});

test('the company details on /o-nas carry JSON-LD Organization in the server HTML', async ({ request }) => {
  const html = await (await request.get('/o-nas')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  // Beside the breadcrumbs' BreadcrumbList, one Organization.
  const organizations = blocks.filter((block) => block['@type'] === 'Organization');
  expect(organizations).toHaveLength(1);
  expect(blocks.filter((block) => block['@type'] === 'BreadcrumbList')).toHaveLength(1);
  const data = organizations[0];
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Horizont pojišťovna, a.s.',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Obzorová 1820/12',
      postalCode: '140 00',
      addressLocality: 'Praha 4',
      addressCountry: 'CZ',
    },
  });
});

test('on a price-quote page a call to action also sends Zjistit cenu', async ({ page }) => {
  await page.goto('/havarijko-na-mesic');
  await waitForIslands(page);
  const cta = page.getByRole('main').getByRole('link', { name: 'Zjistit cenu' }).first();
  await cta.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await cta.click();
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
  expect(dataLayer).toContainEqual({ event: 'CTA', category: 'Hero', label: 'Zjistit cenu' });
  expect(dataLayer).toContainEqual({ event: 'Zjistit cenu', category: 'cta', label: 'Zjistit cenu' });
});

test('the claims link leads from a claims page to the claim-report request', async ({ page }) => {
  await page.goto('/hlaseni-skody');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Požádat o nahlášení škody telefonem' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/online\/hlaseni-skody\/?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Škodu s vámi sepíšeme po telefonu' }),
  ).toBeVisible();
});

test('the travel page shows the travel app’s QR code, other pages the main app’s', async ({ page }) => {
  await page.goto('/cestovni-pojisteni');
  await expect(
    page.getByRole('img', { name: 'QR kód ke stažení cestovní aplikace Horizont' }),
  ).toBeAttached();
  await expect(page.getByRole('img', { name: 'QR kód ke stažení aplikace Horizont' })).toHaveCount(0);
  // The same block on the claims page, whose address has no travel marker: the main app's code.
  await page.goto('/hlaseni-skody');
  await expect(page.getByRole('img', { name: 'QR kód ke stažení aplikace Horizont' })).toBeAttached();
  await expect(page.getByRole('img', { name: 'QR kód ke stažení cestovní aplikace Horizont' })).toHaveCount(
    0,
  );
});
