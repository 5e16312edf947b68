import type { Locale } from '@insurance-web/ui';

/** ui's `LoadingDialog` as a form says it: while the call-back form's code loads, or when it cannot. */
export interface CallbackLoadingMessages {
  loading: string;
  failed: string;
}

export const callbackLoadingMessages: Record<Locale, CallbackLoadingMessages> = {
  cs: {
    loading: 'Načítáme formulář…',
    failed: 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
  },
  en: {
    loading: 'Loading the form…',
    failed: 'The form could not be loaded. Check your internet connection and try again.',
  },
};
