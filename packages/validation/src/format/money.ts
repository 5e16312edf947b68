import type { Locale } from '../messages.js';

/**
 * Czech amounts and percentages, formatted by `Intl.NumberFormat` (cs-CZ): thousands are separated
 * by a non-breaking space (U+00A0), as is the space before `Kč` and `%`, so an amount never breaks
 * across lines; screen readers and copy-paste treat it as a space. Every price and percentage on the
 * site goes through these functions: none is put together by hand.
 */
export const NBSP = '\u00a0';

const INTL_LOCALE: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' };

// Made when first needed: building a formatter loads ICU's locale data (see branch-map's collator).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

// Whole numbers, half away from zero, and never `-0`.
const WHOLE = { maximumFractionDigits: 0, signDisplay: 'negative' } as const;

/** `1234567` → `1 234 567` (non-breaking spaces); the value is rounded to a whole number first. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '0';
  return numberFormat('thousands', () => new Intl.NumberFormat('cs-CZ', WHOLE)).format(value);
}

/** Whole crowns: `formatCzk(12345.6)` → `12 346 Kč`. No price (not a finite number) shows `0 Kč` (SPEC §2). */
export function formatCzk(amount: unknown): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return numberFormat(
    'czk',
    () =>
      new Intl.NumberFormat('cs-CZ', {
        ...WHOLE,
        style: 'currency',
        currency: 'CZK',
        minimumFractionDigits: 0,
      }),
  ).format(value);
}

/**
 * A whole per cent: `formatPercent(10)` → `10 %` in Czech (a non-breaking space before `%`, as Czech
 * writes it), `10%` in English. Not a finite number shows `0 %`.
 */
export function formatPercent(percent: number, locale: Locale = 'cs'): string {
  const value = Number.isFinite(percent) ? percent / 100 : 0;
  return numberFormat(
    `percent-${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { ...WHOLE, style: 'percent' }),
  ).format(value);
}
