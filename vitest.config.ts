import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { browserTest } from './vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story of every package as a test in Chromium, with its accessibility check (axe).
 * Each package runs its own unit and component tests from its own `vitest.config.ts`; the release
 * tools of scripts/ have a project of their own.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: {
          // Pre-bundled up front: a dependency discovered mid-run reloads the page under a running test.
          include: [
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
          ],
        },
        test: {
          name: 'storybook',
          browser: browserTest,
          testTimeout: 20_000,
        },
      },
      {
        // The release tools in scripts/ (the breaking-change check), in Node.
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
    ],
  },
});
