import { type Locale, useLocale } from '@insurance-web/ui';

/** The info section's own texts (the notice itself comes from the CMS). */
export interface InfoSectionMessages {
  /** Names the notice for screen readers (`role="note"`). */
  label: string;
  close: string;
  /** Said where the notice was, after the visitor closed it (the focus waits there). */
  closed: string;
}

export const infoSectionMessages: Record<Locale, InfoSectionMessages> = {
  cs: { label: 'Oznámení', close: 'Zavřít oznámení', closed: 'Oznámení jsme zavřeli.' },
  en: { label: 'Notice', close: 'Close notice', closed: 'The notice is closed.' },
};

export function useInfoSectionMessages(): InfoSectionMessages {
  return infoSectionMessages[useLocale()];
}
