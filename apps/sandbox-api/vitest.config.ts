import { defineConfig } from 'vitest/config';
import { TEST_FILE_WORKERS } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    maxWorkers: TEST_FILE_WORKERS,
    name: 'sandbox-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
