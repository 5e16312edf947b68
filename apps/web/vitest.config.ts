import type { ViteUserConfig } from 'astro';
import { getViteConfig } from 'astro/config';
import type { InlineConfig } from 'vitest/node';

// Astro's Vite config, so that tests can render `.astro` components with the container API.
const config: ViteUserConfig & { test: InlineConfig } = {
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Some tests render every demo page or start the production server: on a busy two-core CI
    // machine that takes longer than Vitest's 5 s default.
    testTimeout: 60_000,
  },
};

export default getViteConfig(config);
