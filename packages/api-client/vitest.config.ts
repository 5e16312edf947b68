import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
  },
});
