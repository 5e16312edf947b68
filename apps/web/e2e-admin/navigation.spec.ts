import { expect, test } from '@playwright/test';
import { ADMIN_URL, save } from './admin';
import { sitePage } from './site';

/**
 * The header's menu, as an editor edits it: the Navigation single type shows its groups (each
 * collapsed to its label) and the header's actions under their Czech labels; a group renamed and
 * saved is in the site's header, and back again after.
 */
const NAVIGATION_URL = `${ADMIN_URL}/content-manager/single-types/api::navigation.navigation`;

test('an editor renames a menu group in the Navigation; the site’s header shows it', async ({ page }) => {
  await page.goto(NAVIGATION_URL);
  await expect(page.getByText(/^Skupiny menu/)).toBeVisible();
  await expect(page.getByText(/^Tlačítka v hlavičce/)).toBeVisible();
  // A collapsed group shows its label (the component's main field).
  const group = page.getByRole('button', { name: /^Cestování/ }).first();
  await expect(group).toBeVisible();
  await expect(page.getByRole('button', { name: /^Nahlásit škodu/ }).first()).toBeVisible();

  const rename = async (from: string, to: string) => {
    await page
      .getByRole('button', { name: new RegExp(`^${from}`) })
      .first()
      .click();
    const field = page
      .getByRole('textbox', { name: /^Název skupiny/ })
      .filter({ visible: true })
      .first();
    await expect(field).toHaveValue(from);
    await field.fill(to);
    await save(page);
  };
  await rename('Cestování', 'Cesty a dovolená');
  try {
    await expect
      .poll(async () => (await sitePage('/kontakty')).html.includes('Cesty a dovolená'), { timeout: 10_000 })
      .toBe(true);
  } finally {
    await page.reload();
    await rename('Cesty a dovolená', 'Cestování');
  }
  await expect
    .poll(async () => (await sitePage('/kontakty')).html.includes('Cesty a dovolená'), { timeout: 10_000 })
    .toBe(false);
});
