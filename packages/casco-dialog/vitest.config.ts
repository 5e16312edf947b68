import { defineConfig } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.shared.ts';

/** Pure logic (the vehicle tables, the calculation's texts) runs in Node. */
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    name: 'casco-dialog:unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
