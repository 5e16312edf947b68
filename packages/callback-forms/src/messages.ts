import type { Locale } from '@insurance-web/ui';
import type { DayTime } from '@insurance-web/validation';

/** Every text the call-back modal shows itself; validation texts come from `@insurance-web/validation`. */
export interface CallbackMessages {
  open: string;
  title: string;
  name: string;
  phone: string;
  date: string;
  /** The date's hint: a current example, the first bookable day. */
  earliestDate: (date: string) => string;
  dayTime: string;
  morning: string;
  morningHours: string;
  afternoon: string;
  afternoonHours: string;
  topic: string;
  submit: string;
  sent: string;
  thankYouHeading: string;
  thankYouText: string;
  /** The thank-you's when: the booked day as `callbackDayPhrase` says it, and the part of day. */
  callWhen: (day: string, dayTime: DayTime) => string;
}

export const callbackMessages: Record<Locale, CallbackMessages> = {
  cs: {
    open: 'Zavolejte mi',
    title: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky',
    name: 'Jméno',
    phone: 'Telefon',
    date: 'Datum',
    earliestDate: (date) => `Např. ${date} (nejbližší možný den).`,
    dayTime: 'Čas',
    morning: 'Dopoledne',
    morningHours: '8:00–12:00',
    afternoon: 'Odpoledne',
    afternoonHours: '13:00–17:00',
    topic: 'Téma',
    submit: 'Odeslat',
    sent: 'Děkujeme, formulář byl odeslán a my se brzy ozveme.',
    thankYouHeading: 'Děkujeme za váš zájem!',
    thankYouText: 'A je to.',
    callWhen: (day, dayTime) =>
      `Zavoláme vám ${day} ${dayTime === 0 ? 'dopoledne (8–12 h)' : 'odpoledne (13–17 h)'}.`,
  },
  en: {
    open: 'Call me back',
    title: 'Please let us know when we can call you back',
    name: 'Name',
    phone: 'Phone',
    date: 'Date',
    earliestDate: (date) => `For example ${date} (the earliest possible day).`,
    dayTime: 'Time',
    morning: 'Morning',
    morningHours: '8:00–12:00',
    afternoon: 'Afternoon',
    afternoonHours: '13:00–17:00',
    topic: 'Topic',
    submit: 'Send',
    sent: 'Thank you, the form has been sent and we will be in touch soon.',
    thankYouHeading: 'Thank you for your interest!',
    thankYouText: 'All done.',
    callWhen: (day, dayTime) =>
      `We will call you ${day} ${dayTime === 0 ? 'in the morning (8:00–12:00)' : 'in the afternoon (13:00–17:00)'}.`,
  },
};
