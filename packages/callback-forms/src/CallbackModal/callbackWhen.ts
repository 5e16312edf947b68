import type { Locale } from '@insurance-web/ui';
import { type DayTime, isIsoDate } from '@insurance-web/validation';
import { callbackMessages } from '../messages.js';

/*
 * When we will call, as the thank-you says it: `Zavoláme vám ve čtvrtek 10. prosince dopoledne
 * (8–12 h).` The day and month come from Intl in Prague's zone (the zone of every call-back rule);
 * the Czech weekday is a table, because after `v`/`ve` it takes the accusative (`ve středu`), which
 * Intl does not give.
 */

/** `v pondělí` … `v neděli`, by ISO weekday 1 … 7. */
const CZECH_ON_WEEKDAY = [
  'v pondělí',
  'v úterý',
  've středu',
  've čtvrtek',
  'v pátek',
  'v sobotu',
  'v neděli',
] as const;

// Building an Intl formatter costs far more than using one: one per locale, made on first use.
const formatters = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
      timeZone: 'Europe/Prague',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * The booked day as the thank-you names it: `ve čtvrtek 10. prosince`, `on Thursday 10 December`,
 * for a calendar date `yyyy-mm-dd` (noon UTC is that date in Prague in winter and in summer).
 * `null` for anything that is not such a date.
 */
export function callbackDayPhrase(date: string, locale: Locale): string | null {
  if (!isIsoDate(date)) return null;
  const instant = new Date(`${date}T12:00:00Z`);
  const parts = Object.fromEntries(
    dayFormat(locale)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  if (locale === 'en') return `on ${parts.weekday} ${parts.day} ${parts.month}`;
  const weekday = (instant.getUTCDay() + 6) % 7;
  return `${CZECH_ON_WEEKDAY[weekday]} ${parts.day}. ${parts.month}`;
}

/** The thank-you's sentence: `Zavoláme vám ve čtvrtek 10. prosince dopoledne (8–12 h).`; `null` without a date. */
export function callbackWhen(date: string, dayTime: DayTime, locale: Locale): string | null {
  const day = callbackDayPhrase(date, locale);
  return day === null ? null : callbackMessages[locale].callWhen(day, dayTime);
}
