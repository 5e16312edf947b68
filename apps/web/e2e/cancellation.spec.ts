import { DatabaseSync } from 'node:sqlite';
import { type ConsoleMessage, expect, type Page, type Request, type Route, test } from '@playwright/test';
import { freshToken } from './cancellationTokens';
import { tabTo } from './keyboard';
import { expectNoAxeViolations, waitForIslands } from './support';

/**
 * The cancellation links of SPEC §2/§7/§8 against the built site and the sandbox, with the tokens the
 * sandbox seeds on its first start (three of each kind, read from its database). Each test uses its
 * own tokens, so the tests can run in parallel; a token is one-shot.
 */

type Kind = 'contract' | 'change';

function database(readOnly = true): DatabaseSync {
  const file = process.env.E2E_SANDBOX_DB;
  if (!file) throw new Error('E2E_SANDBOX_DB is not set: run the tests through playwright.config.ts');
  return new DatabaseSync(file, { readOnly });
}

/** The `index`-th seeded token of a kind, in the order the sandbox created them. */
function seededToken(kind: Kind, index: number): string {
  const db = database();
  try {
    const row = db
      .prepare('SELECT token FROM tokens WHERE kind = ? ORDER BY created_at, rowid LIMIT 1 OFFSET ?')
      .get(kind, index) as { token: string } | undefined;
    if (!row) throw new Error(`the sandbox seeded no ${kind} token number ${index}`);
    return row.token;
  } finally {
    db.close();
  }
}

function tokenUsed(token: string): boolean {
  const db = database();
  try {
    const row = db.prepare('SELECT used_at FROM tokens WHERE token = ?').get(token) as
      | { used_at: string | null }
      | undefined;
    return Boolean(row?.used_at);
  } finally {
    db.close();
  }
}

const CALL_PATH: Record<Kind, string> = {
  contract: '/api/latest/rest/email/onboarding/stop',
  change: '/api/latest/rest/insurance/vehicle/revision/cancel',
};
const PAGE: Record<Kind, string> = { contract: '/zruseni-smlouvy', change: '/zruseni-zmeny' };
const BUTTON: Record<Kind, string> = { contract: 'Zrušit smlouvu', change: 'Zrušit změnu smlouvy' };

const isCancelCall = (request: Request) =>
  Object.values(CALL_PATH).some((path) => new URL(request.url()).pathname === path);

/**
 * Everything that leaves the page or is written by it, for the checks that the token goes nowhere
 * but into the cancel call: requests (address and every header, Referer included), console lines.
 */
function watch(page: Page) {
  const requests: Request[] = [];
  const consoleMessages: ConsoleMessage[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => consoleMessages.push(message));
  return { requests, consoleMessages };
}

/** Every way a token can be written in a request or a line: as is, URL-encoded, form-encoded. */
const spellings = (token: string) => [
  ...new Set([token, encodeURIComponent(token), new URLSearchParams({ t: token }).toString().slice(2)]),
];

