import { expect, test } from '@playwright/test';
import { ADMIN_URL } from './admin';
import { UI } from './ui';

/**
 * The admin an editor gets: Czech from the first screen, and an Editor's menu, which can write
 * pages, navigation, footer and media but reaches no settings, users or content types.
 */
test('the admin is Czech before anyone logs in', async ({ browser }) => {
  // A browser that has never opened the admin (no stored language, no session).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${ADMIN_URL}/auth/login`);
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await context.close();
});

test('the seeded editor has an Editor’s admin: content and media, no users, roles, settings or content types', async ({
  page,
}) => {
  await page.goto(ADMIN_URL);
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: UI.contentManager })).toBeVisible();
  await expect(menu.getByRole('link', { name: UI.mediaLibrary })).toBeVisible();
  await expect(menu.getByRole('link', { name: UI.contentTypeBuilder })).toHaveCount(0);
  // Strapi shows every user its settings' overview (the version); an Editor sees nothing more there.
  await page.goto(`${ADMIN_URL}/settings`);
  const settings = page.getByRole('navigation', { name: UI.settings });
  await expect(settings.getByRole('link').first()).toBeVisible();
  await expect(settings.getByRole('link', { name: UI.adminSettings })).toHaveCount(0);
});
