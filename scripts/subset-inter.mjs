// Makes the site's web font: Inter (variable, regular to bold) cut down to the characters the site
// shows, in two WOFF2 files split by character (apps/web/src/site/fontSubsets.mjs): the text of
// Czech pages, which every page preloads, and the rest, which a browser fetches only for a page that
// shows one of its characters.
// Run after upgrading inter-ui: `node scripts/subset-inter.mjs`. The output is committed
// (apps/web/src/site/fonts/), so building the site needs no font tooling.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { MORE_CHARACTERS, TEXT_CHARACTERS } from '../apps/web/src/site/fontSubsets.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const source = require.resolve('inter-ui/variable/InterVariable.woff2');
const fonts = path.join(root, 'apps/web/src/site/fonts');

const font = await readFile(source);
for (const [file, characters] of [
  ['inter-text.woff2', TEXT_CHARACTERS],
  ['inter-more.woff2', MORE_CHARACTERS],
]) {
  const subset = await subsetFont(font, characters, {
    targetFormat: 'woff2',
    // The site sets text from regular to bold at one optical size: pinning `opsz` and narrowing
    // `wght` drops the outlines and deltas no page uses.
    variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
    // Kerning only: the site uses none of Inter's other features (contextual and stylistic
    // alternates, case forms, fractions, tabular figures), and their glyphs and rules were nearly
    // half of the file (the same characters in one file: 44 kB with them, 23 kB without).
    keepFeatures: ['kern'],
    // Style attributes for a font menu, and metric variations the site's line metrics do not use.
    dropTables: ['STAT', 'MVAR'],
  });
  await writeFile(path.join(fonts, file), subset);
  console.log(`${file}: ${[...characters].length} characters, ${subset.length} bytes`);
}
console.log(`(the whole of Inter: ${(await stat(source)).size} bytes)`);
