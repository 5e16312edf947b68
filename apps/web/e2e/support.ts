import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { addDays, callbackMinDate, isWorkingDay } from '@insurance-web/validation';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { pathFromSlug } from '../src/content/page';

/**
 * Every page the site ships (`src/content/pages/*.json`), by path: a page added there is covered by
 * the axe check without editing this list. That the demo pages exist is `source.test.ts`'s job.
 */
const PAGES_DIR = new URL('../src/content/pages/', import.meta.url);
const PAGE_FILES = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map(
    (file) =>
      JSON.parse(readFileSync(new URL(file, PAGES_DIR), 'utf8')) as {
        data: { slug: string; embeddable?: boolean; sections?: { __component?: string }[] };
      },
  );
export const DEMO_PAGES: readonly string[] = PAGE_FILES.map((body) => pathFromSlug(body.data.slug)).sort();

/**
 * The fewest demo pages that together hold every block type the pages use (greedy: the page with
 * the most types not yet held first). The Strapi run visits these, not all 33: the Strapi pages'
 * HTML is proven equal to the JSON's page by page (e2e-cms/sources.spec.ts), so what a visit adds
 * on Strapi is each block hydrated from Strapi's data once.
 */
export const PAGES_COVERING_EVERY_BLOCK: readonly string[] = (() => {
  const typesOf = new Map(
    PAGE_FILES.map((body) => [
      pathFromSlug(body.data.slug),
      new Set(
        (body.data.sections ?? []).flatMap((section) => (section.__component ? [section.__component] : [])),
      ),
    ]),
  );
  const missing = new Set([...typesOf.values()].flatMap((types) => [...types]));
  const chosen: string[] = [];
  while (missing.size > 0) {
    const [best] = [...typesOf].sort(
      ([pathA, a], [pathB, b]) =>
        [...b].filter((type) => missing.has(type)).length -
          [...a].filter((type) => missing.has(type)).length || pathA.localeCompare(pathB),
    );
    if (!best) break;
    chosen.push(best[0]);
    for (const type of best[1]) missing.delete(type);
  }
  return chosen.sort();
})();

/** Pages marked `embeddable`: the site may frame them, and they carry the small height reporter. */
export const EMBEDDABLE_PAGES: readonly string[] = PAGE_FILES.filter((body) => body.data.embeddable === true)
  .map((body) => pathFromSlug(body.data.slug))
  .sort();

export interface StoredRequest {
  endpoint: string;
  method: string;
  path: string;
  source: string | null;
  payload: unknown;
}

/** What the sandbox stored whose payload contains `marker`, read from its database file directly. */
export function storedRequests(marker: string): StoredRequest[] {
  const file = process.env.E2E_SANDBOX_DB;
  if (!file) throw new Error('E2E_SANDBOX_DB is not set: run the tests through playwright.config.ts');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(
        'SELECT endpoint, method, path, source, payload FROM requests WHERE payload LIKE ? ORDER BY id',
      )
      .all(`%${marker}%`) as unknown as (Omit<StoredRequest, 'payload'> & { payload: string })[];
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
  } finally {
    db.close();
  }
}

/** The `Idempotency-Key` each stored request with `marker` in its payload came with (null: none). */
export function storedIdempotencyKeys(marker: string): (string | null)[] {
  const file = process.env.E2E_SANDBOX_DB;
  if (!file) throw new Error('E2E_SANDBOX_DB is not set: run the tests through playwright.config.ts');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT idempotency_key AS key FROM requests WHERE payload LIKE ? ORDER BY id')
      .all(`%${marker}%`) as { key: string | null }[];
    return rows.map((row) => row.key);
  } finally {
    db.close();
  }
}

/**
 * The compressed size of a finished request's body, as the visitor downloaded it. A request that
 * finishes while the test closes its page can no longer be measured: the rejection is left to the
 * test's own `await`, and never surfaces as an unhandled rejection in the worker's next test (seen:
 * a 49 ms CSP test failed with the budget test's `request.sizes: Target page … has been closed`).
 */
export function responseBodySize(request: Request): Promise<number> {
  const size = request.sizes().then((sizes) => sizes.responseBodySize);
  size.catch(() => {});
  return size;
}

