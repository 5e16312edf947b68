import type { Locale } from '@insurance-web/ui';

/** The texts of the dialog shown while a form behind a button loads, or when it cannot. */
export interface LazyModalMessages {
  loading: string;
  failed: string;
  retry: string;
  close: string;
}

export const lazyModalMessages: Record<Locale, LazyModalMessages> = {
  cs: {
    loading: 'Načítáme formulář…',
    failed: 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    retry: 'Zkusit znovu',
    close: 'Zavřít',
  },
  en: {
    loading: 'Loading the form…',
    failed: 'The form could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
    close: 'Close',
  },
};
