/**
 * Czech amounts. Thousands are separated by a non-breaking space (U+00A0), as is the space before
 * `Kč`, so an amount never breaks across lines; screen readers and copy-paste treat it as a space.
 */
export const NBSP = '\u00a0';

/** `1234567` → `1 234 567` (non-breaking spaces); the value is rounded to a whole number first. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return sign + String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Whole crowns: `formatCzk(12345.6)` → `12 346 Kč`. No price (not a finite number) shows `0 Kč` (SPEC §2). */
export function formatCzk(amount: unknown): string {
  return `${formatThousands(typeof amount === 'number' ? amount : Number.NaN)}${NBSP}Kč`;
}
