import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { CMS_URL } from '../e2e-cms/servers';
import { ADMIN_URL, addBlock, createPage, mediaField, openPageList, publishRefused } from './admin';
import { englishIn, englishWordCount } from './english';
import { fieldLabel as label } from './labels';
import { UI } from './ui';

/**
 * Czech everywhere an editor goes: the screens she uses, walked as she walks them, each one's
 * visible text (the whole window's, dialogs and notifications included, and the placeholders of
 * its fields) read for English words (english.ts). Errors she can meet are among them: a wrong
 * password and too many logins on the login form, an address another page has, a file over the
 * size limit. The navigation and footer are named, never shown by their document ids.
 */

/** The screen's visible text: what the window shows, and the placeholders of its visible fields. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [
      ...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((field) => field.checkVisibility())
      .map((field) => field.placeholder);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what she reads (no hidden nodes, lines kept).
    return [document.body.innerText, ...placeholders].join('\n');
  });
}

test('no English on the screens an editor uses, errors included', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  expect(englishWordCount, 'the English word list (from the CMS’s installed Strapi)').toBeGreaterThan(500);
  const found: string[] = [];
  const read = async (screen: string, scope: Page = page) => {
    for (const line of englishIn(await visibleText(scope))) found.push(`${screen}: ${line}`);
  };

  // The login form of a new browser: a wrong password, then too many tries of one address (Strapi
  // allows 5 in 5 minutes: an address of nobody's, so no account is locked).
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const login = await guest.newPage();
  const nobody = { email: `nikdo-${Date.now()}@example.cz`, password: 'Spatne-heslo-2026' };
  await login.goto(`${ADMIN_URL}/auth/login`);
  await login.getByRole('textbox', { name: UI.email }).fill(nobody.email);
  await login.getByRole('textbox', { name: UI.password }).fill(nobody.password);
  await login.getByRole('button', { name: UI.logIn }).click();
  const formError = login.locator('#global-form-error');
  await expect(formError).toBeVisible();
  await read('přihlášení, špatné heslo', login);
  // Soft: the walk goes on, so that one run lists every English string.
  await expect.soft(formError).toHaveText('Nesprávný e-mail nebo heslo.');
  const wrong = await formError.textContent();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fetch(`${CMS_URL}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(nobody),
    });
  }
  await login.getByRole('button', { name: UI.logIn }).click();
  await expect(formError).not.toHaveText(wrong ?? '');
  await read('přihlášení, příliš mnoho pokusů', login);
  await expect.soft(formError).toHaveText(/^Příliš mnoho pokusů/);
  await guest.close();

  // The dashboard: the recently edited documents name the navigation and the footer.
  const ids = await Promise.all(
    ['navigation', 'footer'].map(async (type) => {
      const answer = (await (await fetch(`${CMS_URL}/api/${type}`)).json()) as {
        data: { documentId: string };
      };
      return answer.data.documentId;
    }),
  );
  await page.goto(ADMIN_URL);
  const main = page.getByRole('main');
  await expect(main.getByRole('row').first()).toBeVisible();
  await expect(main.getByText(UI.loading)).toHaveCount(0);
  await read('nástěnka');
  const dashboard = await visibleText(page);
  for (const id of ids) if (dashboard.includes(id)) found.push(`nástěnka: dokument podle ID ${id}`);

  // The content manager: the list of pages, the navigation and the footer (titled by their names).
  await openPageList(page);
  await read('seznam stránek');
  for (const [type, screen, field] of [
    ['navigation', 'navigace', /^Skupiny menu/],
    ['footer', 'patička', /^Sloupce/],
  ] as const) {
    await page.goto(`${ADMIN_URL}/content-manager/single-types/api::${type}.${type}`);
    await expect(page.getByText(field)).toBeVisible();
    await read(screen);
    await expect
      .soft(page.getByRole('heading', { level: 1 }))
      .toHaveText(type === 'footer' ? 'Patička' : 'Navigace');
    const text = `${await page.title()}\n${await visibleText(page)}`;
    for (const id of ids) if (text.includes(id)) found.push(`${screen}: dokument podle ID ${id}`);
  }

  // The media library.
  await page.goto(`${ADMIN_URL}/plugins/upload`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(UI.loading)).toHaveCount(0);
  await read('knihovna médií');

  // A new page with the address of another: refused, on the field and in the notice.
  await createPage(page, { title: 'Redakce: čeština', slug: 'kontakty' });
  await publishRefused(page);
  await expect(page.locator('[data-strapi-field-error]').first()).toBeVisible();
  await expect
    .soft(page.locator('[data-strapi-field-error]').first())
    // The site's own check names the page that has it (apps/cms/src/validation/address.js).
    .toHaveText(/^Tuto adresu už má stránka „.+“\. Zvolte jinou\.$/);
  await read('stránka s obsazenou adresou');

  // The picture field: the library's picker, a file's details, the upload from the computer, and a
  // file over the size limit (10 MB: an SVG drawing with 10.5 MB of comment, which the upload does
  // not shrink as it re-encodes a JPEG).
  const hero = await addBlock(page, 'blocks.hero');
  await read('úprava stránky');
  await mediaField(hero, label('blocks.hero', 'image')).getByRole('button', { name: UI.addAsset }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  await read('výběr obrázku');
  // A file's card (a button holding its check box) opens its details.
  await dialog
    .getByRole('button')
    .filter({ has: page.getByRole('checkbox') })
    .first()
    .click();
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  await read('podrobnosti souboru');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await mediaField(hero, label('blocks.hero', 'image')).getByRole('button', { name: UI.addAsset }).click();
  await dialog.getByRole('button', { name: UI.addMoreAssets }).click();
  await expect(dialog.getByRole('button', { name: UI.fromComputer })).toBeVisible();
  await read('nahrání souboru');
  const big = testInfo.outputPath('velky-obrazek.svg');
  const padding = `<!-- ${'.'.repeat(10.5 * 1024 * 1024)} -->`;
  writeFileSync(
    big,
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${padding}<rect width="10" height="10"/></svg>`,
  );
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: UI.fromComputer }).click();
  await (await chooser).setFiles(big);
  await expect(dialog.getByRole('button', { name: UI.uploadAssets })).toBeVisible();
  await read('soubory k nahrání');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/upload',
  );
  await dialog.getByRole('button', { name: UI.uploadAssets }).click();
  expect((await answer).status(), 'the upload is refused: too large').toBe(413);
  await expect(dialog.getByText(/10 MB/)).toBeVisible();
  await expect
    .soft(dialog.getByText(/10 MB/))
    .toHaveText('Soubor velky-obrazek.svg je větší než povolených 10 MB.');
  await read('soubor nad limit');

  expect(found, 'English on an editor’s screens').toEqual([]);
});
