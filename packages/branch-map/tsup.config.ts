import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

const require = createRequire(import.meta.url);

export default defineConfig(
  libraryBuild({
    async onSuccess() {
      // `styles.css` only tells the host's Tailwind where this package's classes are.
      await copyFile('src/styles.css', 'dist/styles.css');
      // Leaflet's stylesheet as a string module (src/BranchMap/leafletStyles.ts says why): the source reads
      // it with Vite's `?inline`, which other bundlers do not know.
      const built = 'dist/BranchMap/leafletStyles.js';
      if (!(await readFile(built, 'utf8')).includes('?inline')) {
        throw new Error(`${built} no longer imports Leaflet's CSS with ?inline: update tsup.config.ts`);
      }
      const css = await readFile(require.resolve('leaflet/dist/leaflet.css'), 'utf8');
      await writeFile(built, `export default ${JSON.stringify(css)};\n`);
    },
  }),
);
