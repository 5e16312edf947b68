import type { Options } from 'tsup';

/**
 * How every package builds: one output file per source file (`bundle: false`), so consumers
 * tree-shake down to what they use and each module keeps its own `"use client"` directive, which
 * bundling would drop (tsup #835, rollup #4699). Declarations come from `tsc`, file for file.
 */
export function libraryBuild(overrides: Options = {}): Options {
  return {
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.stories.tsx',
      '!src/**/*.d.ts',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
    ],
    format: ['esm'],
    bundle: false,
    target: 'es2022',
    platform: 'neutral',
    sourcemap: false,
    clean: true,
    dts: false,
    ...overrides,
  };
}
