import type { Locale } from './SiteProvider/siteConfig.js';

/** Every text the primitives show on their own. Blocks bring their own texts in their packages. */
export interface UiMessages {
  close: string;
  required: string;
  optional: string;
  errorPrefix: string;
  dateHint: string;
  /** The button beside a date field that opens its calendar. */
  calendarOpen: string;
  /** The calendar popover's name. */
  calendarDialog: string;
  /** Said after a day that cannot be chosen. */
  calendarDayUnavailable: string;
  selectPlaceholder: string;
  loading: string;
  /** A dialog whose code could not be downloaded (`LoadingDialog`). */
  dialogLoadFailed: string;
  retry: string;
  carouselLabel: string;
  carouselPrevious: string;
  carouselNext: string;
  carouselGoTo: (index: number) => string;
  carouselSlide: (index: number, total: number) => string;
  carouselPause: string;
  carouselPlay: string;
  moreInfo: string;
  thankYouHeading: string;
  errorHeading: string;
  errorText: string;
  videoTitle: string;
  videoUnavailable: string;
  videoOpenExternally: string;
  imageUnavailable: string;
  animationLoading: string;
}

export const uiMessages: Record<Locale, UiMessages> = {
  cs: {
    close: 'Zavřít',
    required: 'povinné',
    optional: 'nepovinné',
    errorPrefix: 'Chyba:',
    dateHint: 'Např. 12. 3. 2021',
    calendarOpen: 'Vybrat datum z kalendáře',
    calendarDialog: 'Kalendář',
    calendarDayUnavailable: 'nelze vybrat',
    selectPlaceholder: 'Vyberte',
    loading: 'Načítání…',
    dialogLoadFailed: 'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    retry: 'Zkusit znovu',
    carouselLabel: 'Karusel',
    carouselPrevious: 'Předchozí',
    carouselNext: 'Další',
    carouselGoTo: (index) => `Přejít na snímek ${index}`,
    carouselSlide: (index, total) => `${index} z ${total}`,
    carouselPause: 'Pozastavit automatické přehrávání',
    carouselPlay: 'Spustit automatické přehrávání',
    moreInfo: 'Více informací',
    thankYouHeading: 'Děkujeme za váš zájem!',
    errorHeading: 'Chyba při zpracování',
    errorText: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    videoTitle: 'Video',
    videoUnavailable: 'Video se nepodařilo přehrát.',
    videoOpenExternally: 'Otevřít video v novém okně',
    imageUnavailable: 'Obrázek se nepodařilo načíst.',
    animationLoading: 'Načítání animace…',
  },
  en: {
    close: 'Close',
    required: 'required',
    optional: 'optional',
    errorPrefix: 'Error:',
    dateHint: 'For example 12. 3. 2021',
    calendarOpen: 'Choose the date from a calendar',
    calendarDialog: 'Calendar',
    calendarDayUnavailable: 'not available',
    selectPlaceholder: 'Choose',
    loading: 'Loading…',
    dialogLoadFailed: 'The window could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
    carouselLabel: 'Carousel',
    carouselPrevious: 'Previous',
    carouselNext: 'Next',
    carouselGoTo: (index) => `Go to slide ${index}`,
    carouselSlide: (index, total) => `${index} of ${total}`,
    carouselPause: 'Pause automatic playback',
    carouselPlay: 'Start automatic playback',
    moreInfo: 'More information',
    thankYouHeading: 'Thank you for your interest!',
    errorHeading: 'Processing error',
    errorText: 'We are sorry, but your request could not be completed.',
    videoTitle: 'Video',
    videoUnavailable: 'The video could not be played.',
    videoOpenExternally: 'Open the video in a new window',
    imageUnavailable: 'The image could not be loaded.',
    animationLoading: 'Loading the animation…',
  },
};
