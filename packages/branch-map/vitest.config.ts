import { defineConfig } from 'vitest/config';
import { nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/** Branch data, slugs, opening hours and the blocks' server rendering: in Node; behaviour in the stories. */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    name: 'branch-map:unit',
    ...nodeUnitTest,
    testTimeout: TEST_TIMEOUT_MS,
    include: ['src/**/*.test.ts'],
  },
});
