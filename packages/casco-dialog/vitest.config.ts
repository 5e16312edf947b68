import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';
import { browserTest, nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/**
 * Pure logic (the vehicle tables, the calculation's texts, the call's values) and the block's
 * server rendering run in Node; the dialog's behaviour is tested by its stories and by the lead-form
 * contract (test/leadForms.test.tsx) in Chromium.
 */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    testTimeout: TEST_TIMEOUT_MS,
    projects: [
      {
        extends: true,
        test: { name: 'casco-dialog:unit', ...nodeUnitTest, include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        // The service worker of MSW answers the lead-form contract's calls.
        plugins: [msw({ mode: 'worker-only' })],
        test: { name: 'casco-dialog:browser', include: ['test/**/*.test.tsx'], browser: browserTest },
      },
    ],
  },
});
