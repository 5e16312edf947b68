import { expect, type Page, test } from '@playwright/test';
import { dataLayer } from './forms';
import { expectNoAxeViolations, followRequests, waitForIslands } from './support';

/*
 * The branch blocks on /pobocky against the built site: five branches from the branch directory,
 * and the working-hours chart of the branch shown. The server's clock is fixed per request
 * (x-site-test-now) and the browser runs in another time zone, so "today" can only be Prague's.
 */

/** Opens /pobocky (with `query`) as at `now`, for the page and so for its islands' clock. */
async function openAt(page: Page, now: string, query = '') {
  await page.route('**/pobocky*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-site-test-now': now } }),
  );
  await page.goto(`/pobocky${query}`);
  await waitForIslands(page);
}

const detailHeading = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test.describe('in Auckland, half a day ahead of Prague', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('`?pobocka=praha-cerny-most` picks Černý Most; today’s row and the chart’s day are Prague’s', async ({
    page,
  }) => {
    // Monday 23 November 2026, 23:30 in Prague: already Tuesday noon in Auckland.
    await openAt(page, '2026-11-23T22:30:00.000Z', '?pobocka=praha-cerny-most');
    await expect(detailHeading(page)).toHaveText('Pobočka Praha Černý Most');
    await expect(page.locator('tr[aria-current="date"]')).toHaveText(/^Pondělí \(dnes\)/);
    await expect(page.getByRole('tab', { name: 'pondělí' })).toHaveAttribute('aria-selected', 'true');
    // The server said the same before any script ran.
    const html = await (
      await page.request.get('/pobocky?pobocka=praha-cerny-most', {
        headers: { 'x-site-test-now': '2026-11-23T22:30:00.000Z' },
      })
    ).text();
    expect(html).toMatch(/<tr aria-current="date"[^>]*><th[^>]*>Pondělí/);
  });

  test('on a Saturday in Prague the chart opens on Monday and no row is today’s', async ({ page }) => {
    await openAt(page, '2026-11-28T10:00:00.000Z');
    await expect(page.getByRole('tab', { name: 'pondělí' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(0);
  });
});

test('picking a branch writes `pobocka`, reload keeps it; the city and brand choice', async ({ page }) => {
  await openAt(page, '2026-11-25T08:30:00.000Z');
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Černý Most');
  await page
    .getByRole('navigation', { name: 'Všechny pobočky' })
    .getByRole('link', { name: /^Pobočka Praha Strahov/ })
    .click();
  await expect(page).toHaveURL(/\/pobocky\?pobocka=praha-strahov$/);
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Strahov');
  await page.reload();
  // The server already renders the branch of the address.
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Strahov');
  await waitForIslands(page);

  const finder = page.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' });
  await expect(finder.getByText('Pro zobrazení poboček prosím vyberte město a značku.')).toBeVisible();
  await finder.getByRole('combobox', { name: 'Město' }).selectOption('Brno');
  await finder.getByRole('combobox', { name: 'Značka' }).selectOption('Škoda');
  await expect(finder.getByText('Takový výběr zatím obsloužit neumíme.')).toBeVisible();
  await finder.getByRole('combobox', { name: 'Značka' }).selectOption('Kia');
  await finder.getByRole('link', { name: /^Pobočka Brno Vinohrady/ }).click();
  await expect(page).toHaveURL(/\?pobocka=brno-vinohrady$/);
  expect(await dataLayer(page)).toContainEqual({
    event: 'Zobrazení pobočky',
    label: 'Pobočka Brno Vinohrady',
  });
  await expectNoAxeViolations(page);
});

/** The working-hours chart, by its heading (which names the branch it shows). */
const chart = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: /nejvíc lidí$/ }) });