/** A working day after the earliest bookable day (no weekend, no holiday), so that both day parts can be chosen. */
export function bookableDate(now = new Date()): { iso: string; czech: string } {
  let iso = addDays(callbackMinDate(now), 1);
  while (!isWorkingDay(iso)) iso = addDays(iso, 1);
  const [year, month, day] = iso.split('-').map(Number);
  return { iso, czech: `${day}. ${month}. ${year}` };
}

/** A name no other test uses, to find this test's lead among the others in the shared database. */
export function uniqueName(label: string): string {
  return `Jana Nováková ${label} ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Waits until every island on the page has hydrated: SectionIsland marks its `<astro-island>`
 * `data-hydrated` once the block's own code has loaded and hydrated. Before that, the
 * server-rendered button is visible but does nothing.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const asleep = page.locator('astro-island:not([data-hydrated])');
  // The `client:paint-visible` islands start watching the viewport only after the first paint. On a
  // busy CI machine a scroll can pass an island before it watches (seen on /o-nas: two islands
  // never woke), as it would for a visitor who scrolled past before the page painted: scrolling
  // through again wakes it, as coming back to it would.
  await expect(async () => {
    await scrollThroughPage(page);
    await expect(asleep).toHaveCount(0, { timeout: 5000 });
  }).toPass({ timeout: 20_000 });
  await expectFramesRendered(page);
}

/** Whether the page paints a frame within `ms`, with what the page says of its visibility. */
function framePainted(page: Page, ms: number) {
  return page.evaluate(
    (wait) =>
      new Promise<{ painted: boolean; visibility: string; focused: boolean }>((resolve) => {
        const state = (painted: boolean) => ({
          painted,
          visibility: document.visibilityState,
          focused: document.hasFocus(),
        });
        requestAnimationFrame(() => resolve(state(true)));
        setTimeout(() => resolve(state(false)), wait);
      }),
    ms,
  );
}

/**
 * Playwright's clicks wait for an element to be stable over animation frames. On CI, three runs in a
 * row had one test whose page painted no frame for a whole minute after its islands woke: its first
 * click or check waited there until the test's timeout (`forms-mobility`, `forms-question`), and the
 * same tests pass when run again. When no frame comes in 3 s, the page is brought to the front (the
 * state the browser paints for) and must paint within 10 s; otherwise the test fails here, saying
 * what the page reported, instead of a bare timeout. A recovery is recorded in the test's report.
 */
export async function expectFramesRendered(page: Page): Promise<void> {
  const first = await framePainted(page, 3000);
  if (first.painted) return;
  await page.bringToFront();
  const again = await framePainted(page, 10_000);
  const seen = `visibilityState ${first.visibility}, focused ${first.focused}`;
  if (!again.painted) {
    throw new Error(`${page.url()} paints no animation frame (${seen}), even once brought to the front`);
  }
  test.info().annotations.push({
    type: 'no frames',
    description: `${page.url()} painted no frame for 3 s (${seen}); it painted once brought to the front`,
  });
}

/**
 * Scrolls each in-view animation (content-sections' InViewAnimation) into view and waits until its
 * player has drawn it. Its island can hydrate while a quick scroll is already past it, so that its
 * own IntersectionObserver, created on hydration, never sees it (seen on CI: /cestovni-pojisteni's
 * 47 kB player uncounted); a reader who stops at the animation always gets it.
 */
export async function showEveryAnimation(page: Page): Promise<void> {
  // The outer box of each animation (the player's own box, inside it, carries the same attribute).
  const boxes = await page.locator('[data-animation]:not([data-animation] [data-animation])').all();
  for (const box of boxes) {
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('[role="img"][aria-busy="false"]')).toHaveCount(1, { timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Holds back the page's requests matching `url` until the returned function is called: a state seen
 * while something is on its way (a busy block, a held tap), without racing a fixed latency.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Follows the page's requests from now on, so that a test can wait until every request the page has
 * started has ended. Playwright's `waitForLoadState('networkidle')` cannot: once the page has been
 * idle it resolves at once, so a chunk an island or an animation asks for later (a scroll, a click)
 * was missed (seen on /cestovni-pojisteni: its 47 kB animation player uncounted). Call it before the
 * page is opened.
 */
export function followRequests(page: Page): { settled(quietMs?: number): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(+1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    /** Resolves once no request has been open for `quietMs` (as `networkidle`'s 500 ms). */
    async settled(quietMs = 500) {
      await expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, {
          message: 'the page’s requests never settled',
          intervals: [100],
          timeout: 15_000,
        })
        .toBe(true);
    },
  };
}

/**
 * The scripts and fonts the page asked for before its first contentful paint, by path (resource
 * timing against paint timing), but the font file every page preloads, which it is set in from its
 * first paint (src/site/fonts.ts): none on any page. Islands and the page's other scripts wait for
 * the paint (src/islands/directives/afterFirstPaint.ts, src/site/afterPaint.ts); the font's other
 * file (the characters no shipped page shows, src/site/fontSubsets.mjs) would hold the first paint
 * up: a page that asks for it names a character to add to the preloaded file.
 */
export function requestedBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paint && /\.(m?js|woff2?)$/.test(new URL(entry.name).pathname))
      .filter((entry) => !/^\/_astro\/inter-text\.[\w-]+\.woff2$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
}

/**
 * Scrolls to the bottom a screen at a time, as a reader would, and back to the top: islands hydrate
 * when they come into view (`client:visible`), animations load when shown.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // A frame lets the islands' IntersectionObservers fire; the timer bounds the wait where a busy
      // or background page throttles frames.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 50));
        setTimeout(resolve, 250);
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Opens the call-back modal from the hero's `Zavolejte mi` and returns it. */
export async function openCallbackModal(page: Page): Promise<Locator> {
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Zavolejte mi' }).click();
  const modal = page.getByRole('dialog', { name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky' });
  await expect(modal).toBeVisible();
  return modal;
}

export interface CallbackInput {
  name: string;
  /** Typed after the prefilled `+420 `. */
  phone: string;
  date: string;
  dayTime: 'Dopoledne' | 'Odpoledne';
}

export async function fillCallbackForm(modal: Locator, input: CallbackInput): Promise<void> {
  await modal.getByRole('textbox', { name: /Jméno/ }).fill(input.name);
  const phone = modal.getByRole('textbox', { name: /Telefon/ });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(input.phone);
  await modal.getByRole('textbox', { name: /Datum/ }).fill(input.date);
  await modal.getByRole('radio', { name: new RegExp(input.dayTime) }).check();
}

/**
 * axe over the whole page, WCAG 2.x A and AA, once the page's finite animations and transitions have
 * ended: a colour mid-transition (a dialog fading in, a button's hover) is no colour a visitor reads,
 * and axe measured one as too little contrast on a loaded machine.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * What makes the page scroll sideways at its current size: nothing, or the widest elements that
 * stick out to the right (tag, class and how far), for the failure message. Content inside a
 * container that clips or scrolls on its own (a carousel's track) does not move the page.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ element, right }) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ends at ${Math.round(right)} px of ${width}`,
      );
  });
}

