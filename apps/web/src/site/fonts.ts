import interCsSk from './fonts/inter-cs-sk.woff2?url';

/**
 * The site's one web font: Inter cut down to the characters of Czech and Slovak pages, regular to
 * bold (`scripts/subset-inter.mjs`): 44 kB, where fontsource's latin + latin-ext pair is 133 kB.
 * Preloaded, and `font-display: optional`: if it is not there for the first paint, the page keeps
 * the metric-matched fallback (ui's theme.css) instead of swapping later, so text never moves (CLS 0).
 */
export const interFontUrl = interCsSk;

export const interFontFace = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:400 700;src:url(${interCsSk}) format('woff2')}`;
