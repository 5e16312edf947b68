import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pathFromSlug } from '../src/content/page';

const PAGES_DIR = new URL('../src/content/pages/', import.meta.url);

interface PageFile {
  data: {
    slug: string;
    embeddable?: boolean;
    sections?: { __component?: string; callbackButton?: boolean; button?: { text?: string } | null }[];
  };
}

/*
 * Issue 24, point 8: a first visit on a phone. The consent banner is there (no choice yet), and it
 * never covers the hero's actions (`Zavolejte mi`, the hero's call to action): the element at the
 * centre of each is the action itself, at the sizes of two common phones. The banner is compact on a
 * phone for this (src/components/ConsentBanner.astro).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
/** The hero's actions page by page, from the pages' content: its button and `Zavolejte mi`. */
const HERO_ACTIONS: [path: string, names: string[]][] = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const { data } = JSON.parse(readFileSync(new URL(file, PAGES_DIR), 'utf8')) as PageFile;
    const hero = data.sections?.find((section) => section.__component === 'blocks.hero');
    if (!hero || data.embeddable) return [];
    const names = [hero.button?.text, hero.callbackButton ? 'Zavolejte mi' : undefined].filter(
      (name): name is string => Boolean(name),
    );
    return names.length > 0 ? [[pathFromSlug(data.slug), names] as [string, string[]]] : [];
  });

interface Action {
  name: string;
  top: number;
  bottom: number;
  /** What the point at the action's centre hits, when it is not the action (or inside it). */
  coveredBy: string | null;
}

for (const viewport of PHONES) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('the banner shows and leaves every hero action on every page visible and tappable', async ({
      page,
    }) => {
      test.slow(); // Every page, one after another.
      const covered: string[] = [];
      let heroes = 0;
      for (const [path, names] of HERO_ACTIONS) {
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.getByRole('dialog', { name: 'Používáme cookies' }), path).toBeVisible();
        const actions = await page.evaluate((wanted): Action[] => {
          // The hero: the section of the page's title.
          const hero = document.querySelector('main h1')?.closest('section');
          const found = [...(hero?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter(
            (element) => wanted.includes(element.textContent?.trim() ?? ''),
          );
          return found.map((element) => {
            // One below the fold is brought to the middle of the screen, as a visitor scrolls to it.
            if (element.getBoundingClientRect().bottom > window.innerHeight) {
              element.scrollIntoView({ block: 'center' });
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
          });
        }, names);
        expect(actions.map((action) => action.name).sort(), path).toEqual([...names].sort());
        if (actions.length > 0) heroes += 1;
        for (const action of actions) {
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
  });
}
