import { expect, type Page, type Request, test } from '@playwright/test';
import {
  bookableDate,
  expectNoAxeViolations,
  fillCallbackForm,
  storedRequests,
  uniqueName,
  waitForIslands,
} from './support';

/**
 * The vehicle plate quote box on /auto and the quote flow at /auto/autosjednavac (SPEC §2 item 2,
 * §4, §6, §7, §9) against the built site and the sandbox, whose demo plates are 1AB2345 (Škoda
 * Octavia), 5T81234 (VW Golf) and a few more; any other plate is not found. The sandbox grants the
 * rollout unless a request carries `x-sandbox-fail`.
 */

const STORAGE_KEY = 'insurance-web:vehicle-lookup:v1';
const LOOKUP = '**/api/latest/rest/vehicle/ckp/load?*';
const ROLLOUT = '**/api/services/rest/utils/feature/permit/**';

const isLookup = (request: Request) => request.url().includes('/vehicle/ckp/load');
const isRollout = (request: Request) => request.url().includes('/utils/feature/permit/');
const plateOf = (request: Request) => new URL(request.url()).searchParams.get('spz');

/** Every lookup and rollout request the page sends, and those that failed (aborted). */
function watchRequests(page: Page) {
  const sent: Request[] = [];
  const failed: Request[] = [];
  page.on('request', (request) => {
    if (isLookup(request) || isRollout(request)) sent.push(request);
  });
  page.on('requestfailed', (request) => {
    if (isLookup(request)) failed.push(request);
  });
  return {
    lookups: () => sent.filter(isLookup),
    rolloutChecks: () => sent.filter(isRollout),
    failedLookups: () => failed,
  };
}

/** The rollout check answers 403 (SPEC §7: any failure means the new flow is not available). */
async function rolloutOff(page: Page) {
  await page.route(ROLLOUT, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fail': '403' } }),
  );
}

/** /auto with its islands hydrated; the card box (the info variant) and its parts. */
async function openAuto(page: Page, query = '') {
  await page.goto(`/auto${query}`);
  await waitForIslands(page);
  const card = page.getByRole('form', { name: 'Nabídka povinného ručení podle SPZ' });
  return {
    card,
    field: card.getByRole('textbox', { name: 'Registrační značka (SPZ)' }),
    bubble: card.getByRole('status'),
  };
}

const storedEntry = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);

test('a plate typed quickly is looked up once, after the pause, with x-source WEB_VEHICLE', async ({
  page,
}) => {
  await rolloutOff(page);
  const seen = watchRequests(page);
  const { field, bubble, card } = await openAuto(page);
  await expect(bubble).toContainText('Zadejte SPZ a údaje o vozidle doplníme za vás.');

  await field.pressSequentially('1ab2345', { delay: 40 });
  await expect(bubble).toContainText('Hledáme vaše vozidlo…');
  await expect(bubble).toContainText('Našli jsme vaše vozidlo: Škoda Octavia');
  await expect(card.getByRole('button', { name: 'Pokračovat' })).toBeVisible();

  // Only the last plate was asked for: the shorter ones typed before it were never sent.
  expect(seen.lookups().map(plateOf)).toEqual(['1AB2345']);
  expect(await seen.lookups()[0]?.headerValue('x-source')).toBe('WEB_VEHICLE');
});

test('the lookup waits for a plate longer than 4 characters, then exactly 500 ms after the last key', async ({
  page,
}) => {
  await rolloutOff(page);
  const seen = watchRequests(page);
  const { field, bubble } = await openAuto(page);
  // The page's timers from here on run on a clock the test moves by hand: installed, then paused, so
  // no real time passes on it while keys are typed on a busy machine.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);

  await field.pressSequentially('1AB2');
  await page.clock.runFor(2000);
  expect(seen.lookups()).toHaveLength(0);
  await expect(bubble).toContainText('Zadejte SPZ a údaje o vozidle doplníme za vás.');

  await field.pressSequentially('3');
  await page.clock.runFor(499);
  expect(seen.lookups()).toHaveLength(0);
  const sent = page.waitForRequest(isLookup);
  await page.clock.runFor(1);
  expect(plateOf(await sent)).toBe('1AB23');
  expect(seen.lookups()).toHaveLength(1);
});

