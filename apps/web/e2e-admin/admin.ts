import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { CMS_URL } from '../e2e-cms/servers';
import { blockName, blockTypeNamed, pageFieldLabel } from './labels';
import { UI } from './ui';

/**
 * An editor's hands in Strapi's admin panel: each helper does what she does with the mouse and the
 * keyboard, and finds what she sees by its role and its label (the Czech labels of the block
 * schemas, labels.ts; the admin's own words, ui.ts). Fields are looked up inside a `scope`: the
 * page, a block's region in the sections, or an item of a list (`addItem`).
 */

export const ADMIN_URL = `${CMS_URL}/admin`;
export const PAGES_URL = `${ADMIN_URL}/content-manager/collection-types/api::page.page`;

/**
 * How long the admin may take to answer a save, a publish or a list: Strapi checks a whole page
 * against the site's schemas on each write, and `npm test` runs this beside other suites on two
 * cores (a page's save then took up to 10 s).
 */
export const SERVER_TIMEOUT = 30_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Logs in on the admin's login form. */
export async function logIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto(`${ADMIN_URL}/auth/login`);
  await page.getByRole('textbox', { name: UI.email }).fill(credentials.email);
  await page.getByRole('textbox', { name: UI.password }).fill(credentials.password);
  await page.getByRole('button', { name: UI.logIn }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/**
 * Opens the content manager's list of pages, every page on one screen, and returns how many pages
 * it says there are.
 */
export async function openPageList(page: Page): Promise<number> {
  await page.goto(`${PAGES_URL}?page=1&pageSize=100&sort=slug:ASC`);
  const count = page.getByText(UI.entriesFound);
  await expect(count).toBeVisible({ timeout: SERVER_TIMEOUT });
  const [, number] = ((await count.textContent()) ?? '').match(UI.entriesFound) ?? [];
  return Number(number);
}

/** The list view's row of the page with this slug. */
export function pageRow(page: Page, slug: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: slug, exact: true }) });
}

/** Opens a page's edit view from the list view (which must be showing it). */
export async function openPageFromList(page: Page, slug: string) {
  await pageRow(page, slug).getByRole('gridcell', { name: slug, exact: true }).click();
  await expect(page.getByRole('button', { name: UI.save })).toBeVisible();
}

/** Starts a new page from the list view's button. */
export async function createPage(page: Page, fields: { title: string; slug: string }) {
  await page.goto(PAGES_URL);
  await page.getByRole('link', { name: UI.createEntry }).first().click();
  await expect(page).toHaveURL(/\/create/);
  await page.getByRole('textbox', { name: pageFieldLabel('title'), exact: true }).fill(fields.title);
  await page.getByRole('textbox', { name: pageFieldLabel('slug'), exact: true }).fill(fields.slug);
}

/**
 * A block's name on its item in the page's sections: the block's name, then " - " and its main
 * field's value once it has one (the admin names an item by it).
 */
function sectionName(type: string): RegExp {
  return new RegExp(`^${escapeRegExp(blockName(type))}(?: - .*)?$`);
}

/** The region of a block in the page's sections (its `nth` of that type, the first by default). */
export function block(page: Page, type: string, nth = 0): Locator {
  return page.getByRole('region', { name: sectionName(type) }).nth(nth);
}

/** Unfolds a block of the page's sections (its `nth` of that type) if it is folded; returns its region. */
export async function openBlock(page: Page, type: string, nth = 0): Promise<Locator> {
  const toggle = page.getByRole('button', { name: sectionName(type) }).nth(nth);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = block(page, type, nth);
  await expect(region).toBeVisible();
  return region;
}

/** Adds a block at the end of the page's sections through the dynamic zone's picker; returns its region. */
export async function addBlock(page: Page, type: string): Promise<Locator> {
  const name = blockName(type);
  const before = await page.getByRole('region', { name: sectionName(type) }).count();
  await page.getByRole('button', { name: UI.addComponent }).last().click();
  // The picker groups blocks by category; the block's category may be folded.
  const option = page.getByRole('button', { name, exact: true });
  if (!(await option.isVisible())) {
    const category = UI.categories[type.split('.')[0] ?? ''];
    if (!category) throw new Error(`no category of ${type} in ui.ts`);
    await page.getByRole('button', { name: category }).click();
  }
  await option.click();
  const region = block(page, type, before);
  await expect(region).toBeVisible();
  return region;
}

