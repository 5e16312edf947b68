import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeStatusDialog, dataLayer, formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName } from './support';

/*
 * The need-help and call-me forms of /pomoc against the sandbox: what a visitor sees, and exactly what
 * the sandbox stored (SPEC §3 "Call-me form payload", §5 "Need-help form", §6 client or not).
 */

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
  await textbox(form, /^Váš dotaz/).fill(values.question);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
  await form.getByRole('checkbox', { name: /novinek a nabídek/ }).check();
}

/** Counts the POSTs the page sends from now on. */
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
});