test('a newer lookup aborts the one already sent; the bubble shows only the last answer', async ({
  page,
}) => {
  await rolloutOff(page);
  // The first lookup is slow (the sandbox waits 6 s), so that it is still open when the plate changes.
  let first = true;
  await page.route(LOOKUP, (route) => {
    const headers = first ? { ...route.request().headers(), 'x-sandbox-latency': '6000' } : undefined;
    first = false;
    return route.continue(headers ? { headers } : undefined);
  });
  const seen = watchRequests(page);
  const { field, bubble } = await openAuto(page);

  const slow = page.waitForRequest(isLookup);
  await field.pressSequentially('5T812');
  expect(plateOf(await slow)).toBe('5T812');
  await field.pressSequentially('34');

  await expect(bubble).toContainText('Našli jsme vaše vozidlo: Volkswagen Golf');
  expect(seen.lookups().map(plateOf)).toEqual(['5T812', '5T81234']);
  await expect.poll(() => seen.failedLookups().map(plateOf)).toEqual(['5T812']);
  // The earlier plate is unknown: had its answer counted, the bubble would say it was not found.
  await page.waitForTimeout(3500);
  await expect(bubble).not.toContainText('nenašli');
  await expect(bubble).toContainText('Volkswagen Golf');
});

test('an unknown plate: the failure with the small registration certificate hint, and Pokračovat', async ({
  page,
}) => {
  await rolloutOff(page);
  const { field, bubble, card } = await openAuto(page);
  await field.fill('9ZZ9999');
  await expect(bubble).toContainText('Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…');
  await expect(bubble).toContainText('malého technického průkazu');
  await expect(card.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  expect(await storedEntry(page)).toMatchObject({
    plate: '9ZZ9999',
    vehicle: null,
    preloaded: false,
    fromLP: true,
  });
  await expectNoAxeViolations(page);
});

test('emptying the field brings the bubble and the button back to their defaults', async ({ page }) => {
  await rolloutOff(page);
  const { field, bubble, card } = await openAuto(page);
  await field.fill('1AB2345');
  await expect(bubble).toContainText('Škoda Octavia');
  await field.fill('');
  await expect(bubble).toContainText('Zadejte SPZ a údaje o vozidle doplníme za vás.');
  await expect(card.getByRole('button', { name: 'Chci nabídku' })).toBeVisible();
});

test('the found vehicle is stored locally with preloaded and fromLP', async ({ page }) => {
  await rolloutOff(page);
  const { field, bubble } = await openAuto(page);
  await field.fill('1AB2345');
  await expect(bubble).toContainText('Škoda Octavia');
  await expect
    .poll(() => storedEntry(page))
    .toMatchObject({
      plate: '1AB2345',
      vehicle: { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' },
      preloaded: true,
      fromLP: true,
      location: 'Praha',
      brand: 'Skoda',
    });
  // The plate is the visitor's data: it never goes to analytics.
  const dataLayer = await page.evaluate(() =>
    JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []),
  );
  expect(dataLayer).not.toContain('1AB2345');
});

test('spz prefills the plate in the server HTML, and the card looks it up', async ({ page, request }) => {
  const html = await (await request.get('/auto?spz=1ab2345')).text();
  expect(html.match(/name="spz"[^>]*value="1AB2345"|value="1AB2345"[^>]*name="spz"/g)).toHaveLength(1);

  await rolloutOff(page);
  const { field, bubble } = await openAuto(page, '?spz=1AB2345');
  await expect(field).toHaveValue('1AB2345');
  await expect(bubble).toContainText('Škoda Octavia');
});

test('a plate in the address obeys the field’s limit: /auto?spz=ABCDEFGHIJKL shows 9 characters (issue 24)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/auto?spz=ABCDEFGHIJKL')).text();
  expect(html.match(/name="spz"[^>]*value="ABCDEFGHI"|value="ABCDEFGHI"[^>]*name="spz"/g)).toHaveLength(1);
  expect(html).not.toMatch(/value="ABCDEFGHIJ/);
  // The inline box (under /pojisteni-vozidel's hero) reads the same parameter.
  const inlineHtml = await (await request.get('/pojisteni-vozidel?spz=ABCDEFGHIJKL')).text();
  expect(inlineHtml.match(/name="spz"[^>]*value="ABCDEFGHI"|value="ABCDEFGHI"[^>]*name="spz"/g)).toHaveLength(
    1,
  );

  await rolloutOff(page);
  const { field } = await openAuto(page, '?spz=ABCDEFGHIJKL');
  await expect(field).toHaveValue('ABCDEFGHI');
});

test('rollout on: a found vehicle takes the visitor to /auto/autosjednavac by itself, with the vehicle carried over', async ({
  page,
}) => {
  const seen = watchRequests(page);
  const { field } = await openAuto(page);
  await field.fill('1AB2345');
  // No click: the found vehicle and the rolled-out flow take the visitor there.
  await page.waitForURL('**/auto/autosjednavac?spz=1AB2345');

  const rollout = seen.rolloutChecks();
  expect(rollout).toHaveLength(1);
  const rolloutUrl = new URL(rollout[0]?.url() ?? '');
  expect(rolloutUrl.pathname).toBe('/api/services/rest/utils/feature/permit/autosjednavac');
  // The end-to-end site names its back end's environment (playwright.config.ts).
  expect(rolloutUrl.searchParams.get('enviroment')).toBe('sandbox');

  const lookupsBefore = seen.lookups().length;
  await waitForIslands(page);
  const vehicle = page.getByRole('region', { name: 'Vaše vozidlo' });
  await expect(vehicle.getByRole('status')).toContainText('Škoda Octavia');
  await expect(vehicle.getByRole('status')).toContainText('1AB2345');
  // Carried over from the box: the flow did not ask the back end again.
  expect(seen.lookups()).toHaveLength(lookupsBefore);
  await expectNoAxeViolations(page);
});

