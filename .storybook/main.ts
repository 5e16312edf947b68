import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSourceAliases } from '../vitest.shared.ts';

/** One Storybook for every package: designers review each block and state here. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', './docs/*.mdx'],
  addons: [
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@storybook/addon-docs',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The host's public files (logos, demo images) serve stories at the same paths as the site.
  staticDirs: ['./public', '../apps/web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables for the docs pages; not in tests (`VITEST` is set), where no play function reads them and
  // the TypeScript program behind them cost every story run its share of the CPU.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Storybook's own aliases come as an object or an array; ours are exact-match patterns.
    const existing = viteConfig.resolve?.alias ?? [];
    const storybookAliases = Array.isArray(existing)
      ? existing
      : Object.entries(existing).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    viteConfig.resolve = { ...viteConfig.resolve, alias: [...workspaceSourceAliases(), ...storybookAliases] };
    return viteConfig;
  },
};

export default config;
