import { defineConfig } from 'vitest/config';
import { browserTest, workspaceSourceAliases } from '../../vitest.shared.ts';

/** Pure logic runs in Node; components run in real Chromium, as a visitor's browser would. */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'callback-forms:unit',
          environment: 'node',
          // The block contract renders each form on the server 200 times; on a busy two-core machine
          // a large form takes longer than the default 5 s (as in content-sections).
          testTimeout: 30_000,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'callback-forms:browser', include: ['src/**/*.test.tsx'], browser: browserTest },
      },
    ],
  },
});
