import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { calculationFor, publishCalculation, type SeededCalculation } from './calculation';
import { dataLayer, formSection } from './forms';
import { readPdf } from './pdf';
import {
  expectNoAxeViolations,
  followRequests,
  holdRequests,
  RUM_REPORTER_KB,
  responseBodySize,
  storedRequests,
  uniqueName,
  waitForIslands,
} from './support';

/*
 * /poradce and /poradce/agent: the advisor modal (forms.advisor) and the suitability record
 * (forms.suitability-record). This site registers no calculator, so no calculation exists until one
 * is published; the tests publish it the way a registered calculator does (ui's
 * `publishCalculation`): the calculation in the tab's session storage under
 * `insurance-web:calculation:vehicle`, before the page's scripts run.
 */

const RECORD = '**/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf';
const MODAL_TITLE = 'Poradíme vám s pojištěním auta';
const CALLBACK_TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';
const SUBMIT = 'Stáhnout záznam z jednání';
/**
 * JavaScript of /poradce (gzip), before and after the advisor modal opens: measured 83.5 kB (React,
 * the advisor button's island, the suitability record's island without its form: there is no
 * calculation) and 99.9 kB (plus the modal, the slot's notice and the call-back button), plus a
 * margin. The page's budget after every form was used is in form-budgets.spec.ts.
 */
const BUDGET_BEFORE_KB = 89;
const BUDGET_AFTER_KB = 106;

const REQUEST = 'Povinné ručení a havarijní pojištění včetně skel a asistence v zahraničí.';
const RECOMMENDATION = 'Doporučujeme havarijní pojištění Komfort se spoluúčastí 5 %.';

async function fillRecord(form: Locator, values: { recommendation?: string; difference?: string } = {}) {
  await form.getByRole('textbox', { name: /^Požadavky a potřeby/ }).fill(REQUEST);
  await form.getByRole('textbox', { name: /^Doporučení/ }).fill(values.recommendation ?? RECOMMENDATION);
  if (values.difference !== undefined) {
    await form.getByRole('textbox', { name: /^Rozdíly/ }).fill(values.difference);
  }
}

/** The payload of SPEC §7: the arranging form, the flags set or cleared, the unposted record. */
function expectedPayload(calculation: SeededCalculation, difference = 'Nejsou') {
  return {
    calculationId: calculation.arrangingForm.calculationId,
    vehicle: { registrationPlate: '1AB2345', manufacturerModelCode: 'SKODA_OCTAVIA' },
    products: ['MTPL', 'CASCO'],
    getPackages: false,
    getLimits: false,
    saveCalculation: true,
    getApplicableLimitsOnly: false,
    suitabilityRecord: {
      post: false,
      insurers: [],
      request: REQUEST,
      recommendation: RECOMMENDATION,
      difference,
    },
  };
}

