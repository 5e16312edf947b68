import { defineConfig } from 'vitest/config';
import { nodeUnitTest, TEST_TIMEOUT_MS } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'api-client',
    ...nodeUnitTest,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
  },
});
