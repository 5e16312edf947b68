// A visitor's lead from a page served through Varnish (issue 23, point 5): in Debian's Chromium
// headless shell, the home page opened through Varnish, its call-back island hydrated, the form sent,
// and the lead found in the sandbox back end's inbox. The islands' code may come from the cache;
// their calls go to the back end, past it.
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../chromium.mjs';
import { sleep } from './processes.mjs';
import { ROOT } from './stack.mjs';

const SENT = 'Děkujeme, formulář byl odeslán a my se brzy ozveme.';

/** A working day the call-back form accepts with both day parts (apps/web/e2e/support.ts bookableDate). */
async function bookableDate() {
  const { addDays, callbackMinDate, isWorkingDay } = await import(
    pathToFileURL(`${ROOT}/apps/web/node_modules/@insurance-web/validation/dist/index.js`).href
  );
  let iso = addDays(callbackMinDate(new Date()), 1);
  while (!isWorkingDay(iso)) iso = addDays(iso, 1);
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
}

/** A returning visitor who has made a consent choice: no banner over the form. */
const consentCookie = (url) => ({
  name: 'cc_cookie',
  value: encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 0,
      data: null,
      consentTimestamp: '2026-01-01T00:00:00.000Z',
      consentId: '00000000-0000-4000-8000-000000000001',
      services: { necessary: [] },
      languageCode: 'cs',
      lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
    }),
  ),
  url,
});

/** @param {{ varnishUrl: string, sandboxUrl: string }} stack */
export async function leadThroughVarnish(stack) {
  const name = `Jana Nováková přes Varnish ${Math.random().toString(36).slice(2, 8)}`;
  const date = await bookableDate();
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
    await context.addCookies([consentCookie(stack.varnishUrl)]);
    const page = await context.newPage();
    const leadCalls = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') leadCalls.push(new URL(request.url()).origin);
    });
    // Twice: the second visit is a page from Varnish's cache.
    await page.goto(`${stack.varnishUrl}/`);
    const navigation = await page.goto(`${stack.varnishUrl}/`);
    const cacheResult = navigation?.headers()['x-cache'];
    assert.equal(cacheResult, 'HIT', 'the page the visitor got came from Varnish’s cache');

    // The server-rendered button does nothing until its island has hydrated: press until the form opens.
    const dialog = page.getByRole('dialog', {
      name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky',
    });
    const deadline = Date.now() + 30_000;
    while (!(await dialog.isVisible())) {
      if (Date.now() > deadline) throw new Error('the call-back form did not open within 30 s');
      await page.getByRole('button', { name: 'Zavolejte mi' }).first().click();
      await sleep(300);
    }
    await dialog.getByRole('textbox', { name: /Jméno/ }).fill(name);
    const phone = dialog.getByRole('textbox', { name: /Telefon/ });
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('777 123 456');
    await dialog.getByRole('textbox', { name: /Datum/ }).fill(date);
    await dialog.getByRole('radio', { name: /Dopoledne/ }).check();
    await dialog.getByRole('button', { name: 'Odeslat' }).click();
    await page.getByText(SENT).waitFor({ timeout: 20_000 });

    const inbox = await (await fetch(`${stack.sandboxUrl}/inbox.json`)).json();
    const stored = (inbox.requests ?? []).filter((request) => JSON.stringify(request.payload).includes(name));
    assert.equal(
      stored.length,
      1,
      `the lead in the sandbox's inbox (${JSON.stringify(inbox).slice(0, 300)})`,
    );
    assert.deepEqual([...new Set(leadCalls)], [stack.sandboxUrl], 'the form posted to the back end only');
    return [
      `/ through Varnish (X-Cache ${cacheResult}), the call-back form sent in Chromium: the lead "${name}" is in the sandbox (${stored[0].endpoint}), posted to ${stack.sandboxUrl}, past the cache`,
    ];
  } finally {
    await browser.close();
  }
}
