import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * One output file per source file (`bundle: false`): consumers tree-shake down to the primitives
 * they use, and each file keeps its own `"use client"` directive, which bundling would drop
 * (tsup #835, rollup #4699). Declarations come from `tsc`, file for file beside the JavaScript.
 */
export default defineConfig({
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.stories.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx'],
  format: ['esm'],
  bundle: false,
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  dts: false,
  async onSuccess() {
    await copyFile('src/theme.css', 'dist/theme.css');
  },
});
