import { defineConfig } from 'vitest/config';
import { nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/** The positions' filtering, the address's filter state and the badges: pure logic, in Node. */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    name: 'careers:unit',
    ...nodeUnitTest,
    testTimeout: TEST_TIMEOUT_MS,
    include: ['src/**/*.test.ts'],
  },
});
