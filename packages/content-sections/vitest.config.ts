import { defineConfig } from 'vitest/config';
import { browserTest, nodeUnitTest, TEST_TIMEOUT_MS, workspaceSourceAliases } from '../../vitest.shared.ts';

/**
 * Schemas, fuzzing and server rendering run in Node (where the host renders blocks); components that
 * hydrate run in real Chromium. Every story is also an axe test (the root's storybook project).
 */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    testTimeout: TEST_TIMEOUT_MS,
    projects: [
      {
        extends: true,
        test: {
          name: 'content-sections:unit',
          ...nodeUnitTest,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['test/stringConverter.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'content-sections:browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['test/stringConverter.setup.ts'],
          browser: browserTest,
        },
      },
    ],
  },
});
