import interCsSk from './fonts/inter-cs-sk.woff2?url';

/**
 * The site's one web font: Inter cut down to the characters of Czech and Slovak pages, regular to
 * bold (`scripts/subset-inter.mjs`): 44 kB, where fontsource's latin + latin-ext pair is 133 kB.
 *
 * A visitor's first page (one they land on from a search, a link in an e-mail, an address typed) is
 * set in the metric-matched fallback (ui's theme.css: Arial scaled to Inter's metrics, the same line
 * breaks): its first paint waits for nothing but the HTML and the stylesheet. Once that page has
 * loaded, the font goes into the browser's cache (FontWarmUp.astro), and every page reached from
 * within the site is set in Inter from its first paint: preloaded from the cache, and
 * `font-display: optional`, so that if it is not there in time the page keeps the fallback instead of
 * swapping later, and text never moves (CLS 0).
 *
 * Why not Inter on the first page too: 44 kB that the first paint waits for (a preloaded optional
 * font holds rendering up to 100 ms) on the connection that matters most, a phone's. Lighthouse's
 * mobile run measured it: FCP about 1.0 s and LCP 1.5–1.6 s with the preloaded font, 0.8 s and
 * 0.9–1.0 s without it (`/kontakty`, `/servis`, `/`; issue 14).
 */
export const interFontUrl = interCsSk;

export const interFontFace = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:400 700;src:url(${interCsSk}) format('woff2')}`;

/**
 * Whether the page was opened from another page of the site (a link, a form, the back button), where
 * the first page has put the font in the cache: the browser says so in `Sec-Fetch-Site`, on every
 * navigation, whatever the referrer policy. Any other opening is a first page.
 */
export function openedFromTheSite(headers: Headers): boolean {
  return headers.get('sec-fetch-site') === 'same-origin';
}
