import type { Locale } from '../SiteProvider/siteConfig.js';

/**
 * What the calendar's stand-in says when its code cannot load: the date can still be typed. Apart
 * from ui's messages, which every primitive carries: only a date field with a calendar needs it.
 */
export const calendarLoadFailed: Record<Locale, string> = {
  cs: 'Kalendář se nepodařilo načíst. Datum můžete napsat do pole, nebo zkontrolujte připojení k internetu a zkuste to znovu.',
  en: 'The calendar could not be loaded. You can type the date into the field, or check your internet connection and try again.',
};
