/**
 * A `tel:` link for a phone shown on the site (SPEC §2, §9): Czech numbers get `+420`, an existing
 * `+420`/`+421` (or `00420`/`00421`) is kept. `telHref('800 100 200')` → `tel:+420800100200`.
 */
export function telHref(phone: unknown): string {
  if (typeof phone !== 'string' && typeof phone !== 'number') return '';
  const digits = String(phone)
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  if (digits.replace('+', '') === '') return '';
  if (/^\+42[01]/.test(digits)) return `tel:${digits}`;
  if (/^0042[01]/.test(digits)) return `tel:+${digits.slice(2)}`;
  // A Czech or Slovak number written with its country code but without the plus.
  if (/^42[01]\d{9}$/.test(digits)) return `tel:+${digits}`;
  return `tel:+420${digits.replace(/^\+/, '')}`;
}