/** Removes a block from the page's sections by the delete button on its bar. */
export async function removeBlock(region: Locator) {
  const item = region.locator('xpath=ancestor::li[1]');
  await item.getByRole('heading', { level: 3 }).getByRole('button', { name: UI.deleteBlock }).click();
  await expect(region).toHaveCount(0);
}

/**
 * Opens (unfolds) the first block of the page's sections, as an editor clicks its bar; returns its
 * type (from the name on its bar) and its region.
 */
export async function openFirstSection(page: Page): Promise<{ type: string; region: Locator } | null> {
  const item = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  if ((await item.count()) === 0) return null;
  const toggle = item.getByRole('heading', { level: 3 }).getByRole('button').first();
  const name = ((await toggle.textContent()) ?? '').trim();
  const type = blockTypeNamed(name);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = item.getByRole('region').first();
  await expect(region).toBeVisible();
  return { type, region };
}

/** The `<label>` of a field in scope: its text, a list's count `(n)`, the required star. */
function labelElement(scope: Locator, label: string): Locator {
  return scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}(?:\\s\\(\\d+\\))?\\*?$`) })
    .first();
}

/** A text field (one line or several) by its label. */
export function textField(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true }).first();
}

export async function fillText(scope: Locator, label: string, value: string) {
  const input = textField(scope, label);
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

/**
 * Types a new value into a field of a document just opened, until the form holds it: the edit view
 * may still be settling (a late answer re-initialises the form), which would drop the change.
 */
export async function changeField(page: Page, field: Locator, value: string) {
  await expect(async () => {
    if ((await field.inputValue()) !== value) await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 500 });
    await expect(page.getByRole('button', { name: UI.save })).toBeEnabled({ timeout: 500 });
  }).toPass();
}

/** A number field by its label. */
export async function fillNumber(scope: Locator, label: string, value: number) {
  const input = scope.getByRole('textbox', { name: label, exact: true }).first();
  await input.fill(String(value));
}

/** A yes/no field: sets it to `value` (Strapi's toggle is a checkbox). */
export async function setFlag(scope: Locator, label: string, value: boolean) {
  const box = scope.getByRole('checkbox', { name: label, exact: true }).first();
  if ((await box.isChecked()) !== value) await box.click();
  await expect(box).toBeChecked({ checked: value });
}

/** Picks one of an enumeration's values from its drop-down (by the option's visible name). */
export async function choose(scope: Locator, label: string, option: string | RegExp) {
  const page = scope.page();
  await scope.getByRole('combobox', { name: label, exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(scope.getByRole('combobox', { name: label, exact: true }).first()).toContainText(option);
}

/**
 * A component field's container (a single component or a list of them), found from its label:
 * the nearest element around the label that also holds the field's add button.
 */
function componentField(scope: Locator, label: string): Locator {
  return labelElement(scope, label).locator(
    `xpath=ancestor::div[.//button[contains(., 'Zatím zde není žádný záznam') or contains(., 'No entry yet') or contains(., 'Přidat záznam') or contains(., 'Add an entry')]][1]`,
  );
}

/**
 * Adds an item to a list of components (or fills an empty single component) and returns the new
 * item's region: the list opens the item it adds and folds the others.
 */
export async function addItem(scope: Locator, label: string): Promise<Locator> {
  const field = componentField(scope, label);
  const empty = field.getByRole('button', { name: UI.emptyComponent });
  if (await empty.isVisible()) await empty.first().click();
  else await field.getByRole('button', { name: UI.addEntry }).last().click();
  // A list's items are accordion regions (the open one is the new one); a single component's
  // fields sit in the field itself.
  const openItem = field.locator('div[role="region"][data-state="open"]').first();
  if (await openItem.count()) {
    await expect(openItem).toBeVisible();
    return openItem;
  }
  return field;
}

