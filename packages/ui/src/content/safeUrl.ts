/**
 * Links from the CMS go into `href` and `src`: only what a visitor can safely follow passes.
 * Parsing with `URL` applies the same clean-up a browser does (tabs, newlines and leading spaces
 * removed, scheme case folded), so `jav&#x09;ascript:` or ` JavaScript:` cannot slip past a prefix test.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const BASE = 'https://relative.invalid';

/** A URL safe to link to: http(s), mailto, tel, or a path, query or anchor on this site. */
export function safeLinkUrl(value: string): string | null {
  const url = value.trim();
  if (url === '' || url.startsWith('//') || url.startsWith('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return null;
  // A relative URL resolves against BASE; anything that lands elsewhere was not relative.
  const isRelative = parsed.origin === BASE;
  if (isRelative && !/^[/?#]/.test(url)) return null;
  return url;
}

/** An image source: http(s) or a path on this site (no `data:`, no `javascript:`). */
export function safeImageUrl(value: string): string | null {
  const url = safeLinkUrl(value);
  if (url === null || /^(mailto|tel):/i.test(url) || /^[?#]/.test(url)) return null;
  return url;
}

/** Whether a link leaves the site (it then opens with `rel="noopener noreferrer"`). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
