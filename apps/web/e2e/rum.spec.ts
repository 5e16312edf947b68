import { type APIRequestContext, expect, type Request, test } from '@playwright/test';
import { METRICS_URL } from '../playwright.config';
import { waitForIslands } from './support';

/*
 * What visitors experience, counted by the site (src/observability/rum/): a page whose dialog's code
 * cannot be downloaded sends a beacon of that kind, the errors a page's scripts throw or leave
 * unhandled are sent the same way, and the page's Web Vitals when it is left. The metrics are read
 * from the server that counted them, on its metrics port (METRICS_PORT, playwright.config.ts); other
 * tests run beside this one against the same server, so a count must have grown, not become exact.
 */

/** A series' value in the site's metrics (0 before it exists). */
async function series(request: APIRequestContext, name: string): Promise<number> {
  const text = await (await request.get(METRICS_URL)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

test('a dialog’s chunk that fails, a thrown error and a rejection are counted, and the vitals as the page is left', async ({
  page,
  request,
}) => {
  const beacons: Request[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/rum') beacons.push(sent);
  });
  await page.route(/\/_astro\/FaqAnswerModal\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/caste-dotazy');
  await waitForIslands(page);
  // The reporter has taken over from the page's early holder (src/observability/rum/early.ts).
  await page.waitForFunction(() => typeof window.siteClientErrors === 'function');
  const pageType = await page.locator('html').getAttribute('data-page-type');
  expect(pageType).toBe('content');
  const counted = (kind: string) => `site_client_errors_total{kind="${kind}",page_type="${pageType}"}`;
  const lcpCount = `site_web_vitals_lcp_seconds_count{page_type="${pageType}"}`;
  const clsCount = `site_web_vitals_cls_count{page_type="${pageType}"}`;
  const inpCount = `site_web_vitals_inp_seconds_count{page_type="${pageType}"}`;
  const before = {
    chunk: await series(request, counted('chunk')),
    error: await series(request, counted('error')),
    rejection: await series(request, counted('rejection')),
    lcp: await series(request, lcpCount),
    cls: await series(request, clsCount),
    inp: await series(request, inpCount),
  };

  // The visitor opens an answer whose code does not arrive: ui's stand-in says so, and the site counts it.
  const question = 'Vztahuje se pojištění domácnosti i na kola ve sklepě?';
  await page.getByRole('region', { name: 'Rychlé odpovědi' }).getByRole('button', { name: question }).click();
  await expect(page.getByRole('dialog', { name: question }).getByRole('alert')).toBeVisible();
  await expect.poll(() => series(request, counted('chunk'))).toBeGreaterThanOrEqual(before.chunk + 1);
  // The click was the visitor's first input: the Largest Contentful Paint was final then, and went along.
  await expect.poll(() => series(request, lcpCount)).toBeGreaterThanOrEqual(before.lcp + 1);

  // A script's error and a rejection nobody handles, each once: their kinds, never their messages.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Jana Nováková 777 123 456');
    });
    Promise.reject(new Error('jana.novakova@example.cz'));
  });
  await expect.poll(() => series(request, counted('error'))).toBeGreaterThanOrEqual(before.error + 1);
  await expect.poll(() => series(request, counted('rejection'))).toBeGreaterThanOrEqual(before.rejection + 1);

  // Left for another page: the layout shift and the click's time to the next paint go as the page is
  // hidden (a beacon of a page being unloaded, which Playwright no longer shows as the page's request).
  await page.goto('/');
  await expect.poll(() => series(request, clsCount)).toBeGreaterThanOrEqual(before.cls + 1);
  await expect.poll(() => series(request, inpCount)).toBeGreaterThanOrEqual(before.inp + 1);

  const bodies = beacons.map((beacon) => beacon.postDataJSON());
  const vital = (name: string) => ({ name, value: expect.any(Number) });
  expect(bodies).toEqual([
    { page: 'content', vitals: [vital('LCP')], errors: ['chunk'] },
    { page: 'content', vitals: [], errors: ['error', 'rejection'] },
  ]);
  // What the run counted so far (this test's and the others' beside it), for the report of the run.
  const countedSoFar = (await (await request.get(METRICS_URL)).text())
    .split('\n')
    .filter((line) => /^site_(client_errors_total|rum_beacons_total|web_vitals_\w+_count)\{/.test(line))
    .filter((line) => !line.endsWith(' 0'));
  test.info().annotations.push({ type: 'RUM counters', description: countedSoFar.join('\n') });
  for (const beacon of beacons) {
    // Nothing but the page's type, numbers and kinds: no address, query, message or identifier.
    expect(Object.keys(beacon.postDataJSON()).sort()).toEqual(['errors', 'page', 'vitals']);
    expect(beacon.url()).toMatch(/^http:\/\/localhost:\d+\/api\/rum$/);
    expect(beacon.headers()['content-type']).toBe('application/json');
    expect(beacon.postData()).not.toMatch(/Nováková|777|novakova|caste-dotazy/);
  }
});

test('an island whose code cannot be downloaded is counted as one', async ({ page, request }) => {
  // The island's component, as the page names it; Astro asks for it twice (a retry a second later).
  const html = await (await request.get('/caste-dotazy')).text();
  const componentUrl = /<astro-island[^>]* component-url="([^"]+)"/.exec(html)?.[1];
  expect(componentUrl, 'an island on /caste-dotazy').toBeDefined();
  const islandsSeries = 'site_client_errors_total{kind="island",page_type="content"}';
  const before = await series(request, islandsSeries);
  let aborted = 0;
  await page.route(
    (url) => url.pathname === componentUrl,
    (route) => {
      aborted += 1;
      return route.abort('internetdisconnected');
    },
  );
  await page.goto('/caste-dotazy');
  await expect.poll(() => aborted, 'the island’s code and its retry asked for').toBeGreaterThanOrEqual(2);
  await expect.poll(() => series(request, islandsSeries)).toBeGreaterThanOrEqual(before + 1);
});
