import type { Locale } from '../SiteProvider/siteConfig.js';

/**
 * What the stand-in says when a dialog that tells an outcome (a lead sent, a contract cancelled)
 * cannot load: the outcome above it stands. Apart from ui's messages, which every primitive carries:
 * only the lazy dialog needs it.
 */
export const outcomeLoadFailed: Record<Locale, string> = {
  cs: 'Okno se nepodařilo načíst celé, ale co je napsáno výše, platí. Zkontrolujte připojení k internetu a zkuste to znovu.',
  en: 'The window could not be loaded in full, but what it says above stands. Check your internet connection and try again.',
};
