import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { browserTest, TEST_TIMEOUT_MS } from './vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Dependencies pre-bundled up front: one discovered mid-run reloads the page under a running test. */
const storyDependencies = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-hook-form',
  'radix-ui',
  'clsx',
  'embla-carousel-react',
  'embla-carousel-autoplay',
  'lottie-web/build/player/lottie_light',
  'msw',
  'msw-storybook-addon/csf3',
  // The date field's calendar (a lazy chunk of ui): a dependency of ui, not of the root.
  '@insurance-web/ui > react-day-picker',
  '@insurance-web/ui > react-day-picker/locale',
];

/**
 * A visual test's picture in `folder`: `<folder>/<story file>/<story>-<viewport>.png`. The baselines
 * live in `visual-baselines/` (committed), a failed comparison's new picture and diff in `.visual-diffs/`.
 */
const visualPicture =
  (folder: string) =>
  ({ testFileName, arg, ext }: { testFileName: string; arg: string; ext: string }) =>
    path.join(dirname, folder, testFileName.replace(/\.stories\.tsx?$/, ''), `${arg}${ext}`);

/**
 * Every story of every package as a test in Chromium, with its accessibility check (axe).
 * Each package runs its own unit and component tests from its own `vitest.config.ts`; the release
 * tools of scripts/ have a project of their own.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Every story as a test in Chromium: its play function, its accessibility check (axe), then
        // the visual regression (the design card's Chromatic, locally): the page as the story left
        // it, screenshotted on a phone and a desktop and compared with its committed baseline
        // (.storybook/visual.setup.ts). One run renders each story once for all three: the
        // separate visual run cost a second render of every story (issue 25, point 9).
        // `pnpm test:stories`; `pnpm test:visual:update` writes new baselines.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: storyDependencies },
        test: {
          name: 'storybook',
          // One line first when this machine's Chromium is not the baselines' (visual-baselines/chromium-version.txt).
          globalSetup: ['./.storybook/chromium-version.setup.ts'],
          setupFiles: ['./.storybook/visual.setup.ts'],
          browser: {
            ...browserTest,
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: visualPicture('visual-baselines'),
                resolveDiffPath: visualPicture('.visual-diffs'),
              },
            },
          },
          testTimeout: 60_000,
        },
      },
      {
        // The release tools in scripts/ (the breaking-change check), in Node.
        // A test here runs git and node in a scratch repository: 7 s on a busy CI machine, over Vitest's 5 s.
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