test.describe('the advisor modal', () => {
  test('loads its code only when opened, and says plainly that no calculator is here', async ({ page }) => {
    const scripts: { url: string; size: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push({ url: request.url(), size: responseBodySize(request) });
      }
    });
    const kilobytes = async () =>
      (await Promise.all(scripts.map((script) => script.size))).reduce((sum, size) => sum + size, 0) / 1024;

    const requests = followRequests(page);
    await page.goto('/poradce', { waitUntil: 'networkidle' });
    await waitForIslands(page);
    await requests.settled();
    const before = await kilobytes();
    const filesBefore = scripts.length;
    expect(scripts.some((script) => script.url.includes('AdvisorSection'))).toBe(true);
    expect(scripts.filter((script) => /AdvisorModal|CallbackButton/.test(script.url))).toEqual([]);

    const open = page.getByRole('button', { name: 'Chci poradit s pojištěním auta' });
    await open.click();
    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    const notice = modal.getByRole('heading', { level: 3, name: 'Online výpočet tu zatím není k dispozici' });
    await expect(notice).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Zavolejte mi' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Zavolat na +420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await requests.settled();
    expect(scripts.some((script) => script.url.includes('AdvisorModal'))).toBe(true);
    const after = await kilobytes();
    test.info().annotations.push({
      type: 'JavaScript on /poradce',
      description: `${before.toFixed(1)} kB in ${filesBefore} files before the advisor modal, ${after.toFixed(1)} kB in ${scripts.length} after`,
    });
    expect(before).toBeLessThan(BUDGET_BEFORE_KB + RUM_REPORTER_KB);
    expect(after).toBeLessThan(BUDGET_AFTER_KB + RUM_REPORTER_KB);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('shows a dialog at once while its code downloads, and a retry when the download fails', async ({
    page,
  }) => {
    let failures = 0;
    await page.route(/\/_astro\/AdvisorModal\.[\w-]+\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/poradce');
    await waitForIslands(page);
    const open = page.getByRole('button', { name: 'Chci poradit s pojištěním auta' });
    await open.click();
    const pending = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(
      pending.getByText('Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.'),
    ).toBeVisible();
    expect(errors.some((text) => text.includes('Error loading code on demand'))).toBe(true);
    await pending.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(
      page.getByRole('dialog', { name: MODAL_TITLE }).getByRole('heading', { name: /Online výpočet/ }),
    ).toBeVisible();
    expect(failures).toBe(1);
    await page.getByRole('dialog', { name: MODAL_TITLE }).getByRole('button', { name: 'Zavřít' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('the stand-in dialog shows the loading status and closes with Escape', async ({ page }) => {
    // The modal's code is held back until the visitor has seen the stand-in and closed it.
    const release = await holdRequests(page, /\/_astro\/AdvisorModal\.[\w-]+\.js$/);
    await page.goto('/poradce');
    await waitForIslands(page);
    const open = page.getByRole('button', { name: 'Chci poradit s pojištěním auta' });
    await open.click();
    const pending = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(pending.getByRole('status')).toHaveText('Načítání…');
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
    release();
    // The code arriving later opens nothing by itself; the next click opens the modal.
    await open.click();
    await expect(
      page.getByRole('dialog', { name: MODAL_TITLE }).getByRole('heading', { name: /Online výpočet/ }),
    ).toBeVisible();
  });

  test('Escape closes only the top layer: the call-back loading dialog, then the call-back form', async ({
    page,
  }) => {
    // The call-back form's code is held back until the loading dialog has been closed with Escape.
    const release = await holdRequests(page, /\/_astro\/CallbackModal(Core)?\.[\w-]+\.js$/);
    await page.goto('/poradce');
    await waitForIslands(page);
    const open = page.getByRole('button', { name: 'Chci poradit s pojištěním auta' });
    await open.click();
    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    const callBack = modal.getByRole('button', { name: 'Zavolejte mi' });
    await callBack.click();
    const callbackDialog = page.getByRole('dialog', { name: CALLBACK_TITLE });
    await expect(callbackDialog.getByText('Načítáme formulář…')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(callbackDialog).toHaveCount(0);
    await expect(modal).toBeVisible();
    await expect(callBack).toBeFocused();

    // Once the form has loaded, Escape closes the form and leaves the advisor modal open.
    release();
    await callBack.click();
    await expect(callbackDialog.getByRole('textbox', { name: /Telefon/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(callbackDialog).toHaveCount(0);
    await expect(modal).toBeVisible();
    await expect(callBack).toBeFocused();

    // The next Escape is the advisor modal's own.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

test.describe('the suitability record', () => {
  test('without a calculation it says what the record belongs to, and offers nothing', async ({ page }) => {
    let posts = 0;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/poradce');
    const record = await formSection(page, 'Záznam z jednání');
    await expect(
      record.getByRole('heading', { level: 3, name: 'Záznam patří k výpočtu pojištění' }),
    ).toBeVisible();
    await expect(record.getByRole('textbox')).toHaveCount(0);
    await expect(record.getByRole('button')).toHaveCount(0);
    expect(posts).toBe(0);
    // No calculation, no form: its code, schema and API client are not downloaded.
    expect(scripts.filter((url) => /\/RecordForm\./.test(url))).toEqual([]);
  });

  test('the form’s code loads only with a calculation; a failed download of it offers a retry', async ({
    page,
  }) => {
    const calculation = calculationFor(uniqueName('zaznam-kod'));
    await publishCalculation(page, calculation);
    let failures = 0;
    await page.route(/\/_astro\/RecordForm\.[\w-]+\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    await page.goto('/poradce');
    const record = await formSection(page, 'Záznam z jednání');
    await expect(record.getByRole('status')).toHaveText(
      'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await record.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(record.getByRole('textbox', { name: /^Požadavky a potřeby/ })).toBeVisible();
    expect(failures).toBe(1);
  });

  test('a client’s record is stored with exactly the payload of SPEC §7 and downloaded as a PDF', async ({
    page,
  }) => {
    const calculation = calculationFor(uniqueName('zaznam'));
    await publishCalculation(page, calculation);
    await page.goto('/poradce');
    const record = await formSection(page, 'Záznam z jednání');
    await expect(record.getByText(calculation.summary)).toBeVisible();
    await expect(record.getByText('25. 11. 2026 9:12')).toBeVisible();
    await expect(record.getByRole('checkbox')).toHaveCount(0);
    await expect(record.getByRole('textbox', { name: /^Rozdíly/ })).toHaveValue('Nejsou');
    await fillRecord(record);

    const download = page.waitForEvent('download');
    await record.getByRole('button', { name: SUBMIT }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('zaznam_z_jednani.pdf');
    // Opened as a viewer opens it: a well-formed file with one page that names the record's request.
    const pdf = readPdf(await readFile(await file.path()));
    expect(pdf.pages).toBe(1);
    expect(pdf.text[0]).toBe('Zaznam z jednani (sandbox)');
    // The sandbox writes Helvetica without Czech glyphs, so its text has no diacritics.
    expect(pdf.text).toContain(
      'Pozadavek: Povinne ruceni a havarijni pojisteni vcetne skel a asistence v zahranici.',
    );
    await expect(
      record.getByText('Hotovo. Záznam z jednání je stažený jako zaznam_z_jednani.pdf.'),
    ).toBeVisible();

    const stored = storedRequests(String(calculation.arrangingForm.calculationId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      endpoint: 'suitabilityRecord',
      method: 'POST',
      path: '/api/latest/rest/vehicle/insurance/v5/suitability-record/pdf',
      source: 'WEB_VEHICLE_R',
    });
    expect(stored[0]?.payload).toStrictEqual(expectedPayload(calculation));
    expect(await dataLayer(page)).toContainEqual({
      event: 'Odeslani formulare',
      label: 'suitability-record',
    });
    // The record is a document made from the values: they stay.
    await expect(record.getByRole('textbox', { name: /^Doporučení/ })).toHaveValue(RECOMMENDATION);
  });

  test('on the agents’ page the own-record confirmation is required, and is not sent', async ({ page }) => {
    const calculation = calculationFor(uniqueName('zaznam-agent'));
    await publishCalculation(page, calculation);
    await page.goto('/poradce/agent');
    const record = await formSection(page, 'Záznam z jednání s klientem');
    await fillRecord(record);
    await record.getByRole('button', { name: SUBMIT }).click();
    const own = record.getByRole('checkbox', { name: /můj vlastní záznam z jednání s klientem/ });
    await expect(record.getByText('Prosím potvrďte, že jde o váš záznam.')).toBeVisible();
    await expect(own).toBeFocused();
    // The form with a calculation and its errors passes axe too (pages.spec.ts sees it without one).
    await expectNoAxeViolations(page);
    expect(storedRequests(String(calculation.arrangingForm.calculationId))).toHaveLength(0);

    await own.check();
    const download = page.waitForEvent('download');
    await record.getByRole('button', { name: SUBMIT }).click();
    expect((await download).suggestedFilename()).toBe('zaznam_z_jednani.pdf');
    const stored = storedRequests(String(calculation.arrangingForm.calculationId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.source).toBe('WEB_VEHICLE_R');
    expect(stored[0]?.payload).toStrictEqual(expectedPayload(calculation));
    expect(await dataLayer(page)).toContainEqual({
      event: 'Odeslani formulare',
      label: 'suitability-record-agent',
    });
  });

  test('a failure (sandbox 500) ends the loading state, is told, keeps every value and can be retried', async ({
    page,
  }) => {
    const calculation = calculationFor(uniqueName('zaznam-chyba'));
    await publishCalculation(page, calculation);
    await page.route(RECORD, (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fail': '500', 'x-sandbox-latency': '6000' },
      }),
    );
    await page.goto('/poradce');
    const record = await formSection(page, 'Záznam z jednání');
    await fillRecord(record, { difference: 'Klient nechce asistenci.' });
    const submit = record.getByRole('button', { name: SUBMIT });
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(
      record.getByRole('status').filter({ hasText: 'Připravujeme záznam z jednání…' }),
    ).toBeVisible();

    const alert = record.getByRole('alert');
    await expect(alert).toHaveText(
      /Záznam z jednání se nepodařilo vytvořit\. Vyplněné údaje zůstaly, zkuste to prosím znovu\./,
      { timeout: 15_000 },
    );
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(record.getByText('Připravujeme záznam z jednání…')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(record.getByRole('textbox', { name: /^Požadavky a potřeby/ })).toHaveValue(REQUEST);
    await expect(record.getByRole('textbox', { name: /^Doporučení/ })).toHaveValue(RECOMMENDATION);
    await expect(record.getByRole('textbox', { name: /^Rozdíly/ })).toHaveValue('Klient nechce asistenci.');
    expect(storedRequests(String(calculation.arrangingForm.calculationId))).toHaveLength(0);

    await page.unroute(RECORD);
    const download = page.waitForEvent('download');
    await alert.getByRole('button', { name: 'Zkusit znovu' }).click();
    expect((await download).suggestedFilename()).toBe('zaznam_z_jednani.pdf');
    await expect(alert).toBeEmpty();
    const stored = storedRequests(String(calculation.arrangingForm.calculationId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toStrictEqual(expectedPayload(calculation, 'Klient nechce asistenci.'));
  });
});
