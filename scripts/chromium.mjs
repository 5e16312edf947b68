import { fileURLToPath } from 'node:url';

// Every browser this project drives is Debian's Chromium, installed by the test command: no tool
// downloads a browser of its own. The flags keep it headless and off a network this machine lacks.

/**
 * Full Chromium (Debian's `chromium`): the browser a visitor runs. Lighthouse scores pages in it,
 * and `npm start`'s visitors see the site in one like it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same sources and
 * version): Blink and V8 without the browser around them, which is what Playwright itself runs for
 * headless tests. The tests that drive pages (Playwright end-to-end, Vitest's stories and browser
 * tests, the consumer apps) run in it: the same end-to-end suite took 418 CPU-seconds in it against
 * 806 in full Chromium (261 s against 429 s on two cores), on a machine whose CI shares two cores
 * between every suite.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The fonts a test browser sees: only the project's own, listed by `scripts/test-fonts.conf` (the
 * headless shell finds fonts through fontconfig, which reads this file instead of the machine's).
 * A story's picture then does not depend on what the machine has installed: Debian's `chromium`
 * brings fonts-liberation, which set the map's controls and code text differently than in the
 * baselines. The end-to-end tests and Lighthouse keep the machine's fonts, as a visitor's browser does.
 */
export const TEST_FONTS_CONFIG = fileURLToPath(new URL('./test-fonts.conf', import.meta.url));

/** The environment a test browser starts in: this process's, with the project's fonts only. */
export const TEST_BROWSER_ENV = { ...process.env, FONTCONFIG_FILE: TEST_FONTS_CONFIG };