test('rollout off (403): the visitor stays on /auto and goes on with Pokračovat', async ({ page }) => {
  await rolloutOff(page);
  const { field, bubble, card } = await openAuto(page);
  const rolloutAnswer = page.waitForResponse((response) => isRollout(response.request()));
  await field.fill('1AB2345');
  expect((await rolloutAnswer).status()).toBe(403);
  await expect(bubble).toContainText('Škoda Octavia');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/auto');

  await card.getByRole('button', { name: 'Pokračovat' }).click();
  await page.waitForURL('**/auto/autosjednavac?spz=1AB2345');
});

test('a failed lookup cancels the redirect, even with the rollout on', async ({ page }) => {
  // The sandbox knows 1AB2345; its lookup fails here (500), so it is the failure that stops the redirect.
  await page.route(LOOKUP, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fail': '500' } }),
  );
  const { field, bubble } = await openAuto(page);
  const rolloutAnswer = page.waitForResponse((response) => isRollout(response.request()));
  await field.fill('1AB2345');
  expect((await rolloutAnswer).status()).toBe(200);
  await expect(bubble).toContainText('Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/auto');
});

test('the inline box checks the plate on submit and sends it on; the quote flow looks it up', async ({
  page,
}) => {
  await page.goto('/pojisteni-vozidel');
  await waitForIslands(page);
  const inline = page.getByRole('form', { name: 'Nabídka pojištění podle SPZ' });
  const field = inline.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
  await inline.getByRole('button', { name: 'Chci nabídku' }).click();
  await expect(inline.getByText('SPZ je povinný údaj.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const seen = watchRequests(page);
  await field.pressSequentially('5t8 1234');
  await page.waitForTimeout(700);
  expect(seen.lookups()).toEqual([]);
  await field.press('Enter');
  await page.waitForURL('**/auto/autosjednavac?spz=5T81234');
  await waitForIslands(page);
  const vehicle = page.getByRole('region', { name: 'Vaše vozidlo' });
  await expect(vehicle.getByRole('status')).toContainText('Volkswagen Golf');
  await expect
    .poll(() => storedEntry(page))
    .toMatchObject({ plate: '5T81234', preloaded: true, fromLP: true });
});

test('the quote flow changes the plate, and offers a call back where no calculator is registered', async ({
  page,
}) => {
  await page.goto('/auto/autosjednavac?spz=1AB2345');
  await waitForIslands(page);
  const vehicle = page.getByRole('region', { name: 'Vaše vozidlo' });
  await expect(vehicle.getByRole('status')).toContainText('Škoda Octavia');

  await vehicle.getByRole('button', { name: 'Změnit SPZ' }).click();
  const field = vehicle.getByRole('textbox', { name: 'Registrační značka (SPZ)' });
  await expect(field).toBeFocused();
  await field.fill('9ZZ9999');
  await field.press('Enter');
  await expect(vehicle.getByRole('status')).toContainText(
    'Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…',
  );
  await expect(page).toHaveURL(/\/auto\/autosjednavac\?spz=9ZZ9999$/);
  await expect
    .poll(() => storedEntry(page))
    .toMatchObject({ plate: '9ZZ9999', preloaded: false, fromLP: false });

  await expect(page.getByRole('heading', { name: 'Online výpočet tu zatím není k dispozici' })).toBeVisible();
  await page.getByRole('button', { name: 'Zavolejte mi' }).click();
  const modal = page.getByRole('dialog', { name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky' });
  await expect(modal).toBeVisible();
  const name = uniqueName('autosjednavac');
  const date = bookableDate();
  await fillCallbackForm(modal, { name, phone: '777 123 456', date: date.czech, dayTime: 'Odpoledne' });
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.')).toBeVisible();
  // The page's URL contains "auto": the vehicle call-back kind (SPEC §2).
  expect(storedRequests(name)).toMatchObject([{ endpoint: 'callMeVehicle' }]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plate box still takes the plate to the quote flow', async ({ page }) => {
    await page.goto('/pojisteni-vozidel');
    const inline = page.getByRole('form', { name: 'Nabídka pojištění podle SPZ' });
    await inline.getByRole('textbox', { name: 'Registrační značka (SPZ)' }).fill('1AB2345');
    await inline.getByRole('button', { name: 'Chci nabídku' }).click();
    await page.waitForURL('**/auto/autosjednavac?spz=1AB2345');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nabídka pojištění auta podle SPZ' }),
    ).toBeVisible();
  });
});
