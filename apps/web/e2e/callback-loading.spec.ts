import { expect, type Page, type Route, test } from '@playwright/test';
import {
  bookableDate,
  fillCallbackForm,
  followRequests,
  holdRequests,
  RUM_REPORTER_KB,
  responseBodySize,
  storedRequests,
  uniqueName,
  waitForIslands,
} from './support';

/*
 * Issue 10, the call-back modal behind its button: the form's code loads when `Zavolejte mi` is
 * clicked, and the visitor sees a dialog at once (loading, or an error with a retry that really
 * downloads again); before the click the page carries no dialog library. Also the first bookable day
 * after Friday's cut-off and the weekend warning's live region, in the built site.
 */

const TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';
const FAILED = 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.';
/** The chunk of the modal's own code (Vite names it after its module). */
// The plain modal's own chunk: the modal without the topic variant's select (CallbackModalCore).
const MODAL_CHUNK = /\/_astro\/CallbackModalCore\.[\w-]+\.js$/;
// The topic variant's select and what only it uses (Radix Select, its positioning).
const SELECT_CHUNK = /\/_astro\/(CallbackModal|Select)\.[\w-]+\.js$/;

async function openPage(page: Page, path = '/pojisteni-motorky') {
  await page.goto(path);
  await waitForIslands(page);
  return page.getByRole('button', { name: 'Zavolejte mi' }).first();
}

test('a tap on Zavolejte mi before the page’s code has arrived is not lost: the form opens once it has', async ({
  page,
}) => {
  // Every script of the site held back: the page is its server HTML only, as on a slow phone.
  const release = await holdRequests(page, /\/_astro\/[^?]+\.js$/);
  await page.goto('/pojisteni-motorky', { waitUntil: 'domcontentloaded' });
  // Until its code has run, `Zavolejte mi` is the server's link that dials the phone (what a visitor
  // without JavaScript uses); a tap on it is held too, and becomes the form, not a phone call.
  const link = page.getByRole('main').getByRole('link', { name: 'Zavolejte mi' }).first();
  await expect(link).toHaveAttribute('href', /^tel:/);
  await link.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pojisteni-motorky$/);
  release();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('textbox', { name: /Jméno/ })).toBeVisible();
  // Once, not twice: closing it leaves no second dialog behind.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same element, now the button that opens the form.
  await expect(page.getByRole('main').getByRole('button', { name: 'Zavolejte mi' }).first()).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
});

