import type { Locale } from '@insurance-web/ui';
import type { ClaimType } from '@insurance-web/validation';

export interface ClaimReportFormMessages {
  heading: string;
  perex: string;
  claimType: string;
  claimTypeHint: string;
  /** Each kind of claim as a visitor recognises it: a label and, where two are easily confused, a line under it. */
  claimTypes: Record<ClaimType, { label: string; description?: string }>;
  eventDate: string;
  /** Under the date, with today's date as the example. */
  eventDateHint: (today: string) => string;
  policyOrPlate: string;
  policyOrPlateHint: string;
  name: string;
  description: string;
  descriptionHint: string;
  /**
   * Above the button: the form is not the fastest way when help is needed at once. Without a full
   * stop: the line's number follows when the editor gave one.
   */
  urgent: string;
  submit: string;
  successHeading: string;
  /** What happens next, naming the number we will call. */
  successText: (phone: string) => string;
  /** After it, when the page gave the claims line, followed by its number. */
  successUrgent: string;
}

export const claimReportFormMessages: Record<Locale, ClaimReportFormMessages> = {
  cs: {
    heading: 'Požádat o nahlášení škody telefonem',
    perex:
      'Nechte nám číslo a likvidátor vám zavolá a škodu s vámi sepíše. Stačí pár údajů, na ostatní se vás zeptá sám.',
    claimType: 'Druh škody',
    claimTypeHint: 'Nevíte si rady? Vyberte nejbližší možnost, likvidátor to s vámi upřesní.',
    claimTypes: {
      MTPL: {
        label: 'Dopravní nehoda – povinné ručení',
        description: 'Škoda, kterou jste autem způsobili někomu jinému.',
      },
      CASCO: {
        label: 'Dopravní nehoda nebo poškození auta – havarijní pojištění',
        description: 'Škoda na vašem autě, i když jste ji způsobili sami.',
      },
      PROPERTY: { label: 'Škoda na domě, bytě nebo věcech' },
      TRAVEL: { label: 'Škoda na cestách' },
      OTHER: { label: 'Jiná škoda' },
    },
    eventDate: 'Datum události',
    eventDateHint: (today) => `Např. ${today}`,
    policyOrPlate: 'SPZ nebo číslo smlouvy',
    policyOrPlateHint: 'Nepovinné. Pomůže nám rychleji najít vaši smlouvu.',
    name: 'Jméno a příjmení',
    description: 'Stručný popis',
    descriptionHint: 'Nepovinné. Stačí pár slov o tom, co se stalo; podrobnosti s vámi projde likvidátor.',
    urgent:
      'Likvidátor vám zavolá v pracovní den. Potřebujete odtah nebo pomoc hned? Volejte nonstop linku pro hlášení škod a asistenci',
    submit: 'Odeslat žádost',
    successHeading: 'Žádost jsme přijali',
    successText: (phone) =>
      `Likvidátor vám zavolá na číslo ${phone} nejpozději následující pracovní den a škodu s vámi sepíše.`,
    successUrgent: 'Spěchá to? Volejte nonstop',
  },
  en: {
    heading: 'Ask us to take your claim by phone',
    perex:
      'Leave us your number and a claims handler will call you and take the claim down with you. A few details are enough; they will ask about the rest.',
    claimType: 'Type of claim',
    claimTypeHint: 'Not sure? Choose the closest option; the claims handler will clarify it with you.',
    claimTypes: {
      MTPL: {
        label: 'Traffic accident – motor third-party liability',
        description: 'Damage you caused to someone else with your car.',
      },
      CASCO: {
        label: 'Traffic accident or damage to your car – comprehensive insurance',
        description: 'Damage to your own car, even if you caused it.',
      },
      PROPERTY: { label: 'Damage to a house, flat or belongings' },
      TRAVEL: { label: 'Damage while travelling' },
      OTHER: { label: 'Other damage' },
    },
    eventDate: 'Date of the event',
    eventDateHint: (today) => `For example ${today}`,
    policyOrPlate: 'Registration plate or contract number',
    policyOrPlateHint: 'Optional. It helps us find your contract sooner.',
    name: 'Full name',
    description: 'Short description',
    descriptionHint:
      'Optional. A few words about what happened are enough; the claims handler will go through the details.',
    urgent:
      'The claims handler will call you on a working day. Do you need towing or help at once? Call the nonstop claims and assistance line',
    submit: 'Send the request',
    successHeading: 'We have your request',
    successText: (phone) =>
      `A claims handler will call you on ${phone} by the next working day at the latest and take the claim down with you.`,
    successUrgent: 'Is it urgent? Call nonstop',
  },
};
