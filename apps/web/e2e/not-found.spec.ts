import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * The 404 page is no dead end: popular pages from the navigation, both phone lines as links that
 * dial, and the way home, filling the screen on a phone and on a desktop.
 */
for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]) {
  test(`on a ${name}: popular pages, the phone lines and home, with no empty half screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const response = await page.goto('/tahle-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');

    const popular = main.getByRole('navigation', { name: 'Nejhledanější stránky' });
    for (const [label, href] of [
      ['Pojištění vozidel', '/pojisteni-vozidel'],
      ['Cestovní pojištění', '/cestovni-pojisteni'],
      ['Jak nahlásit škodu', '/hlaseni-skody'],
      ['Kontakty', '/kontakty'],
    ] as const) {
      await expect(popular.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    expect(await popular.getByRole('link').count()).toBeGreaterThanOrEqual(10);
    await expect(main.getByRole('link', { name: '800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await expect(main.getByRole('link', { name: '800 100 900' })).toHaveAttribute(
      'href',
      'tel:+420800100900',
    );

    // The page's content reaches at least the bottom of the first screen: the footer is not mid-screen.
    const bottom = await main.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(bottom).toBeGreaterThanOrEqual(height);
    // No breadcrumbs on a page that is not there.
    await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