async function expectNoLeak(page: Page, watched: ReturnType<typeof watch>, token: string) {
  const leaks: string[] = [];
  let cancelCalls = 0;
  for (const request of watched.requests) {
    // The link itself, as the visitor opened it from the e-mail.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      if (url.searchParams.get('token') === token) continue;
    }
    const headers = await request.allHeaders();
    // Nothing the page requests names the page in a Referer (Referrer-Policy: no-referrer); a module
    // imported by another may name that script's own file, which is no page and holds no token.
    if (headers.referer?.includes('/zruseni-')) {
      leaks.push(`Referer on ${request.method()} ${request.url()}: ${headers.referer}`);
    }
    if (isCancelCall(request)) {
      if (spellings(token).some((spelling) => (headers.referer ?? '').includes(spelling))) {
        leaks.push(`Referer of the cancel call: ${headers.referer}`);
      }
      cancelCalls += 1;
      continue;
    }
    const seen = `${request.url()}\n${JSON.stringify(headers)}\n${request.postData() ?? ''}`;
    if (spellings(token).some((spelling) => seen.includes(spelling))) {
      leaks.push(`${request.method()} ${request.url()}`);
    }
  }
  for (const message of watched.consoleMessages) {
    const text = `${message.text()} ${JSON.stringify(message.location())}`;
    // The browser's own "Failed to load resource" line points at the cancel call itself.
    const atCancelCall =
      message.location().url !== '' && isCancelCall({ url: () => message.location().url } as Request);
    if (!atCancelCall && spellings(token).some((spelling) => text.includes(spelling))) {
      leaks.push(`console ${message.type()}: ${message.text()}`);
    }
    if (spellings(token).some((spelling) => message.text().includes(spelling))) {
      leaks.push(`console text ${message.type()}: ${message.text()}`);
    }
  }
  const dataLayer = await page.evaluate(() =>
    JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []),
  );
  if (spellings(token).some((spelling) => dataLayer.includes(spelling)))
    leaks.push(`dataLayer: ${dataLayer}`);
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
  );
  if (spellings(token).some((spelling) => storage.includes(spelling))) leaks.push('storage or cookies');
  expect(leaks).toEqual([]);
  return cancelCalls;
}

/**
 * Handles the first cancel call (its POST) with `handle`; everything else, a CORS preflight of the
 * same address included, goes through untouched.
 */
async function onFirstCall(page: Page, kind: Kind, handle: (route: Route) => Promise<void>) {
  let handled = false;
  await page.route(
    (url: URL) => url.pathname === CALL_PATH[kind],
    (route) => {
      if (handled || route.request().method() !== 'POST') return route.fallback();
      handled = true;
      return handle(route);
    },
  );
}

async function openLink(page: Page, kind: Kind, token: string) {
  const response = await page.goto(`${PAGE[kind]}?token=${encodeURIComponent(token)}&utm_source=email`);
  expect(response?.status()).toBe(200);
  await waitForIslands(page);
  return response;
}

async function shownDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a contract link: the token leaves the address bar, the contract is cancelled, the second use answers “already cancelled”, and nothing else ever carries the token', async ({
  page,
}) => {
  const token = seededToken('contract', 0);
  const watched = watch(page);
  const response = await openLink(page, 'contract', token);

  // The page: no Referer for anything it loads, never cached, and no token in its HTML.
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  for (const spelling of spellings(token)) expect(html).not.toContain(spelling);

  // Out of the address bar at once, the rest of the address kept.
  await expect(page).toHaveURL(/\/zruseni-smlouvy\?utm_source=email$/);

  const button = page.getByRole('button', { name: 'Zrušit smlouvu' });
  await expect(page.getByRole('button', { name: 'Zrušit změnu smlouvy' })).toHaveCount(0);
  const call = page.waitForRequest((request) => isCancelCall(request) && request.method() === 'POST');
  await button.click();
  const sent = await call;
  expect(new URL(sent.url()).pathname).toBe(CALL_PATH.contract);
  expect(new URL(sent.url()).searchParams.get('encoded')).toBe(token);
  expect(sent.postData()).toBe('{}');

  const dialog = await shownDialog(page, 'Hotovo');
  await expect(dialog).toContainText(
    'Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.',
  );
  await expect(dialog).toContainText('Stránku můžete nyní zavřít.');
  await expectNoAxeViolations(page);
  expect(tokenUsed(token)).toBe(true);
  await dialog.getByRole('button', { name: 'Zavřít' }).last().click();
  await expect(page.getByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.')).toBeVisible();
  await expect(button).toHaveCount(0);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
    event: 'Zrušení smlouvy',
    category: 'Zrušení',
    label: 'Hotovo',
  });
  expect(await expectNoLeak(page, watched, token)).toBe(1);

  // History kept no entry with the token: Back leaves the site, Forward returns without it.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  await page.goForward();
  await expect(page).toHaveURL(/\/zruseni-smlouvy\?utm_source=email$/);

  // A reload finds the token gone: the page asks for the link from the e-mail again.
  await page.reload();
  await expect(page.getByText(/Odkaz, kterým jste stránku otevřeli, není úplný/)).toBeVisible();

  // The same link opened again: the sandbox answers that the contract is already cancelled.
  await openLink(page, 'contract', token);
  await page.getByRole('button', { name: 'Zrušit smlouvu' }).click();
  const again = await shownDialog(page, 'Chyba při zpracování');
  await expect(again).toContainText('Tato smlouva už je zrušena.');
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
    event: 'Zrušení smlouvy',
    category: 'Zrušení',
    label: 'Už zrušeno',
  });
  expect(await expectNoLeak(page, watched, token)).toBe(2);
});

