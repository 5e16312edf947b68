import { type Locale, useLocale } from '@insurance-web/ui';

/** The info section's own texts (the notice itself comes from the CMS). */
export interface InfoSectionMessages {
  /** Names the notice for screen readers (`role="note"`). */
  label: string;
  close: string;
}

export const infoSectionMessages: Record<Locale, InfoSectionMessages> = {
  cs: { label: 'Oznámení', close: 'Zavřít oznámení' },
  en: { label: 'Notice', close: 'Close notice' },
};

export function useInfoSectionMessages(): InfoSectionMessages {
  return infoSectionMessages[useLocale()];
}
