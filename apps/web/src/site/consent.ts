/**
 * The visitor's cookie consent, as vanilla-cookieconsent stores it: the `cc_cookie` cookie, its value
 * the URI-encoded JSON `{ categories: ['necessary', 'analytics'?], consentId, consentTimestamp, … }`.
 * Read on the server (whether to ship the banner at all) and in the browser (whether the analytics
 * sink may pass events on). No other code writes the cookie: the library does, on the visitor's choice.
 */
export const CONSENT_COOKIE = 'cc_cookie';

/**
 * Said in the banner when its code or the consent library cannot be loaded (offline, a failed
 * deploy): the choice waits, and the next tap tries again. The page carries it in the banner's
 * `data-load-error`, for the loader that runs before the banner's code (afterPaint.ts).
 */
export const CONSENT_LOAD_ERROR = 'Volbu se teď nepodařilo uložit. Zkuste to prosím znovu.';

/** The query that reopens the settings (the footer's `Nastavení cookies` link without JavaScript). */
export const CONSENT_SETTINGS_QUERY = 'nastaveni-cookies';

/** `pending`: no valid choice yet; `granted` / `denied`: the analytics category accepted or not. */
export type AnalyticsConsent = 'pending' | 'granted' | 'denied';

/** The analytics consent in the cookie's value (URI-encoded or already decoded); `pending` if none. */
export function analyticsConsentFrom(value: string | undefined | null): AnalyticsConsent {
  if (!value) return 'pending';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.trimStart().startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return 'pending';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'pending';
  const { categories, consentId } = parsed as { categories?: unknown; consentId?: unknown };
  // The library itself treats a cookie without these as no consent (and shows the banner again).
  if (!Array.isArray(categories) || typeof consentId !== 'string' || consentId === '') return 'pending';
  return categories.includes('analytics') ? 'granted' : 'denied';
}

/** The consent cookie's value in a `document.cookie` string, or `undefined`. */
export function consentCookieIn(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return rest.join('=');
  }
  return undefined;
}

/**
 * The banner's text as sentences, each its own paragraph: short blocks the browser paints with the
 * page, none of them large enough to pass for the page's main content (its largest contentful paint).
 */
export function consentSentences(description: string): string[] {
  return description
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
