import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig(
  libraryBuild({
    // The design tokens ship as CSS for the host's Tailwind build.
    async onSuccess() {
      await copyFile('src/theme.css', 'dist/theme.css');
    },
  }),
);