test('while the form’s code downloads, the dialog is there at once: named, busy, focused; Escape gives up', async ({
  page,
}) => {
  const release = await holdRequests(page, MODAL_CHUNK);
  const button = await openPage(page);
  await button.click();

  const loading = page.getByRole('dialog', { name: TITLE });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading.getByRole('status')).toHaveText('Načítáme formulář…');
  await expect(loading).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(loading).toBeHidden();
  await expect(button).toBeFocused();

  // Asked again, the dialog waits for the same download and then becomes the form.
  await button.click();
  await expect(page.getByRole('dialog', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
  release();
  const form = page.getByRole('dialog', { name: TITLE });
  await expect(form.getByRole('textbox', { name: /Jméno/ })).toBeVisible();
  await expect(form).not.toHaveAttribute('aria-busy');
  await expect(form.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('when the form’s code cannot load, an error with Zkusit znovu, which downloads again and opens a working form', async ({
  page,
}) => {
  let attempts = 0;
  await page.route(MODAL_CHUNK, async (route: Route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  const button = await openPage(page);
  await button.click();

  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('alert')).toHaveText(FAILED);
  const retry = dialog.getByRole('button', { name: 'Zkusit znovu' });
  await expect(retry).toBeFocused();
  await retry.click();

  // The retry really fetched the code again (React.lazy would have kept the failure).
  await expect(dialog.getByRole('textbox', { name: /Jméno/ })).toBeVisible();
  expect(attempts).toBe(2);
  await expect(page.getByText(FAILED)).toHaveCount(0);

  // And the form it opened sends its lead.
  const name = uniqueName('po-chybe');
  const date = bookableDate();
  await fillCallbackForm(dialog, { name, phone: '777 123 456', date: date.czech, dayTime: 'Dopoledne' });
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.')).toBeVisible();
  expect(storedRequests(name)).toHaveLength(1);
});

test('before the click the page loads neither the form nor a dialog library; after it, the form’s code', async ({
  browser,
}) => {
  test.slow(); // A cold first visit on a busy machine.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; size: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      scripts.push({ url: request.url(), size: responseBodySize(request) });
  });
  const requests = followRequests(page);
  const button = await openPage(page);
  await requests.settled();
  const before = scripts.length;
  const bytesBefore = (await Promise.all(scripts.map((script) => script.size))).reduce((a, b) => a + b, 0);
  const namesBefore = scripts.map((script) => new URL(script.url).pathname);
  expect(namesBefore.filter((name) => /\/(CallbackModal\w*|Modal)\.[\w-]+\.js$/.test(name))).toEqual([]);

  await button.click();
  await expect(
    page.getByRole('dialog', { name: TITLE }).getByRole('textbox', { name: /Jméno/ }),
  ).toBeVisible();
  await requests.settled();
  const bytesAfter = (await Promise.all(scripts.map((script) => script.size))).reduce((a, b) => a + b, 0);
  const namesAfter = scripts.slice(before).map((script) => new URL(script.url).pathname);
  expect(namesAfter.some((name) => MODAL_CHUNK.test(name))).toBe(true);
  // The plain modal has no topic: the select's code stays on the server.
  expect(namesAfter.filter((name) => SELECT_CHUNK.test(name))).toEqual([]);
  await context.close();

  test.info().annotations.push({
    type: 'JavaScript (gzip) of /pojisteni-motorky',
    description: `before opening the call-back ${(bytesBefore / 1024).toFixed(1)} kB, after ${(bytesAfter / 1024).toFixed(1)} kB`,
  });
  // Measured 83.4 kB and 133.1 kB (React 67 kB of it). Issue 10: after opening, no more than the
  // 133.2 kB the call-back island loaded before the lead forms came (the topic select, which only the
  // topic variant needs, loads only with that variant). Issue 11 measured 135.9 kB: the casco dialog
  // shares modules with this one (the field rules, DateField's parsing, the page path, the error
  // dialog), and the bundler gives each set of importers a chunk of its own, so the same modules come
  // in three more files, which compress worse (+2.6 kB); the island loaders' two new entries and ui's
  // two new texts are the only new code (+0.3 kB). Issue 12 measured 136.6 kB on the CI machine: the
  // careers and branch blocks' entries in the island loaders' map (about 40 B each) and ui's readable
  // commas in `setParams`, no new code of this form; hence 137. The branch blocks, which share ui's
  // NativeSelect, Tabs and Tooltip with the forms, split those modules once more: 137.4 kB on the CI
  // machine, the same code in more files; hence 138.5.
  // Issue 24: /pojisteni-motorky became a whole product page, with an FAQ (the inline FAQ grid's
  // island) and its offer as a call-back section (the call-back button's own island, the modal still
  // on the click): 89.9 kB measured before the click; hence 94.
  expect(bytesBefore).toBeLessThan((94 + RUM_REPORTER_KB) * 1024);
  // Issue 24: the page's own two new islands above (6.8 kB) are in both figures; hence 145.5.
  // Issue 25: the one lead-form flow with its offline sending and session draft, and ui's lazy dialog
  // in chunks shared with the other forms: 147.0 kB on the CI machine on 2026-11-28; hence 148.
  // ui's one rule for a dialog whose code cannot load (LazyDialog, with an outcome's own failure text)
  // now also serves the calendar inside this form: 148.4 kB measured here; hence 149.
  // 151.2 kB measured with the launch's parts together (holidays, lazy-dialog stand-ins).
  expect(bytesAfter).toBeLessThanOrEqual((153 + RUM_REPORTER_KB) * 1024);
});

test('on Friday evening the first day offered is Monday, and the weekend warning fills a live region already there', async ({
  page,
}) => {
  // Friday 27 November 2026, 19:00 in Prague, for the page and so for its islands' clock.
  await page.route('**/pojisteni-motorky', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-site-test-now': '2026-11-27T18:00:00.000Z' },
    }),
  );
  const button = await openPage(page);
  await button.click();
  const modal = page.getByRole('dialog', { name: TITLE });
  const date = modal.getByRole('textbox', { name: /Datum/ });
  await expect(date).toHaveAccessibleDescription(/Např\. 30\. 11\. 2026 \(nejbližší možný den\)\./);

  const region = modal.getByRole('status');
  await expect(region).toHaveCount(1);
  await expect(region).toBeEmpty();
  const marked = await region.evaluate((element) => {
    (element as HTMLElement).dataset.seenBefore = 'yes';
    return element.getAttribute('aria-live');
  });
  expect(marked).toBe('polite');

  await date.fill('28. 11. 2026');
  // The same element, now with the warning: it was in the page before its text changed.
  await expect(region).toHaveText('V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…');
  await expect(region).toHaveAttribute('data-seen-before', 'yes');
  await expect(modal.getByRole('radio')).toHaveCount(0);

  await date.fill('30. 11. 2026');
  await expect(region).toBeEmpty();
  await expect(modal.getByRole('radio', { name: /Dopoledne/ })).not.toBeChecked();
  await expect(modal.getByRole('radio', { name: /Odpoledne/ })).not.toBeChecked();
});
