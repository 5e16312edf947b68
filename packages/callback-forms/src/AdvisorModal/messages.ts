import type { Locale } from '@insurance-web/ui';

export interface AdvisorMessages {
  heading: string;
  perex: string;
  /** The button that opens the modal. */
  open: string;
  /** The modal's title. */
  title: string;
}

export const advisorMessages: Record<Locale, AdvisorMessages> = {
  cs: {
    heading: 'Nevíte si rady s pojištěním auta?',
    perex:
      'Spočítáme s vámi cenu povinného ručení i havarijního pojištění a poradíme, jaké krytí se vám vyplatí.',
    open: 'Chci poradit s pojištěním auta',
    title: 'Poradíme vám s pojištěním auta',
  },
  en: {
    heading: 'Not sure about your car insurance?',
    perex:
      'We will work out the price of liability and comprehensive cover with you and advise which cover pays off.',
    open: 'Get advice on car insurance',
    title: 'We will help you with your car insurance',
  },
};
