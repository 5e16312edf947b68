import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig(
  libraryBuild({
    // `styles.css` only tells the host's Tailwind where this package's classes are.
    async onSuccess() {
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  }),
);
