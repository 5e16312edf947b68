import { expect, type Page, test } from '@playwright/test';
import { CONSENT_COOKIE } from '../src/site/consent';
import { expectNoAxeViolations, followRequests, holdRequests, waitForIslands } from './support';

/*
 * The cookie-consent banner and the held analytics sink, as a first-time visitor meets them (no
 * consent cookie: this file drops the one every other spec starts with, playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const QUESTION = 'Musím auto před sjednáním havarijního pojištění ukázat?';
const FAQ_EVENT = { event: 'FAQ', category: 'Časté dotazy', label: QUESTION };
const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const granted = { ...denied, analytics_storage: 'granted' };

/** The data layer, gtag's `arguments` entries as arrays (`['consent', 'default', {...}]`). */
function layer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as IArguments)
        : entry,
    ),
  );
}

/** The categories in the consent cookie the library wrote. */
async function consentCategories(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((item) => item.name === CONSENT_COOKIE);
  return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { categories?: unknown }).categories;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Používáme cookies' });

/**
 * The answer is stored: the banner, hidden with the tap, is gone from the page (the consent library
 * removes it once it has stored the choice, src/site/consentBanner.ts).
 */
async function expectAnswerStored(page: Page): Promise<void> {
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
}

/** Requests the page made to anything but the site itself (and its sandbox back end). */
function thirdPartyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) urls.push(request.url());
  });
  return urls;
}

async function openQuestion(page: Page): Promise<void> {
  const question = page.getByRole('button', { name: QUESTION });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
}

/** Requests for the consent library's code or styles (it loads only when the visitor answers). */
function libraryRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/cookieconsent|consentBanner.*\.css/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a first visit shows the banner in the server HTML; an event before consent is held, and appears after the consent update on accept', async ({
  page,
  request,
}) => {
  // The question is in the page as the server sends it: no script has to run to show it.
  const html = await (await request.get('/caste-dotazy')).text();
  expect(html).toContain('aria-labelledby="consent-title"');
  expect(html).toContain('Přijmout vše');

  const external = thirdPartyRequests(page);
  const library = libraryRequests(page);
  const requests = followRequests(page);
  await page.goto('/caste-dotazy');
  await waitForIslands(page);
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Analytické cookies, které nám ukazují, jak web zlepšovat');
  await openQuestion(page);
  expect(await layer(page)).toEqual([['consent', 'default', denied]]);
  // Until the visitor answers, none of the library's code or styles.
  await requests.settled();
  expect(library).toEqual([]);
  await expect(page.locator('#cc-main')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Přijmout vše' }).click();
  await expectAnswerStored(page);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    FAQ_EVENT,
  ]);
  expect(await consentCategories(page)).toEqual(['necessary', 'analytics']);
  expect(external).toEqual([]);

  // A returning visitor: no banner, none of its code, and events go straight to the data layer.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.reload();
  await waitForIslands(page);
  await openQuestion(page);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    FAQ_EVENT,
  ]);
  await expect(page.locator('#cc-main, #consent')).toHaveCount(0);
  expect(scripts.filter((url) => /consent|cookieconsent/i.test(url))).toEqual([]);
  expect(external).toEqual([]);
});

test('refusing drops the held events, and later ones never appear', async ({ page }) => {
  await page.goto('/caste-dotazy');
  await waitForIslands(page);
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await openQuestion(page);
  await dialog.getByRole('button', { name: 'Odmítnout vše' }).click();
  await expectAnswerStored(page);
  await page.getByRole('button', { name: QUESTION }).click();
  await openQuestion(page);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
  // Next page: no banner; the refusal stands.
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('#cc-main')).toHaveCount(0);
  await openQuestion(page);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
});

test('the banner works by keyboard and is axe clean; the footer link reopens the settings later', async ({
  page,
}) => {
  // Two axe runs and two visits of the settings: 34 s in a full npm test, past the default 30 s.
  test.slow();
  await page.goto('/kontakty');
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The banner comes first in the document (after the skip link): its buttons are the first Tabs.
  const settings = dialog.getByRole('button', { name: 'Nastavení', exact: true });
  for (let i = 0; i < 5 && !(await settings.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  const preferences = page.getByRole('dialog', { name: 'Nastavení cookies' });
  await expect(preferences).toBeVisible();
  await expectNoAxeViolations(page);
  const analytics = preferences.getByRole('checkbox', { name: 'Analytické cookies' });
  await expect(analytics).not.toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Nezbytné cookies' })).toBeDisabled();
  await analytics.check();
  await preferences.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(preferences).toBeHidden();
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ]);

  // A later page: no banner code; the footer link opens the settings (the server ships the banner for it).
  await page.goto('/kontakty');
  await expect(page.locator('#consent')).toHaveCount(0);
  await page.getByRole('link', { name: 'Nastavení cookies' }).click();
  await expect(preferences).toBeVisible();
  await expect(page).toHaveURL(/\/kontakty$/);
  await expect(preferences.getByRole('checkbox', { name: 'Analytické cookies' })).toBeChecked();
  await preferences.getByRole('button', { name: 'Odmítnout vše' }).click();
  await expect(preferences).toBeHidden();
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    ['consent', 'update', denied],
  ]);
  expect(await consentCategories(page)).toEqual(['necessary']);
});

test('on a first visit the footer link opens the settings in place', async ({ page }) => {
  await page.goto('/kontakty');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('link', { name: 'Nastavení cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Nastavení cookies' })).toBeVisible();
  await expect(page).toHaveURL(/\/kontakty$/);
});

test('when the consent library cannot load, the banner says so and the next click tries again', async ({
  page,
}) => {
  let failing = true;
  await page.route(/cookieconsent/i, (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/kontakty');
  const dialog = banner(page);
  await dialog.getByRole('button', { name: 'Odmítnout vše' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Volbu se teď nepodařilo uložit. Zkuste to prosím znovu.',
  );
  await expect(dialog).toBeVisible();
  expect(await layer(page)).toEqual([['consent', 'default', denied]]);

  failing = false;
  await dialog.getByRole('button', { name: 'Odmítnout vše' }).click();
  await expectAnswerStored(page);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
  expect(await consentCategories(page)).toEqual(['necessary']);
});

test('a tap on the banner before its code has arrived is held, and carried out once it has', async ({
  page,
}) => {
  // The banner's code (loaded after the page's first paint) held back until the test lets it go.
  const release = await holdRequests(page, /\/_astro\/ConsentAnswers\.[^/]*\.js/);
  await page.goto('/kontakty');
  const dialog = banner(page);
  await dialog.getByRole('button', { name: 'Odmítnout vše' }).click();
  // The banner goes with the tap (ConsentBanner.astro); the choice is held: nothing stored yet, nor
  // did the button submit or navigate.
  await expect(dialog).toBeHidden();
  expect(await consentCategories(page)).toBeUndefined();
  await expect(page).toHaveURL(/\/kontakty$/);
  release();
  await expect.poll(() => consentCategories(page)).toEqual(['necessary']);
  expect(await layer(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
});

test('when the banner’s own code cannot load, the banner says so and the next tap loads it again', async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/_astro\/ConsentAnswers\.[^/]*\.js/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await page.goto('/kontakty');
  const dialog = banner(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Volbu se teď nepodařilo uložit. Zkuste to prosím znovu.',
  );
  failing = false;
  await dialog.getByRole('button', { name: 'Přijmout vše' }).click();
  await expectAnswerStored(page);
  expect(await consentCategories(page)).toEqual(['necessary', 'analytics']);
});
