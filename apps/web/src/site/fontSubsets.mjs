// The characters of the site's two font files: scripts/subset-inter.mjs cuts Inter to them, and
// src/site/fonts.ts declares each file for its characters (`unicode-range`), so that a browser
// fetches a file only for a page that shows one of its characters. Plain JavaScript, for the script.

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * What the site's Czech text is set in, on every page: letters, digits, the punctuation of prose,
 * phone numbers and addresses, the footer's © and ·, and the few other characters the shipped pages
 * show (cookie names' _, m² and cm³, a play button's ▶, a rating's ★). Every page preloads this file,
 * so it is kept as small as a first paint on a phone's connection can carry beside the page's own
 * stylesheet; a page that needs the other file pays for it in its first paint (e2e/pages.spec.ts
 * fails on a shipped page that asks for it).
 */
export const TEXT_CHARACTERS = [
  ...range(0x41, 0x5a),
  ...range(0x61, 0x7a),
  ...range(0x30, 0x39),
  ...' \u00a0!"%&\'()*+,-./:;?@',
  ...'ÁáČčĎďÉéĚěÍíŇňÓóŘřŠšŤťÚúŮůÝýŽž',
  ...'©·–„“…\u2011_²³▶★',
].join('');

/**
 * Everything else the site may show in Inter: the rest of ASCII and Latin-1 (ä, ô, ², ×), Slovak and
 * other Central European letters, typography and the symbols of lists and ratings. Most pages never
 * ask for it.
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