test('a contract-change link cancels the change; its second use answers “already cancelled”', async ({
  page,
}) => {
  const token = seededToken('change', 0);
  const watched = watch(page);
  await openLink(page, 'change', token);
  await expect(page).toHaveURL(/\/zruseni-zmeny\?utm_source=email$/);
  await expect(page.getByRole('button', { name: 'Zrušit smlouvu' })).toHaveCount(0);
  const call = page.waitForRequest((request) => isCancelCall(request) && request.method() === 'POST');
  await page.getByRole('button', { name: BUTTON.change }).click();
  const sent = await call;
  expect(new URL(sent.url()).pathname).toBe(CALL_PATH.change);
  expect(new URL(sent.url()).searchParams.get('encodedKey')).toBe(token);
  await expect(await shownDialog(page, 'Hotovo')).toContainText(
    'Zrušili jsme změnu pojistné smlouvy a již k ní nebudete dostávat žádná upozornění.',
  );
  expect(tokenUsed(token)).toBe(true);

  await openLink(page, 'change', token);
  await page.getByRole('button', { name: BUTTON.change }).click();
  await expect(await shownDialog(page, 'Chyba při zpracování')).toContainText('Tato změna už je zrušena.');
  await expectNoAxeViolations(page);
  expect(await expectNoLeak(page, watched, token)).toBe(2);
});

test('any other failure (the back end answers 500): the generic message; Escape returns the focus to the button, which works again', async ({
  page,
}) => {
  const token = seededToken('contract', 2);
  const watched = watch(page);
  await openLink(page, 'contract', token);
  await onFirstCall(page, 'contract', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fail': '500' } }),
  );
  const button = page.getByRole('button', { name: 'Zrušit smlouvu' });
  await button.click();
  const dialog = await shownDialog(page, 'Chyba při zpracování');
  await expect(dialog).toContainText('Litujeme, ale váš požadavek se nepodařilo dokončit.');
  await expectNoAxeViolations(page);
  expect(tokenUsed(token)).toBe(false);
  // Escape closes it, and the focus is back on the button that is there to try again (issue 24:
  // it landed on the box around the buttons).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toBeEnabled();

  await button.click();
  await expect(await shownDialog(page, 'Hotovo')).toBeVisible();
  expect(tokenUsed(token)).toBe(true);
  expect(await expectNoLeak(page, watched, token)).toBe(2);
});

test('a network error (no answer at all) is only logged, without the token; the button works again', async ({
  page,
}) => {
  const token = seededToken('change', 1);
  const watched = watch(page);
  await openLink(page, 'change', token);
  await onFirstCall(page, 'change', (route) => route.abort('internetdisconnected'));
  const logged = page.waitForEvent('console', (message) => message.text().includes('[cancellation-banner]'));
  const button = page.getByRole('button', { name: BUTTON.change });
  await button.click();
  const line = await logged;
  expect(line.type()).toBe('error');
  expect(line.text()).toBe('[cancellation-banner] the change cancellation got no answer (network error)');
  await expect(button).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(tokenUsed(token)).toBe(false);

  await button.click();
  await expect(await shownDialog(page, 'Hotovo')).toContainText('Zrušili jsme změnu pojistné smlouvy');
  expect(await expectNoLeak(page, watched, token)).toBe(2);
});

