import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';
import { browserTest, nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/** Pure logic runs in Node; components run in real Chromium, as a visitor's browser would. */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    testTimeout: TEST_TIMEOUT_MS,
    projects: [
      {
        extends: true,
        test: {
          name: 'callback-forms:unit',
          ...nodeUnitTest,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // The service worker of MSW answers the lead-form contract's calls (test/leadForms.test.tsx).
        plugins: [msw({ mode: 'worker-only' })],
        test: {
          name: 'callback-forms:browser',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          browser: browserTest,
        },
      },
    ],
  },
});
