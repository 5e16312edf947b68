import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The visual regression of the story tests (`pnpm test:stories`): after each story's play function
 * and accessibility check, the page as it left it is compared with the story's baselines, on a phone
 * and on a desktop. A difference fails the story and writes the new screenshot and the diff to
 * `.visual-diffs/`; `pnpm test:visual:update` takes the new screenshots as the baselines.
 */
const VIEWPORTS = [
  ['mobile', 375, 740],
  ['desktop', 1280, 800],
] as const;

/** Vitest's own viewport: every story plays and is checked by axe at it, whatever the last one's picture left. */
const PLAY_VIEWPORT = [414, 896] as const;

beforeEach(async () => {
  await page.viewport(...PLAY_VIEWPORT);
  // The whole viewport is the picture, so that a dialog (fixed, over the page) is in it too.
  document.documentElement.style.minHeight = '100vh';
});

afterEach(async (context) => {
  const { task } = context;
  // A story that failed says what broke; a screenshot of it would only add noise. A story that
  // moves on its own (an auto-playing carousel) says so with `parameters: { visual: { skip: true } }`.
  const story = (context as { story?: { parameters?: { visual?: { skip?: boolean } } } }).story;
  if (task.result?.state === 'fail' || story?.parameters?.visual?.skip) return;
  const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-');
  await videosStill();
  for (const [viewport, width, height] of VIEWPORTS) {
    await page.viewport(width, height);
    await framesLoaded();
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(`${name}-${viewport}`, {
      screenshotOptions: {
        // Carets blink and CSS animations run: both would make two screenshots of one state differ.
        animations: 'disabled',
        caret: 'hide',
        // An animation draws its frames on its own clock, and one in view starts when it is seen:
        // its box is masked (`data-animation`: content-sections' animation box and ui's Lottie
        // player carry it), and everything around it compared.
        mask: [...document.querySelectorAll('[data-animation]')],
      },
      timeout: 10_000,
    });
  }
});

/**
 * Until every framed page of the site has loaded, and a moment more: the iframe block takes the
 * height its page reports once loaded, so a picture taken earlier has another height.
 */
async function framesLoaded(): Promise<void> {
  const frames = [...document.querySelectorAll('iframe')];
  if (frames.length === 0) return;
  const loaded = () =>
    frames.every((frame) => {
      try {
        // A frame of another origin (a video player) has no document to read: nothing to wait for.
        return !frame.contentDocument || frame.contentDocument.readyState === 'complete';
      } catch {
        return true;
      }
    });
  for (let waited = 0; !loaded() && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * A playing video shows whichever frame its clock has reached: the main banner's baseline matched
 * only as long as the picture was taken as soon (a loaded fresh-clone run took it later). Each
 * playing video is held at its first frame with a playback rate of 0, which fires no `pause`, so
 * the page still shows it as playing (the banner's pause button keeps its label).
 */
async function videosStill(): Promise<void> {
  const playing = [...document.querySelectorAll('video')].filter((video) => !video.paused);
  await Promise.all(
    playing.map(async (video) => {
      video.playbackRate = 0;
      // The first frame is there once the video has data at its position 0.
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await mediaEvent(video, 'loadeddata');
      if (video.currentTime !== 0) {
        const seeked = mediaEvent(video, 'seeked');
        video.currentTime = 0;
        await seeked;
      }
    }),
  );
  // Painted: the next two frames.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Resolves at the video's `type` event, or after 5 s (the screenshot then says what it shows). */
function mediaEvent(video: HTMLVideoElement, type: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 5000);
    video.addEventListener(
      type,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