test('the finder as a visitor uses it: the chart follows the pick with open hours only, a city alone narrows, no match replaces the detail', async ({
  page,
  request,
}) => {
  // Monday 23 November 2026, 10:00 in Prague.
  await openAt(page, '2026-11-23T09:00:00.000Z');
  const hours = chart(page).getByRole('tabpanel');
  await expect(chart(page).getByRole('heading', { level: 2 })).toHaveText(
    'Kdy je na pobočce Praha Černý Most nejvíc lidí',
  );
  // Černý Most closes 12–13: Monday's bars are its open hours, so no busiest hour can fall in a closed one.
  expect(
    await hours
      .locator('[data-hour]')
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).dataset.hour)),
  ).toEqual(['8', '9', '10', '11', '13', '14', '15', '16', '17']);
  await expect(hours.getByRole('row', { name: /^12:00/ })).toHaveCount(0);
  await expect(hours.getByRole('row', { name: '13:00–14:00 hodně lidí' })).toHaveCount(1);

  // Brno Vinohrady picked: the chart says Brno, with Brno's hours.
  await page
    .getByRole('navigation', { name: 'Všechny pobočky' })
    .getByRole('link', { name: /^Pobočka Brno Vinohrady/ })
    .click();
  await expect(chart(page).getByRole('heading', { level: 2 })).toHaveText(
    'Kdy je na pobočce Brno Vinohrady nejvíc lidí',
  );
  await expect(page.getByText(/Černý Most nejvíc lidí/)).toHaveCount(0);
  await expect(hours.getByRole('row', { name: /^12:00–13:00/ })).toHaveCount(1);

  // A city alone narrows the list; the detail follows to the city's first branch.
  const finder = page.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' });
  await finder.getByRole('combobox', { name: 'Město' }).selectOption('Praha');
  await expect(finder.getByRole('link')).toHaveText([
    /^Pobočka Praha Černý Most/,
    /^Pobočka Praha Strahov/,
    /^Pobočka Praha Modřany/,
  ]);
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Černý Most');

  // Audi in Praha is Strahov; then Brno: nothing, and Strahov's detail gives way to what to do instead.
  await finder.getByRole('combobox', { name: 'Značka' }).selectOption('Audi');
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Strahov');
  await finder.getByRole('combobox', { name: 'Město' }).selectOption('Brno');
  await expect(finder.getByRole('status')).toHaveText('Takový výběr zatím obsloužit neumíme.');
  await expect(page.getByRole('article')).toHaveCount(0);
  const instead = page.getByRole('region', { name: 'Pro Audi ve městě Brno zatím pobočku nemáme' });
  await expect(
    instead.getByText('Ve městě Brno obsloužíme značky Fiat, Fiat Professional a Kia.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await instead.getByRole('button', { name: 'Zrušit výběr' }).click();
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Strahov');
  await expect(detailHeading(page)).toBeFocused();

  // Before any script: the server already names the branch of the address in the chart.
  const html = await (await request.get('/pobocky?pobocka=brno-vinohrady')).text();
  expect(html).toContain('Kdy je na pobočce Brno Vinohrady nejvíc lidí');
  expect(html).not.toContain('Černý Most nejvíc lidí');
});

test('Praha + Audi lists Strahov, and the detail follows it from Černý Most', async ({ page }) => {
  await openAt(page, '2026-11-25T08:30:00.000Z');
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Černý Most');
  const finder = page.getByRole('group', { name: 'Najděte pobočku pro svůj vůz' });
  await finder.getByRole('combobox', { name: 'Město' }).selectOption('Praha');
  await finder.getByRole('combobox', { name: 'Značka' }).selectOption('Audi');
  await expect(finder.getByRole('link')).toHaveText([/^Pobočka Praha Strahov/]);
  await expect(detailHeading(page)).toHaveText('Pobočka Praha Strahov');
  await expect(page).toHaveURL(/\/pobocky\?pobocka=praha-strahov$/);
  await expect(finder.getByRole('status')).toHaveText(
    'Nalezena 1 pobočka. Zobrazujeme podrobnosti: Pobočka Praha Strahov.',
  );
  // A filter, not a pick: the focus is not taken to the detail (a pick moves it there).
  await expect(detailHeading(page)).not.toBeFocused();
});

test('every branch is schema.org AutomotiveBusiness in the server HTML', async ({ request }) => {
  const html = await (await request.get('/pobocky')).text();
  const json = html.match(/<script type="application\/ld\+json">(\[.*?\])<\/script>/)?.[1] ?? '[]';
  const branches = JSON.parse(json) as { '@type': string; '@id': string; name: string; url: string }[];
  expect(branches.map((branch) => branch.name)).toEqual([
    'Pobočka Praha Černý Most',
    'Pobočka Praha Strahov',
    'Pobočka Praha Modřany',
    'Pobočka Brno Vinohrady',
    'Pobočka Příbram',
  ]);
  expect(new Set(branches.map((branch) => branch['@type']))).toEqual(new Set(['AutomotiveBusiness']));
  // The page's canonical address; each branch a fragment of it.
  expect(branches[0]?.url).toMatch(/\/pobocky$/);
  expect(branches[0]?.['@id']).toMatch(/\/pobocky#pobocka-praha-cerny-most$/);
});

test('/kontakty: service centres and dealers, each card naming its city, with the makes’ marks, as plain HTML', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/kontakty', { waitUntil: 'networkidle' });
  const centres = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Servisní centra' }),
  });
  // One grid, each card naming its city above its name (no row holds a city's single card).
  await expect(centres.locator('article hgroup p')).toHaveText([
    'Praha',
    'Praha',
    'Praha',
    'Brno',
    'Příbram',
  ]);
  await expect(centres.getByRole('article')).toHaveCount(5);
  await expect(centres.getByRole('link', { name: '800 100 305' })).toHaveAttribute(
    'href',
    'tel:+420800100305',
  );

  const dealers = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Prodejci vozů' }),
  });
  await expect(dealers.getByText('Výkup vozů všech značek')).toHaveCount(4);
  const kia = dealers.getByRole('img', { name: 'Kia' });
  await kia.scrollIntoViewIfNeeded();
  await expect(kia).toHaveJSProperty('complete', true);
  expect(await kia.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(scripts).toEqual([]);
});

