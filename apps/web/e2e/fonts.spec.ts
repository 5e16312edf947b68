import { expect, type Page, test } from '@playwright/test';

/*
 * Issue 14, the site's font (src/site/fonts.ts): a first page is set in the metric-matched fallback
 * and asks for no font before it has painted; once it has loaded, Inter goes into the browser's
 * cache; a page reached from within the site is set in Inter from its first paint, from the cache.
 */

const FONT = /\/_astro\/inter-cs-sk\.[\w-]+\.woff2$/;

/** The page's requests for the font so far, from resource timing (transfer 0: from the cache). */
function fontRequests(page: Page): Promise<{ startTime: number; transferSize: number }[]> {
  return page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return { startTime: timing.startTime, transferSize: timing.transferSize };
        }),
    FONT.source,
  );
}

/** Whether the page has Inter among its fonts, and whether it has loaded. */
function interStatus(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      [...document.fonts].find((face) => face.family.replaceAll('"', '') === 'Inter Variable')?.status ??
      null,
  );
}

test('a first page paints in the fallback, then caches Inter; the next page of the site is set in it from the cache', async ({
  page,
}) => {
  await page.goto('/kontakty');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await interStatus(page)).toBeNull();
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toContain('Inter Fallback');
  // After the load and a moment's rest, the font is fetched, not before the first paint.
  await expect.poll(async () => (await fontRequests(page)).length, { timeout: 10_000 }).toBe(1);
  const [warmUp] = await fontRequests(page);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  expect(warmUp?.startTime).toBeGreaterThan(firstPaint);
  expect(warmUp?.transferSize).toBeGreaterThan(0);

  // A link of the site: the browser says `Sec-Fetch-Site: same-origin`, the server preloads Inter.
  const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' });
  await navigation.locator('summary', { hasText: 'Vozidla' }).click();
  await navigation.getByRole('link', { name: 'Pojištění vozidel' }).click();
  await expect(page).toHaveURL(/\/pojisteni-vozidel$/);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
  await expect.poll(() => interStatus(page)).toBe('loaded');
  const [fromCache] = await fontRequests(page);
  expect(fromCache?.transferSize).toBe(0);
});
