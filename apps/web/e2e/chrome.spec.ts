import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// The site header, from content: the menu groups and the standing actions (Nahlásit škodu, Ozvěte
// se mi) on a phone and on a desktop; the breadcrumbs with their JSON-LD; the footer's legal pages. All
// without JavaScript: every disclosure is a native <details>; with it, a menu also closes on Escape,
// on a click outside and when the focus moves past it (src/site/menus.ts). A group of one page
// (Majetek, Odpovědnost) is a link.

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hlavní navigace' });

/** Presses Tab from the top of the page until `selector` (in the main navigation) has the focus. */
async function tabToSummary(page: Page, text: string) {
  const summary = mainNavigation(page).locator('summary', { hasText: text });
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    if (await summary.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(summary).toBeFocused();
  return summary;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens by keyboard, each group unfolds its pages, links lead to them, and axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const navigation = mainNavigation(page);
    const travel = navigation.getByRole('link', { name: 'Cestovní pojištění', exact: true });
    await expect(travel).toBeHidden();

    await tabToSummary(page, 'Menu');
    await page.keyboard.press('Enter');
    for (const group of ['Vozidla', 'Cestování', 'Škody', 'Pomoc a kontakty', 'O nás']) {
      await expect(navigation.locator('summary', { hasText: group })).toBeVisible();
    }
    await expect(navigation.getByRole('link', { name: 'Majetek', exact: true })).toHaveAttribute(
      'href',
      '/pojisteni-majetek',
    );
    await expect(navigation.getByRole('link', { name: 'Odpovědnost', exact: true })).toBeVisible();
    await expect(travel).toBeHidden();
    // The menu starts with the site search: its field, its button, then the groups.
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('searchbox', { name: 'Hledat na webu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(navigation.locator('summary', { hasText: 'Vozidla' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Majetek', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navigation.locator('summary', { hasText: 'Cestování' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(travel).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(travel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cestovni-pojisteni$/);
    // On the page it leads to the menu starts closed; opened, it shows the page's group open and the
    // link saying it is the current page.
    await expect(travel).toBeHidden();
    await navigation.locator('summary', { hasText: 'Menu' }).click();
    await expect(travel).toBeVisible();
    await expect(travel).toHaveAttribute('aria-current', 'page');
  });

  test('opening a group closes the one open before (one group at a time)', async ({ page }) => {
    await page.goto('/');
    const navigation = mainNavigation(page);
    await navigation.locator('summary', { hasText: 'Menu' }).click();
    await navigation.locator('summary', { hasText: 'Vozidla' }).click();
    await expect(navigation.getByRole('link', { name: 'Pojištění motorky' })).toBeVisible();
    await navigation.locator('summary', { hasText: 'Škody' }).click();
    await expect(navigation.getByRole('link', { name: 'Nahlášení škody telefonem' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Pojištění motorky' })).toBeHidden();
  });

  test('the menu closes on Escape with the focus back on Menu, and on a tap outside it', async ({ page }) => {
    await page.goto('/');
    const navigation = mainNavigation(page);
    const menu = navigation.locator('summary', { hasText: 'Menu' });
    const vehicles = navigation.locator('summary', { hasText: 'Vozidla' });
    await menu.tap();
    await vehicles.tap();
    await navigation.getByRole('link', { name: 'Pojištění motorky' }).focus();
    await page.keyboard.press('Escape');
    await expect(vehicles).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.tap();
    await expect(vehicles).toBeVisible();
    // The header's row between the logo and Menu: outside the menu, and nothing there to follow.
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: /úvodní stránka/ })
      .boundingBox();
    const point = {
      x: (logo?.x ?? 0) + (logo?.width ?? 0) + 20,
      y: (logo?.y ?? 0) + (logo?.height ?? 0) / 2,
    };
    const followable = ({ x, y }: typeof point) =>
      Boolean(document.elementFromPoint(x, y)?.closest('a, summary'));
    expect(await page.evaluate(followable, point)).toBe(false);
    await page.touchscreen.tap(point.x, point.y);
    await expect(vehicles).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the claims entry and Ozvěte se mi stand in the header, outside the menu', async ({ page }) => {
    await page.goto('/o-nas');
    const actions = page.getByRole('banner').getByRole('list', { name: 'Rychlé akce' });
    await expect(actions.getByRole('link', { name: 'Nahlásit škodu' })).toBeVisible();
    // Named for what it opens (a call or an e-mail, as the visitor chooses): `Zavolejte mi` is the
    // call-back modal's name alone, wherever it stands.
    await expect(actions.getByRole('link', { name: 'Zavolejte mi' })).toHaveCount(0);
    await actions.getByRole('link', { name: 'Ozvěte se mi' }).click();
    await expect(page).toHaveURL(/\/pomoc#ozvete-se-mi$/);
    // The section it points at exists and holds the call-me form.
    await expect(page.locator('#ozvete-se-mi').getByRole('heading', { name: 'Ozveme se vám' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a drop-down closes on Escape with the focus back on its button, on a click outside, and when the focus moves past it', async ({
    page,
  }) => {
    await page.goto('/o-nas');
    const navigation = mainNavigation(page);
    const vehicles = navigation.locator('summary', { hasText: 'Vozidla' });
    const motorcycle = navigation.getByRole('link', { name: 'Pojištění motorky' });

    // Opened by the pointer, the focus then on one of its links: Escape closes it, focus on its button.
    await vehicles.click();
    await expect(motorcycle).toBeVisible();
    await motorcycle.focus();
    await page.keyboard.press('Escape');
    await expect(motorcycle).toBeHidden();
    await expect(vehicles).toBeFocused();

    // A click on the page beside it.
    await page.keyboard.press('Enter');
    await expect(motorcycle).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(motorcycle).toBeHidden();

    // Tab through its links and on: it closes as the focus leaves it, for the next group's link.
    await vehicles.focus();
    await page.keyboard.press('Enter');
    const links = await navigation.locator('details[open] a').count();
    for (let press = 0; press < links; press += 1) await page.keyboard.press('Tab');
    await expect(motorcycle).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Majetek', exact: true })).toBeFocused();
    await expect(motorcycle).toBeHidden();
  });

  test('the groups stand in a row, each opens by keyboard, one at a time, and there is no Menu toggle', async ({
    page,
  }) => {
    await page.goto('/o-nas');
    const navigation = mainNavigation(page);
    await expect(navigation.locator('summary', { hasText: 'Menu' })).toBeHidden();
    for (const group of ['Vozidla', 'Cestování', 'Škody', 'Pomoc a kontakty', 'O nás']) {
      await expect(navigation.locator('summary', { hasText: group })).toBeVisible();
    }
    // A group of one page: a link in the row, no drop-down of one item.
    for (const [group, href] of [
      ['Majetek', '/pojisteni-majetek'],
      ['Odpovědnost', '/odpovednost'],
    ] as const) {
      await expect(navigation.getByRole('link', { name: group, exact: true })).toHaveAttribute('href', href);
      await expect(navigation.locator('summary', { hasText: group })).toHaveCount(0);
    }
    const actions = page.getByRole('banner').getByRole('list', { name: 'Rychlé akce' });
    await expect(actions.getByRole('link', { name: 'Nahlásit škodu' })).toHaveAttribute(
      'href',
      '/hlaseni-skody',
    );
    await expect(actions.getByRole('link', { name: 'Ozvěte se mi' })).toBeVisible();

    const motorcycle = navigation.getByRole('link', { name: 'Pojištění motorky' });
    await expect(motorcycle).toBeHidden();
    await tabToSummary(page, 'Vozidla');
    await page.keyboard.press('Enter');
    await expect(motorcycle).toBeVisible();
    await expectNoAxeViolations(page);
    await navigation.locator('summary', { hasText: 'O nás' }).click();
    await expect(motorcycle).toBeHidden();
    await expect(navigation.getByRole('link', { name: 'O společnosti' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('breadcrumbs: the page’s group and the page, the same as BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/havarijni-pojisteni');
  const trail = page.getByRole('navigation', { name: 'Drobečková navigace' });
  await expect(trail.getByRole('listitem')).toHaveText(['Úvod', 'Vozidla', 'Havarijní pojištění']);
  await expect(trail.getByRole('link', { name: 'Úvod' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: 'Vozidla' })).toHaveAttribute('href', '/pojisteni-vozidel');
  await expect(trail.getByRole('link', { name: 'Havarijní pojištění' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const data = await trail.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(data ?? '')).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Úvod', item: expect.stringMatching(/^https?:\/\/[^/]+\/$/) },
      { position: 2, name: 'Vozidla', item: expect.stringMatching(/^https?:\/\/[^/]+\/pojisteni-vozidel$/) },
      {
        position: 3,
        name: 'Havarijní pojištění',
        item: expect.stringMatching(/^https?:\/\/[^/]+\/havarijni-pojisteni$/),
      },
    ],
  });

  // A page outside the menu: Úvod → the page. The home page has none.
  await page.goto('/stiznosti');
  await expect(trail.getByRole('listitem')).toHaveText(['Úvod', 'Stížnosti']);
  await page.goto('/');
  await expect(trail).toHaveCount(0);
});

test('the footer links the legal pages, each a real page', async ({ page, request }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Právní informace' });
  const expected = [
    ['Ochrana osobních údajů', '/ochrana-osobnich-udaju'],
    ['Podmínky užívání webu', '/podminky-uzivani'],
    ['Cookies', '/cookies'],
    ['Informace pro zákazníky', '/informace-pro-zakazniky'],
    ['Stížnosti', '/stiznosti'],
    ['Oznamování protiprávního jednání', '/oznamovani-protipravniho-jednani'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toContain(`<h1`);
  }
  // The brand is said to be fictional once, in the footer, and nowhere in a page's main content.
  await expect(page.getByRole('contentinfo')).toContainText('smyšlená pojišťovna');
  await expect(page.getByRole('main')).not.toContainText('smyšlen');
});
