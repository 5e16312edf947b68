import { expect, type Page, test } from '@playwright/test';
import { DEMO_PAGES, followRequests, waitForIslands } from './support';

/*
 * Issue 14, WCAG 2.3.3 and 2.2.2: a visitor who asked the system for reduced motion sees nothing move
 * on any page. On a phone, where carousels play on their own (not from 1024 px on): no carousel
 * plays, no CSS or scripted animation runs longer than a blink, no video plays, and the page's DOM
 * holds still (an animation player redrawing its frames would change it). The last test shows the
 * same checks see the motion when the visitor did not ask.
 */

const PHONE = { width: 375, height: 740 };

/**
 * Opens `path` on a phone as tall as the page, so that everything is in view at once: animations
 * that play only in view (the main banner's) are all playing, if anything is.
 */
async function openWholePage(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  const requests = followRequests(page);
  await page.goto(path);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({
    width: PHONE.width,
    height: Math.min(Math.max(height, PHONE.height), 16_000),
  });
  // Islands hydrated: a carousel starts playing, and an animation loads, only once its script runs.
  if ((await page.locator('astro-island').count()) === 0) return;
  await waitForIslands(page);
  // What the islands fetch (the release notes) has arrived: a change after this is motion, not data.
  await requests.settled();
}
/** How long the page must hold still: longer than a few frames of any animation, short enough for 33 pages. */
const STILL_MS = 400;

interface Motion {
  /** Carousels whose slides move on their own (the track is `aria-live="off"` while it plays). */
  playingCarousels: number;
  /** CSS transitions and animations, and scripted ones, that last longer than 1 ms. */
  animations: string[];
  /** Videos playing. */
  playingVideos: number;
  /** Whether the page's content changed while nobody touched it. */
  moved: boolean;
}

async function motionOn(page: Page): Promise<Motion> {
  return page.evaluate(async (stillMs) => {
    const main = document.querySelector('main') ?? document.body;
    // The page as markup, but for a frame's height: the iframe block follows its page's height as
    // that page's images arrive, which is layout settling, not motion.
    const snapshot = () => {
      const copy = main.cloneNode(true) as Element;
      for (const frame of copy.querySelectorAll('iframe')) frame.removeAttribute('height');
      return copy.innerHTML;
    };
    const before = snapshot();
    await new Promise((resolve) => setTimeout(resolve, stillMs));
    const animations = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return duration > 1;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = (animation as CSSAnimation).animationName ?? animation.constructor.name;
        return `${name} on ${target?.tagName.toLowerCase()}.${target?.className}`;
      });
    return {
      playingCarousels: main.querySelectorAll('[aria-roledescription="carousel"] [aria-live="off"]').length,
      animations,
      playingVideos: [...main.querySelectorAll('video')].filter((video) => !video.paused).length,
      moved: snapshot() !== before,
    };
  }, STILL_MS);
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of DEMO_PAGES) {
    test(`${path}: nothing moves on a phone`, async ({ page, request }) => {
      // Only a carousel, an animation or a video can move by script, and each is in the server's
      // HTML (a carousel's `aria-roledescription`, an animation's `data-animation` box, `<video>`).
      // A page with none of them is settled by its HTML; CSS animations and transitions everywhere
      // are cut to a blink by the theme under reduced motion (ui's theme.css).
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      if (!/aria-roledescription="carousel"|data-animation=|<video[\s>]/.test(await response.text())) return;
      await openWholePage(page, path);
      expect(await motionOn(page)).toEqual({
        playingCarousels: 0,
        animations: [],
        playingVideos: 0,
        moved: false,
      });
    });
  }
});

test('without reduced motion the same checks see the carousel play and the banner animate', async ({
  page,
}) => {
  await openWholePage(page, '/cestovni-pojisteni');
  await expect
    .poll(async () => {
      const motion = await motionOn(page);
      return { carouselPlays: motion.playingCarousels > 0, moved: motion.moved };
    })
    .toEqual({ carouselPlays: true, moved: true });
});
