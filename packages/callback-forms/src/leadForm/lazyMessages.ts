import type { Locale } from '@insurance-web/ui';

/**
 * What a part loaded on demand says when its code cannot be downloaded. Apart from the forms'
 * texts, so that an island which only loads (a button, a record waiting for its calculation) does
 * not carry them.
 */
export interface LazyLoadMessages {
  /** A dialog (`PendingDialog`). */
  dialogLoadFailed: string;
  /** A form. */
  formLoadFailed: string;
  retry: string;
}

export const lazyLoadMessages: Record<Locale, LazyLoadMessages> = {
  cs: {
    dialogLoadFailed: 'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    formLoadFailed: 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    retry: 'Zkusit znovu',
  },
  en: {
    dialogLoadFailed: 'The window could not be loaded. Check your internet connection and try again.',
    formLoadFailed: 'The form could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
  },
};
