import { expect, test } from '@playwright/test';
import { CONSENT_CHOSEN_SCRIPT } from '../src/site/consentEarly';
import { facts, internationalPhone } from '../src/site/facts';
import { brokenPromises } from '../src/site/promises';
import { inlineScriptHashes } from '../src/site/securityHeaders';
import { JS_TABLE_TOLERANCE_KB, leaveJsRow, readJsTable } from './jsPerPage';
import {
  bookableDate,
  DEMO_PAGES,
  EMBEDDABLE_PAGES,
  expectNoAxeViolations,
  fillCallbackForm,
  followRequests,
  horizontalOverflow,
  openCallbackModal,
  PAGES_COVERING_EVERY_BLOCK,
  RUM_REPORTER_KB,
  requestedBeforeFirstPaint,
  responseBodySize,
  showEveryAnimation,
  smallTargets,
  uniqueName,
  waitForIslands,
} from './support';

test('the home page renders its hero, metadata and the Zavolejte mi action', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Horizont pojišťovna');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Horizont pojišťovna' })).toBeVisible();
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Zavolejte mi' })).toBeEnabled();
});

test('a content-only page loads no JavaScript file; its inline scripts only hide the consent and close the menus', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/kontakty', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /800 100 200/ })).toHaveAttribute(
    'href',
    'tel:+420800100200',
  );
  expect(scripts).toEqual([]);
  // Its scripts, all inline. The consent's two are in every page for everybody (a shared cache keeps
  // one page): the head's, which hides the banner from this visitor, who has chosen
  // (src/site/consentEarly.ts), and the after-paint loader, which then drops the banner without
  // loading its code (src/site/afterPaint.ts). The header's closes its menus on Escape and a click
  // outside (src/site/menus.ts).
  await expect(page.locator('#consent')).toHaveCount(0);
  // Code only: the breadcrumbs' JSON-LD is data, which no browser runs.
  const inline = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((elements) =>
      elements.map((element) => ({ src: element.getAttribute('src'), text: element.textContent ?? '' })),
    );
  expect(inline.map(({ src }) => src)).toEqual([null, null, null]);
  const [consentEarly, afterPaint, menus] = inline.map(({ text }) => text);
  expect(consentEarly).toBe(CONSENT_CHOSEN_SCRIPT);
  expect(afterPaint).toContain('template[data-after-paint]');
  expect(menus).toContain('details[data-menu]');
  expect(menus?.length).toBeLessThan(1000);
});

test('the call-back form’s code loads only when the visitor opens it, within the JavaScript budget', async ({
  page,
}) => {
  // Compressed bytes of every script, as the visitor downloads them (the server gzips).
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(responseBodySize(request));
    }
  });
  const kilobytes = async () => (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
  const requests = followRequests(page);

  await page.goto('/', { waitUntil: 'networkidle' });
  const before = await kilobytes();
  const filesBefore = scripts.length;
  await openCallbackModal(page);
  await requests.settled();
  const after = await kilobytes();
  test.info().annotations.push({
    type: 'JavaScript on /',
    description: `${before.toFixed(1)} kB in ${filesBefore} files before the modal, ${after.toFixed(1)} kB in ${scripts.length} after`,
  });
  expect(scripts.length).toBeGreaterThan(filesBefore);
  // Budgets a little above what was measured (75 kB / 134 kB gzip), so that growth is noticed. The
  // island loaders' map is on every page with an island (about 40 B a block type): with the FAQ
  // blocks the page measured 145.0 kB after the modal. The islands of issue 9 add no code to this
  // page, but the ui, Radix, zod/mini, api-client and date modules they share with the call-back form
  // move into shared chunks, which compress less well apart (and add Rolldown's runtime): the same
  // code measured 150.2 kB after the modal (145.0 before them), hence 151.5. With the plate box and
  // the quote flow (the same kind of sharing, no new code here) it measures 151.2 kB. With the lead
  // forms' dialogs loaded on submit it measured 152.4 kB on the CI machine; the call-me and need-help
  // forms share `RadioGroup` with the call-back modal, which moves it into a chunk of its own (one more
  // file, no new code): 153.4 kB, hence 154.5. Issue 10's loading dialog with its retry (1.1 kB, in
  // the button's island: a native <dialog>, no Radix before the click), the weekend warning's live
  // region and the forgiving phone rule add about 1.5 kB (84.5 / 154.9 kB); the advisor and suitability
  // record islands split the forms' shared modules the same way (about 1 kB more after the modal).
  // Then the plain modal stopped loading the topic variant's select (Radix Select and its
  // positioning) and the hero's call to action its blocks' texts: 84.1 / 138.2 kB, hence 88 / 142.
  // Issue 12's blocks share ui's and validation's modules with the forms (NativeSelect, Tabs, Tooltip,
  // telHref): the bundler splits them once more, 142.6 kB with no new code of this page; hence 143.5.
  // Issue 24 adds the modal's calendar button and its lazy loader (the calendar itself, 24.6 kB, loads
  // only when opened), the shared thank-you dialog and the page grid's classes: 143.8 kB on the CI
  // machine, hence 145. Issue 25's one lead-form flow (the modal's double-send guard, focus on a
  // server error's field, its logging) and ui's one lazy dialog and section shell, chunks shared
  // with the other forms: 145.4 kB on the CI machine, hence 146.5. Issue 25's offline sending and
  // session draft add about 0.8 kB to the modal's chunks (size-limit: CallbackModal 67.7 → 68.5 kB),
  // hence 147.5. The public holidays (Easter computed; a chunk of their own, shared with the branch
  // contacts) and the thank-you's day: 84.9 / 148.7 kB, hence 149.8.
  expect(before).toBeLessThan(88 + RUM_REPORTER_KB);
  // The launch's parts together (holidays, lazy-dialog stand-ins, the home page's second call-back
  // section): 152.1 kB measured after the modal, hence 153.5.
  expect(after).toBeLessThan(153.5 + RUM_REPORTER_KB);
});

