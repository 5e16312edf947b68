import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, waitForIslands } from './support';

/** The sandbox of this run (playwright.config.ts starts it): the API host of the site's islands. */
const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

// ---------------------------------------------------------------------------------------------
// Info sections on /ukazka-sekci. Its notices are built to keep the test stable in any year:
//  - "nechte číslo": medium, closable, shown from 1 January 2025 on (open-ended);
//  - "Otevírací doba poboček": large, 1 to 31 December 2099 (plain dates);
//  - "Plánovaná údržba": medium, not closable, 1 June 2099 08:00 to 20:00 Prague time (timestamps).
// The server renders by the real clock unless a request fixes it (x-site-test-now, test server only);
// the browser's clock is moved to the edges.
// ---------------------------------------------------------------------------------------------

const notice = (page: Page, text: string): Locator =>
  page.getByRole('note', { name: 'Oznámení' }).filter({ hasText: text });
const ONLINE = 'nechte číslo';
const YEAR_END = 'Otevírací doba poboček';
const MAINTENANCE = 'Plánovaná údržba';

/**
 * Whether the server's HTML shows this text as content (island props carry every notice's text too,
 * inside an attribute, where `>` is escaped).
 */
const serverShows = (html: string, text: string) => html.includes(`>${text}`);

/** The page with the browser's clock fixed at `instant`, once every island has hydrated. */
async function openAt(page: Page, instant: string): Promise<string> {
  await page.clock.setFixedTime(new Date(instant));
  const response = await page.goto('/ukazka-sekci');
  await waitForIslands(page);
  return (await response?.text()) ?? '';
}

