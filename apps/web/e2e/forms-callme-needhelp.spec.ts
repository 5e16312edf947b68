import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  closeStatusDialog,
  dataLayer,
  dropConnection,
  formSection,
  slowDown,
  spoilOnTheWay,
  typeAfterPrefix,
} from './forms';
import { storedRequests, uniqueName } from './support';

/*
 * The need-help and call-me forms of /pomoc against the sandbox: what a visitor sees, and exactly what
 * the sandbox stored (SPEC §3 "Call-me form payload", §5 "Need-help form", §6 client or not).
 */

const CALL_ME = '**/api/v1.0/rest/web/v2/form/offer/call-me';
const NEED_HELP = '**/api/v1.0/rest/web/v2/form/need-help';

const callMeSection = (page: Page) => formSection(page, /^Ozveme se vám$/);
const callMePolicySection = (page: Page) => formSection(page, 'Ozveme se vám ke smlouvě');
const needHelpSection = (page: Page) => formSection(page, 'Potřebujete pomoc?');

const textbox = (form: Locator, name: RegExp) => form.getByRole('textbox', { name });

async function fillCallMe(
  form: Locator,
  values: { message: string; byEmail?: boolean; policyNumber?: string },
): Promise<void> {
  await textbox(form, /^Jméno/).fill('Jana');
  if (values.byEmail) {
    await form.getByRole('radio', { name: 'Napište mi e-mail' }).check();
    await textbox(form, /^E-mail/).fill('jana.novakova@example.cz');
  } else {
    // The visitor types the whole number after the prefilled +420.
    await typeAfterPrefix(textbox(form, /^Telefon/), '777 123 456');
  }
  if (values.policyNumber !== undefined) await textbox(form, /^Číslo smlouvy/).fill(values.policyNumber);
  await textbox(form, /^Vaše zpráva/).fill(values.message);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
}

async function fillNeedHelp(form: Locator, values: { question: string; contractNumber?: string }) {
  if (values.contractNumber !== undefined) {
    await form.getByRole('radio', { name: 'Ano' }).check();
    await textbox(form, /^Číslo smlouvy/).fill(values.contractNumber);
  }
  await textbox(form, /^Jméno/).fill('Petr');
  await textbox(form, /^Příjmení/).fill('Svoboda');
  await textbox(form, /^E-mail/).fill('petr.svoboda@example.cz');
  await typeAfterPrefix(textbox(form, /^Telefon/), '603 987 654');
  await textbox(form, /^S čím potřebujete pomoci/).fill(values.question);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
  await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
}