test('an unknown address answers 404 with a Czech page', async ({ page }) => {
  const response = await page.goto('/tahle-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
});

test('pages and static files carry the security headers', async ({ page, request }) => {
  await page.goto('/');
  const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(asset).toBeTruthy();
  for (const path of ['/', String(asset), '/logos/horizont-pojistovna.svg', '/robots.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=()');
    // Served over plain HTTP here: HSTS is for HTTPS (test/server.test.ts checks it behind a proxy).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  // A page may run its own scripts and call the API; a file runs nothing.
  const pageCsp = (await request.get('/')).headers()['content-security-policy'];
  expect(pageCsp).toMatch(/script-src 'self'/);
  expect(pageCsp).toContain("connect-src 'self' http://127.0.0.1:");
  const fileCsp = (await request.get('/logos/horizont-pojistovna.svg')).headers()['content-security-policy'];
  expect(fileCsp).toContain("default-src 'none'");
});

test('a page’s CSP allows each of its inline scripts by hash, never as inline script', async ({
  request,
}) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  // Astro's island loader: hashed by Astro when the site was built, not from this response's body.
  const hashes = inlineScriptHashes(await response.text());
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
});

test('canonical link, sitemap and robots.txt keep the configured origin whatever the Host header says', async ({
  request,
}) => {
  // The origin is Astro's `site` (PUBLIC_SITE_URL when the site was built), not where this run serves it.
  const forged = { headers: { host: 'evil.example' } };
  const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)">/)?.[1];
  const canonical = canonicalOf(await (await request.get('/pojisteni-motorky')).text());
  expect(canonical).toBeDefined();
  const origin = new URL(String(canonical)).origin;
  expect(canonicalOf(await (await request.get('/pojisteni-motorky', forged)).text())).toBe(canonical);
  const sitemap = await (await request.get('/sitemap.xml', forged)).text();
  expect(sitemap).toContain(`<loc>${origin}/pojisteni-motorky</loc>`);
  expect(sitemap).not.toContain('evil.example');
  const robots = await (await request.get('/robots.txt', forged)).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).not.toContain('evil.example');
});