/**
 * The Blocks (rich text) editor of a field: its label names the toolbar's block-type choice, and
 * the editable area sits beside that toolbar.
 */
function blocksEditor(scope: Locator, label: string): { toolbar: Locator; editable: Locator } {
  const choice = scope.getByRole('combobox', { name: label, exact: true }).first();
  return {
    toolbar: choice.locator('xpath=ancestor::*[@role="toolbar"][1]'),
    editable: choice.locator('xpath=ancestor::div[.//*[@role="textbox"]][1]').getByRole('textbox').first(),
  };
}

/** The editable area of a Blocks (rich text) field. */
export function richText(scope: Locator, label: string): Locator {
  return blocksEditor(scope, label).editable;
}

/** What an editor types into the Blocks editor: paragraphs with bold runs, a bulleted list, a link. */
export type RichTextPart =
  | { paragraph: string; bold?: string }
  | { bullets: string[] }
  | { linkText: string; url: string; before?: string };

/**
 * Types rich text into a Blocks field as an editor does: text, Ctrl+B around a bold run, `- ` at
 * the start of a line for a bulleted list (Strapi's snippet), and the toolbar's link button with
 * its popover (text and address) for a link.
 */
export async function typeRichText(scope: Locator, label: string, parts: RichTextPart[]) {
  const page = scope.page();
  const { editable: editor, toolbar } = blocksEditor(scope, label);
  await editor.click();
  let first = true;
  for (const part of parts) {
    if (!first) await page.keyboard.press('Enter');
    first = false;
    if ('paragraph' in part) {
      const [before, after] = part.bold ? part.paragraph.split(part.bold) : [part.paragraph, undefined];
      await page.keyboard.type(before ?? '');
      if (part.bold !== undefined && after !== undefined) {
        await page.keyboard.press('ControlOrMeta+b');
        await page.keyboard.type(part.bold);
        await page.keyboard.press('ControlOrMeta+b');
        await page.keyboard.type(after);
      }
    } else if ('bullets' in part) {
      await page.keyboard.type('- ');
      for (const [index, bullet] of part.bullets.entries()) {
        if (index > 0) await page.keyboard.press('Enter');
        await page.keyboard.type(bullet);
      }
      // Enter on an empty item leaves the list for a new paragraph.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      first = true;
    } else {
      // The toolbar's link button inserts a link at the caret and opens its popover, where the
      // editor writes the link's text and address.
      if (part.before) await page.keyboard.type(part.before);
      await toolbar.getByRole('button', { name: UI.link }).click();
      const popover = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('textbox', { name: UI.linkText }) });
      await popover.getByRole('textbox', { name: UI.linkText }).fill(part.linkText);
      await popover.getByRole('textbox', { name: UI.link }).fill(part.url);
      await popover.getByRole('button', { name: UI.save }).click();
      await expect(popover).toBeHidden();
      await expect(editor.getByRole('link', { name: part.linkText })).toBeVisible();
      await editor.press('End');
    }
  }
}

/**
 * A date (`YYYY-MM-DD`) as the admin's date picker writes it: in the admin's language (the page's
 * `lang`), two-digit day and month, as the picker formats it (Intl, `27. 11. 2026` in Czech).
 */
function typedDate(input: Locator, date: string): Promise<string> {
  return input.evaluate((_, iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    const language = document.documentElement.lang || navigator.language;
    return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(year ?? 0, (month ?? 1) - 1, day ?? 1),
    );
  }, date);
}

/**
 * Sets a date field (`YYYY-MM-DD`) by typing it into the picker as its placeholder asks, confirmed
 * with Enter (the picker's calendar follows the typed date). A date-and-time field is a group of a
 * date picker and a time picker: `time` (`HH:MM`) is typed into the second.
 */
