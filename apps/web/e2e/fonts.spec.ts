import { expect, type Page, test } from '@playwright/test';
import { waitForIslands } from './support';

/*
 * The site's font (src/site/fonts.ts): a page opened directly, the first of a visit (each test has
 * a fresh browser context: nothing in the cache), is set in Inter from its first paint, and nothing
 * on it moves (CLS 0). The preloaded file carries the page's text; the file of the other characters
 * is fetched only by a page that shows one of them, which no shipped page does.
 */

const FONT = /\/_astro\/inter-(text|more)\.[\w-]+\.woff2$/;

/** The fonts the page has fetched, with when each arrived, and the first contentful paint. */
function fontTimings(page: Page) {
  return page.evaluate((pattern) => {
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/^\/_astro\/(inter-\w+)\..*$/, '$1'),
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      }));
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { fonts, paint };
  }, FONT.source);
}

/** The sum of the page's layout shifts that no input caused (what CLS adds up). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** The fonts Chromium drew `selector`'s text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

for (const path of ['/', '/pojisteni-vozidel', '/pobocky']) {
  test(`${path} opened directly is set in Inter from its first paint, and nothing moves`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /inter-text/);
    // The heading, a paragraph and the header's actions, drawn in Inter: no fallback font.
    for (const selector of ['main h1', 'main p', 'header ul[aria-label="Rychlé akce"] a']) {
      expect(await renderedFonts(page, selector), selector).toEqual(['Inter Variable (web font)']);
    }
    const inter = await page.evaluate(() => ({
      family: getComputedStyle(document.querySelector('main h1') as Element).fontFamily,
      ready: document.fonts.check('700 32px "Inter Variable"', 'Pojištění'),
    }));
    expect(inter.family).toMatch(/^"Inter Variable"/);
    expect(inter.ready).toBe(true);
    // The text's file arrived before the first paint: the page was never drawn in the fallback.
    const { fonts, paint } = await fontTimings(page);
    // The preloaded file alone: the other holds characters no shipped page shows.
    expect(fonts.map((font) => font.file)).toEqual(['inter-text']);
    const text = fonts.find((font) => font.file === 'inter-text');
    expect(text?.responseEnd).toBeLessThan(paint);
    // Nothing moved, from the first paint until every island has woken and hydrated.
    await waitForIslands(page);
    expect(await layoutShifts(page)).toBe(0);
  });
}

test('a page that shows a character of the other file (Slovak ä, €) loads that file too, and swaps it in', async ({
  page,
}) => {
  // No shipped page shows one: /kontakty with a paragraph added to the server's HTML, as a page
  // from the CMS might have.
  await page.route('**/kontakty', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</main>', '<p id="slovensky">Mäkčeň, 20 €</p></main>');
    await route.fulfill({ response, body });
  });
  await page.goto('/kontakty', { waitUntil: 'load' });
  const { fonts } = await fontTimings(page);
  expect(fonts.map((font) => font.file).sort()).toEqual(['inter-more', 'inter-text']);
  // Swapped in once it has come (after the first paint, drawn in the fallback until then).
  await expect.poll(() => renderedFonts(page, '#slovensky')).toEqual(['Inter Variable (web font)']);
});
