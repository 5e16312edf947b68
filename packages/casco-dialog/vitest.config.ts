import { defineConfig } from 'vitest/config';
import { nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/**
 * Pure logic (the vehicle tables, the calculation's texts, the call's values) and the block's
 * server rendering run in Node; the dialog's behaviour is tested by its stories in Chromium.
 */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    name: 'casco-dialog:unit',
    ...nodeUnitTest,
    testTimeout: TEST_TIMEOUT_MS,
    include: ['src/**/*.test.ts'],
  },
});
