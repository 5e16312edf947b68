import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pathFromSlug } from '../src/content/page';

const PAGES_DIR = new URL('../src/content/pages/', import.meta.url);
/** The header's actions, as the site chrome names them (`Nahlásit škodu` and the call-back's). */
const HEADER_ACTIONS = (
  JSON.parse(readFileSync(new URL('../src/content/site-chrome.json', import.meta.url), 'utf8')) as {
    data: { headerActions: { label: string }[] };
  }
).data.headerActions.map((action) => action.label);

interface PageFile {
  data: {
    slug: string;
    embeddable?: boolean;
    sections?: { __component?: string; callbackButton?: boolean; button?: { text?: string } | null }[];
  };
}

/*
 * A first visit on a phone, before the cookie question is answered (src/components/ConsentBanner.astro):
 * the banner is there, in the page's flow above the header, and it covers nothing. The header's
 * actions and the hero's calls to action can be tapped: the element at the centre of each is the
 * action itself. And the banner is not pinned: it scrolls away with the page.
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** The hero's actions page by page, from the pages' content: its button and `Zavolejte mi`. */
const HERO_ACTIONS: [path: string, names: string[]][] = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const { data } = JSON.parse(readFileSync(new URL(file, PAGES_DIR), 'utf8')) as PageFile;
    if (data.embeddable) return [];
    const hero = data.sections?.find((section) => section.__component === 'blocks.hero');
    const names = [hero?.button?.text, hero?.callbackButton ? 'Zavolejte mi' : undefined].filter(
      (name): name is string => Boolean(name),
    );
    return [[pathFromSlug(data.slug), names] as [string, string[]]];
  });

interface Action {
  name: string;
  top: number;
  bottom: number;
  /** What the point at the action's centre hits, when it is not the action (or inside it). */
  coveredBy: string | null;
}

/** The header's actions and the hero's, each with what a tap at its centre would hit. */
function actionsOnScreen(page: Page, heroNames: string[]): Promise<{ header: Action[]; hero: Action[] }> {
  return page.evaluate((wanted) => {
    const measure = (element: HTMLElement): Action => {
      // One below the fold is brought to the middle of the screen, as a visitor scrolls to it.
      if (element.getBoundingClientRect().bottom > window.innerHeight) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      }
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const own = hit !== null && (hit === element || element.contains(hit));
      return {
        name: element.textContent?.trim() ?? '',
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        coveredBy: own
          ? null
          : hit?.closest('[data-consent-banner]')
            ? 'the consent banner'
            : (hit?.outerHTML.slice(0, 80) ?? 'nothing'),
      };
    };
    const header = [
      ...document.querySelectorAll<HTMLElement>(
        'header [aria-label="Rychlé akce"] a, header [aria-label="Rychlé akce"] button',
      ),
    ].map(measure);
    // The hero: the section of the page's title.
    const heroSection = document.querySelector('main h1')?.closest('section');
    const hero = [...(heroSection?.querySelectorAll<HTMLElement>('a[href], button') ?? [])]
      .filter((element) => wanted.includes(element.textContent?.trim() ?? ''))
      .map(measure);
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { header, hero };
  }, heroNames);
}

test.describe('390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on every page the banner shows and covers nothing: the header’s and the hero’s actions can be tapped', async ({
    page,
  }) => {
    test.slow(); // Every page, one after another.
    const covered: string[] = [];
    let heroes = 0;
    for (const [path, names] of HERO_ACTIONS) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('dialog', { name: 'Používáme cookies' }), path).toBeVisible();
      const { header, hero } = await actionsOnScreen(page, names);
      expect(
        header.map((action) => action.name),
        path,
      ).toEqual(HEADER_ACTIONS);
      expect(hero.map((action) => action.name).sort(), path).toEqual([...names].sort());
      if (hero.length > 0) heroes += 1;
      for (const action of [...header, ...hero]) {
        if (action.coveredBy) {
          covered.push(
            `${path}: „${action.name}“ (${action.top}–${action.bottom} px) under ${action.coveredBy}`,
          );
        }
      }
    }
    expect(covered).toEqual([]);
    // The check ran on the pages with a hero action (the home page and the product pages at least).
    expect(heroes).toBeGreaterThan(3);
  });

  test('the banner scrolls away with the page, is answered with a tap, and nothing moved on its own', async ({
    page,
  }) => {
    await page.goto('/pojisteni-vozidel', { waitUntil: 'load' });
    const banner = page.getByRole('dialog', { name: 'Používáme cookies' });
    const top = async () => (await banner.boundingBox())?.y ?? Number.NaN;
    expect(await top()).toBe(0);
    // Scrolled with the page: above the screen now, not pinned over what is on it.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    expect(await top()).toBe(-400);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await banner.getByRole('button', { name: 'Odmítnout vše' }).tap();
    await expect(banner).toBeHidden();
    // The page moved up as the banner went, with the visitor's tap: no layout shift counts.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entries = list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[];
            resolve(
              entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts).toBe(0);
  });
});

test.describe('360 × 640', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('a small phone: the header’s actions and the home page’s hero actions can be tapped', async ({
    page,
  }) => {
    const [, names] = HERO_ACTIONS.find(([path]) => path === '/') ?? ['/', []];
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('dialog', { name: 'Používáme cookies' })).toBeVisible();
    const { header, hero } = await actionsOnScreen(page, names);
    expect([...header, ...hero].filter((action) => action.coveredBy)).toEqual([]);
    expect(header).toHaveLength(HEADER_ACTIONS.length);
    expect(hero).toHaveLength(names.length);
  });
});
