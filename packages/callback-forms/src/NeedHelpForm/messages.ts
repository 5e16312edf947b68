import type { Locale } from '@insurance-web/ui';

export interface NeedHelpFormMessages {
  heading: string;
  perex: string;
  isClient: string;
  yes: string;
  no: string;
  contractNumber: string;
  contractNumberHint: string;
  question: string;
  questionHint: string;
  successHeading: string;
  successText: string;
}

export const needHelpFormMessages: Record<Locale, NeedHelpFormMessages> = {
  cs: {
    heading: 'Potřebujete pomoc?',
    perex: 'Napište nám, s čím si nevíte rady. Ozveme se vám nejpozději do dvou pracovních dnů.',
    isClient: 'Jste náš klient?',
    yes: 'Ano',
    no: 'Ne',
    contractNumber: 'Číslo smlouvy',
    contractNumberHint: 'Najdete ho v pojistné smlouvě nebo v e-mailu, kterým jsme vám ji poslali.',
    question: 'Váš dotaz',
    questionHint: 'Napište, s čím potřebujete pomoci.',
    successHeading: 'Děkujeme, že jste se na nás obrátili!',
    successText: 'A je to. Ozveme se vám e-mailem nebo telefonicky nejpozději do dvou pracovních dnů.',
  },
  en: {
    heading: 'Do you need help?',
    perex: 'Tell us what you need help with. We will get back to you within two working days.',
    isClient: 'Are you our client?',
    yes: 'Yes',
    no: 'No',
    contractNumber: 'Contract number',
    contractNumberHint: 'You will find it in your insurance contract or in the e-mail we sent it with.',
    question: 'Your question',
    questionHint: 'Tell us what you need help with.',
    successHeading: 'Thank you for getting in touch!',
    successText: 'All done. We will reply by e-mail or phone within two working days.',
  },
};
