import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { addDays, callbackMinDate, isWeekendDate } from '@insurance-web/validation';
import { expect, type Locator, type Page } from '@playwright/test';
import { pathFromSlug } from '../src/content/page';

/**
 * Every page the site ships (`src/content/pages/*.json`), by path: a page added there is covered by
 * the axe check without editing this list. That the demo pages exist is `source.test.ts`'s job.
 */
const PAGES_DIR = new URL('../src/content/pages/', import.meta.url);
export const DEMO_PAGES: readonly string[] = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const body = JSON.parse(readFileSync(new URL(file, PAGES_DIR), 'utf8')) as { data: { slug: string } };
    return pathFromSlug(body.data.slug);
  })
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

/** A weekday after the earliest bookable day, so that both day parts can be chosen. */
export function bookableDate(now = new Date()): { iso: string; czech: string } {
  let iso = addDays(callbackMinDate(now), 1);
  while (isWeekendDate(iso)) iso = addDays(iso, 1);
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
  await scrollThroughPage(page);
  await expect(page.locator('astro-island:not([data-hydrated])')).toHaveCount(0);
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

/** axe over the whole page, WCAG 2.x A and AA. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