export async function pickDate(scope: Locator, label: string, date: string, time?: string) {
  const group = scope.getByRole('group', { name: label, exact: true }).first();
  const isDateTime = (await group.count()) > 0;
  const dateInput = isDateTime
    ? group.getByRole('combobox').first()
    : scope.getByRole('combobox', { name: label, exact: true }).first();
  const typed = await typedDate(dateInput, date);
  await dateInput.click();
  await dateInput.fill('');
  await dateInput.pressSequentially(typed);
  await dateInput.press('Enter');
  await expect(dateInput).toHaveValue(typed);
  if (isDateTime && time) {
    const timeInput = group.getByRole('combobox').nth(1);
    await timeInput.fill(time);
    await timeInput.blur();
    await expect(timeInput).toHaveValue(time);
  }
}

/** Expects a date-and-time field to show this date (`YYYY-MM-DD`) and time (`HH:MM`), as `pickDate` types them. */
export async function expectDateTime(scope: Locator, label: string, date: string, time: string) {
  const group = scope.getByRole('group', { name: label, exact: true }).first();
  const dateInput = group.getByRole('combobox').first();
  await expect(dateInput).toHaveValue(await typedDate(dateInput, date));
  await expect(group.getByRole('combobox').nth(1)).toHaveValue(time);
}

/** A media field's region (the carousel of its files). */
export function mediaField(scope: Locator, label: string): Locator {
  return scope.getByRole('region', { name: label, exact: true }).first();
}

/**
 * Uploads a file into a media field through the media library's dialog: the field's empty slot,
 * "add more assets", the file from the computer, upload, and finish with the uploaded file selected.
 */
export async function uploadMedia(scope: Locator, label: string, file: string) {
  const page = scope.page();
  const field = mediaField(scope, label);
  await field.getByRole('button', { name: UI.addAsset }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: UI.addMoreAssets }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: UI.fromComputer }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: UI.uploadAssets }).click();
  await dialog.getByRole('button', { name: UI.finish }).click();
  await expect(dialog).toBeHidden();
  const name = file.split('/').pop() ?? file;
  await expect(field.getByText(name).or(field.getByRole('img', { name }))).not.toHaveCount(0);
}

/**
 * Picks a file the media library holds already (the seed's, an earlier upload) for a media field:
 * the field's empty slot opens the library on its files, the editor searches for the file by its
 * name, ticks its card and finishes.
 */
export async function pickMedia(scope: Locator, label: string, file: string) {
  const page = scope.page();
  const field = mediaField(scope, label);
  await field.getByRole('button', { name: UI.addAsset }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: UI.search }).click();
  const search = dialog.getByRole('searchbox');
  await search.fill(file.replace(/\.\w+$/, ''));
  await search.press('Enter');
  // A click on the card opens the file's details; its check box (of a file the field accepts) picks it.
  await dialog.getByRole('button', { name: file, exact: true }).locator('[role="checkbox"]').click();
  await expect(dialog.getByRole('tab', { name: UI.selectedFiles })).toContainText('1');
  await dialog.getByRole('button', { name: UI.finish }).click();
  await expect(dialog).toBeHidden();
  await expect(field.getByText(file).or(field.getByRole('img', { name: file }))).not.toHaveCount(0);
}

