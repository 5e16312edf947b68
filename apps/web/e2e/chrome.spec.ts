import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// The site header's navigation, from content: a row of links on a desktop, a `Menu` disclosure on a
// phone, both without JavaScript (the menu is a native <details>).

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu opens by keyboard, its links are reachable and lead to their pages, and axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' });
    const vehicles = navigation.getByRole('link', { name: 'Pojištění vozidel' });
    await expect(vehicles).toBeHidden();

    // Tab from the top of the page, as a keyboard user would, until the menu's toggle has focus.
    const menu = navigation.locator('summary', { hasText: 'Menu' });
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      if (await menu.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(vehicles).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Kontakty' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(vehicles).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pojisteni-vozidel$/);
    // On the page it leads to, the link says so (aria-current), and the menu starts closed again.
    await expect(navigation.getByRole('link', { name: 'Pojištění vozidel' })).toBeHidden();
    await navigation.locator('summary', { hasText: 'Menu' }).click();
    await expect(navigation.getByRole('link', { name: 'Pojištění vozidel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('on a desktop the links stand in the header and there is no menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/o-nas');
  const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' });
  await expect(navigation.locator('summary', { hasText: 'Menu' })).toBeHidden();
  for (const name of ['Pojištění vozidel', 'Cestovní pojištění', 'O nás', 'Kontakty']) {
    await expect(navigation.getByRole('link', { name }).filter({ visible: true })).toBeVisible();
  }
  await expect(navigation.getByRole('link', { name: 'O nás' }).filter({ visible: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
