import { expect, type Locator, type Page, test } from '@playwright/test';
import { formSection, typeAfterPrefix } from './forms';
import { tabTo } from './keyboard';
import {
  bookableDate,
  fillCallbackForm,
  openCallbackModal,
  storedIdempotencyKeys,
  storedRequests,
  uniqueName,
  waitForIslands,
} from './support';

/*
 * Nothing of a lead is lost offline (issue 25): with the browser itself set offline and back, as a
 * visitor on a train would be, against the built site and the sandbox that stores leads.
 */

const QUESTION = '**/api/v1.0/rest/web/v2/form/question';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const POLICY_NUMBER = '8801234567';

async function contractQuestion(page: Page): Promise<Locator> {
  await page.goto('/dotaz');
  await waitForIslands(page);
  return formSection(page, 'Dotaz ke smlouvě');
}

async function fill(form: Locator, text: string) {
  await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
  await form.getByRole('textbox', { name: /^Číslo smlouvy/ }).fill(POLICY_NUMBER);
  await form.getByRole('textbox', { name: /^Váš dotaz/ }).fill(text);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
}

test('offline at send: the form says so, keeps the question in the tab and sends it once when back online', async ({
  page,
  context,
}) => {
  const text = uniqueName('dotaz-offline');
  const form = await contractQuestion(page);
  await fill(form, text);
  await context.setOffline(true);
  // Sent by keyboard: the notice and then the thank-you come and go, the focus stays with the visitor.
  const send = form.getByRole('button', { name: 'Odeslat' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  const notice = form.getByRole('alert').filter({ hasText: 'Nejste připojeni k internetu' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Odešleme ho automaticky, jakmile budete znovu online');
  await expect(form.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveValue(text);
  await expect(send).toBeFocused();
  expect(storedRequests(text)).toHaveLength(0);

  await context.setOffline(false);
  const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' });
  await expect(thanks).toBeVisible();
  await expect.poll(() => thanks.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(notice).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(send).toBeFocused();
  expect(storedRequests(text)).toHaveLength(1);
  expect(storedIdempotencyKeys(text)).toStrictEqual([expect.stringMatching(UUID)]);
});

test('the connection lost as the question arrives: sent again with the same key, stored once', async ({
  page,
  context,
}) => {
  const text = uniqueName('dotaz-vypadek');
  const form = await contractQuestion(page);
  await fill(form, text);
  const keys: (string | null)[] = [];
  let first = true;
  await page.route(QUESTION, async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'));
    if (!first) return route.continue();
    first = false;
    // The sandbox stores the question, then the train enters a tunnel before the answer is back.
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Nejste připojeni k internetu' })).toBeVisible();
  expect(storedRequests(text)).toHaveLength(1);

  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The sandbox answered the second send from the first: one question, not two.
  expect(storedRequests(text)).toHaveLength(1);
  expect(storedIdempotencyKeys(text)).toStrictEqual([keys[0]]);
});

test('a reload of the tab brings back what was typed, never the contract number; a sent question leaves nothing', async ({
  page,
}) => {
  const text = uniqueName('dotaz-reload');
  let form = await contractQuestion(page);
  await fill(form, text);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  expect(stored).toContain(text);
  expect(stored).not.toContain(POLICY_NUMBER);

  await page.reload();
  await waitForIslands(page);
  form = await formSection(page, 'Dotaz ke smlouvě');
  await expect(form.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveValue(text);
  await expect(form.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jana');
  await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 777 123 456');
  await expect(form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /^Číslo smlouvy/ })).toHaveValue('');

  await form.getByRole('textbox', { name: /^Číslo smlouvy/ }).fill(POLICY_NUMBER);
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' })).toBeVisible();
  expect(storedRequests(text)).toHaveLength(1);
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes('lead-form'))),
  ).toStrictEqual([]);
  await page.reload();
  await waitForIslands(page);
  form = await formSection(page, 'Dotaz ke smlouvě');
  await expect(form.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveValue('');
});

test('the call-back modal closed while its lead waits offline: the lead still goes once when back online', async ({
  page,
  context,
}) => {
  const name = uniqueName('zpetne-volani-offline');
  await page.goto('/pojisteni-motorky');
  const modal = await openCallbackModal(page);
  await fillCallbackForm(modal, {
    name,
    phone: '777 123 456',
    date: bookableDate().czech,
    dayTime: 'Dopoledne',
  });
  await context.setOffline(true);
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Nejste připojeni k internetu' })).toBeVisible();

  // The visitor closes the modal, as she may once she has read that it goes by itself.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  expect(storedRequests(name)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => storedRequests(name).length).toBe(1);
  expect(storedIdempotencyKeys(name)).toStrictEqual([expect.stringMatching(UUID)]);
  // Sent: what it kept in the tab goes too (once the answer is there).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes('lead-form'))),
    )
    .toStrictEqual([]);
});