/** The notification the admin shows after an action. */
function notification(page: Page, text: RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** Every error message the form shows, with the field it is on (its path, else its label). */
function formErrors(page: Page): Promise<string[]> {
  return page.locator('[data-strapi-field-error]').evaluateAll((errors) =>
    errors.map((error) => {
      const id = error.id.replace(/-error$/, '');
      const field = document.getElementById(id)?.getAttribute('name');
      const label = document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent;
      return `${field ?? label ?? '?'}: ${error.textContent}`;
    }),
  );
}

/** The content manager's request that saves (`PUT`/`POST` of the document) or publishes (`…/actions/publish`). */
function documentRequest(page: Page, action: 'save' | 'publish'): Promise<Response> {
  return page.waitForResponse(
    (response) => {
      const { method, url } = { method: response.request().method(), url: response.url() };
      if (!/\/content-manager\/(?:collection|single)-types\//.test(url)) return false;
      if (action === 'publish') return method === 'POST' && /\/actions\/publish(?:\?|$)/.test(url);
      return (method === 'PUT' || method === 'POST') && !url.includes('/actions/');
    },
    { timeout: SERVER_TIMEOUT },
  );
}

/**
 * Waits for the CMS's answer to the action: done when it succeeds; when the admin refuses instead (a
 * notice, errors under fields, in the browser before any request or from the server), fails with what
 * it said and every field error, which is what needs fixing. The answer itself is awaited, not the
 * success notification: that one closes itself after a few seconds, and on a loaded machine it came
 * and went between two of Playwright's polls (the page then showed "Uložit" disabled: saved).
 */
async function expectDone(page: Page, answer: Promise<Response>, done: RegExp, action: string) {
  const refusal = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  const outcome = await Promise.race([
    answer.then((response) => (response.ok() ? 'done' : 'refused')),
    // No refusal within the time: the answer decides (a wait that ends is no outcome of its own).
    refusal.waitFor({ state: 'visible', timeout: SERVER_TIMEOUT }).then(
      () => 'refused' as const,
      () => new Promise<never>(() => undefined),
    ),
  ]);
  if (outcome === 'done') {
    // Closed, as an editor closes it, so that the next action's notification is the only one (it
    // may also have closed itself already).
    await notification(page, done)
      .locator('xpath=ancestor::li[1]')
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    return;
  }
  const notice = await refusal.textContent({ timeout: 5000 }).catch(() => '(no notice)');
  throw new Error(`${action} refused: ${notice}\n${(await formErrors(page)).join('\n')}`);
}

/** Saves the draft and waits for the CMS to store it. */
export async function save(page: Page) {
  const answer = documentRequest(page, 'save');
  await page.getByRole('button', { name: UI.save }).click();
  await expectDone(page, answer, UI.saved, 'Save');
}

/** Publishes and waits for the CMS to publish it. */
export async function publish(page: Page) {
  const answer = documentRequest(page, 'publish');
  await page.getByRole('button', { name: UI.publish }).click();
  await expectDone(page, answer, UI.published, 'Publish');
}

/**
 * Clicks Publish and expects the CMS to refuse it: its answer to the admin's publish request is an
 * error (what the admin then shows under the fields is checked by the caller), and the admin says
 * nothing was published.
 */
export async function publishRefused(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/actions/publish'),
    { timeout: SERVER_TIMEOUT },
  );
  await page.getByRole('button', { name: UI.publish }).click();
  const response = await answer;
  expect(response.status(), `the publish request was answered ${response.status()}`).toBe(400);
  await expect(notification(page, UI.published)).toHaveCount(0);
}

/**
 * Clicks Save and expects the CMS to refuse it: its answer to the admin's save request is an error
 * (the browser's own checks let it through), and the admin says nothing was saved. Returns the
 * refusal's notice, closed as an editor closes it (the next save's outcome is then the only one).
 */
export async function saveRefused(page: Page): Promise<string> {
  const answer = documentRequest(page, 'save');
  await page.getByRole('button', { name: UI.save }).click();
  const response = await answer;
  expect(response.status(), `the save request was answered ${response.status()}`).toBe(400);
  await expect(notification(page, UI.saved)).toHaveCount(0);
  const refusal = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  const notice = (await refusal.textContent({ timeout: SERVER_TIMEOUT })) ?? '';
  await refusal.locator('xpath=ancestor::li[1]').getByRole('button').click();
  await expect(page.getByRole('alert').filter({ hasText: notice })).toHaveCount(0);
  return notice;
}

/**
 * The error message under a field: the admin links it to the field (`<id>-error`, the id its
 * label names), whatever the field's kind.
 */
export async function fieldError(scope: Locator, label: string): Promise<Locator> {
  const id = await labelElement(scope, label).getAttribute('for');
  if (!id) throw new Error(`the label ${label} names no field`);
  return scope.page().locator(`[id="${id}-error"]`);
}
