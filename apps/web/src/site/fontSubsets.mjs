// The characters of the site's two font files: scripts/subset-inter.mjs cuts Inter to them, and
// src/site/fonts.ts declares each file for its characters (`unicode-range`), so that a browser
// fetches a file only for a page that shows one of its characters. Plain JavaScript, for the script.

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * What the site's text is set in, on every page: the Czech alphabet, digits, and the punctuation and
 * symbols the shipped pages show (of prose, phone numbers and addresses, the footer's © and ·, cookie
 * names' _, m² and cm³, a play button's ▶, a rating's ★). Every page preloads this file, so it is
 * kept within what a new connection delivers in its first round trip (src/site/site.test.ts: TCP's
 * first ten segments, 14,600 bytes, with the response's headers), which Lighthouse's simulation and a
 * phone's first visit both pay for. A page that shows a character of the other file pays for that
 * file before its largest paint (e2e/pages.spec.ts fails on a shipped page that asks for it): add a
 * character the pages come to show here, if the file still fits.
 */
export const TEXT_CHARACTERS = [
  ...range(0x41, 0x5a),
  ...range(0x61, 0x7a),
  ...range(0x30, 0x39),
  ...' \u00a0%()*+,-./:;?@_',
  ...'ÁáČčĎďÉéĚěÍíŇňÓóŘřŠšŤťÚúŮůÝýŽž',
  ...'©²³·–„“…\u2011▶★',
].join('');

/**
 * Everything else the site may show in Inter: the rest of ASCII and Latin-1 (!, &, ä, ô, ×), Slovak
 * and other Central European letters, typography and symbols. No shipped page asks for it.
 */
export const MORE_CHARACTERS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...'ĹĺĽľŔŕŐőŰűŁłŃńŚśŹźŻżĄąĘę',
  ...'—‘’‚”…•€™′″‹›−≈≤≥→←↑↓✓★▶\u2009\u202f',
]
  // The soft hyphen is drawn as the hyphen it becomes; a page with one must not fetch this file.
  .filter((character) => !TEXT_CHARACTERS.includes(character) && character !== '\u00ad')
  .join('');

/** `U+20-7E,U+A0,…`: the characters as a CSS `unicode-range`, consecutive code points merged. */
export function unicodeRange(characters) {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)))].sort(
    (a, b) => a - b,
  );
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}