/** Counts the POSTs the page sends from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  return () => posts;
}

test.describe('call-me form', () => {
  test('by phone: stored with exactly the payload of SPEC §3, and the confirmation names the number', async ({
    page,
  }) => {
    const message = uniqueName('zavolejte');
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await expect(form.getByRole('radio', { name: 'Zavolejte mi' })).toBeChecked();
    await fillCallMe(form, { message });
    await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
    await form.getByRole('button', { name: 'Odeslat' }).click();

    const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' });
    await expect(thanks.getByText('A je to. Brzy vám zavoláme na číslo +420 777 123 456.')).toBeVisible();
    const stored = storedRequests(message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      endpoint: 'callMeOffer',
      method: 'POST',
      path: '/api/v1.0/rest/web/v2/form/offer/call-me',
    });
    expect(stored[0]?.payload).toStrictEqual({
      contact: 'PHONE',
      firstName: 'Jana',
      email: '',
      phone: '+420 777 123 456',
      message,
      termsAgreement: true,
      marketingAgreement: true,
    });
    expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'call-me' });
    await closeStatusDialog(thanks);
    await expect(textbox(form, /^Vaše zpráva/)).toHaveValue('');
    await expect(textbox(form, /^Telefon/)).toHaveValue('+420 ');
  });

  test('by e-mail: the e-mail is required instead of the phone, and the untouched phone is sent empty', async ({
    page,
  }) => {
    const message = uniqueName('napiste');
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await form.getByRole('radio', { name: 'Napište mi e-mail' }).check();
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(form.getByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Telefon je povinný údaj.')).toHaveCount(0);

    await fillCallMe(form, { message, byEmail: true });
    await form.getByRole('button', { name: 'Odeslat' }).click();
    const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' });
    await expect(
      thanks.getByText('A je to. Brzy vám napíšeme na adresu jana.novakova@example.cz.'),
    ).toBeVisible();
    const stored = storedRequests(message);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toStrictEqual({
      contact: 'EMAIL',
      firstName: 'Jana',
      email: 'jana.novakova@example.cz',
      phone: '',
      message,
      termsAgreement: true,
      marketingAgreement: false,
    });
  });

  test('the contract variant requires the contract number and sends it', async ({ page }) => {
    const message = uniqueName('zavolejte-smlouva');
    await page.goto('/pomoc');
    const form = await callMePolicySection(page);
    await fillCallMe(form, { message });
    await form.getByRole('button', { name: 'Odeslat' }).click();
    const policy = textbox(form, /^Číslo smlouvy/);
    await expect(form.getByText('Číslo smlouvy je povinný údaj.')).toBeVisible();
    await expect(policy).toBeFocused();
    expect(storedRequests(message)).toHaveLength(0);

    await policy.fill('8801234567');
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' })).toBeVisible();
    const stored = storedRequests(message);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toStrictEqual({
      contact: 'PHONE',
      firstName: 'Jana',
      email: '',
      phone: '+420 777 123 456',
      message,
      termsAgreement: true,
      marketingAgreement: false,
      policyNumber: '8801234567',
    });
    expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'call-me-policy' });
  });

  test('an empty submit shows the Czech messages, focuses the name and sends nothing', async ({ page }) => {
    const posts = countPosts(page);
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(form.getByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Souhlas je povinný údaj.')).toBeVisible();
    await expect(form.getByText('E-mail je povinný údaj.')).toHaveCount(0);
    await expect(textbox(form, /^Jméno/)).toBeFocused();
    // A given e-mail is checked even when the phone is the chosen channel.
    await textbox(form, /^E-mail/).fill('jana@');
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(form.getByText('E-mail je ve špatném formátu.')).toBeVisible();
    expect(posts()).toBe(0);
  });

  test('the server’s field error appears under its field and every value stays', async ({ page }) => {
    const message = uniqueName('zavolejte-chyba');
    await spoilOnTheWay(page, CALL_ME, 'phone', '12345');
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await fillCallMe(form, { message });
    await form.getByRole('button', { name: 'Odeslat' }).click();

    const phone = textbox(form, /^Telefon/);
    await expect(form.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('+420 777 123 456');
    await expect(textbox(form, /^Jméno/)).toHaveValue('Jana');
    await expect(textbox(form, /^Vaše zpráva/)).toHaveValue(message);
    await expect(form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(storedRequests(message)).toHaveLength(0);
  });

  test('a dropped connection opens the error dialog, and the form keeps every value', async ({ page }) => {
    const message = uniqueName('zavolejte-bez-spojeni');
    await dropConnection(page, CALL_ME);
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await fillCallMe(form, { message, byEmail: true });
    await form.getByRole('button', { name: 'Odeslat' }).click();

    const error = page.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect(error.getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.')).toBeVisible();
    await closeStatusDialog(error);
    await expect(form.getByRole('radio', { name: 'Napište mi e-mail' })).toBeChecked();
    await expect(textbox(form, /^Jméno/)).toHaveValue('Jana');
    await expect(textbox(form, /^E-mail/)).toHaveValue('jana.novakova@example.cz');
    await expect(textbox(form, /^Vaše zpráva/)).toHaveValue(message);
    expect(storedRequests(message)).toHaveLength(0);
  });

  test('a double click stores one lead, and the button is busy meanwhile', async ({ page }) => {
    const message = uniqueName('zavolejte-dvojklik');
    await slowDown(page, CALL_ME, 6000);
    await page.goto('/pomoc');
    const form = await callMeSection(page);
    await fillCallMe(form, { message });
    const submit = form.getByRole('button', { name: 'Odeslat' });
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' })).toBeVisible({
      timeout: 15_000,
    });
    expect(storedRequests(message)).toHaveLength(1);
  });
});

test.describe('need-help form', () => {
  test('a client: the contract number is required, then stored with exactly the form’s fields', async ({
    page,
  }) => {
    const question = uniqueName('pomoc-klient');
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await expect(form.getByRole('radio', { name: 'Ne' })).toBeChecked();
    await expect(textbox(form, /^Číslo smlouvy/)).toHaveCount(0);
    await fillNeedHelp(form, { question, contractNumber: '' });
    await form.getByRole('button', { name: 'Odeslat' }).click();
    const contract = textbox(form, /^Číslo smlouvy/);
    await expect(form.getByText('Číslo smlouvy je povinný údaj.')).toBeVisible();
    await expect(contract).toBeFocused();
    expect(storedRequests(question)).toHaveLength(0);

    await contract.fill('8801234567');
    await form.getByRole('button', { name: 'Odeslat' }).click();
    const thanks = page.getByRole('dialog', { name: 'Děkujeme, že jste se na nás obrátili!' });
    await expect(
      thanks.getByText('A je to. Ozveme se vám e-mailem nebo telefonicky nejpozději do dvou pracovních dnů.'),
    ).toBeVisible();
    const stored = storedRequests(question);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      endpoint: 'needHelp',
      method: 'POST',
      path: '/api/v1.0/rest/web/v2/form/need-help',
    });
    expect(stored[0]?.payload).toStrictEqual({
      name: 'Petr',
      surname: 'Svoboda',
      email: 'petr.svoboda@example.cz',
      phone: '+420 603 987 654',
      question,
      isClient: true,
      contractNumber: '8801234567',
      personalDataConsent: true,
      marketingConsent: true,
    });
    expect(await dataLayer(page)).toContainEqual({ event: 'Odeslani formulare', label: 'need-help' });
    await closeStatusDialog(thanks);
    await expect(form.getByRole('radio', { name: 'Ne' })).toBeChecked();
    await expect(textbox(form, /^Číslo smlouvy/)).toHaveCount(0);
  });

  test('not a client: a contract number typed before answering Ne is not sent; the marketing consent may stay unticked', async ({
    page,
  }) => {
    const question = uniqueName('pomoc-neklient');
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await fillNeedHelp(form, { question, contractNumber: '8801234567' });
    await form.getByRole('radio', { name: 'Ne' }).check();
    await expect(textbox(form, /^Číslo smlouvy/)).toHaveCount(0);
    // Consent to marketing is never a condition of a request (SPEC-NOTES, GDPR Art. 7(4)).
    await form.getByRole('checkbox', { name: /novinek a nabídek/ }).uncheck();
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByRole('dialog', { name: 'Děkujeme, že jste se na nás obrátili!' })).toBeVisible();
    const stored = storedRequests(question);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toStrictEqual({
      name: 'Petr',
      surname: 'Svoboda',
      email: 'petr.svoboda@example.cz',
      phone: '+420 603 987 654',
      question,
      isClient: false,
      personalDataConsent: true,
      marketingConsent: false,
    });
  });

  test('an empty submit shows every Czech message, the personal-data consent included (marketing is optional), and sends nothing', async ({
    page,
  }) => {
    const posts = countPosts(page);
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await expect(form.getByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Příjmení je povinný údaj.')).toBeVisible();
    await expect(form.getByText('E-mail je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Telefon je povinný údaj.')).toBeVisible();
    await expect(form.getByText('Dotaz je povinný údaj.')).toBeVisible();
    // Only the personal-data consent: marketing is never a condition (SPEC-NOTES, GDPR Art. 7(4)).
    await expect(form.getByText('Souhlas je povinný údaj.')).toHaveCount(1);
    await expect(form.getByRole('checkbox', { name: /novinek a nabídek/ })).not.toBeChecked();
    await expect(textbox(form, /^Jméno/)).toBeFocused();
    expect(posts()).toBe(0);
  });

  test('the server’s field error appears under its field and every value stays', async ({ page }) => {
    const question = uniqueName('pomoc-chyba');
    await spoilOnTheWay(page, NEED_HELP, 'email', 'petr.svoboda@');
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await fillNeedHelp(form, { question, contractNumber: '8801234567' });
    await form.getByRole('button', { name: 'Odeslat' }).click();

    const email = textbox(form, /^E-mail/);
    await expect(form.getByText('E-mail je ve špatném formátu.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('petr.svoboda@example.cz');
    await expect(textbox(form, /^Číslo smlouvy/)).toHaveValue('8801234567');
    await expect(textbox(form, /^S čím potřebujete pomoci/)).toHaveValue(question);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(storedRequests(question)).toHaveLength(0);
  });

  test('a dropped connection opens the error dialog, and the form keeps every value', async ({ page }) => {
    const question = uniqueName('pomoc-bez-spojeni');
    await dropConnection(page, NEED_HELP);
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await fillNeedHelp(form, { question, contractNumber: '8801234567' });
    await form.getByRole('button', { name: 'Odeslat' }).click();

    const error = page.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect(error.getByText('Litujeme, ale váš požadavek se nepodařilo dokončit.')).toBeVisible();
    await closeStatusDialog(error);
    await expect(form.getByRole('radio', { name: 'Ano' })).toBeChecked();
    await expect(textbox(form, /^Číslo smlouvy/)).toHaveValue('8801234567');
    await expect(textbox(form, /^Telefon/)).toHaveValue('+420 603 987 654');
    await expect(textbox(form, /^S čím potřebujete pomoci/)).toHaveValue(question);
    await expect(form.getByRole('checkbox', { name: /novinek a nabídek/ })).toBeChecked();
    expect(storedRequests(question)).toHaveLength(0);
  });

  test('a double click stores one lead', async ({ page }) => {
    const question = uniqueName('pomoc-dvojklik');
    await slowDown(page, NEED_HELP, 6000);
    await page.goto('/pomoc');
    const form = await needHelpSection(page);
    await fillNeedHelp(form, { question });
    const submit = form.getByRole('button', { name: 'Odeslat' });
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Děkujeme, že jste se na nás obrátili!' })).toBeVisible({
      timeout: 15_000,
    });
    expect(storedRequests(question)).toHaveLength(1);
  });
});
