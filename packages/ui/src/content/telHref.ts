/**
 * The `tel:` link of a phone shown on the site (SPEC §2, §9), the one rule for every link: the site's
 * hotline as the brand holds it (`+420 800 100 200`), a branch's `800 100 301`, an editor's
 * `00421 905 123 456`. Everything but digits and a leading `+` goes (spaces, non-breaking spaces,
 * dashes, brackets); an international number keeps its own code (`+` or `00`), a Czech or Slovak one
 * written without the plus gets it, and a national number gets `+420`.
 * `telHref('800 100 200')` → `tel:+420800100200`; no digits, no link (`''`).
 */
export function telHref(phone: unknown): string {
  if (typeof phone !== 'string' && typeof phone !== 'number') return '';
  const digits = String(phone)
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  if (digits.replace('+', '') === '') return '';
  const international = withCountryCode(digits);
  return international === '' ? '' : `tel:+${international}`;
}

/** The number's digits after its country code's `+`. */
function withCountryCode(digits: string): string {
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  // A Czech or Slovak number written with its country code but without the plus.
  if (/^42[01]\d{9}$/.test(digits)) return digits;
  return `420${digits}`;
}
