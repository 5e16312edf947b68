import interText from './fonts/inter-text.woff2?url';

/**
 * The site's one web font, Inter from regular to bold, on every page from its first paint, the page
 * a visitor lands on included. It is cut into two files by character (`scripts/subset-inter.mjs`,
 * fontSubsets.mjs): the text of Czech pages, 14 kB, which every page preloads; and the rest (Slovak
 * letters, the rest of Latin-1, symbols), which the browser fetches only for a page that shows one
 * of them (`unicode-range`; no shipped page does). Both are declared in the stylesheet (site.css).
 *
 * The text's file is `font-display: optional`: a page waits for it at most a moment (Chromium:
 * 100 ms) before its first paint, and a page whose font has not come by then keeps the
 * metric-matched fallback for good (ui's theme.css: Arial scaled to Inter's metrics, the same line
 * breaks) instead of swapping later: text never moves (CLS 0). The next page has the font from the
 * cache. The other file always comes after the first paint, when Chromium no longer takes an
 * optional font: it swaps in, for those few characters.
 *
 * Why so small: a first paint on a phone's connection carries the font beside the page's HTML and
 * stylesheet, and Lighthouse's mobile run counts every byte that came before the largest paint. Cut
 * to the text's characters with kerning alone it is 14 kB, where all characters with every feature
 * were 44 kB (apps/web/README.md, "The web font", has the figures).
 */
export const interFontUrl = interText;