/**
 * WCAG 2.2 target size (2.5.8, AA): every pointer target smaller than 24 × 24 px whose 24 px circle
 * touches another target, as `tag "name" w×h` for the failure message. Links inside a sentence are
 * exempt (the criterion's inline exception), and so are a checkbox or radio button whose label is
 * the target a visitor taps.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"]';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [inert]')
      );
    };
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return (block?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const labelled = (element: Element) =>
      element instanceof HTMLInputElement &&
      ['checkbox', 'radio'].includes(element.type) &&
      (element.labels?.length ?? 0) > 0;
    const targets = [...document.querySelectorAll(selector)].filter(shown);
    const boxes = new Map(targets.map((element) => [element, element.getBoundingClientRect()]));
    const touches = (x: number, y: number, box: DOMRect) => {
      const dx = Math.max(box.left - x, 0, x - box.right);
      const dy = Math.max(box.top - y, 0, y - box.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    return targets
      .filter((element) => {
        const box = boxes.get(element) as DOMRect;
        if (box.width >= 24 && box.height >= 24) return false;
        if (inSentence(element) || labelled(element)) return false;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // The spacing exception: a 24 px circle on its centre touches no other target.
        return targets.some(
          (other) =>
            other !== element &&
            !other.contains(element) &&
            !element.contains(other) &&
            touches(x, y, boxes.get(other) as DOMRect),
        );
      })
      .map((element) => {
        const box = boxes.get(element) as DOMRect;
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

/**
 * Every page with an island also loads the RUM reporter at its first idle moment after the paint
 * (web-vitals and the site's error counts, src/observability/rum/client.ts): its share, added to
 * each page's own JavaScript budget, which stays the page's.
 */
export const RUM_REPORTER_KB = 3.5;
