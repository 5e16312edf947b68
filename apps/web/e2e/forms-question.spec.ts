import { expect, type Locator, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, dropConnection, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

const QUESTION = '**/api/v1.0/rest/web/v2/form/question';

async function fill(form: Locator, values: { name: string; text: string; policyNumber?: string }) {
  await form.getByRole('textbox', { name: /^Jméno/ }).fill(values.name);
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  // The visitor types the whole number after the prefilled +420.
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
  if (values.policyNumber !== undefined) {
    await form.getByRole('textbox', { name: /^Číslo smlouvy/ }).fill(values.policyNumber);
  }
  await form.getByRole('textbox', { name: /^Váš dotaz/ }).fill(values.text);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
}

test('a question is stored with exactly the payload of SPEC §3, and the visitor is thanked', async ({
  page,
}) => {
  const text = uniqueName('dotaz');
  await page.goto('/dotaz');
  const form = await formSection(page, 'Obecný dotaz');
  await fill(form, { name: 'Jana', text });
  await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
  await form.getByRole('button', { name: 'Odeslat' }).click();

  const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' });
  await expect(thanks).toBeVisible();
  const stored = storedRequests(text);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    endpoint: 'question',
    method: 'POST',
    path: '/api/v1.0/rest/web/v2/form/question',
  });
  expect(stored[0]?.payload).toStrictEqual({
    name: 'Jana',
    surname: 'Nováková',
    email: 'jana.novakova@example.cz',
    phoneNumber: '+420 777 123 456',
    text,
    agreement1: true,
    agreement2: true,
  });
  expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'question' });
  await closeStatusDialog(thanks);
  await expect(form.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveValue('');
});

test('the contract variant requires the contract number and sends it', async ({ page }) => {
  const text = uniqueName('dotaz-smlouva');
  await page.goto('/dotaz');
  const form = await formSection(page, 'Dotaz ke smlouvě');
  await fill(form, { name: 'Petr', text });
  await form.getByRole('button', { name: 'Odeslat' }).click();
  const policy = form.getByRole('textbox', { name: /^Číslo smlouvy/ });
  await expect(form.getByText('Číslo smlouvy je povinný údaj.')).toBeVisible();
  await expect(policy).toBeFocused();
  expect(storedRequests(text)).toHaveLength(0);

  await policy.fill('8801234567');
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme za váš dotaz!' })).toBeVisible();
  const stored = storedRequests(text);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.payload).toStrictEqual({
    name: 'Petr',
    surname: 'Nováková',
    email: 'jana.novakova@example.cz',
    phoneNumber: '+420 777 123 456',
    text,
    agreement1: false,
    agreement2: true,
    policyNumber: '8801234567',
  });
});

test('when the dialogs’ code cannot load either, a stand-in of the error dialog still says so; the form keeps what was typed', async ({
  page,
}) => {
  const text = uniqueName('dotaz-offline');
  await page.route(/LeadFormDialogs\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await dropConnection(page, QUESTION);
  await page.goto('/dotaz');
  const form = await formSection(page, 'Obecný dotaz');
  await fill(form, { name: 'Jana', text });
  const send = form.getByRole('button', { name: 'Odeslat' });
  await send.click();
  // ui's lazy-dialog rule: a stand-in of the dialog's name, with the outcome and the retry.
  const standIn = page.getByRole('dialog', { name: 'Chyba při zpracování' });
  await expect(standIn).toContainText('Litujeme, ale váš požadavek se nepodařilo dokončit.');
  await expect(standIn.getByRole('alert')).toContainText('Okno se nepodařilo načíst celé');
  await expect(standIn.getByRole('button', { name: 'Zkusit znovu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(standIn).toBeHidden();
  await expect(send).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Váš dotaz/ })).toHaveValue(text);
});
