import type { Locale } from '@insurance-web/ui';

/**
 * What a form loaded on demand says when its code cannot be downloaded (a dialog's stand-in,
 * ui's `LoadingDialog`, has its own). Apart from the forms' texts, so that an island which only
 * loads (a record waiting for its calculation) does not carry them.
 */
export interface LazyLoadMessages {
  /** A form. */
  formLoadFailed: string;
  retry: string;
}

export const lazyLoadMessages: Record<Locale, LazyLoadMessages> = {
  cs: {
    formLoadFailed: 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    retry: 'Zkusit znovu',
  },
  en: {
    formLoadFailed: 'The form could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
  },
};
