import { expect, test } from '@playwright/test';
import { changeField, openFirstSection, openPageFromList, openPageList, save, textField } from './admin';
import { fieldLabel } from './labels';
import { sitePage } from './site';
import { UI } from './ui';

/**
 * The preview inside the admin (issue 22 point 4): the edit view's side panel opens the page's
 * draft from the site, with the site's draft bar, while visitors still get the published page.
 */
test('the preview panel shows the page’s saved draft from the site, with its bar', async ({ page }) => {
  await openPageList(page);
  await openPageFromList(page, 'kontakty');
  const first = await openFirstSection(page);
  if (!first) throw new Error('/kontakty has no sections');
  const heading = textField(first.region, fieldLabel(first.type, 'heading'));
  const draft = 'Kontakty – koncept na příští týden';
  await changeField(page, heading, draft);
  await save(page);

  const panel = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { name: UI.previewPanel }) });
  await panel.getByRole('link', { name: UI.openPreview }).click();
  const frame = page.locator('iframe').and(page.getByTitle(UI.previewPanel)).contentFrame();
  await expect(frame.getByRole('complementary', { name: 'Náhled' })).toContainText(
    'Náhled konceptu: vidíte i neuveřejněné změny.',
  );
  await expect(frame.getByRole('main')).toContainText(draft);

  // Visitors keep the published page.
  expect((await sitePage('/kontakty')).text).not.toContain(draft);
});