test('the page’s Content-Security-Policy lets the islands run and the form reach the API', async ({
  page,
}) => {
  // Every violation, as the browser reports it to the page, not only those that reach the console.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const date = bookableDate();
  await page.goto('/');
  const modal = await openCallbackModal(page);
  await fillCallbackForm(modal, {
    name: uniqueName('csp'),
    phone: '777 123 456',
    date: date.czech,
    dayTime: 'Dopoledne',
  });
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Děkujeme, formulář byl odeslán a my se brzy ozveme.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

// One visit per page checks everything a page owes a first-time visitor (each page its own test:
// its own time budget and its own line in the report).
for (const path of DEMO_PAGES) {
  // Tagged: `pnpm js-table` measures every page (`@every-page`); playwright.cms.config.ts runs, on the
  // Strapi pages, those that together hold every block type (`@every-block`).
  test(`${path} renders with no console error, no failed request, no axe violation, and JavaScript only where a block needs it`, {
    tag: PAGES_COVERING_EVERY_BLOCK.includes(path) ? ['@every-page', '@every-block'] : ['@every-page'],
  }, async ({ page }) => {
    test.slow(); // A cold first visit with every island loaded: slow on a busy 2-core machine.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    // Each test has a fresh context: a first visit, nothing from the cache (whose responses report -1 bytes).
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(responseBodySize(request));
    });
    const requests = followRequests(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The site promises only what it does (src/site/promises.ts): what the page shows, its title included.
    // innerText, not textContent: what the page shows, without hidden dialogs and templates.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
    const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
    expect(brokenPromises(shown), `${path}: promises a journey online that the site does not offer`).toEqual(
      [],
    );
    // The nonstop claims line is in every page's footer (src/site/facts.ts is its one source); a page
    // framed by another (embeddable) has no footer.
    if (!EMBEDDABLE_PAGES.includes(path)) {
      const claimsLine = internationalPhone(facts.claimsLine);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: claimsLine })).toHaveAttribute(
        'href',
        `tel:${claimsLine.replaceAll(' ', '')}`,
      );
    }
    // Every island scrolled into view and hydrated, and what they and the animations then asked for
    // has arrived, so that all of the page's JavaScript has loaded.
    await waitForIslands(page);
    await showEveryAnimation(page);
    // A page with islands loads the RUM reporter too, at the first idle moment after them
    // (src/site/afterPaint.ts): counted once it is there, however busy the machine.
    if ((await page.locator('astro-island').count()) > 0) {
      await page.waitForFunction(() => typeof window.siteClientErrors === 'function');
    }
    await requests.settled();
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    const islands = await page.locator('astro-island').count();
    const tracked = await page.locator('[data-analytics-event]').count();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    // The first paint waits for the HTML, the stylesheet and the site's font alone (apps/web/README.md).
    expect(await requestedBeforeFirstPaint(page), `${path}: requested before its first paint`).toEqual([]);
    // WCAG 2.5.8: targets of at least 24 × 24 px, or far enough from the next one.
    expect(await smallTargets(page), `${path}: targets under 24 × 24 px`).toEqual([]);
    // WCAG 1.4.10 and 1.4.4: at 320 px, and with text at 200 % on a desktop, nothing makes the
    // page scroll sideways (what does is named).
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await horizontalOverflow(page), `${path} at 320 px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    expect(await horizontalOverflow(page), `${path} with text at 200 %`).toEqual([]);
    test.info().annotations.push({
      type: 'JavaScript (gzip, all islands loaded)',
      description: `${path}: ${(bytes / 1024).toFixed(1)} kB in ${scripts.length} files, ${islands} islands`,
    });
    // The committed table (e2e/js-per-page.md): this page's row, within its budget.
    const measured = { page: path, kB: Math.round((bytes / 1024) * 10) / 10, files: scripts.length, islands };
    if (process.env.JS_TABLE_UPDATE) leaveJsRow(measured);
    else {
      const row = readJsTable().get(path);
      const update = 'run `pnpm --filter @insurance-web/web js-table` and commit e2e/js-per-page.md';
      expect(row, `${path} has no row in e2e/js-per-page.md: ${update}`).toBeDefined();
      expect(measured.kB, `${path} loads more JavaScript than its budget`).toBeLessThanOrEqual(
        row?.budgetKb ?? 0,
      );
      const same =
        Math.abs(measured.kB - (row?.kB ?? 0)) <= JS_TABLE_TOLERANCE_KB &&
        measured.files === row?.files &&
        measured.islands === row?.islands;
      const figures = (of?: { kB: number; files: number; islands: number }) =>
        `${of?.kB} kB in ${of?.files} files, ${of?.islands} islands`;
      expect(same, `${path}: measured ${figures(measured)}, the table says ${figures(row)}: ${update}`).toBe(
        true,
      );
    }
    if (islands === 0 && tracked === 0) {
      // A page the site frames carries the height reporter (about 0.6 kB); any other, nothing.
      if (EMBEDDABLE_PAGES.includes(path)) expect(bytes, path).toBeLessThan(2048);
      else expect(scripts, path).toHaveLength(0);
    }
  });
}

test('axe finds no violations with the call-back modal open and its errors shown', async ({ page }) => {
  await page.goto('/');
  const modal = await openCallbackModal(page);
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(modal.getByText('Telefon je povinný údaj.')).toBeVisible();
  await expectNoAxeViolations(page);
});