test.describe('info sections, in New York, at the edges of their Prague windows', () => {
  test.use({ timezoneId: 'America/New_York' });

  const edges: [string, string, string, boolean][] = [
    // A plain-date window starts at Prague midnight (18:00 the evening before in New York)…
    [YEAR_END, 'just before visibleFrom', '2099-11-30T22:59:59.999Z', false],
    [YEAR_END, 'at visibleFrom', '2099-11-30T23:00:00.000Z', true],
    // …and a plain-date visibleTo includes its whole Prague day.
    [YEAR_END, 'the last moment of visibleTo', '2099-12-31T22:59:59.999Z', true],
    [YEAR_END, 'the next Prague midnight', '2099-12-31T23:00:00.000Z', false],
    // Timestamps with a zone are exact: shown from visibleFrom, hidden from visibleTo.
    [MAINTENANCE, 'just before visibleFrom', '2099-06-01T05:59:59.999Z', false],
    [MAINTENANCE, 'at visibleFrom', '2099-06-01T06:00:00.000Z', true],
    [MAINTENANCE, 'just before visibleTo', '2099-06-01T17:59:59.999Z', true],
    [MAINTENANCE, 'at visibleTo', '2099-06-01T18:00:00.000Z', false],
  ];
  for (const [text, edge, instant, shown] of edges) {
    test(`“${text}” ${shown ? 'shows' : 'hides'} ${edge} (${instant})`, async ({ page }) => {
      const html = await openAt(page, instant);
      // Far in the future: the server (real clock) leaves it out; the browser decides.
      expect(serverShows(html, text)).toBe(false);
      await expect(notice(page, text)).toHaveCount(shown ? 1 : 0);
      if (shown) await expect(notice(page, text)).toBeVisible();
    });
  }

  for (const [text, edge, instant, shown] of edges) {
    test(`the server’s first paint, running in New York, ${shown ? 'shows' : 'leaves out'} “${text}” ${edge}`, async ({
      request,
    }) => {
      // The test server takes "now" from this header (SITE_TEST_CLOCK=1) and runs with TZ=America/New_York.
      const response = await request.get('/ukazka-sekci', { headers: { 'x-site-test-now': instant } });
      expect(response.status()).toBe(200);
      expect(serverShows(await response.text(), text)).toBe(shown);
    });
  }

  test('a cached page does not show a notice outside its window: the browser hides what the server showed', async ({
    page,
  }) => {
    // 23:59:59.999 on 31 December 2024 in Prague; the notice starts on 1 January 2025.
    const html = await openAt(page, '2024-12-31T22:59:59.999Z');
    expect(serverShows(html, ONLINE)).toBe(true);
    await expect(notice(page, ONLINE)).toHaveCount(0);
  });

  test('a notice appears when its window opens while the page is open, and is announced', async ({
    page,
  }) => {
    // Two minutes before the window opens: the clock runs naturally while the page loads and hydrates,
    // which takes seconds on a busy machine; then the test moves it past the boundary.
    await page.clock.install({ time: new Date('2099-11-30T22:58:00.000Z') });
    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    await expect(notice(page, YEAR_END)).toHaveCount(0);
    await page.clock.runFor(121_000);
    await expect(notice(page, YEAR_END)).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: notice(page, YEAR_END) })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('closing info sections', () => {
  test('a closed medium notice stays closed for the visit and comes back in a new one', async ({
    page,
    browser,
  }) => {
    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    const online = notice(page, ONLINE);
    await expect(online).toBeVisible();
    await online.getByRole('button', { name: 'Zavřít oznámení' }).click();
    await expect(online).toHaveCount(0);
    // The keyboard stays where the notice was.
    await expect(page.locator(':focus')).toHaveAttribute('data-notice', 'hidden');

    await page.reload();
    await waitForIslands(page);
    await expect(online).toHaveCount(0);
    await page.goto('/');
    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    await expect(online).toHaveCount(0);

    const fresh: BrowserContext = await browser.newContext();
    const again = await fresh.newPage();
    await again.goto('/ukazka-sekci');
    await waitForIslands(again);
    await expect(notice(again, ONLINE)).toBeVisible();
    await fresh.close();
  });

  test('a large notice has no close button', async ({ page }) => {
    await openAt(page, '2099-12-15T10:00:00.000Z');
    await expect(notice(page, YEAR_END)).toBeVisible();
    await expect(notice(page, YEAR_END).getByRole('button')).toHaveCount(0);
    // The medium one, shown at the same time, has one.
    await expect(notice(page, ONLINE).getByRole('button', { name: 'Zavřít oznámení' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// ---------------------------------------------------------------------------------------------
// Dynamic sections on /ukazka-sekci (anchor #nabidka).
// ---------------------------------------------------------------------------------------------

const subSectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test.describe('dynamic sections', () => {
  test('a shared URL opens its tab and sub-section, in the server HTML too, scrolled to the section', async ({
    page,
    request,
  }) => {
    const shared = '/ukazka-sekci?s=pro-firmy&ds=odpovednost-podnikatele#nabidka';
    const html = await (await request.get(shared)).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>Pro firmy</);
    // As content (the island's props, in an attribute, hold every tab's text).
    expect(html).toContain('<p>Kryje škody, které vy nebo vaši zaměstnanci');
    expect(html).not.toContain('<p>Povinné ručení kryje škody');

    await page.goto(shared);
    await expect(page.getByRole('tab', { name: 'Pro firmy' })).toHaveAttribute('aria-selected', 'true');
    await expect(subSectionHeading(page, 'Odpovědnost podnikatele')).toBeVisible();
    await expect(page.locator('#nabidka')).toBeInViewport();
    // Where the scroll settles: under load, the browser's jump to the fragment and the island's own
    // scroll (after hydration) can be measured half-way (68 px once, on a busy CI machine).
    await expect
      .poll(() =>
        page.locator('#nabidka').evaluate((element) => Math.abs(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(40);
  });

  test('clicking writes the URL; reload, back and forward keep the state', async ({ page }) => {
    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    await expect(subSectionHeading(page, 'Pojištění auta')).toBeVisible();

    await page.getByRole('tab', { name: 'Pro firmy' }).click();
    await expect(page).toHaveURL(/\/ukazka-sekci\?s=pro-firmy#nabidka$/);
    await expect(subSectionHeading(page, 'Vozový park')).toBeVisible();

    await page.getByRole('link', { name: 'Majetek firmy' }).click();
    await expect(page).toHaveURL(/\/ukazka-sekci\?s=pro-firmy&ds=majetek-firmy#nabidka$/);
    await expect(subSectionHeading(page, 'Majetek firmy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Majetek firmy' })).toHaveAttribute('aria-current', 'true');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pro firmy' })).toHaveAttribute('aria-selected', 'true');
    await expect(subSectionHeading(page, 'Majetek firmy')).toBeVisible();
    await waitForIslands(page);

    await page.goBack();
    await expect(page).toHaveURL(/\?s=pro-firmy#nabidka$/);
    await expect(subSectionHeading(page, 'Vozový park')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/ukazka-sekci$/);
    await expect(page.getByRole('tab', { name: 'Pro občany' })).toHaveAttribute('aria-selected', 'true');
    await expect(subSectionHeading(page, 'Pojištění auta')).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Pro firmy' })).toHaveAttribute('aria-selected', 'true');
    await expect(subSectionHeading(page, 'Vozový park')).toBeVisible();
  });

  test('on a phone a select replaces the sub-section tabs, and works', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    const select = page.getByRole('combobox', { name: 'Vyberte sekci' });
    await expect(select).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pojištění domova' })).toBeHidden();
    // Links stay links.
    await expect(page.getByRole('link', { name: 'Pojistné podmínky' })).toBeVisible();
    await select.selectOption({ label: 'Pojištění domova' });
    await expect(page).toHaveURL(/\?s=pro-obcany&ds=pojisteni-domova#nabidka$/);
    await expect(subSectionHeading(page, 'Pojištění domova')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(select).toBeHidden();
    await expect(page.getByRole('link', { name: 'Pojištění domova' })).toBeVisible();
  });

  test('a relative link leads to the API host plus the link', async ({ page, request }) => {
    const target = `${SANDBOX_URL}/uploads/pojistne-podminky-obcane.pdf`;
    // The document is there, a PDF.
    const document = await request.get(target);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('application/pdf');

    await page.goto('/ukazka-sekci');
    await waitForIslands(page);
    const link = page.getByRole('link', { name: 'Pojistné podmínky' });
    await expect(link).toHaveAttribute('href', target);
    await expect(link).not.toHaveAttribute('target', '_blank');
    const navigation = page.waitForRequest((sent) => sent.url() === target && sent.isNavigationRequest());
    await link.click();
    expect((await navigation).frame()).toBe(page.mainFrame());
  });

  test('a sub-section that opens in a new window opens a popup without an opener', async ({
    page,
    context,
  }) => {
    const target = `${SANDBOX_URL}/uploads/sazebnik-poplatku.pdf`;
    await page.goto('/ukazka-sekci?s=pro-firmy');
    await waitForIslands(page);
    const link = page.getByRole('link', { name: 'Sazebník poplatků (otevře se v novém okně)' });
    await expect(link).toHaveAttribute('href', target);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const popupOpened = context.waitForEvent('page');
    const requested = context.waitForEvent('request', (sent) => sent.url() === target);
    await link.click();
    const popup = await popupOpened;
    expect((await requested).frame().page()).toBe(popup);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // This page stays where it was.
    await expect(page).toHaveURL(/\/ukazka-sekci\?s=pro-firmy$/);
    await popup.close();
  });
});

// ---------------------------------------------------------------------------------------------
// The iframe on /ukazka-iframe, framing /ukazka-iframe/obsah (a page of the site marked embeddable).
// ---------------------------------------------------------------------------------------------

const FRAME_TITLE = 'Průvodce hlášením pojistné události';
const FRAMED_PATH = '/ukazka-iframe/obsah';

/** Every message the page receives, with its origin, recorded from the first moment. */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { data: unknown; origin: string }[] = [];
    (window as unknown as { seenMessages: typeof seen }).seenMessages = seen;
    window.addEventListener('message', (event) => seen.push({ data: event.data, origin: event.origin }));
  });
}
const seenMessages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { seenMessages: { data: unknown; origin: string }[] }).seenMessages,
  );

/** A framed page that never reports, so every message in the test is the test's own. */
async function silenceFramedPage(page: Page, headers: Record<string, string> = {}): Promise<void> {
  await page.route(`**${FRAMED_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers,
      body: '<!doctype html><html lang="cs"><head><title>Tichá stránka</title></head><body><p>Obsah bez hlášení výšky.</p></body></html>',
    }),
  );
}

/**
 * /ukazka-iframe with the browser's timers held still, once the block has mounted: its one-second
 * timer then fires only when the test runs the clock.
 */
async function openFrameWithClockHeld(page: Page) {
  await recordMessages(page);
  await page.clock.install({ time: new Date('2026-03-02T09:00:00.000Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:00.500Z'));
  await page.goto('/ukazka-iframe');
  const frameElement = page.getByTitle(FRAME_TITLE);
  await expect(page.locator('astro-island[data-hydrated]').filter({ has: frameElement })).toHaveCount(1);
  const frame = page.frame({ url: new RegExp(`${FRAMED_PATH}$`) });
  await expect.poll(() => frame?.evaluate(() => document.readyState)).toBe('complete');
  if (!frame) throw new Error('the framed page did not load');
  const height = () => frameElement.getAttribute('height');
  /** Posts `data` to the parent from inside the framed document: the frame's own window and origin. */
  const fromFrame = (data: string) => frame.evaluate(`parent.postMessage(${data}, '*')`);
  return { frameElement, frame, height, fromFrame };
}

/** Waits until the page has received a message with this data (so "nothing changed" means "ignored"). */
async function received(page: Page, data: unknown, origin?: string): Promise<void> {
  await expect
    .poll(async () =>
      (await seenMessages(page)).some(
        (message) =>
          JSON.stringify(message.data) === JSON.stringify(data) && (!origin || message.origin === origin),
      ),
    )
    .toBe(true);
}

test.describe('iframe with auto-resizing', () => {
  test('starts at 1000 px; ignores messages for 1 s; then takes a change over 300 px as n + 100', async ({
    page,
    baseURL,
  }) => {
    await silenceFramedPage(page);
    const { height, fromFrame } = await openFrameWithClockHeld(page);
    const origin = new URL(String(baseURL)).origin;
    expect(await height()).toBe('1000');

    // Before the first second: from the framed document itself, and still ignored.
    await fromFrame('2000');
    await received(page, 2000, origin);
    expect(await height()).toBe('1000');

    await page.clock.runFor(1_000);
    await fromFrame('2000');
    await expect.poll(height).toBe('2100');

    // A difference of 300 px or less changes nothing (2100 → 2400 and → 1800).
    await fromFrame('2400');
    await fromFrame('1800');
    await received(page, 1800);
    expect(await height()).toBe('2100');

    // { height: n } too, and shrinking.
    await fromFrame('{ height: 700 }');
    await expect.poll(height).toBe('800');
  });

  test('ignores NaN, negative numbers, strings and other garbage', async ({ page }) => {
    await silenceFramedPage(page);
    const { height, fromFrame } = await openFrameWithClockHeld(page);
    await page.clock.runFor(1_000);
    for (const garbage of [
      'NaN',
      '-3000',
      '0',
      '"3000"',
      '"3000px"',
      '{ height: "3000" }',
      '[3000]',
      'null',
      'Infinity',
    ]) {
      await fromFrame(garbage);
    }
    await fromFrame('"konec"');
    await received(page, 'konec');
    expect(await height()).toBe('1000');
  });

  test('ignores messages from another origin, and from other windows of its own origin', async ({
    page,
    context,
    baseURL,
  }) => {
    // The framed document served as a sandbox: the frame's own window, but an opaque origin ("null").
    await silenceFramedPage(page, { 'content-security-policy': 'sandbox allow-scripts' });
    const { height, fromFrame } = await openFrameWithClockHeld(page);
    await page.clock.runFor(1_000);
    await fromFrame('3000');
    await received(page, 3000, 'null');

    // A window of another origin (the sandbox's port) that this page opened cannot even reach it:
    // the page's Cross-Origin-Opener-Policy cuts the opener off.
    const popupOpened = context.waitForEvent('page');
    await page.evaluate((url) => {
      window.open(url, 'cizi-okno');
    }, `${SANDBOX_URL}/inbox.json`);
    const foreign = await popupOpened;
    await foreign.waitForLoadState();
    expect(await foreign.evaluate(() => window.opener)).toBeNull();

    // The page itself: its own origin, but not the frame.
    const origin = new URL(String(baseURL)).origin;
    await page.evaluate(() => window.postMessage(3002, window.location.origin));
    await received(page, 3002, origin);

    expect(await height()).toBe('1000');
    await foreign.close();
  });

  test('the real framed page resizes the frame to its height + 100, and only it may be framed', async ({
    page,
    request,
    baseURL,
  }) => {
    await recordMessages(page);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    await page.goto('/ukazka-iframe');
    await waitForIslands(page);
    const frameElement = page.getByTitle(FRAME_TITLE);
    await expect
      .poll(async () => Number(await frameElement.getAttribute('height')), { timeout: 10_000 })
      .toBeGreaterThan(1300);

    // The height is the one the framed page reported, + 100, and the whole page fits.
    const origin = new URL(String(baseURL)).origin;
    const reports = (await seenMessages(page))
      .filter((message) => message.origin === origin && typeof message.data === 'number')
      .map((message) => message.data as number);
    const height = Number(await frameElement.getAttribute('height'));
    expect(reports.map((report) => report + 100)).toContain(height);
    const frame = page.frame({ url: new RegExp(`${FRAMED_PATH}$`) });
    const fits = await frame?.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
    expect(fits).toBe(true);
    await expect(
      page.frameLocator(`iframe[title="${FRAME_TITLE}"]`).getByRole('heading', { level: 1 }),
    ).toHaveText(FRAME_TITLE);
    await expectNoAxeViolations(page);

    // Only the embeddable page may be framed, and only by the site.
    const framed = (await request.get(FRAMED_PATH)).headers();
    expect(framed['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(framed['x-frame-options']).toBe('SAMEORIGIN');
    const parent = (await request.get('/ukazka-iframe')).headers();
    expect(parent['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(parent['x-frame-options']).toBe('DENY');
    await frameElement.evaluate((element) => {
      (element as HTMLIFrameElement).src = '/kontakty';
    });
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });
});
