import { defineConfig } from 'vitest/config';
import { nodeUnitTest, TEST_TIMEOUT_MS } from '../../vitest.shared.ts';

/**
 * Runs in Node, in a time zone that is not Prague's, so that every Prague-time rule proves it does
 * not lean on the machine's own zone (SPEC-NOTES "Time").
 */
process.env.TZ = 'America/New_York';

export default defineConfig({
  test: {
    name: 'validation',
    ...nodeUnitTest,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'America/New_York' },
    testTimeout: TEST_TIMEOUT_MS,
  },
});
