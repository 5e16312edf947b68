// Makes the site's one web font: Inter (variable, weights 100-900) cut down to the characters Czech
// and Slovak pages use, in a single WOFF2 that replaces fontsource's latin + latin-ext pair.
// Run after upgrading inter-ui: `node scripts/subset-inter.mjs`. The output is committed
// (apps/web/src/site/fonts/inter-cs-sk.woff2), so building the site needs no font tooling.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const source = require.resolve('inter-ui/variable/InterVariable.woff2');
const target = path.join(root, 'apps/web/src/site/fonts/inter-cs-sk.woff2');

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/** Basic Latin, Latin-1 (ä, ô, é, non-breaking space …), Czech and Slovak letters, typography. */
const CHARACTERS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...'ČčĎďĚěĹĺĽľŇňŘřŔŕŠšŤťŮůŽžŐőŰűŁł',
  ...'–—‘’‚“”„…•€™′″‹›−≈≤≥→←↑↓✓✕☰\u2009\u202f',
].join('');

// The site sets text from regular to bold at one optical size: pinning `opsz` and narrowing `wght` drops
// the outlines and deltas no page uses.
const subset = await subsetFont(await readFile(source), CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
});
await writeFile(target, subset);
console.log(
  `${path.relative(root, target)}: ${subset.length} bytes (full Inter: ${(await stat(source)).size})`,
);
