import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  addBlock,
  addItem,
  createPage,
  fieldError,
  fillText,
  openBlock,
  SERVER_TIMEOUT,
  save,
  saveRefused,
} from './admin';
import { fieldLabel as label, pageFieldLabel, schemaMessage } from './labels';

/**
 * One save shows every field that is wrong, in Czech (apps/cms/src/validation): an address another
 * page has (refused on a draft too, not only at publish), an empty required field (Strapi's own
 * check, which it skips on drafts) and a value the site's block schema refuses come back in one
 * answer, each under its field, and nothing is stored. Fixed, the page saves.
 */
const TAKEN = 'caste-dotazy';
const taken = JSON.parse(
  readFileSync(new URL(`../src/content/pages/${TAKEN}.json`, import.meta.url), 'utf8'),
) as { data: { title: string } };

/** The message under one of the page's own fields. */
async function pageFieldError(page: Page, field: 'title' | 'slug') {
  return fieldError(page.locator('body'), pageFieldLabel(field));
}

test('one save shows a duplicate address, an empty required field and the site’s rule at once', async ({
  page,
}) => {
  await createPage(page, { title: '', slug: TAKEN });
  const hero = await addBlock(page, 'blocks.hero');
  await fillText(hero, label('blocks.hero', 'heading'), 'Všechny chyby najednou');
  const button = await addItem(hero, label('blocks.hero', 'button'));
  await fillText(button, label('blocks.hero', 'button.text'), 'Více');
  await fillText(button, label('blocks.hero', 'button.url'), 'www.example.cz');

  // The notice names the first field and how many there are; each field shows its own message.
  expect(await saveRefused(page)).toBe(
    `${pageFieldLabel('slug')}: Tuto adresu už má stránka „${taken.data.title}“. Zvolte jinou. (chyb celkem: 3)`,
  );
  await expect(await pageFieldError(page, 'slug')).toHaveText(
    `Tuto adresu už má stránka „${taken.data.title}“. Zvolte jinou.`,
    { timeout: SERVER_TIMEOUT },
  );
  await expect(await pageFieldError(page, 'title')).toHaveText('Povinné pole je prázdné.');
  const section = { heading: 'Všechny chyby najednou', button: { text: 'Více', url: 'www.example.cz' } };
  await expect(
    await fieldError(await openBlock(page, 'blocks.hero'), label('blocks.hero', 'button.url')),
  ).toHaveText(schemaMessage('blocks.hero', section, 'button.url'));
  // Nothing stored: the admin is still creating the page.
  await expect(page).toHaveURL(/\/create(?:\?|$)/);

  await page
    .getByRole('textbox', { name: pageFieldLabel('title'), exact: true })
    .fill('Redakce: všechny chyby');
  await page
    .getByRole('textbox', { name: pageFieldLabel('slug'), exact: true })
    .fill('redakce/vsechny-chyby');
  await fillText(button, label('blocks.hero', 'button.url'), 'https://www.example.cz');
  await save(page);
  await expect(page).not.toHaveURL(/\/create(?:\?|$)/);
});
