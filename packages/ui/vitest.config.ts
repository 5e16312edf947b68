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
        test: { name: 'ui:unit', ...nodeUnitTest, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'ui:browser', include: ['src/**/*.test.tsx'], browser: browserTest },
      },
    ],
  },
});