test('while the call runs the button is disabled and busy, and the progress is shown', async ({ page }) => {
  const token = seededToken('contract', 1);
  await openLink(page, 'contract', token);
  await onFirstCall(page, 'contract', (route) =>
    // Long enough that the checks below, and the second click, happen while it runs, even on a busy machine.
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-latency': '6000' } }),
  );
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (isCancelCall(sent) && sent.method() === 'POST') posts.push(sent.url());
  });
  const button = page.getByRole('button', { name: 'Zrušit smlouvu' });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Rušíme smlouvu, chvilku strpení…' }),
  ).toBeVisible();
  // A second click while it runs sends nothing more (forced: the button is disabled).
  await button.click({ force: true, timeout: 3000 });
  await expect(await shownDialog(page, 'Hotovo')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(tokenUsed(token)).toBe(true);
});

test('a link without a token: no button, no call, the notice already in the server HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/zruseni-zmeny')).text();
  expect(html).toContain('Odkaz, kterým jste stránku otevřeli, není úplný');
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (isCancelCall(sent)) calls.push(sent.url());
  });
  await page.goto('/zruseni-zmeny?token=');
  await waitForIslands(page);
  await expect(page.getByText(/není úplný, a proto z něj změnu smlouvy zrušit nemůžeme/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+420 800 100 200' })).toHaveAttribute(
    'href',
    'tel:+420800100200',
  );
  await expect(page.getByRole('button', { name: BUTTON.change })).toHaveCount(0);
  await expect(page).toHaveURL(/\/zruseni-zmeny$/);
  expect(calls).toEqual([]);
});

test('the server HTML of a link never holds its token; both pages send no-referrer and no-store', async ({
  request,
}) => {
  const token = seededToken('change', 2);
  for (const kind of ['contract', 'change'] as const) {
    const response = await request.get(`${PAGE[kind]}?token=${encodeURIComponent(token)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    for (const spelling of spellings(token)) expect(html).not.toContain(spelling);
    // The server knows the link had a token (its value blanked), so it renders the button, not the notice.
    expect(html).toContain(`<span>${BUTTON[kind]}</span>`);
    expect(html).not.toContain('není úplný');
  }
  // Other pages keep the site's usual Referer policy; with a token in the address, no cache keeps them either.
  const home = await request.get('/?token=abc');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['cache-control']).toBe('private, no-store');
  expect(tokenUsed(token)).toBe(false);
});

test.describe('on a phone, without scrolling', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the token leaves the address bar as the page loads, wherever the banner sits', async ({ page }) => {
    // Opening a link uses nothing up: a token of another test serves, and the page is never scrolled.
    const token = seededToken('change', 0);
    await page.goto(`${PAGE.change}?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/zruseni-zmeny$/, { timeout: 3000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const button = page.getByRole('button', { name: BUTTON.change });
    await expect(button).toBeEnabled();
    // The banner is below the fold here: a block hydrating when scrolled into view would not have run.
    expect((await button.boundingBox())?.y).toBeGreaterThan(667);
  });
});

test('by keyboard alone: Tab and Enter cancel, Escape closes `Hotovo`, and the focus is on the outcome', async ({
  page,
}) => {
  const token = freshToken('contract');
  await openLink(page, 'contract', token);
  const button = page.getByRole('button', { name: 'Zrušit smlouvu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = await shownDialog(page, 'Hotovo');
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(tokenUsed(token)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back in the banner's action row, which now says what happened (the button is gone).
  await expect(page.locator(':focus')).toHaveText(
    'Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.',
  );
});

test('by keyboard alone on a link already used: Escape closes the error, and the focus is on the result that replaced the button', async ({
  page,
}) => {
  const token = freshToken('contract', { used: true });
  await openLink(page, 'contract', token);
  const button = page.getByRole('button', { name: 'Zrušit smlouvu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = await shownDialog(page, 'Chyba při zpracování');
  await expect(dialog).toContainText('Tato smlouva už je zrušena.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Not the page's body, where it fell when it went back to the button that the result then replaced.
  await expect(page.locator(':focus')).toHaveText('Tato smlouva už je zrušena. Stránku můžete zavřít.');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
