import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, waitForIslands } from './support';

/*
 * The careers list (issue 12) on /kariera against the built site and the sandbox's feed: seven
 * positions, one of them confidential (`Ředitel/ka divize`); `Pojišťovací poradce/poradkyně` is in
 * three places and two fields (six badges). Companies 1 `Horizont pojišťovna, a.s.`, 2 `Horizont Auto
 * s.r.o.`; locations 10 Praha, 11 Brno, 12 Příbram; field 400 `Zákaznický servis`.
 */

const EMPTY = 'V současné chvíli pro vás nemáme vhodnou nabídku.';
const cards = (page: Page) => page.getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });

/** Ticks `names` in a filter group's dropdown, then closes it with Escape. */
async function tick(page: Page, group: string, names: string[]) {
  const button = page.getByRole('button', { name: new RegExp(`^${group}`) });
  await button.click();
  const choices = page.getByRole('group', { name: group, exact: true });
  for (const name of names) await choices.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

test('five open positions of six, all after `Další pozice`; the confidential one never, not even by its address', async ({
  page,
  request,
}) => {
  await page.goto('/kariera');
  await waitForIslands(page);
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Další pozice' }).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByText('Ředitel/ka divize')).toHaveCount(0);
  await expect(cardTitles(page).nth(5)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Další pozice' })).toHaveCount(0);

  // Six badges: three, and the control for the other three.
  const adviser = cards(page).filter({ hasText: 'Pojišťovací poradce/poradkyně' });
  await expect(adviser.getByRole('listitem')).toHaveText(['Brno', 'Praha', 'Příbram']);
  await adviser.getByRole('button', { name: 'Zobrazit filtry (3)' }).click();
  await expect(adviser.getByRole('listitem')).toHaveText([
    'Brno',
    'Praha',
    'Příbram',
    'Pojištění',
    'Prodej',
    'Živnostenský list',
  ]);

  // A position opens its detail in a new tab, rendered on the server.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Vývojář\/ka webových aplikací/ }).click();
  const detail = await popup;
  await expect(detail).toHaveURL(/\/kariera\/102$/);
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(
    'Vývojář/ka webových aplikací (TypeScript)',
  );
  await expect(detail.getByRole('list', { name: 'Zařazení pozice' }).getByRole('listitem')).toHaveText([
    'Brno',
    'IT a vývoj',
    'Plný úvazek',
  ]);
  await detail.close();

  const confidential = await request.get('/kariera/107');
  expect(confidential.status()).toBe(404);
  const html = await confidential.text();
  expect(html).toContain('Tato pozice už není volná');
  expect(html).not.toContain('Ředitel/ka divize');
});

test('filters: OR within a group, AND across groups, in the address; reload and Back keep them', async ({
  page,
}) => {
  await page.goto('/kariera');
  await waitForIslands(page);
  await tick(page, 'Lokalita', ['Praha', 'Brno']);
  await expect(cardTitles(page)).toHaveText([
    /^Specialista likvidace/,
    /^Vývojář\/ka webových aplikací/,
    /^Servisní technik/,
    /^Pojišťovací poradce/,
    /^Prodejce vozů/,
  ]);
  await expect(page).toHaveURL(/\/kariera\?locations=10,11$/);
  await tick(page, 'Firma', ['Horizont Auto s.r.o.']);
  await expect(cardTitles(page)).toHaveText([/^Servisní technik/, /^Prodejce vozů/]);
  await expect(page).toHaveURL(/\/kariera\?locations=10,11&companies=2$/);
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForIslands(page);
  await expect(cardTitles(page)).toHaveText([/^Servisní technik/, /^Prodejce vozů/]);
  await expect(page.getByRole('list', { name: 'Vybrané filtry' }).getByRole('button')).toHaveText([
    'Horizont Auto s.r.o.',
    'Brno',
    'Praha',
  ]);

  await page.goBack();
  await expect(page).toHaveURL(/\/kariera\?locations=10,11$/);
  await expect(page.getByRole('list', { name: 'Vybrané filtry' }).getByRole('button')).toHaveText([
    'Brno',
    'Praha',
  ]);
  await expect(cards(page)).toHaveCount(5);
  await page.goForward();
  await expect(cardTitles(page)).toHaveText([/^Servisní technik/, /^Prodejce vozů/]);
});

test('a shared address: no match says so; ids no position has are ignored', async ({ page }) => {
  await page.goto('/kariera?companies=2&workfields=400');
  await waitForIslands(page);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.goto('/kariera?locations=12,999&workfields=abc');
  await waitForIslands(page);
  await expect(cardTitles(page)).toHaveText([/^Operátor\/ka zákaznické linky/, /^Pojišťovací poradce/]);
  await expect(page.getByRole('list', { name: 'Vybrané filtry' }).getByRole('button')).toHaveText([
    'Příbram',
  ]);
});