test.describe('the branch map', () => {
  test('without a script: the schematic marks every branch, each a link to it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pobocky');
    const marks = page.locator('figure svg a[data-branch]');
    await expect(marks).toHaveCount(5);
    await marks.filter({ has: page.locator('title', { hasText: 'Pobočka Příbram' }) }).click();
    await expect(page).toHaveURL(/\/pobocky\?pobocka=pribram$/);
    await expect(detailHeading(page)).toHaveText('Pobočka Příbram');
    await context.close();
  });

  test('Leaflet and the tiles load only on request; a mark picks its branch', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const open = followRequests(page);
    await openAt(page, '2026-11-25T08:30:00.000Z');
    await open.settled();
    expect(requests.filter((url) => /\/tiles\/|leaflet/i.test(url))).toEqual([]);
    const before = requests.length;

    await page.getByRole('button', { name: 'Zobrazit mapu' }).click();
    const map = page.getByRole('region', { name: 'Mapa poboček' });
    await expect(map).toBeFocused();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const loaded = requests.slice(before);
    // The map's code from the site, its tiles from the configured tile server (here the sandbox), and
    // nothing from anywhere else.
    const tileRequests = loaded.filter((url) =>
      /^http:\/\/127\.0\.0\.1:\d+\/tiles\/\d+\/\d+\/\d+\.svg$/.test(url),
    );
    expect(tileRequests.length).toBeGreaterThan(0);
    const origins = new Set(loaded.map((url) => new URL(url).origin));
    expect(origins).toEqual(new Set([new URL(page.url()).origin, new URL(tileRequests[0] as string).origin]));
    await expect(map.getByRole('button', { name: /^Pobočka / })).toHaveCount(5);
    await expect(map.getByText('Ukázkové podklady sandboxu')).toBeVisible();

    await map.getByRole('button', { name: 'Pobočka Brno Vinohrady' }).click();
    await expect(page).toHaveURL(/\/pobocky\?pobocka=brno-vinohrady$/);
    await expect(detailHeading(page)).toHaveText('Pobočka Brno Vinohrady');
    await expect(detailHeading(page)).toBeFocused();
    await expect(map.locator('[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Pobočka Brno Vinohrady',
    );
    expect(await dataLayer(page)).toContainEqual({
      event: 'Zobrazení pobočky',
      label: 'Pobočka Brno Vinohrady',
    });
    // The list picks too, and the map follows.
    await page
      .getByRole('navigation', { name: 'Všechny pobočky' })
      .getByRole('link', { name: /^Pobočka Příbram/ })
      .click();
    await expect(map.locator('[aria-current="true"]')).toHaveAttribute('aria-label', 'Pobočka Příbram');
    await expectNoAxeViolations(page);
  });

  test('with the tile server down, the schematic comes back with a notice; the list still picks', async ({
    page,
  }) => {
    await page.route('**/tiles/**', (route) => route.abort('connectionrefused'));
    await openAt(page, '2026-11-25T08:30:00.000Z');
    await page.getByRole('button', { name: 'Zobrazit mapu' }).click();
    await expect(
      page.getByText('Mapové podklady teď nejsou dostupné. Pobočky najdete ve schématu i v seznamu.'),
    ).toBeVisible();
    await expect(page.locator('figure svg a[data-branch]')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Všechny pobočky' })
      .getByRole('link', { name: /^Pobočka Praha Modřany/ })
      .click();
    await expect(detailHeading(page)).toHaveText('Pobočka Praha Modřany');
  });
});
